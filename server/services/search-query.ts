/**
 * Turns a shopper's text into an FTS5 query that can only mean "these words, as prefixes". Only runs of
 * letters and digits survive, each quoted and starred, so quotes, stars, column filters, NEAR(),
 * AND/OR/NOT and '-' in the text are words or nothing, never FTS5 syntax.
 */
export const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 40;

export function searchWords(text: string): string[] {
  const words = text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_SEARCH_WORDS);
}

/** Every word must match (implicit AND), or with 'any' at least one. */
export function ftsMatchExpression(words: readonly string[], mode: 'all' | 'any'): string {
  return words.map((word) => `"${word}"*`).join(mode === 'all' ? ' ' : ' OR ');
}
