import type { ProductDetailWire, ProductPage, Sort } from '../../../contract/products';
import type { SiteCode } from '../../../src/domain/site';
import type { OpenedDatabase } from '../../db/unit-of-work';
import { specChoicesByName, type SpecChoice, specValueKey } from '../../../kernel/spec-filter';
import type { SpecFilter } from './attributes';
import { applyFilters, type Filters, pageOf } from './facets';
import { type Cached, cached, LruCache } from './cache';
import { type Catalog, catalogOf } from './store';
import { stockSnapshot } from './stock';
import { productDetailView, productView, type ViewContext } from './product-view';

/** What every catalog service needs from the server: the database, the clock and the image origin. */
export interface CatalogContext {
  readonly database: OpenedDatabase;
  readonly now: () => number;
  readonly imageOrigin: string;
}

/** The filters of a list or search query, as the contract parses them. */
export interface FilterParams {
  readonly category?: string;
  readonly brand?: readonly string[];
  readonly priceBand?: string;
  readonly minPrice?: number;
  readonly maxPrice?: number;
  readonly inStock?: boolean;
  /** Attribute filters: values of one spec name OR together, different names AND. */
  readonly spec?: readonly SpecChoice[];
}

export interface ListParams extends FilterParams {
  readonly sort: Sort;
  readonly page: number;
  readonly pageSize: number;
}

/** The filters, or null when the category slug names no category (a 404, as any unknown id). */
export function filtersOf(catalog: Catalog, params: FilterParams): Filters | null {
  const category = params.category === undefined ? undefined : catalog.categoryBySlug.get(params.category.toLowerCase());
  if (params.category !== undefined && !category) return null;
  return {
    category,
    brands: params.brand && params.brand.length > 0 ? new Set(params.brand.map((b) => b.toLowerCase())) : undefined,
    priceBand: params.priceBand,
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    inStock: params.inStock,
    specs: params.spec && params.spec.length > 0 ? specFiltersOf(params.spec) : undefined,
  };
}

/** The spec choices as filters, one per name (names and values compared without case). */
export function specFiltersOf(choices: readonly SpecChoice[]): SpecFilter[] {
  return [...specChoicesByName(choices)].map(([nameKey, { name, values }]) => ({
    name,
    nameKey,
    values,
    valueKeys: new Set(values.map(specValueKey)),
  }));
}

/** The spec choices in a key's canonical form: lower-cased, sorted, each once. */
const specKey = (choices: readonly SpecChoice[] | undefined): string[] | undefined =>
  choices && choices.length > 0 ? [...new Set(choices.map((c) => `${c.name.toLowerCase()}:${specValueKey(c.value)}`))].sort() : undefined;

/** A stable key for the parameters of a list or search, for the answer caches. */
export const paramsKey = (params: ListParams): string =>
  JSON.stringify([
    params.category?.toLowerCase(),
    params.brand?.map((b) => b.toLowerCase()).sort(),
    params.priceBand,
    params.minPrice,
    params.maxPrice,
    params.inStock,
    specKey(params.spec),
    params.sort,
    params.page,
    params.pageSize,
  ]);

/**
 * How the site's products are shown now: with the current stock snapshot (read again when due, ./stock.ts).
 * `version` names the catalog read and the snapshot, for the keys of answers cached on them.
 */
export async function viewContextOf(context: CatalogContext, site: SiteCode): Promise<ViewContext & { version: string }> {
  const snapshot = await stockSnapshot(context.database, site, context.now());
  const { generation } = catalogOf(context.database);
  return { site, imageOrigin: context.imageOrigin, inStock: snapshot.inStock, version: `${generation}.${snapshot.version}` };
}

const listCache = new WeakMap<OpenedDatabase, LruCache<Cached<ProductPage>>>();

/**
 * GET /bff/products/list: the site's products narrowed by the filters, in the sort asked (ties by sku,
 * so pages never overlap), with disjunctive facets; the category facet drills into the chosen category.
 * Null for an unknown category.
 */
export async function listProducts(context: CatalogContext, site: SiteCode, params: ListParams): Promise<Cached<ProductPage> | null> {
  const catalog = catalogOf(context.database);
  const view = await viewContextOf(context, site);
  let cache = listCache.get(context.database);
  if (!cache) listCache.set(context.database, (cache = new LruCache(500)));
  const key = `${site}|${view.version}|${paramsKey(params)}`;
  const hit = cache.get(key);
  if (hit) return hit;

  const filters = filtersOf(catalog, params);
  if (!filters) return null;
  const siteCatalog = catalog.sites[site];
  const { matches, facets } = applyFilters(siteCatalog.sorted[params.sort], filters, view.inStock, catalog, 'children');
  const result = cached<ProductPage>({
    products: pageOf(matches, params.page, params.pageSize).map((offer) => productView(offer, view)),
    total: matches.length,
    page: params.page,
    pageSize: params.pageSize,
    facets,
  });
  cache.set(key, result);
  return result;
}

/** GET /bff/products/listBySlugIds: each id a slug, sku or product code; in the order asked, unknown ones skipped. */
export async function productsBySlugIds(context: CatalogContext, site: SiteCode, ids: readonly string[]): Promise<ProductDetailWire[]> {
  const siteCatalog = catalogOf(context.database).sites[site];
  const view = await viewContextOf(context, site);
  const seen = new Set<string>();
  const products: ProductDetailWire[] = [];
  for (const id of ids) {
    const offer = siteCatalog.byId.get(id.toLowerCase());
    if (!offer || seen.has(offer.product.sku)) continue;
    seen.add(offer.product.sku);
    products.push(productDetailView(offer, view));
  }
  return products;
}
