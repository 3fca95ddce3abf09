import fc from 'fast-check';
import type { CustomerAddress } from '../../../src/domain/account';
import type { SessionToken } from '../../../src/domain/session/session-token';
import { skuArb } from './common';
import { auStateArb, cityArb, postcodeArb } from './delivery';

const idArb = fc.stringMatching(/^[a-z0-9]{1,8}$/);

export const sessionTokenArb: fc.Arbitrary<SessionToken> = fc.record(
  {
    accessToken: idArb,
    expiryDate: fc.constant('2030-01-01T00:00:00.000Z'),
    isLoggedIn: fc.boolean(),
    customerId: fc.oneof(idArb, fc.constant('')),
    anonymousId: idArb,
    storeKey: fc.oneof(fc.constantFrom('store-1', 'store-2', 'store-3'), fc.constant('')),
    storeId: fc.constantFrom('channel-1', 'channel-2'),
    sku: skuArb,
    deliveryPostcode: postcodeArb,
    deliveryCity: cityArb,
    deliveryState: auStateArb,
  },
  { requiredKeys: ['accessToken', 'expiryDate', 'isLoggedIn'] },
);

export const customerAddressArb: fc.Arbitrary<CustomerAddress> = fc.record({
  isDefault: fc.boolean(),
  addressLine1: fc.constantFrom('1 Main St', '22 High St', '5 Beach Rd'),
  city: cityArb,
  postalCode: postcodeArb,
  country: fc.constantFrom('AU', 'NZ'),
  state: auStateArb,
});

/** A phone number's digits as typed, before punctuation is sprinkled in. */
export const phoneDigitsArb = fc.stringMatching(/^[0-9]{1,12}$/);
/** Spaces and punctuation people put in phone numbers. */
export const phonePunctuationArb = fc.constantFrom(' ', '-', '(', ')', '+', '.', '/');
