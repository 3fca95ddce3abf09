import { z } from 'zod/mini';
import { asTyped } from './as-typed';
import { BotCheckTokenField } from './bot-check';

/** POST /bff/newsletter/subscribe (spec §1 "Subscribe to a newsletter"): once per site and email. */
export const NewsletterSubscribeBody = z.object({
  email: asTyped(z.pipe(z.string().check(z.trim(), z.maxLength(254)), z.email()), 'email'),
  botCheckToken: BotCheckTokenField,
  firstName: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
});
export type NewsletterSubscribeBody = z.infer<typeof NewsletterSubscribeBody>;

export const NewsletterSubscribeResponse = z.object({ subscribed: z.literal(true) });
export type NewsletterSubscribeResponse = z.infer<typeof NewsletterSubscribeResponse>;
