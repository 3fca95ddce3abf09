/**
 * Attribute filters: a product's specification (name → value, "Resistance" → "10k ohm") chosen in a
 * list or search. In a URL each choice is one `spec=Name:Value` (repeatable): the values of one name
 * OR together, different names AND.
 */

/** The most `spec=` choices a query may carry, and the longest name and value of one. */
export const MAX_SPEC_FILTERS = 20;
export const MAX_SPEC_NAME_LENGTH = 60;
export const MAX_SPEC_VALUE_LENGTH = 80;

export interface SpecChoice {
  readonly name: string;
  readonly value: string;
}

/** `Name:Value` → its parts (split at the first colon, both trimmed), or null when either is missing. */
export function parseSpecChoice(text: string): SpecChoice | null {
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  const name = text.slice(0, colon).trim();
  const value = text.slice(colon + 1).trim();
  return name === '' || value === '' ? null : { name, value };
}

/** How two spellings of one value compare equal: "12 V" is "12V", "Red" is "red". */
export const specValueKey = (value: string): string => value.toLowerCase().replace(/\s+/g, '');

export const formatSpecChoice = (choice: SpecChoice): string => `${choice.name}:${choice.value}`;

/** The choices grouped by name (names compared without case), each group's values in the order chosen. */
export function specChoicesByName(choices: readonly SpecChoice[]): Map<string, { name: string; values: string[] }> {
  const groups = new Map<string, { name: string; values: string[] }>();
  for (const { name, value } of choices) {
    const key = name.toLowerCase();
    const group = groups.get(key) ?? { name, values: [] };
    if (!group.values.some((v) => specValueKey(v) === specValueKey(value))) group.values.push(value);
    groups.set(key, group);
  }
  return groups;
}

const PREFIXES: Readonly<Record<string, number>> = { p: 1e-12, n: 1e-9, u: 1e-6, µ: 1e-6, μ: 1e-6, m: 1e-3, k: 1e3, K: 1e3, M: 1e6, G: 1e9, T: 1e12 };
/** Units a prefix may scale: "mAh" is milli-amp-hours, while "min" is not milli-inches. */
const UNITS = new Set(['Ω', 'ohm', 'V', 'A', 'Ah', 'W', 'Wh', 'Hz', 'B', 'bps', 'm', 'g', 'F', 'lm', 'Sa/s', 'b']);
const UNIT_ALIASES: Readonly<Record<string, string>> = { ohm: 'Ω', ohms: 'Ω', Ohm: 'Ω' };

/** A value read as a quantity: its magnitude in the base unit, the unit, and any words after it. */
export interface Quantity {
  readonly magnitude: number;
  readonly unit: string;
  readonly rest: string;
}

const isUnit = (word: string): boolean => UNITS.has(word) || UNIT_ALIASES[word] !== undefined;
const unitName = (word: string): string => UNIT_ALIASES[word] ?? word;

/**
 * "10kΩ" → 10 000 Ω, "10k ohm" → 10 000 Ω, "2000 mAh" → 2 Ah, "1TB" → 10¹² B, "12V DC" → 12 V (then
 * "DC"), "12/24V" → 12 V, "5%" → 5 %, "$20" → 20 $; null when the value does not start with a number ("Red", "n/a").
 */
export function quantityOf(text: string): Quantity | null {
  // A range ("3.3-5V", "12/24V") reads as its first number.
  const match = /^(\$|±)?\s*([+-]?(?:\d+(?:\.\d+)?|\.\d+))(?:\s*[-/–]\s*(?:\d+(?:\.\d+)?))?\s*(.*)$/u.exec(text.trim());
  if (!match) return null;
  const number = Number(match[2]);
  if (!Number.isFinite(number)) return null;
  const words = (match[3] ?? '')
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  const currency = match[1] === '$' ? '$' : '';
  const [word = '', next = ''] = words;
  const prefix = [...word][0] ?? '';
  const scale = PREFIXES[prefix];
  const base = word.slice(prefix.length);
  if (isUnit(word)) return { magnitude: number, unit: currency + unitName(word), rest: words.slice(1).join(' ') };
  // "10k ohm": the prefix stands alone before the unit word.
  if (scale !== undefined && base === '' && isUnit(next))
    return { magnitude: number * scale, unit: currency + unitName(next), rest: words.slice(2).join(' ') };
  if (scale !== undefined && isUnit(base)) return { magnitude: number * scale, unit: currency + unitName(base), rest: words.slice(1).join(' ') };
  return { magnitude: number, unit: currency + word, rest: words.slice(1).join(' ') };
}

/**
 * The order a facet lists its values in: quantities first, by unit and then magnitude
 * (100Ω < 1kΩ < 10kΩ < 1MΩ; 5 V < 12 V); then words, the commonest first.
 */
export function compareSpecValues(
  a: { readonly label: string; readonly count: number },
  b: { readonly label: string; readonly count: number },
): number {
  const qa = quantityOf(a.label);
  const qb = quantityOf(b.label);
  if (qa && qb) {
    if (qa.unit !== qb.unit) return qa.unit < qb.unit ? -1 : 1;
    return qa.magnitude - qb.magnitude || qa.rest.localeCompare(qb.rest, 'en') || a.label.localeCompare(b.label, 'en');
  }
  if (qa) return -1;
  if (qb) return 1;
  return b.count - a.count || a.label.localeCompare(b.label, 'en');
}
