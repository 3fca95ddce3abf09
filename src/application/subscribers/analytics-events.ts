import type { Customer } from '../../domain/account';
import type { AnalyticsEvent, AnalyticsEventType } from '../../domain/analytics';
import type { BrowsedProduct, BrowsingEvent } from '../../domain/browsing';
import { effectsOf as checkoutEffectsOf } from '../../domain/checkout/checkout-effects';
import type { SessionToken } from '../../domain/session';
import { NO_DATA, assertNever } from '../../domain/shared';
import type { DomainEvent } from '../events';
import { cartChangesOf } from './cart-changes';

export interface AnalyticsContext {
  /** A product the shopper has been shown, for events that name only a SKU. */
  readonly productOf: (sku: string) => BrowsedProduct | undefined;
}

type DataOf<T extends AnalyticsEventType> = Extract<AnalyticsEvent, { type: T }>['data'];

/** One analytics event, its data checked against its type. */
const happened = <T extends AnalyticsEventType>(type: T, data: DataOf<T>): AnalyticsEvent => ({ type, data }) as AnalyticsEvent;

/** Spec §9 Analytics: what of the shopper's browsing analytics hears of. */
function browsingAnalytics(event: BrowsingEvent): AnalyticsEvent[] {
  switch (event.type) {
    case 'browsing/pageViewed':
      return [happened('pageViewed', { pageType: event.data.pageType, path: event.data.path })];
    case 'browsing/productViewed':
      return [happened('productViewed', { product: event.data.product })];
    case 'browsing/listViewed':
      return [happened('productListViewed', { listId: event.data.listId, listName: event.data.listName, products: event.data.products })];
    case 'browsing/productSelected': {
      const { listId, listName, index, product } = event.data;
      return [happened('productSelected', { listId, listName, index, product })];
    }
    case 'browsing/searchResultsViewed':
      return [happened('searchResultsViewed', { query: event.data.query, resultCount: event.data.products.length })];
    case 'browsing/storeFinderOpened':
      return [happened('storeFinderOpened', NO_DATA)];
    case 'browsing/storeAvailabilityChecked': {
      const { sku, storeKey, postcode } = event.data;
      return [happened('storeAvailabilityChecked', { sku, ...(storeKey ? { storeKey } : {}), ...(postcode ? { postcode } : {}) })];
    }
    case 'browsing/newsletterSubscribed':
      return [happened('newsletterSubscribed', NO_DATA)];
    case 'browsing/backInStockRequested':
      return [happened('backInStockRequested', { sku: event.data.sku })];
    case 'browsing/promotionViewed':
      return [happened('promotionViewed', { promotion: event.data.promotion, products: event.data.products ?? [] })];
    case 'browsing/promotionSelected':
      return [happened('promotionSelected', { promotion: event.data.promotion, products: event.data.products ?? [] })];
    case 'browsing/searchConversionAttributed':
      // A search-insights matter; analytics already hears of the cart line added.
      return [];
    default:
      return assertNever(event);
  }
}

/**
 * Spec §9 "Priority events are sent first: the server-side tracking id, …": the id the session service
 * knows this browser by (the token's anonymousId, kept across sign-in), with an id generated for this page
 * load. Sent when the session first loads; with no session there is no server-side id to send.
 */
export function trackingIdEvent(token: SessionToken | null, eventId: string): AnalyticsEvent | null {
  if (!token?.anonymousId) return null;
  return happened('trackingIdAssigned', { trackingId: token.anonymousId, eventId });
}

/** Spec §3/§9: a customer is identified by the hashed copies of their identity fields only, never in clear. */
function identityHashes(customer: Customer): Record<string, string> {
  const fields = [
    'emailSha256',
    'firstnameSha256',
    'lastnameSha256',
    'phoneSha256',
    'countrycodeSha256',
    'citySha256',
    'zipSha256',
    'stateSha256',
    'addressSha256',
  ] as const;
  return Object.fromEntries(fields.flatMap((field) => (customer[field] ? [[field, customer[field]]] : [])));
}

