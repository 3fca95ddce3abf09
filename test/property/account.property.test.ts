import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NOT_IMPLEMENTED_ACCOUNT_PATHS,
  NOT_IMPLEMENTED_MESSAGE,
  accountLoadable,
  defaultAddress,
  identificationPhone,
  isNotImplementedAccountPath,
} from '../../src/domain/account';
import { customerAddressArb, phoneDigitsArb, phonePunctuationArb, sessionTokenArb } from './arbitraries/account';

describe('customer account', () => {
  it('is loaded only for a logged-in session or one with a customerId; without a token it is null', () => {
    fc.assert(
      fc.property(sessionTokenArb, (token) => {
        expect(accountLoadable(token)).toBe(token.isLoggedIn || (token.customerId ?? '') !== '');
      }),
    );
    expect(accountLoadable(null)).toBe(false);
  });

  it('the default address is the first one with isDefault true, and none without one', () => {
    fc.assert(
      fc.property(fc.array(customerAddressArb, { maxLength: 5 }), (addresses) => {
        const found = defaultAddress(addresses);
        const index = addresses.findIndex((a) => a.isDefault);
        if (index === -1) expect(found).toBeNull();
        else expect(found).toBe(addresses[index]);
      }),
    );
    expect(defaultAddress(undefined)).toBeNull();
  });

  it('the account data path answers "not implemented" for exactly sign-in, sign-up, sign-out and update-customer', () => {
    expect([...NOT_IMPLEMENTED_ACCOUNT_PATHS]).toEqual(['sign-in', 'sign-up', 'sign-out', 'update-customer']);
    expect(NOT_IMPLEMENTED_MESSAGE).toBe('not implemented');
    fc.assert(
      fc.property(fc.constantFrom('sign-in', 'sign-up', 'sign-out', 'update-customer', 'get-customer', 'add-address', 'signin'), (operation) => {
        expect(isNotImplementedAccountPath(operation)).toBe((NOT_IMPLEMENTED_ACCOUNT_PATHS as readonly string[]).includes(operation));
      }),
    );
  });
});

describe('identification phone', () => {
  const punctuated = fc.tuple(phoneDigitsArb, fc.array(fc.tuple(fc.nat(), phonePunctuationArb), { maxLength: 5 })).map(([digits, inserts]) => ({
    digits,
    typed: inserts.reduce((s, [at, p]) => s.slice(0, at % (s.length + 1)) + p + s.slice(at % (s.length + 1)), digits),
  }));
  const countryArb = fc.constantFrom('AU', 'au', 'NZ', 'US', '');

  it('a leading 0 becomes 61 in AU and 64 elsewhere; spaces and punctuation never matter', () => {
    fc.assert(
      fc.property(punctuated, countryArb, ({ digits, typed }, country) => {
        const expected = digits.startsWith('0') ? (country.toUpperCase() === 'AU' ? '61' : '64') + digits.slice(1) : digits;
        expect(identificationPhone(typed, country)).toBe(expected);
      }),
    );
  });

  it('a number without a leading 0 is kept as its digits, and nothing is left of a number without digits', () => {
    fc.assert(
      fc.property(
        phoneDigitsArb.filter((d) => !d.startsWith('0')),
        countryArb,
        (digits, country) => {
          expect(identificationPhone(`+${digits}`, country)).toBe(digits);
        },
      ),
    );
    expect(identificationPhone('0412 345 678', 'AU')).toBe('61412345678');
    expect(identificationPhone('(021) 123-4567', 'NZ')).toBe('64211234567');
    expect(identificationPhone(' - ', 'AU')).toBeNull();
    expect(identificationPhone(undefined, 'AU')).toBeNull();
  });
});
