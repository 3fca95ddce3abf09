import { NEWSLETTER_MESSAGES } from '../../domain/newsletter';
import { type Result, err, ok } from '../../domain/shared';
import type { BotCheck } from '../ports/bot-check';
import type { NewsletterService } from '../ports/newsletter';
import type { BrowsingUseCases } from './browsing';

/** The server's answer to a failed bot check (contract BOT_CHECK_FAILED). */
const BOT_CHECK_FAILED = 'Bot check failed';
const EMAIL_MAX = 254;
/** Enough to catch a typo before the round trip; the server checks the address properly. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type NewsletterError =
  | { readonly type: 'newsletter/invalidEmail'; readonly message: string }
  | { readonly type: 'newsletter/botCheckFailed'; readonly message: string }
  | { readonly type: 'newsletter/failed'; readonly message: string };

export interface NewsletterUseCases {
  /** Spec §1 "Subscribe to a newsletter": a fresh bot-check token, then the subscription; the fact is recorded for analytics. */
  subscribe(email: string, options?: { readonly signal?: AbortSignal }): Promise<Result<void, NewsletterError>>;
}

export interface NewsletterDeps {
  readonly service: NewsletterService;
  readonly botCheck: BotCheck;
  readonly browsing: Pick<BrowsingUseCases, 'subscribeToNewsletter'>;
}

export const isPlausibleEmail = (email: string): boolean => email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);

export function newsletterUseCases({ service, botCheck, browsing }: NewsletterDeps): NewsletterUseCases {
  return {
    async subscribe(raw, options = {}) {
      const email = raw.trim();
      if (!isPlausibleEmail(email)) return err({ type: 'newsletter/invalidEmail', message: NEWSLETTER_MESSAGES.invalidEmail });
      const token = await botCheck.token(options);
      const answer = await service.subscribe(email, token, options);
      if (!answer.ok) {
        const { status, message } = answer.error;
        if (status === 400 && message === BOT_CHECK_FAILED)
          return err({ type: 'newsletter/botCheckFailed', message: NEWSLETTER_MESSAGES.botCheckFailed });
        if (status === 400 && message.startsWith('body.email'))
          return err({ type: 'newsletter/invalidEmail', message: NEWSLETTER_MESSAGES.invalidEmail });
        return err({ type: 'newsletter/failed', message: NEWSLETTER_MESSAGES.failed });
      }
      browsing.subscribeToNewsletter();
      return ok(undefined);
    },
  };
}
