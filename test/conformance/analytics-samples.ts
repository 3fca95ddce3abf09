import type { AnalyticsEvent, AnalyticsEventType, AnalyticsLineItem } from '../../src/domain/analytics';

/**
 * One event of each kind the shop sends (spec §9 Analytics, in the shop's words), as a shopper's visit would
 * make them: amounts in cents, a cart of two lines (one discounted), a product with its brand and categories.
 */
const aud = (centAmount: number) => ({ centAmount, currencyCode: 'AUD' as const });

const arduino = {
  sku: 'XC4410',
  name: 'Arduino-compatible Uno board',
  price: aud(2_995),
  brandName: 'Duinotech',
  category1Name: 'Arduino',
  category2Name: 'Main boards',
};
const iron = { sku: 'TS1620', name: 'Soldering iron 60 W', price: aud(4_950), brandName: 'Duratech', category1Name: 'Soldering' };

const lines: readonly AnalyticsLineItem[] = [
  { variant: { sku: arduino.sku }, name: arduino.name, quantity: 2, price: { value: aud(5_990) }, brandName: 'Duinotech', category1Name: 'Arduino' },
  {
    variant: { sku: iron.sku },
    name: iron.name,
    quantity: 1,
    price: { value: aud(4_950), discounted: { value: aud(3_960) } },
    brandName: 'Duratech',
  },
];
/** What the lines cost: 2 × 29.95 and one iron at its discounted 39.60. */
const LINES_CENTS = 5_990 + 3_960;
const listed = [{ sku: arduino.sku, name: arduino.name, price: aud(2_995), quantity: 3, brandName: 'Duinotech' }];
const promotion = { id: 'spring-sale', name: 'Spring sale', creative: 'hero-banner', slot: 'home-1' };

export const SAMPLE_EVENTS: { readonly [T in AnalyticsEventType]: Extract<AnalyticsEvent, { type: T }> } = {
  trackingIdAssigned: { type: 'trackingIdAssigned', data: { trackingId: 'anon-7f3a', eventId: 'event-1' } },
  pageViewed: { type: 'pageViewed', data: { pageType: 'product', path: '/p/XC4410' } },
  cartLoaded: { type: 'cartLoaded', data: { total: aud(LINES_CENTS), lines } },
  productViewed: { type: 'productViewed', data: { product: arduino } },
  productListViewed: { type: 'productListViewed', data: { listId: 'arduino', listName: 'Arduino', products: [arduino, iron] } },
  productSelected: { type: 'productSelected', data: { listId: 'arduino', listName: 'Arduino', index: 1, product: iron } },
  searchResultsViewed: { type: 'searchResultsViewed', data: { query: 'uno', resultCount: 12 } },
  storeFinderOpened: { type: 'storeFinderOpened', data: {} },
  storeAvailabilityChecked: { type: 'storeAvailabilityChecked', data: { sku: arduino.sku, storeKey: 'melbourne', postcode: '3000' } },
  newsletterSubscribed: { type: 'newsletterSubscribed', data: {} },
  backInStockRequested: { type: 'backInStockRequested', data: { sku: iron.sku } },
  promotionViewed: { type: 'promotionViewed', data: { promotion, products: [arduino] } },
  promotionSelected: { type: 'promotionSelected', data: { promotion, products: [] } },
  cartLinesAdded: { type: 'cartLinesAdded', data: { currency: 'AUD', changes: [{ line: lines[0]!, quantity: 2, unitCents: 2_995 }] } },
  cartLinesRemoved: { type: 'cartLinesRemoved', data: { currency: 'AUD', changes: [{ line: lines[1]!, quantity: 1, unitCents: 3_960 }] } },
  cartEmptied: { type: 'cartEmptied', data: {} },
  productCompared: { type: 'productCompared', data: { sku: arduino.sku, product: arduino } },
  signedIn: { type: 'signedIn', data: { method: 'email' } },
  signedOut: { type: 'signedOut', data: {} },
  accountCreated: { type: 'accountCreated', data: { method: 'email' } },
  accountDeactivated: { type: 'accountDeactivated', data: {} },
  customerIdentified: { type: 'customerIdentified', data: { hashes: { emailSha256: 'a'.repeat(64), phoneSha256: 'b'.repeat(64) } } },
  listCreated: { type: 'listCreated', data: { listId: 'list-1', listName: 'Robot build', listType: 'shopping-list' } },
  productsListed: { type: 'productsListed', data: { listId: 'list-1', listName: 'Robot build', products: listed } },
  listAddedToCart: { type: 'listAddedToCart', data: { listId: 'list-1', listName: 'Robot build', products: listed } },
  returnSubmitted: { type: 'returnSubmitted', data: { orderNumber: '10000042', items: [{ sku: iron.sku, quantity: 1, reason: 'Faulty' }] } },
  checkoutOptionSelected: { type: 'checkoutOptionSelected', data: { option: 'Click & Collect' } },
  checkoutBegun: { type: 'checkoutBegun', data: { currency: 'AUD', value: LINES_CENTS, coupon: 'SAVE10', lines } },
  shippingInfoAdded: { type: 'shippingInfoAdded', data: { currency: 'AUD', value: LINES_CENTS, shippingTier: 'Standard', lines } },
  paymentInfoAdded: { type: 'paymentInfoAdded', data: { currency: 'AUD', value: LINES_CENTS, paymentType: 'card', lines } },
  orderPlaced: {
    type: 'orderPlaced',
    data: {
      currency: 'AUD',
      record: {
        orderNumber: '10000042',
        value: LINES_CENTS + 995,
        tax: 905,
        shipping: 995,
        coupon: 'SAVE10',
        paymentMethod: 'card',
        lineItems: lines,
      },
    },
  },
};

/** The samples in a visit's order: the priority events (spec §9) first, as the shop's queue sends them. */
export const sampleEvents = (): AnalyticsEvent[] => Object.values(SAMPLE_EVENTS);

/** What each sample's amount is in cents, where it has one a vendor reports (a total, or the product's price). */
export function centsOf(event: AnalyticsEvent): number | undefined {
  switch (event.type) {
    case 'cartLoaded':
      return event.data.total.centAmount;
    case 'productViewed':
      return event.data.product.price.centAmount;
    case 'checkoutBegun':
    case 'shippingInfoAdded':
    case 'paymentInfoAdded':
      return event.data.value;
    case 'orderPlaced':
      return event.data.record.value;
    default:
      return undefined;
  }
}
