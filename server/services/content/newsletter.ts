import type { NewsletterSubscribeBody } from '../../../contract/newsletter';
import type { SiteCode } from '../../../src/domain/site';
import type { Db } from '../../db/unit-of-work';
import { withBotCheck } from '../limits/bot-check';
import { insertNewsletterSubscription } from './repository';

export type NewsletterOutcome = { readonly type: 'subscribed' } | { readonly type: 'botCheckFailed' };

/**
 * Spec §1 "Subscribe to a newsletter", behind the bot check. One row per site and email (compared
 * without case): subscribing again is subscribing once, and keeps the first name first given.
 */
export async function subscribeToNewsletter(db: Db, site: SiteCode, body: NewsletterSubscribeBody, now: number): Promise<NewsletterOutcome> {
  const checked = await withBotCheck(db, site, body.botCheckToken, now, async (tx) => {
    await insertNewsletterSubscription(tx, site, body.email.toLowerCase(), body.firstName ?? null, now);
  });
  return checked.passed ? { type: 'subscribed' } : { type: 'botCheckFailed' };
}
