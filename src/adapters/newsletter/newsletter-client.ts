import type { NewsletterSubscribeBody } from '../../../contract/newsletter';
import type { NewsletterService } from '../../application/ports/newsletter';
import { ok } from '../../domain/shared';
import { type PostFetch, postJson, schemasIn } from '../http';

/** Its contract loads with the first message sent, not in the first page's script. */
const schema = schemasIn(() => import('../../../contract/newsletter'));

/** The part of `fetch` this adapter uses, so tests can stand in for the browser's. */
export type NewsletterFetch = PostFetch;

export interface NewsletterClientOptions {
  /** The site's origin: a subscription is for the site of the host. */
  readonly origin: string;
  readonly fetch: NewsletterFetch;
}

/**
 * Spec §1 "Subscribe to a newsletter" over POST /api/bff/newsletter/subscribe. Sent once: the bot-check
 * token is single-use, so a retry would fail anyway. Never throws: a failure is an ApiError.
 */
export function createNewsletterClient(options: NewsletterClientOptions): NewsletterService {
  const url = `${options.origin.replace(/\/+$/, '')}/api/bff/newsletter/subscribe`;
  return {
    async subscribe(email, botCheckToken, call = {}) {
      const body: NewsletterSubscribeBody = { email, ...(botCheckToken ? { botCheckToken } : {}) };
      const answer = await postJson(options.fetch, url, body, schema('NewsletterSubscribeResponse'), { signal: call.signal, what: 'the newsletter' });
      return answer.ok ? ok(undefined) : answer;
    },
  };
}
