import type { AnalyticsSink, SentAnalyticsEvent } from '../../application/ports/analytics';
import type { AnalyticsEvent, AnalyticsEventName } from '../../domain/analytics';
import { assertNever } from '../../domain/shared';
import { toAmount } from '../../domain/money';
import {
  type Ga4Ecommerce,
  browsedItem,
  cartChangeEcommerce,
  ga4Item,
  listItems,
  listedEcommerce,
  promotionEcommerce,
  purchaseEcommerce,
} from './ga4-items';

/** What a dataLayer field may hold: plain, serialisable data. */
type Ga4Value = string | number | boolean | null | readonly Ga4Value[] | { readonly [key: string]: Ga4Value };

/** One push onto the tag manager's dataLayer. */
export type DataLayerPush = Readonly<Record<string, unknown>>;

/** A shop event in GA4's words (spec §9 names): an ecommerce object for the ecommerce events, params for the rest. */
export interface Ga4Event {
  readonly name: AnalyticsEventName;
  readonly ecommerce?: Ga4Ecommerce;
  readonly params?: Readonly<Record<string, Ga4Value>>;
}

/** The GA4 event a shop event is, named as spec §9 lists them. */
export function ga4Event(event: AnalyticsEvent): Ga4Event {
  switch (event.type) {
    case 'pageViewed':
      return { name: 'page_load', params: { page_type: event.data.pageType, page_path: event.data.path } };
    case 'productViewed': {
      const { product } = event.data;
      return {
        name: 'view_item',
        ecommerce: { currency: product.price.currencyCode, value: toAmount(product.price.centAmount), items: [browsedItem(product)] },
      };
    }
    case 'productListViewed': {
      const { listId, listName, products } = event.data;
      return { name: 'view_item_list', ecommerce: { item_list_id: listId, item_list_name: listName, items: listItems(products, listId, listName) } };
    }
    case 'productSelected': {
      const { listId, listName, index, product } = event.data;
      return {
        name: 'select_item',
        ecommerce: { item_list_id: listId, item_list_name: listName, items: [browsedItem(product, { listId, listName, index })] },
      };
    }
    case 'searchResultsViewed':
      // Not an ecommerce event in GA4: the term and the count are what its search report reads.
      return { name: 'view_search_results', params: { search_term: event.data.query, search_results: event.data.resultCount } };
    case 'storeFinderOpened':
      return { name: 'store_finder' };
    case 'storeAvailabilityChecked': {
      const { sku, storeKey, postcode } = event.data;
      return {
        name: 'check_store_availability',
        params: { item_id: sku, ...(storeKey ? { store_key: storeKey } : {}), ...(postcode ? { postcode } : {}) },
      };
    }
    case 'newsletterSubscribed':
      return { name: 'subscribe_to_newsletter' };
    case 'backInStockRequested':
      // GA4 has no recommended event for it: the product's id is what a report groups the requests by.
      return { name: 'notify_back_in_stock', params: { item_id: event.data.sku } };
    case 'promotionViewed':
      return { name: 'view_promotion', ecommerce: promotionEcommerce(event.data.promotion, event.data.products) };
    case 'promotionSelected':
      return { name: 'select_promotion', ecommerce: promotionEcommerce(event.data.promotion, event.data.products) };
    case 'cartLoaded': {
      const { total, lines } = event.data;
      return {
        name: 'cart_contents_push',
        ecommerce: { currency: total.currencyCode, value: toAmount(total.centAmount), items: lines.map(ga4Item) },
      };
    }
    case 'cartLinesAdded':
      return { name: 'add_to_cart', ecommerce: cartChangeEcommerce(event.data.currency, event.data.changes) };
    case 'cartLinesRemoved':
      return { name: 'remove_from_cart', ecommerce: cartChangeEcommerce(event.data.currency, event.data.changes) };
    case 'cartEmptied':
      return { name: 'clear_cart' };
    case 'productCompared': {
      const { sku, product } = event.data;
      return { name: 'add_to_product_comparison', ecommerce: { items: product ? [browsedItem(product)] : [] }, params: { item_id: sku } };
    }
    case 'signedIn':
      return { name: 'login', params: { method: event.data.method } };
    case 'signedOut':
      return { name: 'logout' };
    case 'accountCreated':
      return { name: 'create_account', params: { method: event.data.method } };
    case 'accountDeactivated':
      return { name: 'deactivate_account' };
    case 'customerIdentified':
      return { name: 'user_identify', params: { ...event.data.hashes } };
    case 'listCreated':
      return { name: 'create_list', params: { list_id: event.data.listId, list_name: event.data.listName, list_type: event.data.listType } };
    case 'productsListed':
      return { name: 'add_to_list', ecommerce: listedEcommerce(event.data.products, event.data.listId, event.data.listName) };
    case 'listAddedToCart':
      return { name: 'add_to_cart', ecommerce: listedEcommerce(event.data.products, event.data.listId, event.data.listName) };
    case 'returnSubmitted':
      return {
        name: 'submit_return_form',
        params: {
          order_number: event.data.orderNumber,
          items: event.data.items.map((i) => ({ item_id: i.sku, quantity: i.quantity, reason: i.reason })),
        },
      };
    case 'checkoutOptionSelected':
      return { name: 'select_checkout_option', params: { checkout_option: event.data.option } };
    case 'checkoutBegun': {
      const { currency, value, coupon, lines } = event.data;
      return { name: 'begin_checkout', ecommerce: { currency, value: toAmount(value), ...(coupon ? { coupon } : {}), items: lines.map(ga4Item) } };
    }
    case 'shippingInfoAdded': {
      const { currency, value, shippingTier, lines } = event.data;
      return { name: 'add_shipping_info', ecommerce: { currency, value: toAmount(value), shipping_tier: shippingTier, items: lines.map(ga4Item) } };
    }
    case 'paymentInfoAdded': {
      const { currency, value, paymentType, lines } = event.data;
      return { name: 'add_payment_info', ecommerce: { currency, value: toAmount(value), payment_type: paymentType, items: lines.map(ga4Item) } };
    }
    case 'orderPlaced':
      return { name: 'purchase', ecommerce: purchaseEcommerce(event.data.record, event.data.currency) };
    case 'trackingIdAssigned':
      return { name: 'eventIDGenerated', params: { tracking_id: event.data.trackingId, event_id: event.data.eventId } };
    default:
      return assertNever(event);
  }
}

