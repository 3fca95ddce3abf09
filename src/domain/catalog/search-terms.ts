/**
 * How the shop reads words, the same way for a product's text and a shopper's query, so they meet:
 * case, accents and symbols folded ("10kΩ" = "10 kohm" = "10k"), numbers with their units made one
 * canonical term in a base unit ("4k7" = "4.7kΩ" = "4700ohm"; "1 m" = "100cm" read as millimetres),
 * plurals stemmed ("batteries" → "battery"), filler words dropped. A query becomes groups of
 * alternatives (synonyms, a joined or split compound) that a search engine looks up with the typo and
 * prefix allowance each term carries. Pure: no clock, no I/O; the synonyms come in as data.
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
const MAX_TERM_LENGTH = 40;

const STOPWORDS = new Set(['a', 'an', 'and', 'the', 'of', 'for', 'with', 'to', 'in', 'on', 'by', 'or', 'at', 'from']);

interface Unit {
  /** Canonical suffix of the term. */
  readonly suffix: string;
  /** What one of this unit is in the canonical one. */
  readonly factor: number;
}

const u = (suffix: string, factor = 1): Unit => ({ suffix, factor });
/** Unit words (after folding) → canonical unit. Resistance in ohms, capacitance in pF, charge in mAh, length in mm. */
const UNITS: ReadonlyMap<string, Unit> = new Map([
  ...['ohm', 'ohms', 'r'].map((w) => [w, u('ohm')] as const),
  ...['kohm', 'kohms', 'k', 'kr'].map((w) => [w, u('ohm', 1e3)] as const),
  ...['mohm', 'mohms', 'meg', 'megohm', 'megohms'].map((w) => [w, u('ohm', 1e6)] as const),
  ...['pf'].map((w) => [w, u('pf')] as const),
  ...['nf'].map((w) => [w, u('pf', 1e3)] as const),
  ...['uf', 'mfd'].map((w) => [w, u('pf', 1e6)] as const),
  ...['f', 'farad', 'farads'].map((w) => [w, u('pf', 1e12)] as const),
  ...['v', 'volt', 'volts', 'vdc', 'vac'].map((w) => [w, u('v')] as const),
  ...['mv'].map((w) => [w, u('v', 1e-3)] as const),
  ...['kv'].map((w) => [w, u('v', 1e3)] as const),
  ...['w', 'watt', 'watts'].map((w) => [w, u('w')] as const),
  ...['kw'].map((w) => [w, u('w', 1e3)] as const),
  ...['a', 'amp', 'amps'].map((w) => [w, u('a')] as const),
  ...['ma'].map((w) => [w, u('a', 1e-3)] as const),
  ...['mah'].map((w) => [w, u('mah')] as const),
  ...['ah'].map((w) => [w, u('mah', 1e3)] as const),
  ...['wh'].map((w) => [w, u('wh')] as const),
  ...['mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters'].map((w) => [w, u('mm')] as const),
  ...['cm'].map((w) => [w, u('mm', 10)] as const),
  ...['m', 'metre', 'metres', 'meter', 'meters'].map((w) => [w, u('mm', 1e3)] as const),
  ...['in', 'inch', 'inches'].map((w) => [w, u('in')] as const),
  ...['mb'].map((w) => [w, u('gb', 1e-3)] as const),
  ...['gb'].map((w) => [w, u('gb')] as const),
  ...['tb'].map((w) => [w, u('gb', 1e3)] as const),
  ...['hz'].map((w) => [w, u('hz')] as const),
  ...['khz'].map((w) => [w, u('hz', 1e3)] as const),
  ...['mhz'].map((w) => [w, u('hz', 1e6)] as const),
  ...['ghz'].map((w) => [w, u('hz', 1e9)] as const),
  ...['g', 'gram', 'grams'].map((w) => [w, u('g')] as const),
  ...['kg'].map((w) => [w, u('g', 1e3)] as const),
  ...['lm', 'lumen', 'lumens'].map((w) => [w, u('lm')] as const),
  ...['rpm'].map((w) => [w, u('rpm')] as const),
  ...['awg'].map((w) => [w, u('awg')] as const),
  ...['mp'].map((w) => [w, u('mp')] as const),
  ...['pc', 'pcs', 'piece', 'pieces', 'pk', 'pack'].map((w) => [w, u('pc')] as const),
  ...['p'].map((w) => [w, u('p')] as const),
]);
/** SI prefixes a value may carry before "ohm" written apart ("1m ohm", "4.7k ohm"). */
const OHM_PREFIX: Readonly<Record<string, number>> = { k: 1e3, m: 1e6 };

