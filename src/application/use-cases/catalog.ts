import type { ApiError } from '../ports/api-error';
import type { Bff, ContentPage, NearestStoresOptions, ProductDetail, ProductPage, ProjectPage, Query, SearchPage } from '../ports/bff';
import type { Place, Project, ProjectSearch } from '../ports/bff-payloads';
import type { Store } from '../../domain/catalog';
import { type CountryCode, POSTCODE_LOOKUP_DEFAULT_COUNTRY } from '../../domain/site';
import { type Result, err, ok } from '../../domain/shared';

/**
 * What the browsing views read: content pages, product lists, search, products by id, projects and
 * stores. Reads change nothing, so they are plain queries over the BFF; what the shopper does with
 * them is recorded through the browsing, cart and store use cases.
 */
export interface CatalogQueries {
  page(path: string): Promise<Result<ContentPage, ApiError>>;
  list(query: Query): Promise<Result<ProductPage, ApiError>>;
  search(term: string, query?: Query): Promise<Result<SearchPage, ApiError>>;
  /** The Makerhub articles, projects and workshops the same words find, best first. */
  searchContent(term: string, limit?: number): Promise<Result<ProjectSearch, ApiError>>;
  products(ids: readonly string[]): Promise<Result<readonly ProductDetail[], ApiError>>;
  projects(query: Query): Promise<Result<ProjectPage, ApiError>>;
  latestProjects(limit: number): Promise<Result<readonly Project[], ApiError>>;
  nearestStores(position: { latitude: number; longitude: number }, options?: NearestStoresOptions): Promise<Result<readonly Store[], ApiError>>;
  store(storeKey: string, sku?: string): Promise<Result<Store, ApiError>>;
  places(postcodeOrLocality: string, country: CountryCode): Promise<Result<readonly Place[], ApiError>>;
}

/** Only when the BFF gave nothing and said nothing of why. */
const LIST_FAILED: ApiError = { status: 0, message: 'The products could not be loaded' };

export function catalogQueries(bff: Bff): CatalogQueries {
  return {
    page: (path) => bff.content.page({ path }),
    async list(query) {
      let failure: ApiError | undefined;
      const page = await bff.products.list(query, { onError: (error) => (failure = error) });
      return page ? ok(page) : err(failure ?? LIST_FAILED);
    },
    search: (term, query) => bff.products.search(term, query),
    searchContent: (term, limit) => bff.projects.search(term, limit),
    products: (ids) => bff.products.listBySlugIds(ids),
    projects: (query) => bff.projects.list(query),
    latestProjects: (limit) => bff.projects.makerHubBladeProjects({ limit }),
    nearestStores: (position, options) => bff.stores.nearest(position, options),
    async store(storeKey, sku) {
      const stores = await bff.stores.byKey(storeKey, sku);
      if (!stores.ok) return stores;
      const [first] = stores.value;
      // Spec §7: the lookup by key returns a list; the first is used.
      return first ? ok(first) : err({ status: 404, message: 'Not Found' });
    },
    // Spec §7, §9 Countries: the postcode lookup's country defaults to AU.
    places: (text, country) => bff.stores.postcodeSearch(text, country ?? POSTCODE_LOOKUP_DEFAULT_COUNTRY),
  };
}
