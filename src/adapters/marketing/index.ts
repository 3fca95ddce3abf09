export { MARKETING_EVENTS_PATH, createServerMarketingMessaging } from './server-marketing-messaging';
export type { MarketingFetch, ServerMarketingMessaging, ServerMarketingMessagingOptions } from './server-marketing-messaging';