/** Folds case, accents and the symbols makers write: Ω → ohm, µ → u, ″ → in, 1,000 → 1000. */
export function foldText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[Ωω]/g, ' ohm ')
    .replace(/[µμ]/g, 'u')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/(\d)[″"](?![\p{L}\p{N}])/gu, '$1 in ')
    .replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
    .replace(/°\s?c\b/g, 'c');
}

/** A number written the short way: "12", "0.71", ".5" → its value; NaN otherwise. */
const numberOf = (text: string): number => (/^(\d+(\.\d+)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN);

/** The compact decimal of a canonical value: 10000, 4700, 0.25, 12.8 (never 1e-7 or 4700.000000001). */
function formatValue(value: number): string {
  const rounded = Number(value.toPrecision(6));
  if (Number.isInteger(rounded)) return String(rounded);
  return rounded.toFixed(6).replace(/0+$/, '').replace(/\.$/, '');
}

const valueTerm = (value: number, unit: Unit): string => `${formatValue(value * unit.factor)}${unit.suffix}`;

/**
 * A plural's singular, by the rules that fit a shop's nouns: batteries → battery, switches → switch,
 * boxes → box, wires → wire, fuses → fuse; glass, bus, analysis and short words stay.
 */
export function stem(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4 && !/[ae]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** A raw word, split where letters meet a value: "10kohm" → 10 + kohm; "esp32" and "atmega328p" stay whole. */
interface Piece {
  readonly text: string;
  /** The value when the piece is a number. */
  readonly value: number;
  /** Parts of one hyphenated word ("uno-compatible") share a compound id, so it is also indexed joined. */
  readonly compound: number;
}

function piecesOf(folded: string): Piece[] {
  const pieces: Piece[] = [];
  let compound = 0;
  // Words: letters and digits with inner dots between digits (0.71, 12.8) and inner hyphens or slashes (wi-fi, 60/40).
  for (const word of folded.match(/[\p{L}\p{N}]+(?:(?:[-/]|(?<=\d)\.(?=\d))[\p{L}\p{N}]+)*/gu) ?? []) {
    compound++;
    if (/^\d+\/\d+$/.test(word)) {
      pieces.push({ text: word.replace('/', ''), value: Number.NaN, compound: 0 }); // alloys and ratios: 60/40 → 6040
      continue;
    }
    const parts = word.split(/[-/]/).filter(Boolean);
    const joined = parts.length > 1 ? compound : 0;
    for (const part of parts) {
      // "4k7" is 4.7k; "10k", "12v", "0.71mm", "100uf": a value then its unit.
      const rkm = part.match(/^(\d+)([kmr])(\d+)$/);
      if (rkm) {
        const value = Number(`${rkm[1]}.${rkm[3]}`);
        pieces.push({ text: String(value), value, compound: 0 }, { text: rkm[2] === 'r' ? 'ohm' : rkm[2] === 'k' ? 'k' : 'meg', value: Number.NaN, compound: 0 });
        continue;
      }
      const valued = part.match(/^(\d+(?:\.\d+)?)([a-z]+)$/);
      if (valued && (UNITS.has(valued[2]!) || (valued[2]!.length === 1 && OHM_PREFIX[valued[2]!] !== undefined))) {
        pieces.push({ text: valued[1]!, value: Number(valued[1]), compound: 0 }, { text: valued[2]!, value: Number.NaN, compound: 0 });
        continue;
      }
      pieces.push({ text: part, value: numberOf(part), compound: joined });
    }
  }
  return pieces;
}

export interface Term {
  readonly term: string;
  /** True for a value with its unit, or a bare number: never looked up with typos. */
  readonly value: boolean;
  /** The shopper's text it came from. */
  readonly source: string;
}

/**
 * The terms of a text: values merged with their units, plurals stemmed, filler words dropped. `joined`
 * adds each hyphenated word joined ("wi-fi" → "wifi", "uno-compatible" → "unocompatible") after its parts.
 */
export function termsOf(text: string, options: { readonly joined?: boolean } = {}): Term[] {
  const pieces = piecesOf(foldText(text));
  const terms: Term[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    const next = pieces[i + 1];
    const after = pieces[i + 2];
    if (!Number.isNaN(piece.value)) {
      // "1m ohm", "4.7k ohm": a prefix then the unit.
      if (next && OHM_PREFIX[next.text] !== undefined && after && (after.text === 'ohm' || after.text === 'ohms')) {
        terms.push({ term: valueTerm(piece.value, u('ohm', OHM_PREFIX[next.text]!)), value: true, source: `${piece.text}${next.text} ${after.text}` });
        i += 2;
        continue;
      }
      const unit = next ? UNITS.get(next.text) : undefined;
      if (unit && next) {
        // A bare "k" after a value is kilo-ohms to a maker (10k), but 2700k is a colour temperature.
        if (next.text === 'k' && piece.value >= 1000) {
          terms.push({ term: `${formatValue(piece.value)}k`, value: true, source: `${piece.text}${next.text}` });
        } else {
          terms.push({ term: valueTerm(piece.value, unit), value: true, source: `${piece.text}${next.text}` });
        }
        i += 1;
        continue;
      }
      terms.push({ term: formatValue(piece.value), value: true, source: piece.text });
      continue;
    }
    // "pack of 40", "x 40": a count.
    if ((piece.text === 'pack' || piece.text === 'x') && next) {
      const count = next.text === 'of' && after && !Number.isNaN(after.value) ? after : !Number.isNaN(next.value) && !(after && UNITS.has(after.text)) ? next : undefined;
      if (count) {
        terms.push({ term: `${formatValue(count.value)}pc`, value: true, source: `${piece.text} ${count.text}` });
        i += count === after ? 2 : 1;
        continue;
      }
    }
    if (STOPWORDS.has(piece.text)) continue;
    const word = piece.text.slice(0, MAX_TERM_LENGTH);
    const hasDigit = /\d/.test(word);
    terms.push({ term: hasDigit ? word : stem(word), value: false, source: piece.text });
    if (options.joined && piece.compound !== 0 && next?.compound !== piece.compound) {
      // The last part of a hyphenated word: add the whole word joined.
      const parts: string[] = [];
      for (let j = i; j >= 0 && pieces[j]!.compound === piece.compound; j--) parts.unshift(pieces[j]!.text);
      terms.push({ term: stem(parts.join('').slice(0, MAX_TERM_LENGTH)), value: false, source: parts.join('-') });
    }
  }
  return terms;
}

/**
 * Reads the synonyms file: one group per line, phrases separated by commas mean the same both ways;
 * "a, b => c, d" makes a and b also mean c and d (one way). Blank lines and "#" comments are skipped.
 */
export function parseSynonyms(text: string): Synonyms {
  const map = new Map<string, string[]>();
  // A phrase is looked up by its parts as the query has them ("uno-compatible" → "uno compatible").
  const key = (raw: string) => termsOf(raw).map((t) => t.term).join(' ');
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
    const sources = (left ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    if (right !== undefined) {
      const targets = right.split(',').map((s) => s.trim()).filter(Boolean);
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
    terms = (foldText(text).match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_QUERY_TERMS).map((word) => ({ term: word.slice(0, MAX_TERM_LENGTH), value: false, source: word }));
  }
  const endsTyping = /[\p{L}\p{N}]$/u.test(text.trimEnd()) && text === text.trimEnd();
  const queryTerm = (term: Term, last: boolean): QueryTerm => ({
    term: term.term,
    fuzzy: term.value ? 0 : fuzzyOf(term.term),
    prefix: term.value ? last && endsTyping && /^\d+(\.\d+)?$/.test(term.term) : term.term.length >= 3 || (last && endsTyping),
  });
  const groups: QueryGroup[] = [];
  for (let i = 0; i < terms.length; ) {
    // The longest phrase from here the synonyms know; else one term.
    let length = 1;
    let also: readonly string[] = [];
    for (let n = Math.min(MAX_PHRASE, terms.length - i); n >= 1; n--) {
      const found = lookup(terms.slice(i, i + n).map((t) => t.term).join(' '));
      if (found) {
        length = n;
        also = found;
        break;
      }
    }
    const words = terms.slice(i, i + length);
    const lastGroup = i + length === terms.length;
    const alternatives: Alternative[] = [words.map((t, k) => queryTerm(t, lastGroup && k === words.length - 1))];
    for (const phrase of also) alternatives.push(phrase.split(' ').map((term, k, all) => ({ term, fuzzy: 0, prefix: lastGroup && k === all.length - 1 && term.length >= 3 })));
    // A compound typed apart ("bread board", "esp 32") also means the joined word; the word's synonyms stay, with the next word.
    if (length === 1 && i + 1 < terms.length && !terms[i]!.value && /^[a-z]+$/.test(terms[i]!.term)) {
      const next = terms[i + 1]!;
      const joined = `${terms[i]!.source}${next.source}`;
      if (/^[a-z]+\d*$/.test(joined) && joined.length <= MAX_TERM_LENGTH) {
        const last = i + 2 === terms.length;
        const withNext = alternatives.map((alternative) => [...alternative.map((t) => ({ ...t, prefix: t.term.length >= 3 })), queryTerm(next, last)]);
        groups.push({ words: [terms[i]!.source, next.source], alternatives: [...withNext, [queryTerm({ term: stem(joined), value: false, source: joined }, last)]] });
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
