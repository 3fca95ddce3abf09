import type { ProjectHit } from '../../../../contract/project-search';
import { textWords } from '../../../../src/domain/catalog/content-search';
import type { SiteCode } from '../../../../src/domain/site';
import type { OpenedDatabase } from '../../../db/unit-of-work';
import { projectSummaries } from '../../catalog/projects';
import type { CatalogContext } from '../../catalog/list';

/**
 * One site's Makerhub content as the search reads it: the items newest first (a position is its rank by
 * date), every distinct word in code-unit order (so the words a prefix starts are one run), and per word
 * the positions whose title, or whose title or summary, hold it.
 */
export interface ContentIndex {
  readonly items: readonly ProjectHit[];
  readonly vocabulary: readonly string[];
  readonly inTitle: ReadonlyMap<string, readonly number[]>;
  readonly anywhere: ReadonlyMap<string, readonly number[]>;
}

const post = (postings: Map<string, number[]>, word: string, position: number) => {
  const list = postings.get(word);
  if (!list) postings.set(word, [position]);
  else if (list[list.length - 1] !== position) list.push(position);
};

export function buildContentIndex(items: readonly ProjectHit[]): ContentIndex {
  const inTitle = new Map<string, number[]>();
  const anywhere = new Map<string, number[]>();
  items.forEach((item, position) => {
    const title = textWords(item.title);
    for (const word of title) post(inTitle, word, position);
    for (const word of [...title, ...textWords(item.summary)]) post(anywhere, word, position);
  });
  const vocabulary = [...anywhere.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { items, vocabulary, inTitle, anywhere };
}

/** Which positions hold a word starting with the prefix, in the chosen postings, as one flag per item. */
export function positionsWithPrefix(index: ContentIndex, postings: ReadonlyMap<string, readonly number[]>, prefix: string): Uint8Array {
  const flags = new Uint8Array(index.items.length);
  const { vocabulary } = index;
  let low = 0;
  let high = vocabulary.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (vocabulary[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  for (let i = low; i < vocabulary.length && vocabulary[i]!.startsWith(prefix); i++) {
    for (const position of postings.get(vocabulary[i]!) ?? []) flags[position] = 1;
  }
  return flags;
}

/** The table is written only by the seed, so each site's index is built once per database. */
const indexes = new WeakMap<OpenedDatabase, Map<SiteCode, ContentIndex>>();

export function contentIndexOf(context: CatalogContext, site: SiteCode): ContentIndex {
  let bySite = indexes.get(context.database);
  if (!bySite) {
    bySite = new Map();
    indexes.set(context.database, bySite);
  }
  const known = bySite.get(site);
  if (known) return known;
  // The Makerhub's own view of the site's items (newest first, ties by id), so urls and images are its.
  const items: ProjectHit[] = projectSummaries(context, site);
  const index = buildContentIndex(items);
  // Before the seed has run there is nothing to keep; the next search looks again.
  if (items.length > 0) bySite.set(site, index);
  return index;
}
