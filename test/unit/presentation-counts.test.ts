import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE, isSearchTooLong } from '../../src/domain/catalog';
import { countOf, resultCountOf } from '../../src/ui/format';

describe('what the shopper reads', () => {
  it('a count takes the singular for one only ("Comparison of 1 product")', () => {
    expect(countOf(1, 'product')).toBe('1 product');
    expect(countOf(0, 'result')).toBe('0 results');
    expect(countOf(4, 'item')).toBe('4 items');
    expect(countOf(2, 'address', 'addresses')).toBe('2 addresses');
  });

  it('a search count reads "Over 1,000 results" when the search kept only its best 1,000, never "1000 results"', () => {
    expect(resultCountOf(1000, true)).toBe('Over 1,000 results');
    expect(resultCountOf(1000, false)).toBe('1,000 results');
    expect(resultCountOf(2340, false)).toBe('2,340 results');
    expect(resultCountOf(1, false)).toBe('1 result');
    expect(resultCountOf(24, false)).toBe('24 results');
  });

  it('a search over 200 characters is too long, and the message says the limit', () => {
    expect(isSearchTooLong('a'.repeat(SEARCH_QUERY_MAX_LENGTH))).toBe(false);
    expect(isSearchTooLong('a'.repeat(SEARCH_QUERY_MAX_LENGTH + 1))).toBe(true);
    expect(SEARCH_TOO_LONG_MESSAGE).toBe('Your search is too long; use at most 200 characters');
  });
});
