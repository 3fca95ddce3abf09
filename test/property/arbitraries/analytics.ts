import { currencyArb } from './common';
import fc from 'fast-check';
import {
  ANALYTICS_EVENT_NAMES,
  type AnalyticsEvent,
  type AnalyticsLineItem,
  type AnalyticsQueueCommand,
  PRIORITY_EVENTS,
  type PurchaseRecord,
  isEcommerceEventName,
} from '../../../src/domain/analytics';
import type { CurrencyCode } from '../../../src/domain/money';
import { centsArb, quantityArb, skuArb } from './common';

export { currencyArb } from './common';

const wordArb = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,12}$/);
const optionalWordArb = fc.option(wordArb, { nil: undefined });

/** Params as views would attach them; 'event' and 'ecommerce' are keys the shaping must not let through. */
export const paramsArb = fc.dictionary(
  fc.constantFrom('user_status', 'page_type', 'search_term', 'method', 'event', 'ecommerce'),
  fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean()),
  { maxKeys: 4 },
);

/** Any event, priority ones often enough that a batch usually mixes both kinds. */
export const analyticsEventArb: fc.Arbitrary<AnalyticsEvent> = fc
  .record({
    name: fc.oneof(fc.constantFrom(...PRIORITY_EVENTS), fc.constantFrom(...ANALYTICS_EVENT_NAMES)),
    params: fc.option(paramsArb, { nil: undefined }),
    value: centsArb,
  })
  .map(({ name, params, value }): AnalyticsEvent => {
    const withParams = params === undefined ? {} : { params };
    return isEcommerceEventName(name) ? { name, ecommerce: { value: value / 100 }, ...withParams } : ({ name, ...withParams } as AnalyticsEvent);
  });

export const eventIdArb = fc.constantFrom('e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8');

export const queueCommandArb: fc.Arbitrary<AnalyticsQueueCommand> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({ id: eventIdArb, event: analyticsEventArb, status: fc.constantFrom('INITIAL', 'RESOLVED') })
      .map((fields) => ({ type: 'queueEvent', ...fields }) as const),
  },
  {
    weight: 3,
    arbitrary: fc
      .record({ id: eventIdArb, params: fc.option(paramsArb, { nil: undefined }) })
      .map(({ id, params }) => ({ type: 'resolveEvent', id, ...(params ? { params } : {}) }) as const),
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
