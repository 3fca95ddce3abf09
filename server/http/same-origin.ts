import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, forbidden } from './errors';

export const CROSS_SITE_MESSAGE = 'Cross-site requests that change something are refused: call the shop from its own pages';
export const FORM_BODY_MESSAGE = 'The shop API takes JSON bodies (Content-Type: application/json), not forms';

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BFF = '/api/bff/';

/** The host and port as a browser writes them in Origin: the scheme's default port is left out. */
const hostOf = (host: string): string => host.toLowerCase().replace(/:(80|443)$/, '');

/**
 * Whether a request that changes something reached the API from a page of another site. Browsers say so
 * in Sec-Fetch-Site, and in Origin on every cross-origin POST, PUT, PATCH and DELETE (and on same-origin
 * ones too, with our own host). `same-site` is refused as well: the shop's sites (jrau, jrnz, rtau) may share
 * a registrable domain in production, yet each one's client calls only its own origin, so a call from a
 * sibling host is never ours. The host is compared, not the scheme: behind a TLS proxy without TRUST_PROXY
 * this process sees http while the browser says https, and the host is what tells our site from another.
 * Requests without either header (curl, the ops call, server-to-server) are not a browser's and pass: a
 * cross-site attack needs a victim's browser, which always sends them.
 */
export function crossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  let from: string;
  try {
    from = new URL(origin).host;
  } catch {
    return true; // "null" (a sandboxed frame, a redirect across sites) or garbage: not our page
  }
  return hostOf(from) !== hostOf(request.headers.host ?? '');
}

/**
 * Refuses, before the body is read, the BFF calls a forged page could make in a shopper's browser: any
 * change (POST, PUT, PATCH, DELETE under /api/bff/) from another site answers 403, and a form body 415, since
 * every BFF call is JSON (spec §7) and a form is what a cross-site page can post without asking first.
 * Nothing else is touched: the session service's own forms (/api/auth, /fe/api/auth) post to themselves
 * under their CSRF token, and the payment sandboxes (/sandbox) take what a provider's pages send. A real
 * provider comes back to the shop by navigation (a GET of the checkout page), never by a post to the BFF.
 */
export function installSameOriginGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!CHANGES.has(request.method) || !request.url.startsWith(BFF)) return;
    if (crossSite(request)) throw forbidden(CROSS_SITE_MESSAGE);
    const type = String(request.headers['content-type'] ?? '').toLowerCase();
    if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data') || type.startsWith('text/plain')) {
      throw new HttpError(415, FORM_BODY_MESSAGE);
    }
  });
}
