import type { FacetValue } from '../../../contract/products';
import { compareSpecValues, quantityOf, specValueKey } from '../../../kernel/spec-filter';
import type { SpecEntry } from './store';

/**
 * Attribute facets: which spec names a list or search offers to filter by, and their values.
 *
 * The rule, as a shopper would see it: a spec is offered when most of the matches have it (≥ 60 %, so
 * a category page offers its products' specs and a search that spans unrelated products offers only
 * what they share), when it splits them (at least two values), and when its values repeat enough to
 * be choices rather than descriptions (a "Board size" of "15 x 32 mm" that is different on nearly every
 * product is left out). At most six are offered, those that split the matches most first (the entropy
 * of their values, weighted by how many matches have them). A spec the shopper chose is always
 * offered, so it can be unticked.
 */
export const ATTRIBUTE_RULE = {
  /** The share of the matches that must have the spec. */
  minShare: 0.6,
  minValues: 2,
  /** Most distinct values of a spec of words. */
  maxValues: 30,
  /**
   * Most distinct values of a spec of plain quantities: listed by magnitude behind "Show all", so a long list stays
   * usable, and resistors come in every E-series value (122 resistances) which is exactly what a maker picks by.
   */
  maxQuantityValues: 200,
  /** A spec with more than this many values, nearly all different (more than 80 % of its products'), is free text. */
  freeTextValues: 8,
  freeTextShare: 0.8,
  maxFacets: 6,
} as const;

/** A spec filter as the facets apply it: the name, and the values (as specValueKey keys them) any of which passes. */
export interface SpecFilter {
  readonly name: string;
  readonly nameKey: string;
  /** The values as chosen, for the facet to show when no match has them. */
  readonly values: readonly string[];
  readonly valueKeys: ReadonlySet<string>;
}

export interface SpecValueCount {
  label: string;
  count: number;
}

/** What a set of offers holds of one spec name: how many have it and each value's count (by lower-cased value). */
export interface SpecNameTally {
  readonly name: string;
  count: number;
  readonly values: Map<string, SpecValueCount>;
}

/** Counts of spec values over a set of offers, by lower-cased spec name. */
export class SpecTally {
  total = 0;
  readonly names = new Map<string, SpecNameTally>();

  /** One offer's specs. */
  addAll(entries: ReadonlyMap<string, SpecEntry>): void {
    this.total += 1;
    for (const entry of entries.values()) this.add(entry);
  }

  add(entry: SpecEntry): void {
    let tally = this.names.get(entry.nameKey);
    if (!tally) this.names.set(entry.nameKey, (tally = { name: entry.name, count: 0, values: new Map() }));
    tally.count += 1;
    const value = tally.values.get(entry.valueKey);
    if (value) value.count += 1;
    else tally.values.set(entry.valueKey, { label: entry.value, count: 1 });
  }
}

/** Every value a plain quantity with no words after it ("10k ohm", "12 V", "5"), so the list reads by magnitude. */
/**
 * Whether a spec's values are quantities (a range or two among them, "10Ω - 1MΩ" of an assortment, list
 * after the quantities and do not make a resistance a spec of words).
 */
function allQuantities(values: Iterable<SpecValueCount>): boolean {
  let quantities = 0;
  let others = 0;
  for (const { label } of values) {
    const quantity = quantityOf(label);
    if (quantity && quantity.rest === '') quantities += 1;
    else others += 1;
  }
  return quantities > 0 && others <= Math.max(1, quantities * 0.05);
}

/** Whether the rule offers a spec of the base set, and how much it splits the set (higher first). */
export function attributeScore(tally: SpecNameTally, total: number): number | null {
  const distinct = tally.values.size;
  if (total === 0 || tally.count / total < ATTRIBUTE_RULE.minShare || distinct < ATTRIBUTE_RULE.minValues) return null;
  const quantities = allQuantities(tally.values.values());
  if (distinct > (quantities ? ATTRIBUTE_RULE.maxQuantityValues : ATTRIBUTE_RULE.maxValues)) return null;
  if (!quantities && distinct > ATTRIBUTE_RULE.freeTextValues && distinct > ATTRIBUTE_RULE.freeTextShare * tally.count) return null;
  let entropy = 0;
  for (const { count } of tally.values.values()) {
    const p = count / tally.count;
    entropy -= p * Math.log2(p);
  }
  return entropy * (tally.count / total);
}

/** The spec names offered (lower-cased), the one splitting the set most first, chosen ones always. */
export function offeredAttributes(base: SpecTally, chosen: readonly SpecFilter[]): string[] {
  const scored: Array<{ key: string; score: number; name: string }> = [];
  for (const [key, tally] of base.names) {
    const score = attributeScore(tally, base.total);
    if (score !== null) scored.push({ key, score, name: tally.name });
  }
  scored.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name, 'en'));
  const chosenKeys = new Set(chosen.map((filter) => filter.nameKey));
  // Room for every chosen one: the best of the rest fill what is left.
  const room = Math.max(0, ATTRIBUTE_RULE.maxFacets - chosenKeys.size);
  const kept = new Set([
    ...scored
      .filter((s) => !chosenKeys.has(s.key))
      .slice(0, room)
      .map((s) => s.key),
    ...chosenKeys,
  ]);
  const ordered = scored.filter((s) => kept.has(s.key)).map((s) => s.key);
  for (const filter of chosen) if (!ordered.includes(filter.nameKey)) ordered.push(filter.nameKey);
  return ordered;
}

/**
 * The attribute facets: each offered name with every value the base set holds (and any chosen one),
 * counted over the offers passing every filter but that name's, in natural order.
 */
export function attributeFacets(
  base: SpecTally,
  counts: ReadonlyMap<string, ReadonlyMap<string, number>>,
  chosen: readonly SpecFilter[],
): Array<{ name: string; values: FacetValue[] }> {
  return offeredAttributes(base, chosen).map((key) => {
    const tally = base.names.get(key);
    const filter = chosen.find((f) => f.nameKey === key);
    const own = counts.get(key);
    const values = new Map<string, FacetValue>();
    for (const [valueKey, { label }] of tally?.values ?? []) values.set(valueKey, { value: label, label, count: own?.get(valueKey) ?? 0 });
    for (const value of filter?.values ?? []) {
      const valueKey = specValueKey(value);
      if (!values.has(valueKey)) values.set(valueKey, { value, label: value, count: own?.get(valueKey) ?? 0 });
    }
    return { name: tally?.name ?? filter?.name ?? key, values: [...values.values()].sort(compareSpecValues) };
  });
}
