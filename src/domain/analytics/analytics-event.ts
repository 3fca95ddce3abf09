import type { CurrencyCode } from '../money';
import type { AnalyticsEventName } from './event-names';

/** What a dataLayer field may hold: plain, serialisable data. */
export type DataLayerValue = string | number | boolean | null | readonly DataLayerValue[] | { readonly [key: string]: DataLayerValue };

export type AnalyticsParams = Readonly<Record<string, DataLayerValue>>;

/** A GA4 item; prices are decimal amounts, never cents. */
export interface Ga4Item {
  readonly item_id: string;
  readonly item_name: string;
  readonly price: number;
  readonly quantity: number;
  readonly item_brand?: string;
  readonly item_category?: string;
  readonly item_category2?: string;
  readonly item_category3?: string;
  readonly item_category4?: string;
  readonly item_category5?: string;
  readonly item_list_id?: string;
  readonly item_list_name?: string;
  readonly index?: number;
}

export interface Ga4Ecommerce {
  readonly currency?: CurrencyCode;
  readonly value?: number;
  readonly tax?: number;
  readonly shipping?: number;
  readonly insurance?: number;
  readonly coupon?: string;
  readonly transaction_id?: string;
  readonly payment_type?: string;
  readonly shipping_tier?: string;
  readonly item_list_id?: string;
  readonly item_list_name?: string;
  readonly items?: readonly Ga4Item[];
}

/**
 * The events whose GA4 payload is an `ecommerce` object: GA4's recommended ecommerce events, the cart
 * snapshot (cart_contents_push), and adding a product to a list or to the comparison, which carry items too.
 */
export const ECOMMERCE_EVENTS = [
  'view_item_list',
  'select_item',
  'view_item',
  'add_to_cart',
  'remove_from_cart',
  'cart_contents_push',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
  'view_promotion',
  'select_promotion',
  'add_to_list',
  'add_to_product_comparison',
] as const satisfies readonly AnalyticsEventName[];

export type EcommerceEventName = (typeof ECOMMERCE_EVENTS)[number];

export type EcommerceAnalyticsEvent = {
  readonly name: EcommerceEventName;
  readonly ecommerce: Ga4Ecommerce;
  readonly params?: AnalyticsParams;
};

export type PlainAnalyticsEvent = {
  readonly name: Exclude<AnalyticsEventName, EcommerceEventName>;
  readonly params?: AnalyticsParams;
};

/** One analytics event as the domain describes it, before it is shaped for the dataLayer. */
export type AnalyticsEvent = EcommerceAnalyticsEvent | PlainAnalyticsEvent;

export const isEcommerceEventName = (name: AnalyticsEventName): name is EcommerceEventName => (ECOMMERCE_EVENTS as readonly string[]).includes(name);

export const carriesEcommerce = (event: AnalyticsEvent): event is EcommerceAnalyticsEvent => isEcommerceEventName(event.name);
