import { NewsletterSubscribeResponse, type NewsletterSubscribeBody } from '../../../contract/newsletter';
import type { ApiError } from '../../application/ports/api-error';
import type { NewsletterService } from '../../application/ports/newsletter';
import { statusMessage } from '../../domain/presentation';
import { err, ok } from '../../domain/shared';

/** The part of `fetch` this adapter uses, so tests can stand in for the browser's. */
export type NewsletterFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<{ readonly status: number; text(): Promise<string> }>;

export interface NewsletterClientOptions {
  /** The site's origin: a subscription is for the site of the host. */
  readonly origin: string;
  readonly fetch: NewsletterFetch;
}

const readJson = (text: string): unknown => {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return text;
  }
};

const messageOf = (body: unknown, status: number): string => {
  const message = body !== null && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : statusMessage(status);
};

/**
 * Spec §1 "Subscribe to a newsletter" over POST /api/bff/newsletter/subscribe. Sent once: the bot-check
 * token is single-use, so a retry would fail anyway. Never throws: a failure is an ApiError.
 */
export function createNewsletterClient(options: NewsletterClientOptions): NewsletterService {
  const url = `${options.origin.replace(/\/+$/, '')}/api/bff/newsletter/subscribe`;
  const request = { method: 'POST', url } as const;
  return {
    async subscribe(email, botCheckToken, call = {}) {
      const body: NewsletterSubscribeBody = { email, ...(botCheckToken ? { botCheckToken } : {}) };
      let status: number;
      let answer: unknown;
      try {
        const response = await options.fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
          ...(call.signal && { signal: call.signal }),
        });
        status = response.status;
        answer = readJson(await response.text());
      } catch (error) {
        const failure: ApiError = { status: 0, message: error instanceof Error && error.message ? error.message : statusMessage(0), request };
        return err(failure);
      }
      if (status < 200 || status >= 300) return err({ status, message: messageOf(answer, status), body: answer, request });
      if (!NewsletterSubscribeResponse.safeParse(answer).success) {
        return err({ status: 502, message: `${statusMessage(502)}: the newsletter answered outside its contract`, body: answer, request });
      }
      return ok(undefined);
    },
  };
}
