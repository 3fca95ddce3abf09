import {
  type BrowsableProduct,
  type BrowsingCommand,
  type BrowsingError,
  type BrowsingEvent,
  type BrowsingState,
  type Promotion,
  browsingDecider,
} from '../../domain/browsing';
import type { InsightsFilter } from '../../domain/analytics';
import type { Result, Sku } from '../../domain/shared';
import type { Projection } from '../projection';
import { type Recorder, execute } from '../recorder';

type Recorded = Result<readonly BrowsingEvent[], BrowsingError>;

/**
 * What views call to record what the shopper looked at and did. Analytics, search insights and
 * marketing messaging follow these facts; no view talks to them.
 */
export interface BrowsingUseCases {
  /** `pageType` is the content page type (spec §2), absent for routes that have none. */
  viewPage(path: string, pageType?: string | null): Recorded;
  viewProduct(product: BrowsableProduct): Recorded;
  viewList(list: { listId: string; listName: string }, products: readonly BrowsableProduct[]): Recorded;
  /** `index` is the product's place in the list, from 0. */
  selectProduct(product: BrowsableProduct, list: { listId: string; listName: string }, index: number): Recorded;
  /** A product picked from the search box's suggestions, with the suggestions' queryId and its 1-based position. */
  selectSuggestion(product: BrowsableProduct, queryId: string, position: number): Recorded;
  viewSearchResults(search: {
    query: string;
    queryId?: string | null;
    products: readonly BrowsableProduct[];
    filters?: readonly InsightsFilter[];
  }): Recorded;
  /** Credits an add to cart to the last search it came from, once (spec §4 Search query id: cleared after use). */
  attributeSearchConversion(sku: Sku): Recorded;
  openStoreFinder(): Recorded;
  checkStoreAvailability(sku: Sku, where?: { storeKey?: string; postcode?: string }): Recorded;
  /** Called once the newsletter sign-up has succeeded. */
  subscribeToNewsletter(): Recorded;
  /** Called once a back-in-stock request has been saved (spec §1). */
  requestBackInStock(sku: Sku): Recorded;
  /** A banner or offer seen by the shopper, with the products it shows if any; once per page view. */
  viewPromotion(promotion: Promotion, products?: readonly BrowsableProduct[]): Recorded;
  /** A banner's link or an offer's product followed, with that product if any. */
  selectPromotion(promotion: Promotion, products?: readonly BrowsableProduct[]): Recorded;
}

export function browsingUseCases({ view, recorder }: { view: Projection<BrowsingState>; recorder: Recorder }): BrowsingUseCases {
  const run = (command: BrowsingCommand): Recorded => execute(browsingDecider, view.getSnapshot(), command, recorder);
  return {
    viewPage: (path, pageType) => run({ type: 'viewPage', path, pageType }),
    viewProduct: (product) => run({ type: 'viewProduct', product }),
    viewList: (list, products) => run({ type: 'viewList', ...list, products }),
    selectProduct: (product, list, index) => run({ type: 'selectProduct', product, ...list, index }),
    selectSuggestion: (product, queryId, position) => run({ type: 'selectSuggestion', product, queryId, position }),
    viewSearchResults: (search) => run({ type: 'viewSearchResults', ...search }),
    attributeSearchConversion: (sku) => run({ type: 'attributeSearchConversion', sku }),
    openStoreFinder: () => run({ type: 'openStoreFinder' }),
    checkStoreAvailability: (sku, where = {}) => run({ type: 'checkStoreAvailability', sku, ...where }),
    subscribeToNewsletter: () => run({ type: 'subscribeToNewsletter' }),
    requestBackInStock: (sku) => run({ type: 'requestBackInStock', sku }),
    viewPromotion: (promotion, products) => run({ type: 'viewPromotion', promotion, ...(products ? { products } : {}) }),
    selectPromotion: (promotion, products) => run({ type: 'selectPromotion', promotion, ...(products ? { products } : {}) }),
  };
}
