import { type AnalyticsPageType, type InsightsFilter, analyticsPageType } from '../analytics';
import { type Decider, type Result, type Sku, assertNever, err, ok, type Event } from '../shared';
import { type BrowsableProduct, type BrowsedProduct, GA4_MAX_ITEMS, type Promotion, browsedProduct } from './products';

// State

/** Spec §4 Search query id: the last search with an id, until a conversion uses it. */
export interface LastSearch {
  readonly queryId: string;
  readonly query: string;
  /** In result order: a product's position in the results is its index here plus one. */
  readonly skus: readonly Sku[];
}

export interface BrowsingState {
  readonly page: { readonly path: string; readonly pageType: AnalyticsPageType } | null;
  readonly lastSearch: LastSearch | null;
}

export const initialBrowsing = (): BrowsingState => ({ page: null, lastSearch: null });

// Events

/** Where a selected product stood in the last search: the click and a later conversion refer to it. */
export interface SearchHit {
  readonly queryId: string;
  /** 1-based, as the search-insights service counts positions. */
  readonly position: number;
}

export type BrowsingEvent =
  | Event<'browsing/pageViewed', { path: string; pageType: AnalyticsPageType }>
  | Event<'browsing/productViewed', { product: BrowsedProduct }>
  | Event<'browsing/listViewed', { listId: string; listName: string; products: readonly BrowsedProduct[] }>
  | Event<
      'browsing/productSelected',
      {
        product: BrowsedProduct;
        listId: string;
        listName: string;
        /** 0-based index in the list, as GA4 counts it. */
        index: number;
        search?: SearchHit;
      }
    >
  | Event<
      'browsing/searchResultsViewed',
      { query: string; queryId: string | null; products: readonly BrowsedProduct[]; filters: readonly InsightsFilter[] }
    >
  | Event<'browsing/searchConversionAttributed', { sku: Sku; queryId: string; position: number }>
  | Event<'browsing/storeFinderOpened'>
  | Event<'browsing/storeAvailabilityChecked', { sku: Sku; storeKey?: string; postcode?: string }>
  | Event<'browsing/newsletterSubscribed'>
  /** Spec §1: the shopper asked to be emailed when the product is back in stock, and the request was saved. */
  | Event<'browsing/backInStockRequested', { sku: Sku }>
  /** `products`: what the promotion shows (an offer's tiles), or the one product picked from it; absent for a plain banner. */
  | Event<'browsing/promotionViewed', { promotion: Promotion; products?: readonly BrowsedProduct[] }>
  | Event<'browsing/promotionSelected', { promotion: Promotion; products?: readonly BrowsedProduct[] }>;

export function evolve(state: BrowsingState, event: BrowsingEvent): BrowsingState {
  switch (event.type) {
    case 'browsing/pageViewed':
      return { ...state, page: { path: event.data.path, pageType: event.data.pageType } };
    case 'browsing/searchResultsViewed': {
      // A search without an id must not leave the previous search to be credited with a conversion.
      const lastSearch = event.data.queryId
        ? { queryId: event.data.queryId, query: event.data.query, skus: event.data.products.map((p) => p.sku) }
        : null;
      return { ...state, lastSearch };
    }
    case 'browsing/searchConversionAttributed':
      // Spec §4 Search query id: cleared after use.
      return { ...state, lastSearch: null };
    case 'browsing/productViewed':
    case 'browsing/listViewed':
    case 'browsing/productSelected':
    case 'browsing/storeFinderOpened':
    case 'browsing/storeAvailabilityChecked':
    case 'browsing/newsletterSubscribed':
    case 'browsing/backInStockRequested':
    case 'browsing/promotionViewed':
    case 'browsing/promotionSelected':
      return state;
    default:
      return assertNever(event);
  }
}

// Policies

/** Where a product stood in the last search, or null when it was not among its results. */
export function searchHitOf(state: BrowsingState, sku: Sku): SearchHit | null {
  const position = state.lastSearch ? state.lastSearch.skus.indexOf(sku) + 1 : 0;
  return state.lastSearch && position > 0 ? { queryId: state.lastSearch.queryId, position } : null;
}

/** GA4 keeps the first 200 items of an event; they are the ones the shopper saw first. */
export const reportedProducts = (products: readonly BrowsableProduct[]): BrowsedProduct[] => products.slice(0, GA4_MAX_ITEMS).map(browsedProduct);

// Commands

export type BrowsingCommand =
  | { readonly type: 'viewPage'; readonly path: string; readonly pageType?: string | null }
  | { readonly type: 'viewProduct'; readonly product: BrowsableProduct }
  | { readonly type: 'viewList'; readonly listId: string; readonly listName: string; readonly products: readonly BrowsableProduct[] }
  | { readonly type: 'selectProduct'; readonly product: BrowsableProduct; readonly listId: string; readonly listName: string; readonly index: number }
  | {
      readonly type: 'viewSearchResults';
      readonly query: string;
      readonly queryId?: string | null;
      readonly products: readonly BrowsableProduct[];
      readonly filters?: readonly InsightsFilter[];
    }
  | {
      /** A product picked from the search box's suggestions: a click on the result of the suggestions' own search. */
      readonly type: 'selectSuggestion';
      readonly product: BrowsableProduct;
      readonly queryId: string;
      /** 1-based, among the suggested products. */
      readonly position: number;
    }
  | { readonly type: 'attributeSearchConversion'; readonly sku: Sku }
  | { readonly type: 'openStoreFinder' }
  | { readonly type: 'checkStoreAvailability'; readonly sku: Sku; readonly storeKey?: string; readonly postcode?: string }
  | { readonly type: 'subscribeToNewsletter' }
  | { readonly type: 'requestBackInStock'; readonly sku: Sku }
  | { readonly type: 'viewPromotion'; readonly promotion: Promotion; readonly products?: readonly BrowsableProduct[] }
  | { readonly type: 'selectPromotion'; readonly promotion: Promotion; readonly products?: readonly BrowsableProduct[] };

