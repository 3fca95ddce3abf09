import type { FastifyReply, FastifyRequest } from 'fastify';
import { STORAGE_RETRY_AFTER_S, type StorageUnavailable, noteStorageFault } from '../db/storage-guard';
import { SESSION_PAGES_POLICY, escapeHtml, page } from '../services/auth/session-service-pages';

/** What a shopper is told while the database cannot be used: nothing was done, and it will pass. */
export const STORAGE_MESSAGES = {
  save: 'The shop cannot save right now, please try again in a moment.',
  load: 'The shop cannot load this right now, please try again in a moment.',
} as const;

/** A browser's own request (a page, a form post): it is shown a page, not JSON. */
const wantsPage = (request: FastifyRequest): boolean => /\btext\/html\b/i.test(String(request.headers.accept ?? ''));

/**
 * Answers a storage fault: 503 with Retry-After, never cached, as JSON for a call or as a short page for a
 * browser. The first fault of an episode is logged with its cause; the rest are only counted, so a full disk
 * is one log line, not one per request.
 */
export function sendStorageFault(request: FastifyRequest, reply: FastifyReply, fault: StorageUnavailable): FastifyReply {
  if (noteStorageFault(fault)) {
    request.log.error({ err: fault.cause ?? fault, code: fault.code, reason: fault.reason }, 'storage fault: answering 503 until it clears');
  }
  const reading = request.method === 'GET' || request.method === 'HEAD';
  const message = reading ? STORAGE_MESSAGES.load : STORAGE_MESSAGES.save;
  reply.status(503).header('retry-after', String(STORAGE_RETRY_AFTER_S)).header('cache-control', 'no-store');
  if (wantsPage(request)) {
    const again = reading ? `<p><a href="${escapeHtml(request.url)}">Try again</a></p>` : '<p>Go back and send it again in a few seconds.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', SESSION_PAGES_POLICY)
      .send(page('Try again in a moment', `<h1>Try again in a moment</h1><p role="alert">${escapeHtml(message)}</p>${again}`));
  }
  return reply.type('application/json; charset=utf-8').send({ statusCode: 503, message });
}
