/**
 * Product lines: a product is one combination of a line's attribute values, and its title is written
 * from those values, so a title never says what its specification table does not (an 18650 cell is
 * 3.7 V, a tool box has no gigabytes). Values carry their units ("12 V", "10kΩ", "2.54 mm") so they
 * can drive attribute facets.
 */
export type SpecKind =
  | 'board'
  | 'sbc'
  | 'module'
  | 'display'
  | 'sensor'
  | 'resistor'
  | 'capacitor'
  | 'semi'
  | 'switch'
  | 'motor'
  | 'solder'
  | 'consumable'
  | 'tool'
  | 'powertool'
  | 'storage'
  | 'meter'
  | 'scope'
  | 'psu'
  | 'wire'
  | 'cable'
  | 'connector'
  | 'battery'
  | 'charger'
  | 'solar'
  | 'inverter'
  | 'audio'
  | 'av'
  | 'camera'
  | 'security'
  | 'auto'
  | 'light'
  | 'marine'
  | 'kit'
  | 'book'
  | 'network'
  | 'peripheral'
  | 'smart'
  | 'giftcard'
  | 'drone'
  | 'gadget';

export type Specs = Record<string, string>;
/**
 * What a line's title and filters read: the combination's specs by key. Every key a line reads is one
 * of its own axes, so a missing key is a bug in the line, caught by the catalogue's property test.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- indexed by the line's own keys, each read as text or number
type SpecView = { readonly [key: string]: any };

export interface Line {
  /** Each axis is a list of alternatives (one or more specs each), ordered cheap → dear. */
  readonly axes: ReadonlyArray<readonly Specs[]>;
  readonly title: (s: SpecView) => string;
  /** A sentence for the description, e.g. what the board is compatible with. */
  readonly blurb?: (s: SpecView) => string;
  /** Drops combinations no maker would stock. */
  readonly when?: (s: SpecView) => boolean;
  /** Staples every site carries whatever its range, e.g. 10kΩ resistors. */
  readonly everywhere?: (s: SpecView) => boolean;
}

export interface Candidate {
  readonly title: string;
  readonly specs: Specs;
  /** 0 = the line's cheapest combination, 1 = its dearest. */
  readonly tier: number;
  readonly blurb: string;
  readonly everywhere: boolean;
}

/** One spec as an axis: `ax('Colour', ['Red', 'Blue'])`. */
export const ax = (key: string, values: readonly (string | number)[]): Specs[] => values.map((v) => ({ [key]: String(v) }));
/** A fixed spec, the same for every product of the line. */
export const fix = (specs: Specs): Specs[] => [specs];
/** Values with a unit, spaced as a spec table shows them: `units([5, 12], 'V')` → ["5 V", "12 V"]. */
export const units = (values: readonly number[], unit: string): string[] => values.map((v) => `${v} ${unit}`);
/** A spec value as a title writes it: "12 V" → "12V", "2.54 mm" → "2.54mm". */
export const t = (value: string | undefined): string => (value ?? '').replace(/(\d) (?=[A-Za-zµΩ°"])/g, '$1');
/** " - Pack of 10", or nothing for a single item. */
export const pack = (s: Specs, key = 'Pack quantity'): string => (s[key] === '1' || s[key] === undefined ? '' : ` - Pack of ${s[key]}`);

/** Every combination of a line's axes, with its price tier. */
export function expandLine(line: Line): Candidate[] {
  let combos: Array<{ specs: Specs; tiers: number[] }> = [{ specs: {}, tiers: [] }];
  for (const axis of line.axes) {
    const next: typeof combos = [];
    for (const combo of combos) {
      axis.forEach((value, i) =>
        next.push({ specs: { ...combo.specs, ...value }, tiers: axis.length > 1 ? [...combo.tiers, i / (axis.length - 1)] : combo.tiers }),
      );
    }
    combos = next;
  }
  return combos
    .filter((c) => line.when?.(c.specs) ?? true)
    .map((c) => ({
      title: line.title(c.specs),
      specs: c.specs,
      tier: c.tiers.length === 0 ? 0.5 : c.tiers.reduce((a, b) => a + b, 0) / c.tiers.length,
      blurb: line.blurb?.(c.specs) ?? '',
      everywhere: line.everywhere?.(c.specs) ?? false,
    }));
}
