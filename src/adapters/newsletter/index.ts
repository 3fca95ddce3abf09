export { createNewsletterClient } from './newsletter-client';
export type { NewsletterClientOptions, NewsletterFetch } from './newsletter-client';
