/** What the newsletter form says (spec §1 "Subscribe to a newsletter"). */
export const NEWSLETTER_MESSAGES = {
  invalidEmail: 'Enter a valid email address',
  botCheckFailed: 'We could not check that you are not a robot. Please try again.',
  failed: 'Sorry, we could not subscribe you just now. Please try again.',
  subscribed: 'Thanks! You are subscribed.',
} as const;
