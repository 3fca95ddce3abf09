/**
 * Makerhub content search: which articles, projects and workshops a shopper's words find, and in what
 * order. The server answers from an index built on these same words; the in-memory BFF scans with
 * `rankContent`, so both follow one rule.
 */
export const CONTENT_SEARCH_MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/** Runs of letters and digits, lower-cased (as the product search reads text). */
export const textWords = (text: string): string[] =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** A shopper's words as the content search reads them: distinct, each cut to 40 characters, at most 8. */
export function contentSearchWords(text: string): string[] {
  return [...new Set(textWords(text).map((word) => word.slice(0, MAX_WORD_LENGTH)))].slice(0, CONTENT_SEARCH_MAX_WORDS);
}

export interface SearchableContent {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  /** ISO 8601, so newer sorts after older as text. */
  readonly publishedAt: string;
}

const hasPrefix = (words: readonly string[], prefix: string) => words.some((word) => word.startsWith(prefix));

/**
 * Every word must start a word of the title or the summary. Items whose title alone holds every word
 * come first; within each group the newest first, ties by id.
 */
export function rankContent<T extends SearchableContent>(items: readonly T[], words: readonly string[]): T[] {
  if (words.length === 0) return [];
  const found: Array<{ item: T; inTitle: boolean }> = [];
  for (const item of items) {
    const title = textWords(item.title);
    const all = [...title, ...textWords(item.summary)];
    if (!words.every((word) => hasPrefix(all, word))) continue;
    found.push({ item, inTitle: words.every((word) => hasPrefix(title, word)) });
  }
  found.sort(
    (a, b) =>
      Number(b.inTitle) - Number(a.inTitle) ||
      (a.item.publishedAt < b.item.publishedAt ? 1 : a.item.publishedAt > b.item.publishedAt ? -1 : 0) ||
      (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0),
  );
  return found.map((entry) => entry.item);
}
