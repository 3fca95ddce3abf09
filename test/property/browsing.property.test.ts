import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyticsPageType } from '../../src/domain/analytics';
import {
  type BrowsingCommand,
  type BrowsingEvent,
  type BrowsingState,
  GA4_MAX_ITEMS,
  browsedProduct,
  browsingDecider,
  decide,
  evolve,
  initialBrowsing,
  searchHitOf,
} from '../../src/domain/browsing';
import { err, fold } from '../../src/domain/shared';
import { browsableProductArb, browsingCommandArb, contentPageTypeArb, pathArb, promotionArb, queryIdArb } from './arbitraries/browsing';
import { skuArb, skuPoolArb } from './arbitraries/common';

const run = (state: BrowsingState, command: BrowsingCommand): BrowsingState => {
  const result = decide(state, command);
  return result.ok ? result.value.reduce(evolve, state) : state;
};

const emitted = (state: BrowsingState, command: BrowsingCommand): readonly BrowsingEvent[] => {
  const result = decide(state, command);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return result.value;
};

const poolAndCommands = skuPoolArb.chain((pool) =>
  fc.tuple(fc.constant(pool), fc.array(browsingCommandArb(fc.constantFrom(...pool)), { maxLength: 30 })),
);

describe('browsing', () => {
  it('folding every emitted event from scratch gives the state reached step by step', () => {
    fc.assert(
      fc.property(poolAndCommands, ([, commands]) => {
        let state = initialBrowsing();
        const events: BrowsingEvent[] = [];
        for (const command of commands) {
          const result = decide(state, command);
          if (!result.ok) continue;
          events.push(...result.value);
          state = result.value.reduce(evolve, state);
        }
        expect(fold(browsingDecider, events)).toEqual(state);
      }),
    );
  });

  it('a refused command leaves the state as it was', () => {
    fc.assert(
      fc.property(poolAndCommands, ([, commands]) => {
        let state = initialBrowsing();
        for (const command of commands) {
          const result = decide(state, command);
          if (!result.ok) expect(run(state, command)).toBe(state);
          state = run(state, command);
        }
      }),
    );
  });

  it('a list or search reports at most the 200 items GA4 accepts: the first ones, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 260 }), browsableProductArb(), queryIdArb, (count, product, queryId) => {
        const products = Array.from({ length: count }, (_, i) => ({ ...product, sku: `SK${i}` }));
        const skus = products.slice(0, GA4_MAX_ITEMS).map((p) => p.sku);
        const [list] = emitted(initialBrowsing(), { type: 'viewList', listId: 'l1', listName: 'Deals', products });
        const [search] = emitted(initialBrowsing(), { type: 'viewSearchResults', query: 'led', queryId, products });
        for (const event of [list, search]) {
          expect(event && 'products' in event.data && event.data.products?.map((p) => p.sku)).toEqual(skus);
        }
      }),
    );
  });

  it('a product selected from the last search carries its query id and 1-based position; any other product none', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(skuArb, { minLength: 1, maxLength: 10 }),
        skuArb,
        queryIdArb,
        fc.nat(),
        browsableProductArb(),
        (skus, other, queryId, pick, product) => {
          const state = run(initialBrowsing(), {
            type: 'viewSearchResults',
            query: 'arduino',
            queryId,
            products: skus.map((sku) => ({ ...product, sku })),
          });
          const at = pick % skus.length;
          const [selected] = emitted(state, {
            type: 'selectProduct',
            product: { ...product, sku: skus[at]! },
            listId: 'search',
            listName: 'Search',
            index: at,
          });
          expect(selected).toMatchObject({ type: 'browsing/productSelected', data: { index: at, search: { queryId, position: at + 1 } } });
          if (!skus.includes(other)) {
            const [elsewhere] = emitted(state, {
              type: 'selectProduct',
              product: { ...product, sku: other },
              listId: 'search',
              listName: 'Search',
              index: 0,
            });
            expect(elsewhere).not.toHaveProperty('search');
          }
        },
      ),
    );
  });

  it('a conversion is credited to the last search once: the query id is cleared after use', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(skuArb, { minLength: 1, maxLength: 6 }),
        queryIdArb,
        fc.nat(),
        browsableProductArb(),
        (skus, queryId, pick, product) => {
          const state = run(initialBrowsing(), {
            type: 'viewSearchResults',
            query: 'servo',
            queryId,
            products: skus.map((sku) => ({ ...product, sku })),
          });
          const sku = skus[pick % skus.length]!;
          const first = emitted(state, { type: 'attributeSearchConversion', sku });
          expect(first).toEqual([{ type: 'browsing/searchConversionAttributed', data: { sku, queryId, position: skus.indexOf(sku) + 1 } }]);
          const after = first.reduce(evolve, state);
          expect(after.lastSearch).toBeNull();
          for (const again of skus) expect(emitted(after, { type: 'attributeSearchConversion', sku: again })).toEqual([]);
        },
      ),
    );
  });

  it('a search without a query id forgets the previous search, so nothing is credited to it', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(skuArb, { minLength: 1, maxLength: 6 }),
        queryIdArb,
        fc.constantFrom(null, '', '  '),
        browsableProductArb(),
        (skus, queryId, none, product) => {
          const products = skus.map((sku) => ({ ...product, sku }));
          const searched = run(initialBrowsing(), { type: 'viewSearchResults', query: 'a', queryId, products });
          const again = run(searched, { type: 'viewSearchResults', query: 'b', queryId: none, products });
          expect(again.lastSearch).toBeNull();
          for (const sku of skus) expect(searchHitOf(again, sku)).toBeNull();
        },
      ),
    );
  });

  it('a page view reports the analytics page type of its path and content type', () => {
    fc.assert(
      fc.property(pathArb, contentPageTypeArb, (path, pageType) => {
        const state = run(initialBrowsing(), { type: 'viewPage', path, pageType });
        expect(state.page).toEqual({ path, pageType: analyticsPageType({ path, pageType }) });
      }),
    );
    expect(decide(initialBrowsing(), { type: 'viewPage', path: 'checkout' })).toEqual({
      ok: false,
      error: { type: 'browsing/invalidPath', path: 'checkout' },
    });
  });

  it('refuses lists without a name or products, products without a SKU and negative indexes', () => {
    fc.assert(
      fc.property(browsableProductArb(), fc.integer({ max: -1 }), (product, index) => {
        const state = initialBrowsing();
        const noSku = { ...product, sku: ' ' };
        expect(decide(state, { type: 'viewList', listId: '', listName: 'x', products: [product] })).toEqual({
          ok: false,
          error: { type: 'browsing/unnamedList' },
        });
        expect(decide(state, { type: 'viewList', listId: 'a', listName: 'x', products: [] })).toEqual({
          ok: false,
          error: { type: 'browsing/noProducts' },
        });
        expect(decide(state, { type: 'viewList', listId: 'a', listName: 'x', products: [noSku] })).toEqual({
          ok: false,
          error: { type: 'browsing/emptySku' },
        });
        expect(decide(state, { type: 'viewProduct', product: noSku })).toEqual({ ok: false, error: { type: 'browsing/emptySku' } });
        expect(decide(state, { type: 'viewSearchResults', query: 'x', products: [noSku] })).toEqual({
          ok: false,
          error: { type: 'browsing/emptySku' },
        });
        expect(decide(state, { type: 'checkStoreAvailability', sku: '' })).toEqual({ ok: false, error: { type: 'browsing/emptySku' } });
        expect(decide(state, { type: 'selectProduct', product: noSku, listId: 'a', listName: 'b', index: 0 })).toEqual({
          ok: false,
          error: { type: 'browsing/emptySku' },
        });
        expect(decide(state, { type: 'selectProduct', product, listId: 'a', listName: '', index: 0 })).toEqual({
          ok: false,
          error: { type: 'browsing/unnamedList' },
        });
        expect(decide(state, { type: 'selectProduct', product, listId: 'a', listName: 'b', index })).toEqual({
          ok: false,
          error: { type: 'browsing/invalidIndex', index },
        });
      }),
    );
  });

  it('a promotion is reported only with an id or a name, as GA4 needs', () => {
    fc.assert(
      fc.property(promotionArb, fc.constantFrom('viewPromotion' as const, 'selectPromotion' as const), (promotion, type) => {
        const result = decide(initialBrowsing(), { type, promotion });
        const named = promotion.id.trim() !== '' || promotion.name.trim() !== '';
        expect(result).toEqual(
          named
            ? {
                ok: true,
                value: [{ type: type === 'viewPromotion' ? 'browsing/promotionViewed' : 'browsing/promotionSelected', data: { promotion } }],
              }
            : { ok: false, error: { type: 'browsing/unnamedPromotion' } },
        );
      }),
    );
  });

  it('a browsed product keeps the SKU, title and final price, and only the optional fields that say something', () => {
    fc.assert(
      fc.property(browsableProductArb(), (product) => {
        const kept = browsedProduct(product);
        expect(kept).toMatchObject({ sku: product.sku, name: product.title, price: product.finalPrice });
        for (const value of Object.values(kept)) expect(value).not.toBe('');
        expect(Object.keys(kept).length).toBe(3 + Object.entries(product).filter(([key, value]) => key.endsWith('Name') && value).length);
      }),
    );
  });

  it('records the store finder, store availability checks and newsletter sign-ups as they happen', () => {
    const state = initialBrowsing();
    expect(emitted(state, { type: 'openStoreFinder' })).toEqual([{ type: 'browsing/storeFinderOpened', data: {} }]);
    expect(emitted(state, { type: 'subscribeToNewsletter' })).toEqual([{ type: 'browsing/newsletterSubscribed', data: {} }]);
    expect(emitted(state, { type: 'checkStoreAvailability', sku: 'AB1234', postcode: '3000' })).toEqual([
      { type: 'browsing/storeAvailabilityChecked', data: { sku: 'AB1234', postcode: '3000' } },
    ]);
    expect(emitted(state, { type: 'checkStoreAvailability', sku: 'AB1234', storeKey: 'S1' })).toEqual([
      { type: 'browsing/storeAvailabilityChecked', data: { sku: 'AB1234', storeKey: 'S1' } },
    ]);
  });

  it('records a saved back-in-stock request for its product, and refuses one without a product', () => {
    const state = initialBrowsing();
    expect(emitted(state, { type: 'requestBackInStock', sku: ' AB1234 ' })).toEqual([
      { type: 'browsing/backInStockRequested', data: { sku: 'AB1234' } },
    ]);
    expect(decide(state, { type: 'requestBackInStock', sku: '  ' })).toEqual(err({ type: 'browsing/emptySku' }));
  });
});
