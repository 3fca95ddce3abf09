import { describe, expect, it } from 'vitest';
import type { CatalogProduct, Offer } from '../../server/services/catalog/store';
import { rankMatches } from '../../server/services/search/engine';

const offer = (sku: string, rank = 1, leaf = 'resistors'): Offer => ({
  product: { sku, rank, categories: [{ id: leaf }] } as unknown as CatalogProduct,
  regularCents: 1000,
  finalCents: 1000,
  priceBand: '10-50',
});
const order = (scored: Array<[Offer, number]>, inStock: string[], maxRank = 100) =>
  rankMatches({ scored: scored.map(([o, score]) => ({ offer: o, score })), capped: false }, new Set(inStock), maxRank).map((o) => o.product.sku);

describe('ranking search matches', () => {
  it('puts what is in stock first among matches of the same relevance', () => {
    expect(
      order(
        [
          [offer('A'), 10],
          [offer('B'), 9.5],
          [offer('C'), 9.2],
        ],
        ['C'],
      ),
    ).toEqual(['C', 'A', 'B']);
  });

  it('never lifts an in-stock product over a clearly better match', () => {
    expect(
      order(
        [
          [offer('EXACT'), 20],
          [offer('WEAK'), 5],
        ],
        ['WEAK'],
      ),
    ).toEqual(['EXACT', 'WEAK']);
  });

  it('lets popularity decide between equally relevant products that are both in stock, then the sku', () => {
    expect(
      order(
        [
          [offer('RARE', 90), 10],
          [offer('POPULAR', 1), 10],
        ],
        ['RARE', 'POPULAR'],
      ),
    ).toEqual(['POPULAR', 'RARE']);
    expect(
      order(
        [
          [offer('B', 5), 10],
          [offer('A', 5), 10],
        ],
        [],
      ),
    ).toEqual(['A', 'B']);
  });

  it('among equally relevant products in stock, puts those of the category the words mostly name first', () => {
    const scored: Array<[Offer, number]> = [
      [offer('POT', 1, 'trimpots'), 10],
      [offer('R1', 50), 10],
      [offer('R2', 60), 10],
    ];
    expect(order(scored, ['POT', 'R1', 'R2'])).toEqual(['R1', 'R2', 'POT']);
  });

  it('keeps an exact code match alone at the top', () => {
    expect(order([[offer('SKU1'), Number.POSITIVE_INFINITY]], [])).toEqual(['SKU1']);
  });
});
