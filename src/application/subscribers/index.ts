export { startAnalyticsSubscriber, type AnalyticsSubscriber, type AnalyticsSubscriberDeps } from './analytics-subscriber';
export { startSearchInsightsSubscriber, INSIGHTS_EVENT_NAMES, type SearchInsightsSubscriberDeps } from './search-insights-subscriber';
export {
  startMarketingMessagingSubscriber,
  MESSAGING_FLUSH_ATTEMPTS,
  MESSAGING_FLUSH_INTERVAL_MS,
  MESSAGING_READY_MAX_POLLS,
  MESSAGING_READY_POLL_MS,
  type MarketingMessagingSubscriber,
  type MarketingMessagingSubscriberDeps,
} from './marketing-messaging-subscriber';
export { startSearchConversions } from './search-conversions';
export { analyticsEventsOf } from './analytics-events';
export { cartChangesOf, type CartChanges, type LineChange } from './cart-changes';
