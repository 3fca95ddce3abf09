import { describe, expect, it } from 'vitest';
import { INSIGHTS_EVENT_NAMES } from '../../src/application/subscribers';
import { TOKENS } from '../../src/application/tokens';
import { resolve } from '../../src/composition/container';
import { createTestContainer } from '../support/test-container';
import type { Cart } from '../../src/domain/cart';
import type { SessionToken } from '../../src/domain/session';
import { shopperEdits } from '../support/cart-facts';

const QUERY_ID = 'a'.repeat(32);
const product = (sku: string) => ({ sku, title: sku, finalPrice: { centAmount: 1000, currencyCode: 'AUD' as const } });
const cartOf = (...skus: string[]): Cart => ({
  lineItems: skus.map((sku) => ({
    id: sku,
    variant: { sku },
    name: sku,
    productId: sku,
    quantity: 1,
    totalQuantity: 1,
    price: { value: { centAmount: 1000, currencyCode: 'AUD' } },
  })),
  totalPrice: { centAmount: 1000 * skus.length, currencyCode: 'AUD' },
  isDiscountCode: false,
});
const customer: SessionToken = { accessToken: 'a', expiryDate: '2030-01-01T00:00:00Z', isLoggedIn: true, customerId: 'c42' };

function setup(token: SessionToken | null = customer) {
  const { container, fakes } = createTestContainer({ site: 'rtau' });
  const recorder = resolve(container, TOKENS.Recorder);
  recorder.record([
    { type: 'session/loaded', data: { token, at: 1 } },
    { type: 'cart/loaded', data: { cart: cartOf() } },
  ]);
  return { browsing: resolve(container, TOKENS.BrowsingUseCases), recorder, insights: fakes.analytics.insights };
}

describe('the search-insights subscriber', () => {
  it('sends a view of the results and of the filters, a click with its position, and one conversion after the search', () => {
    const { browsing, recorder, insights } = setup();
    const products = Array.from({ length: 25 }, (_, i) => product(`SK${String(i).padStart(4, '0')}`));
    browsing.viewSearchResults({
      query: 'servo',
      queryId: QUERY_ID,
      products,
      filters: [
        { attribute: 'brand', values: ['Duinotech'] },
        { attribute: 'category', values: [''] },
      ],
    });
    browsing.selectProduct(product('SK0003'), { listId: 'search', listName: 'Search results' }, 3);
    recorder.record(shopperEdits(cartOf(), cartOf('SK0003')));
    recorder.record(shopperEdits(cartOf('SK0003'), cartOf('SK0003', 'SK0004')));

    const base = { index: 'products_rtau', userToken: 'user-c42' };
    expect(insights).toEqual([
      { ...base, eventType: 'view', eventName: INSIGHTS_EVENT_NAMES.resultsViewed, objectIDs: products.slice(0, 20).map((p) => p.sku) },
      { ...base, eventType: 'view', eventName: INSIGHTS_EVENT_NAMES.resultsViewed, objectIDs: products.slice(20).map((p) => p.sku) },
      { ...base, eventType: 'view', eventName: INSIGHTS_EVENT_NAMES.filtersViewed, filters: ['brand:Duinotech', 'Search All Products'] },
      { ...base, eventType: 'click', eventName: INSIGHTS_EVENT_NAMES.resultClicked, objectIDs: ['SK0003'], queryID: QUERY_ID, positions: [4] },
      // The second add is not credited: the search query id is cleared after use (spec §4).
      { ...base, eventType: 'conversion', eventName: INSIGHTS_EVENT_NAMES.resultAddedToCart, objectIDs: ['SK0003'], queryID: QUERY_ID },
    ]);
  });

  it('sends nothing without a user token, and no click for a product that was not in the search', () => {
    const none = setup(null);
    none.browsing.viewSearchResults({ query: 'led', queryId: QUERY_ID, products: [product('AB1234')] });
    none.browsing.selectProduct(product('AB1234'), { listId: 'search', listName: 'Search' }, 0);
    expect(none.insights).toEqual([]);

    const anonymous = setup({ accessToken: 'a', expiryDate: '2030-01-01T00:00:00Z', isLoggedIn: false, anonymousId: 'z1' });
    anonymous.browsing.viewSearchResults({ query: 'led', queryId: QUERY_ID, products: [product('AB1234')] });
    anonymous.browsing.selectProduct(product('CD5678'), { listId: 'deals', listName: 'Deals' }, 0);
    anonymous.recorder.record(shopperEdits(cartOf(), cartOf('CD5678')));
    expect(anonymous.insights.map((e) => [e.eventType, e.userToken])).toEqual([['view', 'anonymous-z1']]);
  });
});
