import fc from 'fast-check';
import { isStreetType, streetTypes } from '../../../server/services/delivery/addressfinder/street-address';

const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'];

/** A capitalised word of letters that is neither a street type nor a state code. */
const plainWordArb = fc.stringMatching(/^[A-Z][a-z]{1,9}$/).filter((w) => !isStreetType(w) && !AU_STATES.includes(w.toUpperCase()));

/** 15, 15A, 2/15, 10-12: what goes before the street name. */
export const streetNumberArb = fc.oneof(
  fc.stringMatching(/^[1-9]\d{0,3}[A-D]?$/),
  fc.tuple(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 999 })).map(([unit, n]) => `${unit}/${n}`),
  fc.tuple(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 20 })).map(([from, step]) => `${from}-${from + step}`),
);

/** A street name may start with "St" ("St Kilda Rd"); no later word is a street type. */
export const streetNameArb = fc
  .tuple(fc.boolean(), fc.array(plainWordArb, { minLength: 1, maxLength: 3 }))
  .map(([saint, words]) => (saint ? ['St', ...words] : words).join(' '));

/** A street type as a shopper types it: full or short, any case. */
export const streetTypeArb = fc
  .tuple(fc.constantFrom(...streetTypes()), fc.constantFrom('title', 'lower', 'upper'))
  .map(([type, style]) => (style === 'title' ? type[0]!.toUpperCase() + type.slice(1) : style === 'upper' ? type.toUpperCase() : type));

export const localityArb = fc.array(plainWordArb, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
export const auStateArb = fc.constantFrom(...AU_STATES);
export const postcodeArb = fc.stringMatching(/^\d{4}$/);

export const streetAddressArb = fc.record(
  {
    number: streetNumberArb,
    name: streetNameArb,
    type: streetTypeArb,
    locality: localityArb,
    state: auStateArb,
    postcode: postcodeArb,
  },
  { requiredKeys: ['name', 'type'] },
);
