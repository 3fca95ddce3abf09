import fc from 'fast-check';
import type { DeliveryAvailability, DeliveryMethod, ItemStatus, StockRequest } from '../../../src/domain/delivery';
import { ITEM_STATUS_TAGS } from '../../../src/domain/delivery';
import { AU_STATES, SHIPPING_METHOD_CODES } from '../../../src/domain/site';
import { centsArb, skuArb } from './common';

export { countryArb } from './common';
export const postcodeArb = fc.stringMatching(/^[0-9]{4}$/);
/** Non-blank text that is not four digits once trimmed. */
export const notPostcodeArb = fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s.trim() !== '' && !/^[0-9]{4}$/.test(s.trim()));
export const auStateArb = fc.constantFrom(...AU_STATES.map((s) => s.code));
export const notAuStateArb = fc
  .string({ minLength: 1, maxLength: 6 })
  .filter((s) => s.trim() !== '' && !AU_STATES.some((state) => state.code === s.trim().toUpperCase()));
export const cityArb = fc.constantFrom('Sydney', 'Melbourne', 'Auckland', 'Wellington', 'Port Hedland', 'Alice Springs');
/** Blank as a form or a token can hold it. */
export const blankArb = fc.constantFrom('', '  ', '\t', null, undefined);
/** Spaces a shopper might type around a value. */
export const padArb = fc.constantFrom('', ' ', '  ');

export const deliveryMethodArb: fc.Arbitrary<DeliveryMethod> = fc.record(
  {
    deliveryLabel: fc.constantFrom('Standard', 'Express', 'Same day', 'Bulky'),
    deliveryCharge: fc.record({ centAmount: centsArb, currencyCode: fc.constantFrom('AUD' as const, 'NZD' as const) }),
    deliveryMethod: fc.constantFrom(...Object.values(SHIPPING_METHOD_CODES.AU), ...Object.values(SHIPPING_METHOD_CODES.NZ)),
    collectionStore: fc.constantFrom('store-1', 'store-2'),
    isBulkyItem: fc.boolean(),
  },
  { requiredKeys: ['deliveryLabel', 'deliveryCharge', 'deliveryMethod', 'isBulkyItem'] },
);

export const deliveryAvailabilityArb = (methods = fc.array(deliveryMethodArb, { maxLength: 4 })): fc.Arbitrary<DeliveryAvailability> =>
  fc.record({
    deliveryMethods: methods,
    freightServiceErrorCode: fc.oneof(fc.constant(0), fc.integer({ min: -5, max: 999 })),
    freightServiceMessage: fc.constantFrom('', 'Freight service down', 'Remote area'),
  });

export const knownTagArb = fc.constantFrom(...ITEM_STATUS_TAGS);
/** Tags as the catalog might send them: known ones in any case with stray spaces, plus unknown ones. */
export const itemStatusArb: fc.Arbitrary<ItemStatus> = fc.record(
  {
    item_status_tags: fc.option(
      fc.array(
        fc.oneof(
          fc.tuple(knownTagArb, padArb, fc.boolean()).map(([tag, pad, upper]) => pad + (upper ? tag.toUpperCase() : tag) + pad),
          fc.constantFrom('new', 'sale', 'clearance', 'out-of-stock'),
        ),
        { maxLength: 8 },
      ),
      { nil: null },
    ),
    inStock: fc.option(fc.boolean(), { nil: null }),
  },
  { requiredKeys: [] },
);

export const stockRequestArb: fc.Arbitrary<StockRequest> = fc.record({
  requested: fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 60 }) }, { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, Number.NaN) }),
  available: fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0, max: 60 }) },
    { weight: 1, arbitrary: fc.constantFrom(-3, 2.7, Number.NaN, Infinity) },
  ),
  orderLimit: fc.option(fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom(0, -2, 2.5)), { nil: null }),
  clickAndCollect: fc.boolean(),
});

export { skuArb };