export type BrowsingError =
  | { readonly type: 'browsing/invalidPath'; readonly path: string }
  | { readonly type: 'browsing/emptySku' }
  | { readonly type: 'browsing/unnamedList' }
  | { readonly type: 'browsing/noProducts' }
  | { readonly type: 'browsing/invalidIndex'; readonly index: number }
  | { readonly type: 'browsing/unnamedPromotion' };

/** The list a product picked from the search box's suggestions was in, as GA4's select_item names it. */
export const SUGGESTIONS_LIST = { listId: 'search-suggestions', listName: 'Search suggestions' } as const;

const blank = (value: string | undefined): boolean => (value ?? '').trim() === '';
const lacksSku = (products: readonly BrowsableProduct[]): boolean => products.some((product) => blank(product.sku));

export function decide(state: BrowsingState, command: BrowsingCommand): Result<readonly BrowsingEvent[], BrowsingError> {
  switch (command.type) {
    case 'viewPage':
      if (!command.path.startsWith('/')) return err({ type: 'browsing/invalidPath', path: command.path });
      return ok([{ type: 'browsing/pageViewed', data: { path: command.path, pageType: analyticsPageType(command) } }]);
    case 'viewProduct':
      if (lacksSku([command.product])) return err({ type: 'browsing/emptySku' });
      return ok([{ type: 'browsing/productViewed', data: { product: browsedProduct(command.product) } }]);
    case 'viewList':
      if (blank(command.listId) || blank(command.listName)) return err({ type: 'browsing/unnamedList' });
      if (command.products.length === 0) return err({ type: 'browsing/noProducts' });
      if (lacksSku(command.products)) return err({ type: 'browsing/emptySku' });
      return ok([
        { type: 'browsing/listViewed', data: { listId: command.listId, listName: command.listName, products: reportedProducts(command.products) } },
      ]);
    case 'selectProduct': {
      if (lacksSku([command.product])) return err({ type: 'browsing/emptySku' });
      if (blank(command.listId) || blank(command.listName)) return err({ type: 'browsing/unnamedList' });
      if (!Number.isSafeInteger(command.index) || command.index < 0) return err({ type: 'browsing/invalidIndex', index: command.index });
      const { product, listId, listName, index } = command;
      const search = searchHitOf(state, product.sku);
      return ok([
        { type: 'browsing/productSelected', data: { product: browsedProduct(product), listId, listName, index, ...(search ? { search } : {}) } },
      ]);
    }
    case 'selectSuggestion': {
      if (lacksSku([command.product])) return err({ type: 'browsing/emptySku' });
      if (!Number.isSafeInteger(command.position) || command.position < 1) return err({ type: 'browsing/invalidIndex', index: command.position - 1 });
      const { product, queryId, position } = command;
      const search = blank(queryId) ? {} : { search: { queryId, position } };
      return ok([
        { type: 'browsing/productSelected', data: { product: browsedProduct(product), ...SUGGESTIONS_LIST, index: position - 1, ...search } },
      ]);
    }
    case 'viewSearchResults':
      // A search with no results is still a search the shopper made: it is reported, with no products.
      if (lacksSku(command.products)) return err({ type: 'browsing/emptySku' });
      return ok([
        {
          type: 'browsing/searchResultsViewed',
          data: {
            query: command.query.trim(),
            queryId: blank(command.queryId ?? undefined) ? null : (command.queryId as string),
            products: reportedProducts(command.products),
            filters: command.filters ?? [],
          },
        },
      ]);
    case 'attributeSearchConversion': {
      const hit = searchHitOf(state, command.sku);
      return ok(hit ? [{ type: 'browsing/searchConversionAttributed', data: { sku: command.sku, ...hit } }] : []);
    }
    case 'openStoreFinder':
      return ok([{ type: 'browsing/storeFinderOpened', data: {} }]);
    case 'checkStoreAvailability': {
      if (blank(command.sku)) return err({ type: 'browsing/emptySku' });
      const { storeKey, postcode } = command;
      return ok([
        {
          type: 'browsing/storeAvailabilityChecked',
          data: { sku: command.sku, ...(storeKey ? { storeKey } : {}), ...(postcode ? { postcode } : {}) },
        },
      ]);
    }
    case 'subscribeToNewsletter':
      return ok([{ type: 'browsing/newsletterSubscribed', data: {} }]);
    case 'requestBackInStock':
      if (blank(command.sku)) return err({ type: 'browsing/emptySku' });
      return ok([{ type: 'browsing/backInStockRequested', data: { sku: command.sku.trim() } }]);
    case 'viewPromotion':
    case 'selectPromotion':
      if (blank(command.promotion.id) && blank(command.promotion.name)) return err({ type: 'browsing/unnamedPromotion' });
      if (lacksSku(command.products ?? [])) return err({ type: 'browsing/emptySku' });
      return ok([
        {
          type: command.type === 'viewPromotion' ? 'browsing/promotionViewed' : 'browsing/promotionSelected',
          data: { promotion: command.promotion, ...(command.products?.length ? { products: reportedProducts(command.products) } : {}) },
        },
      ]);
    default:
      return assertNever(command);
  }
}

export const browsingDecider: Decider<BrowsingState, BrowsingCommand, BrowsingEvent, BrowsingError> = {
  initialState: initialBrowsing,
  decide,
  evolve,
};
