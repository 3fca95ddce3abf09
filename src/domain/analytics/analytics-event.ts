import type { CurrencyCode, Money } from '../money';
import type { Event } from '../shared';
import type { AnalyticsLineItem, PurchaseRecord } from './purchase';

/**
 * What the shop tells its analytics, in the shop's own words: what the shopper did, with prices in cents and
 * products as the shop names them. No vendor's vocabulary here: an analytics adapter (the GA4 dataLayer, the
 * first-party beacon, a team's own) maps these to what its service reads.
 */

/** Spec §3: a product as the shopper was shown it: one unit at the final price. (BrowsedProduct is assignable to it.) */
export interface AnalyticsProduct {
  readonly sku: string;
  readonly name: string;
  readonly price: Money;
  readonly brandName?: string;
  readonly category1Name?: string;
  readonly category2Name?: string;
  readonly category3Name?: string;
  readonly category4Name?: string;
  readonly category5Name?: string;
}

/** A product in a customer's list, with how many the list holds. (ListedProduct is assignable to it.) */
export interface AnalyticsListedProduct {
  readonly sku: string;
  readonly name: string;
  readonly price: Money;
  readonly quantity: number;
  readonly brandName?: string;
}

export interface AnalyticsPromotion {
  readonly id: string;
  readonly name: string;
  readonly creative?: string;
  readonly slot?: string;
}

/** A cart line whose quantity went up or down: how many (always positive) at the line's unit price. */
export interface CartLineChange {
  readonly line: AnalyticsLineItem;
  readonly quantity: number;
  readonly unitCents: number;
}

/** The amounts and lines of the cart as a checkout step saw them. */
interface CheckoutStepData {
  readonly currency: CurrencyCode;
  /** The cart's total, in cents. */
  readonly value: number;
  readonly lines: readonly AnalyticsLineItem[];
}

export type AnalyticsEvent =
  | Event<'pageViewed', { pageType: string; path: string }>
  | Event<'productViewed', { product: AnalyticsProduct }>
  | Event<'productListViewed', { listId: string; listName: string; products: readonly AnalyticsProduct[] }>
  | Event<'productSelected', { listId: string; listName: string; index: number; product: AnalyticsProduct }>
  | Event<'searchResultsViewed', { query: string; resultCount: number }>
  | Event<'storeFinderOpened'>
  | Event<'storeAvailabilityChecked', { sku: string; storeKey?: string; postcode?: string }>
  | Event<'newsletterSubscribed'>
  | Event<'backInStockRequested', { sku: string }>
  | Event<'promotionViewed', { promotion: AnalyticsPromotion; products: readonly AnalyticsProduct[] }>
  | Event<'promotionSelected', { promotion: AnalyticsPromotion; products: readonly AnalyticsProduct[] }>
  /** The cart as it stands when the page loads it. */
  | Event<'cartLoaded', { total: Money; lines: readonly AnalyticsLineItem[] }>
  | Event<'cartLinesAdded', { currency: CurrencyCode; changes: readonly CartLineChange[] }>
  | Event<'cartLinesRemoved', { currency: CurrencyCode; changes: readonly CartLineChange[] }>
  /** The cart holds nothing any more: the shopper took out the last line, or an order took it all. */
  | Event<'cartEmptied'>
  /** `product` is missing when the shopper was not shown it on this page (compared from an embedded page). */
  | Event<'productCompared', { sku: string; product?: AnalyticsProduct }>
  | Event<'signedIn', { method: 'email' }>
  | Event<'signedOut'>
  | Event<'accountCreated', { method: 'email' }>
  | Event<'accountDeactivated'>
  /** Spec §3/§9: only the hashed copies of the identity fields, never the fields in clear. */
  | Event<'customerIdentified', { hashes: Readonly<Record<string, string>> }>
  | Event<'listCreated', { listId: string; listName: string; listType: string }>
  | Event<'productsListed', { listId: string; listName: string; products: readonly AnalyticsListedProduct[] }>
  | Event<'listAddedToCart', { listId: string; listName: string; products: readonly AnalyticsListedProduct[] }>
  | Event<'returnSubmitted', { orderNumber: string; items: readonly { sku: string; quantity: number; reason: string }[] }>
  | Event<'checkoutOptionSelected', { option: string }>
  | Event<'checkoutBegun', CheckoutStepData & { coupon?: string }>
  | Event<'shippingInfoAdded', CheckoutStepData & { shippingTier: string }>
  | Event<'paymentInfoAdded', CheckoutStepData & { paymentType: string }>
  | Event<'orderPlaced', { currency: CurrencyCode; record: PurchaseRecord }>
  /**
   * Spec §9 "the server-side tracking id": the id the session service knows this browser by, with an id made
   * for this page load that a server-side collector can share with the browser's hits to count a conversion once.
   */
  | Event<'trackingIdAssigned', { trackingId: string; eventId: string }>;

export type AnalyticsEventType = AnalyticsEvent['type'];

/** Every kind of analytics event the shop sends, once each (the conformance kit sends one of each). */
export const ANALYTICS_EVENT_TYPES = [
  'pageViewed',
  'productViewed',
  'productListViewed',
  'productSelected',
  'searchResultsViewed',
  'storeFinderOpened',
  'storeAvailabilityChecked',
  'newsletterSubscribed',
  'backInStockRequested',
  'promotionViewed',
  'promotionSelected',
  'cartLoaded',
  'cartLinesAdded',
  'cartLinesRemoved',
  'cartEmptied',
  'productCompared',
  'signedIn',
  'signedOut',
  'accountCreated',
  'accountDeactivated',
  'customerIdentified',
  'listCreated',
  'productsListed',
  'listAddedToCart',
  'returnSubmitted',
  'checkoutOptionSelected',
  'checkoutBegun',
  'shippingInfoAdded',
  'paymentInfoAdded',
  'orderPlaced',
  'trackingIdAssigned',
] as const satisfies readonly AnalyticsEventType[];

// Every type of the union is listed: a new event that is not fails to compile here.
type Unlisted = Exclude<AnalyticsEventType, (typeof ANALYTICS_EVENT_TYPES)[number]>;
export const ALL_ANALYTICS_EVENT_TYPES_LISTED: Unlisted extends never ? true : never = true;
