/**
 * How the shop reads words, the same way for a product's text and a shopper's query, so they meet:
 * case, accents and symbols folded ("10kΩ" = "10 kohm" = "10k"), numbers with their units made one
 * canonical term in a base unit ("4k7" = "4.7kΩ" = "4700ohm"; "1 m" = "100cm" read as millimetres),
 * plurals stemmed ("batteries" → "battery"), filler words dropped. search-query.ts builds a shopper's
 * query from these terms. Pure: no clock, no I/O.
 */

export const MAX_TERM_LENGTH = 40;

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
  // A bare prefix after a value is a capacitance to a maker: 100u = 100 µF, 100n = 100 nF.
  ...['u'].map((w) => [w, u('pf', 1e6)] as const),
  ...['n'].map((w) => [w, u('pf', 1e3)] as const),
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
  // Case and compatibility forms first (𝚳 → Μ → μ; İ → i̇), then the marks they leave, then the symbols.
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[Ωω]/g, ' ohm ')
    .replace(/[µμ]/g, 'u')
    .replace(/(\d)[″"](?![\p{L}\p{N}])/gu, '$1 in ')
    .replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
    .replace(/°\s?c\b/g, 'c');
}

/**
 * A number written the short way: "12", "0.71", ".5" → its value; NaN otherwise. A run of more than 15
 * digits is a code, not a quantity: as a number it would print as 1e+22 and read back as two words.
 */
const numberOf = (text: string): number => (/^(\d+(\.\d+)?|\.\d+)$/.test(text) && isQuantity(text) ? Number(text) : Number.NaN);
const isQuantity = (digits: string): boolean => digits.replace(/\D/g, '').length <= 15;

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
      // Alloys and ratios: 60/40 → 6040, a number like the one it reads as again.
      const joinedDigits = word.replace('/', '');
      pieces.push({ text: joinedDigits, value: numberOf(joinedDigits), compound: 0 });
      continue;
    }
    const parts = word.split(/[-/]/).filter(Boolean);
    const joined = parts.length > 1 ? compound : 0;
    for (const part of parts) {
      // "4k7" is 4.7k; "10k", "12v", "0.71mm", "100uf": a value then its unit.
      const rkm = part.match(/^(\d+)([kmr])(\d+)$/);
      if (rkm && isQuantity(`${rkm[1]}${rkm[3]}`)) {
        const value = Number(`${rkm[1]}.${rkm[3]}`);
        pieces.push(
          { text: String(value), value, compound: 0 },
          { text: rkm[2] === 'r' ? 'ohm' : rkm[2] === 'k' ? 'k' : 'meg', value: Number.NaN, compound: 0 },
        );
        continue;
      }
      // "2u2" is 2.2 µF, "4n7" 4.7 nF, "2p2" 2.2 pF; one or two digits after, so a part number (2N7000) stays whole.
      const capacitance = part.match(/^(\d+)([unp])(\d{1,2})$/);
      if (capacitance) {
        const value = Number(`${capacitance[1]}.${capacitance[3]}`);
        pieces.push({ text: String(value), value, compound: 0 }, { text: `${capacitance[2]}f`, value: Number.NaN, compound: 0 });
        continue;
      }
      const valued = part.match(/^(\d+(?:\.\d+)?)([a-z]+)$/);
      if (valued && isQuantity(valued[1]!) && (UNITS.has(valued[2]!) || (valued[2]!.length === 1 && OHM_PREFIX[valued[2]!] !== undefined))) {
        pieces.push({ text: valued[1]!, value: Number(valued[1]), compound: 0 }, { text: valued[2]!, value: Number.NaN, compound: 0 });
        continue;
      }
      pieces.push({ text: part, value: numberOf(part), compound: joined });
    }
  }
  return pieces;
}

/** A word cut to the longest term, never ending on the dot of a cut decimal ("…2700k0." reads again as "…2700k0"). */
const clipped = (word: string): string => word.slice(0, MAX_TERM_LENGTH).replace(/\.+$/, '');

/**
 * Drops the filler words before values meet their units, so what stands either side of a filler is read
 * as if the filler was never typed: "12 the ohm" is 12ohm at once, not "12 ohm" that reads as 12ohm only
 * the second time (a query's terms are its cache key, and must read to themselves). A filler that is also
 * a unit right after a number stays: "12 in" is twelve inches, "5 a" five amps.
 */
function withoutFiller(pieces: readonly Piece[]): Piece[] {
  return pieces.filter((piece, i) => !STOPWORDS.has(piece.text) || (UNITS.has(piece.text) && i > 0 && !Number.isNaN(pieces[i - 1]!.value)));
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
  const pieces = withoutFiller(piecesOf(foldText(text)));
  const terms: Term[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    const next = pieces[i + 1];
    const after = pieces[i + 2];
    if (!Number.isNaN(piece.value)) {
      // "1m ohm", "4.7k ohm": a prefix then the unit.
      if (next && OHM_PREFIX[next.text] !== undefined && after && (after.text === 'ohm' || after.text === 'ohms')) {
        terms.push({
          term: valueTerm(piece.value, u('ohm', OHM_PREFIX[next.text]!)),
          value: true,
          source: `${piece.text}${next.text} ${after.text}`,
        });
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
    // "pack of 40" (the filler is gone by now), "x 40": a count, unless the number has a unit of its own.
    if ((piece.text === 'pack' || piece.text === 'x') && next && !Number.isNaN(next.value) && !(after && UNITS.has(after.text))) {
      terms.push({ term: `${formatValue(next.value)}pc`, value: true, source: `${piece.text} ${next.text}` });
      i += 1;
      continue;
    }
    if (STOPWORDS.has(piece.text)) continue;
    const word = clipped(piece.text);
    const hasDigit = /\d/.test(word);
    // A plural whose singular is a filler word ("ands") stays as typed: read again, the filler would be dropped.
    const singular = hasDigit ? word : stem(word);
    terms.push({ term: STOPWORDS.has(singular) ? word : singular, value: false, source: piece.text });
    if (options.joined && piece.compound !== 0 && next?.compound !== piece.compound) {
      // The last part of a hyphenated word: add the whole word joined.
      const parts: string[] = [];
      for (let j = i; j >= 0 && pieces[j]!.compound === piece.compound; j--) parts.unshift(pieces[j]!.text);
      terms.push({ term: stem(clipped(parts.join(''))), value: false, source: parts.join('-') });
    }
  }
  return terms;
}
