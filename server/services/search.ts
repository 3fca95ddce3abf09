import type BetterSqlite3 from 'better-sqlite3';
import { createHash, randomBytes } from 'node:crypto';
import type { SearchPage } from '../../contract/products';
import { searchIndexName, type SiteCode } from '../../src/domain/site';
import type { OpenedDatabase } from '../db/database';
import { applyFilters, pageOf } from './catalog-facets';
import { type Cached, cached, LruCache } from './catalog-cache';
import { type CatalogContext, filtersOf, type ListParams, paramsKey, viewContextOf } from './catalog-list';
import { type Catalog, catalogOf, compareOffers, type Offer } from './catalog-store';
import { productView } from './product-view';
import { ftsMatchExpression, searchWords } from './search-query';

/**
 * The most matches a search ranks further. FTS5 orders by bm25 inside its own sorter and stops at
 * the limit, so a word in most of the catalog costs one capped scan; facets count over this set.
 */
export const SEARCH_CANDIDATE_CAP = 1000;
/** bm25 weights per column of product_search (sku, title, brand, category, specs): title > brand > category > specs. */
const BM25 = 'bm25(0.0, 10.0, 5.0, 3.0, 1.0)';
/** How much popularity lifts a match: the most popular product's text score counts up to 50 % more. */
const POPULARITY_WEIGHT = 0.5;

interface Candidates {
  /** rowid and bm25 score (negative; lower is better), best first. */
  readonly rows: ReadonlyArray<readonly [number, number]>;
  readonly capped: boolean;
}

interface SearchState {
  readonly match: BetterSqlite3.Statement;
  readonly candidates: LruCache<Candidates>;
  readonly ranked: LruCache<Offer[]>;
  readonly answers: LruCache<Cached<SearchPage>>;
}

const states = new WeakMap<OpenedDatabase, SearchState>();

function stateOf(database: OpenedDatabase): SearchState {
  let state = states.get(database);
  if (!state) {
    const match = database.sqlite
      .prepare(`SELECT rowid, rank FROM product_search WHERE product_search MATCH ? AND rank MATCH '${BM25}' ORDER BY rank LIMIT ${SEARCH_CANDIDATE_CAP + 1}`)
      .raw();
    state = { match, candidates: new LruCache(500), ranked: new LruCache(500), answers: new LruCache(1000) };
    states.set(database, state);
  }
  return state;
}

/** The sanitised words leave FTS5 nothing to misread; should it still refuse a query, it matched nothing (never a 5xx). */
function matchAll(state: SearchState, words: readonly string[], mode: 'all' | 'any'): Array<[number, number]> {
  if (words.length === 0) return [];
  try {
    return state.match.all(ftsMatchExpression(words, mode)) as Array<[number, number]>;
  } catch {
    return [];
  }
}

function candidatesOf(state: SearchState, words: readonly string[]): Candidates {
  const key = words.join(' ');
  const hit = state.candidates.get(key);
  if (hit) return hit;
  let rows = matchAll(state, words, 'all');
  // Several words none of which match together: show what matches any of them rather than nothing.
  if (rows.length === 0 && words.length > 1) rows = matchAll(state, words, 'any');
  const candidates = { rows: rows.slice(0, SEARCH_CANDIDATE_CAP), capped: rows.length > SEARCH_CANDIDATE_CAP };
  state.candidates.set(key, candidates);
  return candidates;
}

/** The site's share of the candidates, by text score blended with popularity (best first, ties by sku). */
function rankedFor(state: SearchState, catalog: Catalog, site: SiteCode, words: readonly string[]): Offer[] {
  const key = `${site}|${words.join(' ')}`;
  const hit = state.ranked.get(key);
  if (hit) return hit;
  const siteCatalog = catalog.sites[site];
  const scored: Array<{ offer: Offer; score: number }> = [];
  for (const [rowid, bm25] of candidatesOf(state, words).rows) {
    const offer = siteCatalog.byRowid.get(rowid);
    if (!offer) continue;
    const popularity = 1 - (offer.product.rank - 1) / catalog.maxRank;
    scored.push({ offer, score: -bm25 * (1 + POPULARITY_WEIGHT * popularity) });
  }
  scored.sort((a, b) => b.score - a.score || (a.offer.product.sku < b.offer.product.sku ? -1 : 1));
  const ranked = scored.map((entry) => entry.offer);
  state.ranked.set(key, ranked);
  return ranked;
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
export function searchProducts(context: CatalogContext, site: SiteCode, params: SearchParams): Cached<SearchPage> | null {
  const words = searchWords(params.q);
  const state = stateOf(context.database);
  const view = viewContextOf(context, site);
  const key = `${site}|${view.version}|${words.join(' ')}|${paramsKey(params)}`;
  const hit = state.answers.get(key);
  if (hit) return hit;
  const catalog = catalogOf(context.database);
  const filters = filtersOf(catalog, params);
  if (!filters) return null;
  const ranked = rankedFor(state, catalog, site, words);
  const { matches, facets } = applyFilters(ranked, filters, view.inStock, catalog, 'top');
  if (params.sort !== 'relevance') matches.sort(compareOffers(params.sort));
  const answer = cached<SearchPage>({
    queryId: queryIdOf(key),
    q: words.join(' '),
    index: searchIndexName(site),
    capped: candidatesOf(state, words).capped,
    products: pageOf(matches, params.page, params.pageSize).map((offer) => productView(offer, view)),
    total: matches.length,
    page: params.page,
    pageSize: params.pageSize,
    facets,
  });
  state.answers.set(key, answer);
  return answer;
}
