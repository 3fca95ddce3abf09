import fc from 'fast-check';
import type { DeliveryCommand } from '../../../src/domain/delivery';
import { sessionTokenArb } from './account';
import { auStateArb, blankArb, cityArb, countryArb, deliveryAvailabilityArb, notPostcodeArb, postcodeArb } from './delivery';

/** The postcode form as a shopper may fill it in, valid more often than not. */
export const deliveryFormArb = fc.record({
  postcode: fc.oneof({ weight: 3, arbitrary: postcodeArb }, { weight: 1, arbitrary: notPostcodeArb }, { weight: 1, arbitrary: fc.constant('') }),
  city: fc.oneof({ weight: 3, arbitrary: cityArb }, { weight: 1, arbitrary: fc.constantFrom('', '  ') }),
  state: fc.oneof(
    { weight: 3, arbitrary: auStateArb },
    { weight: 1, arbitrary: blankArb.map((b) => b ?? '') },
    { weight: 1, arbitrary: fc.constant('XX') },
  ),
  country: countryArb,
});
const skusArb = fc.constantFrom('AB1234', 'CD5678', 'EF9012', ' ');

export const deliveryCommandArb: fc.Arbitrary<DeliveryCommand> = fc.oneof(
  { weight: 3, arbitrary: deliveryFormArb.map((form) => ({ type: 'choosePostcode' as const, ...form })) },
  { weight: 1, arbitrary: postcodeArb.map((postcode) => ({ type: 'recordPostcodeNotSaved' as const, postcode })) },
  { weight: 1, arbitrary: fc.option(sessionTokenArb, { nil: null }).map((token) => ({ type: 'restorePostcode' as const, token })) },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('recordAvailability' as const),
      sku: skusArb,
      postcode: fc.oneof({ weight: 5, arbitrary: postcodeArb }, { weight: 1, arbitrary: fc.constant(' ') }),
      city: fc.option(cityArb, { nil: null }),
      state: fc.option(
        auStateArb.map((s) => s.toLowerCase()),
        { nil: null },
      ),
      availability: deliveryAvailabilityArb(),
    }),
  },
  { weight: 2, arbitrary: skusArb.map((sku) => ({ type: 'clearAvailability' as const, sku })) },
);
