import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type StreetAddress,
  formatStreetAddress,
  isStreetType,
  parseStreetAddress,
} from '../../server/services/delivery/addressfinder/street-address';
import { streetAddressArb } from './arbitraries/street-address';

/** The text a shopper might type for an address: with or without the comma, spaces doubled, "2 / 15". */
const typedArb = fc
  .tuple(streetAddressArb, fc.boolean(), fc.constantFrom(' ', '  '), fc.boolean(), fc.boolean())
  .map(([address, comma, gap, spacedUnit, dot]) => {
    const number = address.number && spacedUnit ? address.number.replace(/([/-])/, ' $1 ') : address.number;
    const type = dot && address.type.length <= 4 ? `${address.type}.` : address.type;
    const street = [number, address.name, type].filter(Boolean).join(gap);
    const where = [address.locality, address.state, address.postcode].filter(Boolean).join(gap);
    const text = where ? `${street}${comma ? ',' : ''}${gap}${where}` : street;
    return { address, text };
  });

describe('address finder: reading a typed address (issue: "1 George Street" is not suburb "George Street")', () => {
  it('recovers number, street name, street type, locality, state and postcode from any typed address', () => {
    fc.assert(
      fc.property(typedArb, ({ address, text }) => {
        expect(parseStreetAddress(text, 'AU')).toEqual(address);
      }),
    );
  });

  it('never puts a street type into the suburb', () => {
    fc.assert(
      fc.property(typedArb, ({ text }) => {
        const parsed = parseStreetAddress(text, 'AU');
        for (const word of (parsed.locality ?? '').split(' ')) expect(isStreetType(word)).toBe(false);
        expect(parsed.type && isStreetType(parsed.type)).toBe(true);
      }),
    );
  });

  it('reads back what it formats: format then parse is the identity (AU, and NZ without a state)', () => {
    fc.assert(
      fc.property(streetAddressArb, (address) => {
        expect(parseStreetAddress(formatStreetAddress(address), 'AU')).toEqual(address);
        const { state: _state, ...nz } = address;
        expect(parseStreetAddress(formatStreetAddress(nz), 'NZ')).toEqual(nz satisfies StreetAddress);
      }),
    );
  });

  it('reads the examples shoppers hit', () => {
    expect(parseStreetAddress('1 George Street', 'AU')).toEqual({ number: '1', name: 'George', type: 'Street' });
    expect(parseStreetAddress('25 Queen St', 'AU')).toEqual({ number: '25', name: 'Queen', type: 'St' });
    expect(parseStreetAddress('25 Queen St St Kilda', 'AU')).toEqual({ number: '25', name: 'Queen', type: 'St', locality: 'St Kilda' });
    expect(parseStreetAddress('10 St Kilda Rd, Melbourne VIC 3004', 'AU')).toEqual({
      number: '10',
      name: 'St Kilda',
      type: 'Rd',
      locality: 'Melbourne',
      state: 'VIC',
      postcode: '3004',
    });
    expect(parseStreetAddress('Parramatta', 'AU')).toEqual({ locality: 'Parramatta' });
    expect(parseStreetAddress('3000', 'AU')).toEqual({ postcode: '3000' });
  });
});
