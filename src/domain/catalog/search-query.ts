import { MAX_TERM_LENGTH, type Term, foldText, stem, termsOf } from './search-terms';

/**
 * A shopper's text as a query: groups of alternatives (the words as typed, their synonyms, a compound
 * typed apart joined) that every match must satisfy, each term with its typo and prefix allowance.
 * Reads words with search-terms.ts, as products are read. Pure: the synonyms come in as data.
 */

/** One term of a query as the engine looks it up. */
export interface QueryTerm {
  readonly term: string;
  /** Edits allowed (0, 1 or 2): none for short words or values, one from 4 letters, two from 8. */
  readonly fuzzy: 0 | 1 | 2;
  /** Whether a longer word starting with this term matches too (the last word, as typed, always). */
  readonly prefix: boolean;
}

/** Every term of the alternative must match (a phrase "raspberry pi" is two terms). */
export type Alternative = readonly QueryTerm[];

/** Any alternative matches the group; every group of a query must match. */
export interface QueryGroup {
  /** The shopper's words this group stands for. */
  readonly words: readonly string[];
  readonly alternatives: readonly Alternative[];
}

export interface ParsedQuery {
  readonly groups: readonly QueryGroup[];
  /** The query's terms joined: the cache key and what the answer says was searched. */
  readonly key: string;
}

/** Phrase (normalised terms joined by a space) → phrases it also means. */
export type Synonyms = ReadonlyMap<string, readonly string[]>;
/** The phrases a phrase also means, if any: a map's lookup, or one that also knows the map's keys misspelt. */
export type SynonymLookup = (phrase: string) => readonly string[] | undefined;

export const MAX_QUERY_TERMS = 8;

/**
 * Reads the synonyms file: one group per line, phrases separated by commas mean the same both ways;
 * "a, b => c, d" makes a and b also mean c and d (one way). Blank lines and "#" comments are skipped.
 */
export function parseSynonyms(text: string): Synonyms {
  const map = new Map<string, string[]>();
  // A phrase is looked up by its parts as the query has them ("uno-compatible" → "uno compatible").
  const key = (raw: string) =>
    termsOf(raw)
      .map((t) => t.term)
      .join(' ');
  const target = (raw: string) => {
    const terms = termsOf(raw, { joined: true });
    // A hyphenated word stands for its joined form alone: products index "uno-compatible" as "unocompatible".
    const out: string[] = [];
    for (const term of terms) {
      if (term.source.includes('-')) {
        const parts = term.source.split('-').length;
        out.splice(out.length - parts, parts, term.term);
      } else out.push(term.term);
    }
    return out.join(' ');
  };
  const add = (from: string, to: string) => {
    if (from === '' || to === '' || from === to) return;
    const list = map.get(from) ?? [];
    if (!list.includes(to)) list.push(to);
    map.set(from, list);
  };
  for (const line of text.split('\n')) {
    const content = line.replace(/#.*/, '').trim();
    if (content === '') continue;
    const [left, right] = content.split('=>');
    const sources = (left ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (right !== undefined) {
      const targets = right
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const s of sources) for (const t of targets) add(key(s), target(t));
    } else {
      for (const s of sources) for (const t of sources) if (s !== t) add(key(s), target(t));
    }
  }
  return map;
}

/** Typo allowance: one edit from 4 letters, two from 8 (values and words with digits get none). */
export const fuzzyOf = (term: string): 0 | 1 | 2 => (!/^[a-z]+$/.test(term) ? 0 : term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

/** The longest synonym phrase looked for in a query, in terms. */
const MAX_PHRASE = 3;

/**
 * A shopper's text as query groups. Never empty when the text has a letter or digit: if every word is
 * filler ("the"), the filler is searched rather than nothing. The last term is a prefix (the shopper
 * may still be typing); other words of 3+ letters are prefixes too, at the engine's lower weight.
 */
export function parseQuery(text: string, synonyms: Synonyms | SynonymLookup = new Map()): ParsedQuery {
  const lookup: SynonymLookup = typeof synonyms === 'function' ? synonyms : (phrase) => synonyms.get(phrase);
  let terms = termsOf(text).slice(0, MAX_QUERY_TERMS);
  if (terms.length === 0) {
    // Only filler words: search them as they are rather than widen to everything.
    terms = (foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [])
      .slice(0, MAX_QUERY_TERMS)
      .map((word) => ({ term: word.slice(0, MAX_TERM_LENGTH), value: false, source: word }));
  }
  const endsTyping = /[\p{L}\p{N}]$/u.test(text.trimEnd()) && text === text.trimEnd();
  const queryTerm = (term: Term, last: boolean): QueryTerm => ({
    term: term.term,
    fuzzy: term.value ? 0 : fuzzyOf(term.term),
    prefix: term.value ? last && endsTyping && /^\d+(\.\d+)?$/.test(term.term) : term.term.length >= 3 || (last && endsTyping),
  });
  const groups: QueryGroup[] = [];
  for (let i = 0; i < terms.length;) {
    // The longest phrase from here the synonyms know; else one term.
    let length = 1;
    let also: readonly string[] = [];
    for (let n = Math.min(MAX_PHRASE, terms.length - i); n >= 1; n--) {
      const found = lookup(
        terms
          .slice(i, i + n)
          .map((t) => t.term)
          .join(' '),
      );
      if (found) {
        length = n;
        also = found;
        break;
      }
    }
    const words = terms.slice(i, i + length);
    const lastGroup = i + length === terms.length;
    const alternatives: Alternative[] = [words.map((t, k) => queryTerm(t, lastGroup && k === words.length - 1))];
    for (const phrase of also)
      alternatives.push(phrase.split(' ').map((term, k, all) => ({ term, fuzzy: 0, prefix: lastGroup && k === all.length - 1 && term.length >= 3 })));
    // A compound typed apart ("bread board", "esp 32") also means the joined word; the word's synonyms stay, with the next word.
    if (length === 1 && i + 1 < terms.length && !terms[i]!.value && /^[a-z]+$/.test(terms[i]!.term)) {
      const next = terms[i + 1]!;
      const joined = `${terms[i]!.source}${next.source}`;
      if (/^[a-z]+\d*$/.test(joined) && joined.length <= MAX_TERM_LENGTH) {
        const last = i + 2 === terms.length;
        const withNext = alternatives.map((alternative) => [
          ...alternative.map((t) => ({ ...t, prefix: t.term.length >= 3 })),
          queryTerm(next, last),
        ]);
        groups.push({
          words: [terms[i]!.source, next.source],
          alternatives: [...withNext, [queryTerm({ term: stem(joined), value: false, source: joined }, last)]],
        });
        i += 2;
        continue;
      }
    }
    groups.push({ words: words.map((t) => t.source), alternatives });
    i += length;
  }
  return { groups, key: terms.map((t) => t.term).join(' ') };
}

/** Adjacent letters swapped: a transposition counts as one typo ("arudino" → "arduino"). */
export function transpositionsOf(term: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < term.length; i++) {
    if (term[i] === term[i + 1]) continue;
    out.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  return [...out];
}
