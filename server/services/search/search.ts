import { createHash, randomBytes } from 'node:crypto';
import type { SearchPage } from '../../../contract/products';
import { SITE_CODES, searchIndexName, type SiteCode } from '../../../src/domain/site';
import { applyFilters, pageOf } from '../catalog/facets';
import { type Cached, cached, LruCache } from '../catalog/cache';
import { type CatalogContext, filtersOf, type ListParams, paramsKey, viewContextOf } from '../catalog/list';
import { type Catalog, catalogOf, compareOffers } from '../catalog/store';
import { productView } from '../catalog/product-view';
import { type EngineMatches, rankMatches, type SearchEngine, searchEngineOf } from './engine';

interface SearchState {
  /** The words as typed (per site) → what they are searched as: read once, not on every request. */
  readonly texts: LruCache<string>;
  readonly matches: LruCache<EngineMatches>;
  readonly answers: LruCache<Cached<SearchPage>>;
}

/** One state per catalog read: a catalog read again (a reseed on another instance) starts with empty caches. */
const states = new WeakMap<Catalog, SearchState>();

function stateOf(catalog: Catalog): SearchState {
  let state = states.get(catalog);
  if (!state) {
    state = { texts: new LruCache(5000), matches: new LruCache(500), answers: new LruCache(1000) };
    states.set(catalog, state);
  }
  return state;
}

/** What a text is searched as: exactly one product's code, or its normalised terms ("Batteries " → "battery"). */
function searchTextOf(state: SearchState, catalog: Catalog, site: SiteCode, q: string): string {
  const key = `${site}|${q}`;
  const hit = state.texts.get(key);
  if (hit !== undefined) return hit;
  const engine = searchEngineOf(catalog);
  const exact = engine.exactOffer(site, q);
  const text = exact ? q.trim().toUpperCase() : engine.parse(q).key || q.trim().toLowerCase();
  state.texts.set(key, text);
  return text;
}

/** The engine's matches for a site and text, kept for the next page, filter or sort of the same words. */
function matchesOf(state: SearchState, catalog: Catalog, site: SiteCode, q: string): EngineMatches {
  const key = `${site}|${q}`;
  const hit = state.matches.get(key);
  if (hit) return hit;
  const found = searchEngineOf(catalog).match(site, q);
  state.matches.set(key, found);
  return found;
}

export interface SearchParams extends ListParams {
  readonly q: string;
}

/**
 * Names the answer rather than the request: the same words, filters, sort, page, site and stock
 * snapshot give the same queryId, so the whole answer (id included) is cached and compressed once.
 * Search insights attribute clicks and conversions per user token anyway (spec §4 Search query id: the
 * client keeps the id only until it reports the click), so two shoppers sharing an id for the same
 * results loses nothing, while different queries still get different ids. The salt, drawn once per
 * process, keeps ids of different processes (whose snapshot versions restart at 1) apart.
 */
const QUERY_ID_SALT = randomBytes(16);
const queryIdOf = (key: string): string => createHash('sha256').update(QUERY_ID_SALT).update(key).digest('hex').slice(0, 32);

/**
 * GET /bff/products/search: a SearchPage with its queryId for search insights (spec §4 Search query
 * id), cached with its JSON per site, stock snapshot and parameters; null for an unknown category.
 */
export async function searchProducts(context: CatalogContext, site: SiteCode, params: SearchParams): Promise<Cached<SearchPage> | null> {
  const view = await viewContextOf(context, site);
  // The answer depends on the text only through its normalised terms (and an exact code), so "Batteries" and "battery " share it.
  const catalog = catalogOf(context.database);
  const state = stateOf(catalog);
  const text = searchTextOf(state, catalog, site, params.q);
  const key = `${site}|${view.version}|${text}|${paramsKey(params)}`;
  const hit = state.answers.get(key);
  if (hit) return hit;
  const filters = filtersOf(catalog, params);
  if (!filters) return null;
  const found = matchesOf(state, catalog, site, text);
  const ranked = rankMatches(found, view.inStock, catalog.maxRank);
  const { matches, facets } = applyFilters(ranked, filters, view.inStock, catalog, 'top');
  if (params.sort !== 'relevance') matches.sort(compareOffers(params.sort));
  const answer = cached<SearchPage>({
    queryId: queryIdOf(key),
    q: text,
    index: searchIndexName(site),
    capped: found.capped,
    ...(found.exact ? { redirect: `/p/${encodeURIComponent(found.exact.product.slug)}` } : {}),
    ...(found.corrected ? { corrected: found.corrected } : {}),
    ...(found.partial ? { partial: found.partial } : {}),
    products: pageOf(matches, params.page, params.pageSize).map((offer) => productView(offer, view)),
    total: matches.length,
    page: params.page,
    pageSize: params.pageSize,
    facets,
  });
  state.answers.set(key, answer);
  return answer;
}

/** The product page a search goes straight to when its text is exactly one product's sku or product code on the site. */
export function exactProductPath(context: CatalogContext, site: SiteCode, q: string): string | null {
  const offer = searchEngineOf(catalogOf(context.database)).exactOffer(site, q);
  return offer ? `/p/${encodeURIComponent(offer.product.slug)}` : null;
}

/** Builds every site's search index of this engine now rather than on the first search. */
export function warmEngine(engine: SearchEngine): void {
  void engine.index;
  engine.match('jrau', 'warm');
  engine.correctionOf(engine.parse('warmth'));
  for (const site of SITE_CODES) engine.indexOf(site);
}

/**
 * The narrowest categories the words find products in, those whose products match best first (the sum of
 * their matches' scores, so "12v batt" names Deep Cycle & AGM Batteries before smart locks that merely run on
 * a battery), each with its number of matches: "multim" names Digital Multimeters, not all of Test Equipment.
 */
export function matchedCategories(
  context: CatalogContext,
  site: SiteCode,
  q: string,
  limit: number,
): Array<{ slug: string; name: string; count: number }> {
  const catalog = catalogOf(context.database);
  const state = stateOf(catalog);
  const text = searchTextOf(state, catalog, site, q);
  const found = new Map<string, { slug: string; name: string; count: number; weight: number }>();
  for (const { offer, score } of matchesOf(state, catalog, site, text).scored) {
    const leaf = offer.product.categories.at(-1);
    if (!leaf) continue;
    const entry = found.get(leaf.id);
    if (entry) {
      entry.count += 1;
      entry.weight += score;
    } else found.set(leaf.id, { slug: leaf.slug, name: leaf.name, count: 1, weight: score });
  }
  return [...found.values()]
    .sort((a, b) => b.weight - a.weight || b.count - a.count || a.name.localeCompare(b.name, 'en'))
    .slice(0, limit)
    .map(({ slug, name, count }) => ({ slug, name, count }));
}
