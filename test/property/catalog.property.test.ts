import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_CONTENT_TYPES, type Store, categoryPath, distanceKm, firstStore, saving, upsellOrNothing } from '../../src/domain/catalog';
import { LIST_NAME_MAX_LENGTH, LIST_TYPES, PROJECT_BOOKMARK_STATUSES, isProjectBookmarkStatus, listNameError } from '../../src/domain/lists';
import { positionArb, productArb } from './arbitraries/catalog';

const store = (storeKey: string): Store => ({
  storeKey,
  supplyChannelId: `sc-${storeKey}`,
  name: storeKey,
  latitude: 0,
  longitude: 0,
  canClickAndCollect: true,
});

describe('catalog', () => {
  it('a saving is shown only when the final price is below the regular price, and is their difference', () => {
    fc.assert(
      fc.property(productArb, (product) => {
        const s = saving(product);
        const diff = product.regularPrice.centAmount - product.finalPrice.centAmount;
        if (diff > 0) expect(s).toEqual({ centAmount: diff, currencyCode: product.finalPrice.currencyCode });
        else expect(s).toBeNull();
      }),
    );
    expect(saving({ finalPrice: { centAmount: 1, currencyCode: 'AUD' }, regularPrice: { centAmount: 5, currencyCode: 'NZD' } })).toBeNull();
  });

  it('an empty upsell list counts as no upsell', () => {
    fc.assert(
      fc.property(fc.array(productArb, { maxLength: 4 }), fc.string(), (products, title) => {
        const result = upsellOrNothing({ title, upsellProducts: products });
        expect(result === null).toBe(products.length === 0);
      }),
    );
    expect(upsellOrNothing(undefined)).toBeNull();
  });

  it('the category path keeps the named levels in order and skips blank ones', () => {
    expect(categoryPath({ category1Name: 'Tools', category2Name: ' ', category3Name: 'Soldering' })).toEqual(['Tools', 'Soldering']);
    fc.assert(
      fc.property(fc.array(fc.option(fc.string({ minLength: 1 }).filter((s) => s.trim() !== '')), { minLength: 5, maxLength: 5 }), (names) => {
        const [a, b, c, d, e] = names.map((n) => n ?? undefined);
        const path = categoryPath({ category1Name: a, category2Name: b, category3Name: c, category4Name: d, category5Name: e });
        expect(path).toEqual(names.filter((n) => n !== null));
      }),
    );
  });

  it('the store lookup by key uses the first store of the list', () => {
    expect(firstStore([store('A'), store('B')])?.storeKey).toBe('A');
    expect(firstStore([])).toBeNull();
    expect(firstStore(null)).toBeNull();
  });

  it('distance is symmetric, zero to itself and never more than half the earth round', () => {
    fc.assert(
      fc.property(positionArb, positionArb, (a, b) => {
        expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 6);
        expect(distanceKm(a, a)).toBeCloseTo(0, 6);
        expect(distanceKm(a, b)).toBeLessThanOrEqual(Math.PI * 6371 + 1e-6);
      }),
    );
    // Sydney to Melbourne is about 714 km.
    expect(distanceKm({ latitude: -33.8688, longitude: 151.2093 }, { latitude: -37.8136, longitude: 144.9631 })).toBeCloseTo(714, -1);
    expect(PRODUCT_CONTENT_TYPES).toEqual(['Disruptor', 'Physical Product', 'Gift Cards']);
  });
});

describe('lists', () => {
  it('has the two list kinds and a fixed set of bookmark statuses', () => {
    expect(LIST_TYPES).toEqual(['shopping-list', 'project-list']);
    for (const status of PROJECT_BOOKMARK_STATUSES) expect(isProjectBookmarkStatus(status)).toBe(true);
    fc.assert(
      fc.property(
        fc.string().filter((s) => !(PROJECT_BOOKMARK_STATUSES as readonly string[]).includes(s)),
        (s) => {
          expect(isProjectBookmarkStatus(s)).toBe(false);
        },
      ),
    );
  });

  it('a list name is required and bounded, counted after trimming', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 100 }),
        fc.string({ maxLength: 3 }).map((s) => s.replace(/\S/g, ' ')),
        (name, pad) => {
          const error = listNameError(pad + name + pad);
          const trimmed = name.trim();
          expect(error === null).toBe(trimmed !== '' && trimmed.length <= LIST_NAME_MAX_LENGTH);
        },
      ),
    );
  });
});
