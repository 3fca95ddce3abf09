import { describe, expect, it } from 'vitest';
import { POSTAL_ONLY_PLACES } from '../../server/services/delivery/postal-only-places';
import { postalOnlyPairs } from '../../server/services/delivery/postal-only-rule';

describe('the postal-only places "Use my location" skips', () => {
  it('are what the postcode data says today (scripts/postal-only-places.ts writes them again)', () => {
    expect([...POSTAL_ONLY_PLACES]).toEqual(postalOnlyPairs());
  });

  it("hold Sydney's and Melbourne's box postcodes and Santa's, never a street suburb", () => {
    expect(POSTAL_ONLY_PLACES.has('2002|WORLD SQUARE')).toBe(true);
    expect(POSTAL_ONLY_PLACES.has('9999|NORTH POLE')).toBe(true);
    expect(POSTAL_ONLY_PLACES.has('2610|CANBERRA MC')).toBe(true);
    expect(POSTAL_ONLY_PLACES.has('2000|SYDNEY')).toBe(false);
    expect(POSTAL_ONLY_PLACES.has('3000|MELBOURNE')).toBe(false);
  });
});
