import { SUGGEST_LIMITS, type SearchPage, type SearchSuggestions } from '../../../contract/products';
import type { ProjectSearch } from '../../../contract/project-search';
import type { SiteCode } from '../../../src/domain/site';
import { type Cached, cached } from '../catalog/cache';
import type { CatalogContext } from '../catalog/list';
import { searchContent } from '../content/search/search-content';
import { matchedCategories, searchProducts } from './search';

export interface SuggestParams {
  readonly q: string;
  /** Products wanted, 1 to SUGGEST_LIMITS.maxProducts. */
  readonly limit: number;
}

/**
 * Answers keyed by the two answers they are made of: the product and content searches cache theirs per
 * site, stock snapshot and words, so a suggestion lives exactly as long as both its sources (and the
 * memory it holds goes with them).
 */
const answers = new WeakMap<Cached<SearchPage>, WeakMap<Cached<ProjectSearch>, Cached<SearchSuggestions>>>();

/**
 * GET /bff/products/suggest: the first page of the product search for the words (by relevance, `limit`
 * long), the narrowest categories it finds products in, and the best Makerhub items; queryId and index are the product search's, so
 * a click on a suggestion is reported as a click on that search's result. Null only if the search refused.
 */
export async function suggestSearch(context: CatalogContext, site: SiteCode, params: SuggestParams): Promise<Cached<SearchSuggestions> | null> {
  const page = await searchProducts(context, site, { q: params.q, sort: 'relevance', page: 1, pageSize: params.limit });
  if (!page) return null;
  const content = searchContent(context, site, { q: params.q, limit: SUGGEST_LIMITS.content });
  let byContent = answers.get(page);
  if (!byContent) answers.set(page, (byContent = new WeakMap()));
  const hit = byContent.get(content);
  if (hit) return hit;
  const { queryId, index, q, products } = page.value;
  const categories = matchedCategories(context, site, params.q, SUGGEST_LIMITS.categories);
  const answer = cached<SearchSuggestions>({ q, queryId, index, products, categories, content: content.value.projects });
  byContent.set(content, answer);
  return answer;
}
