import { z } from 'zod';
import { BotCheckTokenField } from './bot-check';

/** POST /bff/newsletter/subscribe (spec §1 "Subscribe to a newsletter"): once per site and email. */
export const NewsletterSubscribeBody = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  botCheckToken: BotCheckTokenField,
  firstName: z.string().trim().min(1).max(60).optional(),
});
export type NewsletterSubscribeBody = z.infer<typeof NewsletterSubscribeBody>;

export const NewsletterSubscribeResponse = z.object({ subscribed: z.literal(true) });
export type NewsletterSubscribeResponse = z.infer<typeof NewsletterSubscribeResponse>;
