import type { ProjectSearch } from '../../../../contract/project-search';
import { contentSearchWords } from '../../../../src/domain/catalog/content-search';
import type { SiteCode } from '../../../../src/domain/site';
import type { OpenedDatabase } from '../../../db/unit-of-work';
import { type Cached, cached, LruCache } from '../../catalog/cache';
import type { CatalogContext } from '../../catalog/list';
import { type ContentIndex, contentIndexOf, positionsWithPrefix } from './content-index';

export interface ContentSearchParams {
  readonly q: string;
  readonly limit: number;
}

/**
 * The positions every word starts a word of (title or summary): those whose title alone holds every
 * word first, then the rest; newest first within each, as positions are (the rule of `rankContent`).
 */
export function rankedPositions(index: ContentIndex, words: readonly string[]): number[] {
  if (words.length === 0) return [];
  const anywhere = words.map((word) => positionsWithPrefix(index, index.anywhere, word));
  const inTitle = words.map((word) => positionsWithPrefix(index, index.inTitle, word));
  const titled: number[] = [];
  const rest: number[] = [];
  for (let position = 0; position < index.items.length; position++) {
    if (!anywhere.every((flags) => flags[position] === 1)) continue;
    (inTitle.every((flags) => flags[position] === 1) ? titled : rest).push(position);
  }
  return [...titled, ...rest];
}

const answers = new WeakMap<OpenedDatabase, LruCache<Cached<ProjectSearch>>>();

/** GET /bff/projects/search: the site's own articles, projects and workshops the words find, cached with their JSON. */
export function searchContent(context: CatalogContext, site: SiteCode, params: ContentSearchParams): Cached<ProjectSearch> {
  const words = contentSearchWords(params.q);
  let cache = answers.get(context.database);
  if (!cache) {
    cache = new LruCache(500);
    answers.set(context.database, cache);
  }
  const key = `${site}|${params.limit}|${words.join(' ')}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const index = contentIndexOf(context, site);
  const positions = rankedPositions(index, words);
  const answer = cached<ProjectSearch>({
    q: words.join(' '),
    total: positions.length,
    projects: positions.slice(0, params.limit).map((position) => index.items[position]!),
  });
  // An empty index (no seed yet) is not kept, so neither is its answer.
  if (index.items.length > 0) cache.set(key, answer);
  return answer;
}