/**
 * The analytics events a domain event stands for; most events stand for none. Views never call analytics:
 * everything a sink receives starts here, in the shop's words (each adapter names them for its service).
 */
export function analyticsEventsOf(event: DomainEvent, context: AnalyticsContext): AnalyticsEvent[] {
  if (event.type.startsWith('browsing/')) return browsingAnalytics(event as BrowsingEvent);
  switch (event.type) {
    case 'cart/loaded':
      return [happened('cartLoaded', { total: event.data.cart.totalPrice, lines: event.data.cart.lineItems })];
    case 'cart/itemAdded':
    case 'cart/projectPartsAdded':
    case 'cart/lineQuantityChanged':
    case 'cart/lineRemoved': {
      const changes = cartChangesOf(event);
      if (!changes) return [];
      const { currency } = changes;
      return [
        ...(changes.added.length > 0 ? [happened('cartLinesAdded', { currency, changes: changes.added })] : []),
        ...(changes.removed.length > 0 ? [happened('cartLinesRemoved', { currency, changes: changes.removed })] : []),
        // The shopper took out the last of it: the cart is now empty (spec §9 clear_cart).
        ...(event.data.cart.lineItems.length === 0 ? [happened('cartEmptied', NO_DATA)] : []),
      ];
    }
    case 'compare/productAdded': {
      // A SKU the shopper was never shown here (e.g. from an embedded page) is still counted, by its id.
      const product = context.productOf(event.data.sku);
      return [happened('productCompared', { sku: event.data.sku, ...(product ? { product } : {}) })];
    }
    case 'session/signedOut':
      return [happened('signedOut', NO_DATA)];
    case 'account/signedIn':
      return [happened('signedIn', { method: 'email' })];
    case 'account/created':
      return [happened('accountCreated', { method: 'email' })];
    case 'lists/listCreated':
      return [happened('listCreated', { listId: event.data.list.id, listName: event.data.list.name, listType: event.data.list.type })];
    case 'lists/productsAdded':
      return [happened('productsListed', { listId: event.data.list.id, listName: event.data.list.name, products: event.data.products })];
    case 'lists/listAddedToCart':
      return [happened('listAddedToCart', { listId: event.data.listId, listName: event.data.listName, products: event.data.products })];
    case 'account/deactivated':
      return [happened('accountDeactivated', NO_DATA)];
    case 'account/returnSubmitted':
      return [
        happened('returnSubmitted', {
          orderNumber: event.data.orderNumber,
          items: event.data.items.map((i) => ({ sku: i.sku, quantity: i.quantity, reason: i.reason })),
        }),
      ];
    case 'account/identified':
      return [happened('customerIdentified', { hashes: identityHashes(event.data.customer) })];
    case 'checkout/deliveryTypeChanged':
      // Spec §4 Checkout step transitions: the selected checkout option.
      return checkoutEffectsOf(event).flatMap((effect) =>
        effect.type === 'recordAnalytics' ? [happened('checkoutOptionSelected', { option: effect.option })] : [],
      );
    case 'checkoutPage/checkoutBegun': {
      const { currency, value, coupon, lineItems } = event.data;
      return [happened('checkoutBegun', { currency, value, lines: lineItems, ...(coupon ? { coupon } : {}) })];
    }
    case 'checkoutPage/shippingInfoAdded': {
      const { currency, value, shippingTier, lineItems } = event.data;
      return [happened('shippingInfoAdded', { currency, value, shippingTier, lines: lineItems })];
    }
    case 'checkoutPage/paymentInfoAdded': {
      const { currency, value, paymentType, lineItems } = event.data;
      return [happened('paymentInfoAdded', { currency, value, paymentType, lines: lineItems })];
    }
    case 'orders/orderPlaced': {
      // The order takes the cart's contents and the cart is cleared with it (spec §4 Order completion): the
      // purchase, then the empty cart, so a tag keeping the cart's contents starts again from nothing.
      const purchase = event.data.purchase;
      return [
        ...(purchase ? [happened('orderPlaced', { currency: purchase.currency, record: purchase.record })] : []),
        happened('cartEmptied', NO_DATA),
      ];
    }
    default:
      return [];
  }
}
