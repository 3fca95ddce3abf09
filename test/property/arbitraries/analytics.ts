import { currencyArb } from './common';
import fc from 'fast-check';
import {
  type AnalyticsEvent,
  type AnalyticsLineItem,
  type AnalyticsQueueCommand,
  type PurchaseRecord,
  type UserStatus,
} from '../../../src/domain/analytics';
import type { CurrencyCode } from '../../../src/domain/money';
import { centsArb, quantityArb, skuArb } from './common';

export { currencyArb } from './common';

const wordArb = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,12}$/);
const optionalWordArb = fc.option(wordArb, { nil: undefined });

export const userStatusArb: fc.Arbitrary<UserStatus> = fc.constantFrom('Anonymous', 'Logged in');

const productArb = fc.record(
  { sku: skuArb, name: wordArb, price: centsArb.map((centAmount) => ({ centAmount, currencyCode: 'AUD' as const })), brandName: optionalWordArb },
  { requiredKeys: ['sku', 'name', 'price'] },
);

/** The priority events (spec §9) in the shop's words. */
const priorityEventArb: fc.Arbitrary<AnalyticsEvent> = fc.oneof(
  fc.record({ trackingId: wordArb, eventId: wordArb }).map((data) => ({ type: 'trackingIdAssigned', data }) as const),
  fc.constantFrom('/', '/c/arduino', '/p/XC4410').map((path) => ({ type: 'pageViewed', data: { pageType: 'other', path } }) as const),
  centsArb.map((centAmount) => ({ type: 'cartLoaded', data: { total: { centAmount, currencyCode: 'AUD' }, lines: [] } }) as const),
);

const otherEventArb: fc.Arbitrary<AnalyticsEvent> = fc.oneof(
  fc.record({ query: wordArb, resultCount: fc.nat(60) }).map((data) => ({ type: 'searchResultsViewed', data }) as const),
  productArb.map((product) => ({ type: 'productViewed', data: { product } }) as const),
  skuArb.map((sku) => ({ type: 'backInStockRequested', data: { sku } }) as const),
  fc.constantFrom<AnalyticsEvent>({ type: 'storeFinderOpened', data: {} }, { type: 'signedOut', data: {} }, { type: 'cartEmptied', data: {} }),
  fc.constant({ type: 'signedIn', data: { method: 'email' } } as const),
);

/** Any event, priority ones often enough that a batch usually mixes both kinds. */
export const analyticsEventArb: fc.Arbitrary<AnalyticsEvent> = fc.oneof(priorityEventArb, otherEventArb);

export const eventIdArb = fc.constantFrom('e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8');

export const queueCommandArb: fc.Arbitrary<AnalyticsQueueCommand> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({ id: eventIdArb, event: analyticsEventArb, userStatus: fc.option(userStatusArb, { nil: null }) })
      .map((fields) => ({ type: 'queueEvent', ...fields }) as const),
  },
  {
    weight: 3,
    arbitrary: fc.record({ id: eventIdArb, userStatus: userStatusArb }).map((fields) => ({ type: 'resolveEvent', ...fields }) as const),
  },
  { weight: 2, arbitrary: fc.constant({ type: 'flushQueue' } as const) },
);

const moneyArb = (currency: CurrencyCode) => centsArb.map((centAmount) => ({ centAmount, currencyCode: currency }));

export const lineItemArb = (currency: CurrencyCode): fc.Arbitrary<AnalyticsLineItem> =>
  fc.record(
    {
      variant: fc.record({ sku: skuArb }),
      name: wordArb,
      quantity: fc.oneof({ weight: 9, arbitrary: quantityArb }, { weight: 1, arbitrary: fc.constant(0) }),
      price: fc.record({ value: moneyArb(currency), discounted: fc.record({ value: moneyArb(currency) }) }, { requiredKeys: ['value'] }),
      brandName: optionalWordArb,
      category1Name: optionalWordArb,
      category2Name: optionalWordArb,
      category3Name: optionalWordArb,
      category4Name: optionalWordArb,
      category5Name: optionalWordArb,
      listId: optionalWordArb,
      listName: optionalWordArb,
    },
    { requiredKeys: ['variant', 'name', 'quantity', 'price'] },
  );

export const purchaseArb: fc.Arbitrary<{ currency: CurrencyCode; record: PurchaseRecord }> = currencyArb.chain((currency) =>
  fc
    .record(
      {
        orderNumber: fc.stringMatching(/^[0-9]{8}$/),
        value: centsArb,
        tax: centsArb,
        shipping: centsArb,
        coupon: fc.constantFrom('', 'SAVE10', 'WELCOME'),
        insurance: centsArb,
        paymentMethod: fc.constantFrom('card', 'giftcard', 'latitude'),
        lineItems: fc.array(lineItemArb(currency), { maxLength: 6 }),
      },
      { requiredKeys: ['orderNumber', 'value', 'tax', 'shipping', 'paymentMethod', 'lineItems'] },
    )
    .map((record) => ({ currency, record })),
);

export const tokenIdsArb = fc.record(
  { customerId: fc.constantFrom('', 'c-1', 'c-42'), anonymousId: fc.constantFrom('', 'a-7', 'a-99') },
  { requiredKeys: [] },
);
