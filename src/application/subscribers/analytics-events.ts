import type { Customer } from '../../domain/account';
import { type AnalyticsEvent, ga4Item, purchaseEvent } from '../../domain/analytics';
import type { BrowsedProduct, BrowsingEvent } from '../../domain/browsing';
import { effectsOf as checkoutEffectsOf } from '../../domain/checkout/checkout-effects';
import { toAmount } from '../../domain/money';
import type { SessionToken } from '../../domain/session';
import { assertNever } from '../../domain/shared';
import type { DomainEvent } from '../events';
import { cartChangesOf } from './cart-changes';
import { browsedItem, cartChangeEcommerce, listedEcommerce, listItems, promotionEcommerce } from './ga4-items';

export interface AnalyticsContext {
  /** A product the shopper has been shown, for events that name only a SKU. */
  readonly productOf: (sku: string) => BrowsedProduct | undefined;
}

/** Spec §9 Analytics: the browsing facts and their GA4 names. */
function browsingAnalytics(event: BrowsingEvent): AnalyticsEvent[] {
  switch (event.type) {
    case 'browsing/pageViewed':
      return [{ name: 'page_load', params: { page_type: event.data.pageType, page_path: event.data.path } }];
    case 'browsing/productViewed':
      return [
        {
          name: 'view_item',
          ecommerce: {
            currency: event.data.product.price.currencyCode,
            value: toAmount(event.data.product.price.centAmount),
            items: [browsedItem(event.data.product)],
          },
        },
      ];
    case 'browsing/listViewed':
      return [
        {
          name: 'view_item_list',
          ecommerce: {
            item_list_id: event.data.listId,
            item_list_name: event.data.listName,
            items: listItems(event.data.products, event.data.listId, event.data.listName),
          },
        },
      ];
    case 'browsing/productSelected': {
      const { listId, listName, index } = event.data;
      return [
        {
          name: 'select_item',
          ecommerce: { item_list_id: listId, item_list_name: listName, items: [browsedItem(event.data.product, { listId, listName, index })] },
        },
      ];
    }
    case 'browsing/searchResultsViewed':
      // Not an ecommerce event in GA4: the term and the count are what its search report reads.
      return [{ name: 'view_search_results', params: { search_term: event.data.query, search_results: event.data.products.length } }];
    case 'browsing/storeFinderOpened':
      return [{ name: 'store_finder' }];
    case 'browsing/storeAvailabilityChecked': {
      const { sku, storeKey, postcode } = event.data;
      return [
        {
          name: 'check_store_availability',
          params: { item_id: sku, ...(storeKey ? { store_key: storeKey } : {}), ...(postcode ? { postcode } : {}) },
        },
      ];
    }
    case 'browsing/newsletterSubscribed':
      return [{ name: 'subscribe_to_newsletter' }];
    case 'browsing/backInStockRequested':
      // GA4 has no recommended event for it: the product's id is what a report groups the requests by.
      return [{ name: 'notify_back_in_stock', params: { item_id: event.data.sku } }];
    case 'browsing/promotionViewed':
      return [{ name: 'view_promotion', ecommerce: promotionEcommerce(event.data.promotion, event.data.products) }];
    case 'browsing/promotionSelected':
      return [{ name: 'select_promotion', ecommerce: promotionEcommerce(event.data.promotion, event.data.products) }];
    case 'browsing/searchConversionAttributed':
      // A search-insights matter; GA4 already has the add_to_cart.
      return [];
    default:
      return assertNever(event);
  }
}

/**
 * Spec §9 "Priority events are sent first: the server-side tracking id, …": the id the session service
 * knows this browser by (the token's anonymousId, kept across sign-in), with an id generated for this page
 * load that a server-side container can share with the browser's hits to count a conversion once. Pushed as
 * eventIDGenerated when the session first loads; with no session there is no server-side id to send.
 */
export function trackingIdEvent(token: SessionToken | null, eventId: string): AnalyticsEvent | null {
  if (!token?.anonymousId) return null;
  return { name: 'eventIDGenerated', params: { tracking_id: token.anonymousId, event_id: eventId } };
}

/**
 * The GA4 events a domain event stands for (spec §9 Analytics names); most events stand for none.
 * Views never call analytics: everything the dataLayer receives starts here.
 */
