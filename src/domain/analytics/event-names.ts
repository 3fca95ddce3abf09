import type { AnalyticsEventType } from './analytics-event';

/** Spec §9 Analytics: every event name the tag manager's dataLayer receives, spelt as the spec lists them (the GA4 adapter's names). */
export const ANALYTICS_EVENT_NAMES = [
  'page_load',
  'add_to_cart',
  'remove_from_cart',
  'subscribe_to_newsletter',
  'deactivate_account',
  'create_account',
  'login',
  'logout',
  'select_checkout_option',
  'view_item',
  'select_item',
  'view_item_list',
  'cart_contents_push',
  'add_payment_info',
  'add_shipping_info',
  'begin_checkout',
  'view_search_results',
  'purchase',
  'store_finder',
  'check_store_availability',
  'view_promotion',
  'select_promotion',
  'submit_return_form',
  'notify_back_in_stock',
  'clear_ecommerce',
  'add_to_list',
  'create_list',
  'add_to_product_comparison',
  'user_identify',
  'eventIDGenerated',
  'clear_cart',
] as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

export const isAnalyticsEventName = (value: string): value is AnalyticsEventName => (ANALYTICS_EVENT_NAMES as readonly string[]).includes(value);

/** Spec §9 Analytics: the marketing-messaging service has its own, hyphenated, cart events. */
export const MARKETING_MESSAGING_EVENT_NAMES = ['add-to-cart', 'remove-from-cart'] as const;

export type MarketingMessagingEventName = (typeof MARKETING_MESSAGING_EVENT_NAMES)[number];

/**
 * Spec §9 Analytics: "Priority events are sent first: the server-side tracking id, page_load,
 * cart_contents_push", in the shop's words (the GA4 adapter names them eventIDGenerated, page_load and
 * cart_contents_push). The order of this tuple is also the order among priority events, since a page view is
 * only attributable once the id is known.
 */
export const PRIORITY_EVENTS = ['trackingIdAssigned', 'pageViewed', 'cartLoaded'] as const satisfies readonly AnalyticsEventType[];

export type PriorityEventType = (typeof PRIORITY_EVENTS)[number];

export const isPriorityEvent = (type: AnalyticsEventType): type is PriorityEventType => (PRIORITY_EVENTS as readonly string[]).includes(type);