/**
 * The GA4 reset pushed before every ecommerce event, named as spec §9 lists it (clear_ecommerce) so a tag
 * manager trigger can see it; `ecommerce: null` is what empties GA4's merged ecommerce object.
 */
export const CLEAR_ECOMMERCE_PUSH: DataLayerPush = { event: 'clear_ecommerce', ecommerce: null };

/**
 * The dataLayer pushes for one event, with its user status (spec §6). GA4 merges successive `ecommerce` objects,
 * so an ecommerce event is preceded by `{ event: 'clear_ecommerce', ecommerce: null }`, or the previous event's
 * items would leak into it.
 */
export function dataLayerPushes(sent: SentAnalyticsEvent): DataLayerPush[] {
  const { name, ecommerce, params } = ga4Event(sent.event);
  const fields = { ...params, user_status: sent.userStatus, event: name };
  return ecommerce ? [CLEAR_ECOMMERCE_PUSH, { ...fields, ecommerce }] : [fields];
}

/** What GA4's dataLayer is: an array the tag manager reads, pushed to. */
export interface DataLayerTarget {
  push(entry: DataLayerPush): unknown;
}

/**
 * The tag manager's dataLayer as an analytics sink: every event pushed as it is sent, so there is nothing to
 * hold when the page hides (the tag manager's own tags send from the dataLayer). `layer` gives the array each
 * time, since the tag manager may replace `window.dataLayer` with its own.
 */
export function ga4DataLayerSink(layer: () => DataLayerTarget): AnalyticsSink {
  return {
    record(batch) {
      for (const sent of batch) {
        try {
          const target = layer();
          for (const push of dataLayerPushes(sent)) target.push(push);
        } catch {
          // A tag manager that fails on a push is the tag manager's fault: the shop, and the next events, go on.
        }
      }
    },
    pageHidden() {},
  };
}