/** Spec §3/§9: a customer is identified by the hashed copies of their identity fields only, never in clear. */
function identifyParams(customer: Customer): Record<string, string> {
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

export function analyticsEventsOf(event: DomainEvent, context: AnalyticsContext): AnalyticsEvent[] {
  if (event.type.startsWith('browsing/')) return browsingAnalytics(event as BrowsingEvent);
  switch (event.type) {
    case 'cart/loaded': {
      const { cart } = event.data;
      return [
        {
          name: 'cart_contents_push',
          ecommerce: { currency: cart.totalPrice.currencyCode, value: toAmount(cart.totalPrice.centAmount), items: cart.lineItems.map(ga4Item) },
        },
      ];
    }
    case 'cart/itemAdded':
    case 'cart/projectPartsAdded':
    case 'cart/lineQuantityChanged':
    case 'cart/lineRemoved': {
      const changes = cartChangesOf(event);
      if (!changes) return [];
      return [
        ...(changes.added.length > 0 ? [{ name: 'add_to_cart' as const, ecommerce: cartChangeEcommerce(changes, 'added') }] : []),
        ...(changes.removed.length > 0 ? [{ name: 'remove_from_cart' as const, ecommerce: cartChangeEcommerce(changes, 'removed') }] : []),
        // The shopper took out the last of it: the cart is now empty (spec §9 clear_cart).
        ...(event.data.cart.lineItems.length === 0 ? [{ name: 'clear_cart' as const }] : []),
      ];
    }
    case 'compare/productAdded': {
      const product = context.productOf(event.data.sku);
      // A SKU the shopper was never shown here (e.g. from an embedded page) is still counted, by its id.
      const items = product ? [browsedItem(product)] : [];
      return [{ name: 'add_to_product_comparison', ecommerce: { items }, params: { item_id: event.data.sku } }];
    }
    case 'session/signedOut':
      return [{ name: 'logout' }];
    case 'account/signedIn':
      return [{ name: 'login', params: { method: 'email' } }];
    case 'account/created':
      return [{ name: 'create_account', params: { method: 'email' } }];
    case 'lists/listCreated':
      return [{ name: 'create_list', params: { list_id: event.data.list.id, list_name: event.data.list.name, list_type: event.data.list.type } }];
    case 'lists/productsAdded':
      return [{ name: 'add_to_list', ecommerce: listedEcommerce(event.data.products, event.data.list.id, event.data.list.name) }];
    case 'lists/listAddedToCart':
      return [{ name: 'add_to_cart', ecommerce: listedEcommerce(event.data.products, event.data.listId, event.data.listName) }];
    case 'account/deactivated':
      return [{ name: 'deactivate_account' }];
    case 'account/returnSubmitted':
      return [
        {
          name: 'submit_return_form',
          params: {
            order_number: event.data.orderNumber,
            items: event.data.items.map((i) => ({ item_id: i.sku, quantity: i.quantity, reason: i.reason })),
          },
        },
      ];
    case 'account/identified':
      return [{ name: 'user_identify', params: identifyParams(event.data.customer) }];
    case 'checkout/deliveryTypeChanged':
      // Spec §4 Checkout step transitions: the selected checkout option.
      return checkoutEffectsOf(event).flatMap((effect) =>
        effect.type === 'recordAnalytics' ? [{ name: effect.name, params: { checkout_option: effect.option } }] : [],
      );
    case 'checkoutPage/checkoutBegun':
      return [
        {
          name: 'begin_checkout',
          ecommerce: {
            currency: event.data.currency,
            value: toAmount(event.data.value),
            ...(event.data.coupon ? { coupon: event.data.coupon } : {}),
            items: event.data.lineItems.map(ga4Item),
          },
        },
      ];
    case 'checkoutPage/shippingInfoAdded':
      return [
        {
          name: 'add_shipping_info',
          ecommerce: {
            currency: event.data.currency,
            value: toAmount(event.data.value),
            shipping_tier: event.data.shippingTier,
            items: event.data.lineItems.map(ga4Item),
          },
        },
      ];
    case 'checkoutPage/paymentInfoAdded':
      return [
        {
          name: 'add_payment_info',
          ecommerce: {
            currency: event.data.currency,
            value: toAmount(event.data.value),
            payment_type: event.data.paymentType,
            items: event.data.lineItems.map(ga4Item),
          },
        },
      ];
    case 'orders/orderPlaced':
      // The order takes the cart's contents and the cart is cleared with it (spec §4 Order completion): the
      // purchase, then clear_cart, so a tag keeping the cart's contents starts again from nothing.
      return [...(event.data.purchase ? [purchaseEvent(event.data.purchase.record, event.data.purchase.currency)] : []), { name: 'clear_cart' }];
    default:
      return [];
  }
}
