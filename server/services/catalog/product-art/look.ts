import type { CatalogProduct } from '../store';

/**
 * What a product looks like in its drawing (./index.ts): its colours, size and pack count, read from its specs and names.
 */
/**
 * Drawings of products, by kind: what a product is is read from robust signals only (words in its leaf,
 * group and top category names and its title; spec keys such as Colour, Resistance, Capacitance, Capacity,
 * Length, Pack quantity), so a reworked catalogue still gets a fitting picture, and a product nothing
 * matches gets its group's generic drawing. Every drawing is on a 400 × 400 canvas, the item centred near
 * (200, 200) in about 300 × 300.
 */

export interface Look {
  /** The item's body colour (its Colour spec, or the category's palette). */
  readonly body: string;
  readonly dark: string;
  readonly light: string;
  /** A second colour for details (LED lens, cable plug, kit box art). */
  readonly accent: string;
  /** 0 (smallest of its kind) … 1 (largest), from capacity, length, capacitance … */
  readonly size: number;
  /** Items in the pack, 1 … 6 drawn. */
  readonly count: number;
  readonly specs: Readonly<Record<string, string>>;
  /** Words of the product (title and category names), lower case. */
  readonly words: string;
  /** Its title, lower case: what picks a variant (a mouse among keyboards, an alkaline among button cells). */
  readonly title: string;
  /** A short brand mark for the item's label (never the main feature). */
  readonly mark: string;
}

export interface Art {
  readonly kind: string;
  /** The SVG of the item, on the 400 × 400 canvas. */
  readonly draw: (look: Look) => string;
  /** Where a close-up looks: a point of the canvas. */
  readonly focus?: readonly [number, number];
}

export const NAMED: Readonly<Record<string, string>> = {
  black: '#2b2d31',
  white: '#f4f4f2',
  red: '#d23b32',
  blue: '#2f6fd0',
  green: '#2f9e55',
  yellow: '#f2c230',
  orange: '#ef8a2a',
  grey: '#8a9099',
  gray: '#8a9099',
  'space grey': '#5b6068',
  silver: '#c4c9cf',
  purple: '#7d4cc2',
  violet: '#7d4cc2',
  pink: '#e46fa6',
  brown: '#8a5a35',
  gold: '#d4a640',
  clear: '#dfe9ef',
  transparent: '#dfe9ef',
  teal: '#2a9d9a',
  navy: '#24407a',
  cyan: '#35b8d6',
  warm: '#ffcf7a',
  rgb: '#b05cff',
};

/** A stable, friendly palette a category's products share when they name no colour. */
export const PALETTE = ['#2f6fd0', '#2f9e55', '#d2553a', '#7d4cc2', '#ef8a2a', '#2a9d9a', '#3b4b63', '#c23d6b', '#5a7d2a', '#a0672c'];

export function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

export function colourNamed(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const key = name.trim().toLowerCase();
  if (NAMED[key]) return NAMED[key];
  const word = Object.keys(NAMED).find((k) => new RegExp(`\\b${k}\\b`).test(key));
  return word ? NAMED[word] : undefined;
}

export const clamp = (n: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, n));

/** Mixes a #rrggbb colour toward black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    return Math.round(c + (target - c) * t)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** The first number of a spec value, scaled by its unit prefix (k, M, m, u/µ, n, p). */
export function quantityOf(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const match = /(-?\d+(?:\.\d+)?)\s*([kKMmuµnp]?)/.exec(value.replace(',', ''));
  if (!match) return undefined;
  const n = Number(match[1]);
  const scale: Record<string, number> = { k: 1e3, K: 1e3, M: 1e6, m: 1e-3, u: 1e-6, µ: 1e-6, n: 1e-9, p: 1e-12, '': 1 };
  return n * (scale[match[2] ?? ''] ?? 1);
}

/** Resistor colour code: the two significant digits and the multiplier of a value in ohms. */
export const BAND_COLOURS = ['#1d1d1d', '#7a4a24', '#d23b32', '#ef8a2a', '#f2d230', '#2f9e55', '#2f6fd0', '#7d4cc2', '#8a9099', '#f4f4f2'];
export function resistorBands(ohms: number): [string, string, string] {
  const value = Math.max(1, ohms);
  let exponent = Math.floor(Math.log10(value)) - 1;
  let digits = Math.round(value / 10 ** exponent);
  if (digits >= 100) {
    digits = Math.round(digits / 10);
    exponent += 1;
  }
  const multiplier = clamp(exponent, 0, 9);
  return [BAND_COLOURS[Math.floor(digits / 10) % 10]!, BAND_COLOURS[digits % 10]!, BAND_COLOURS[multiplier]!];
}

/** Ohms of a Resistance spec such as "4.7k ohm", "10k", "220 ohm", "1M". */
export function ohmsOf(value: string | undefined): number | undefined {
  const q = quantityOf(value?.replace(/ohm|Ω/gi, ''));
  return q === undefined ? undefined : q;
}

/** 0 … 1 from the spec that sizes the item: capacity, capacitance, length, light output, gauge. */
export function sizeOf(specs: Readonly<Record<string, string>>, seed: number): number {
  const log = (value: number | undefined, lo: number, hi: number) =>
    value === undefined || value <= 0 ? undefined : clamp((Math.log10(value) - Math.log10(lo)) / (Math.log10(hi) - Math.log10(lo)), 0, 1);
  const capacity = specs.Capacity;
  const ah = capacity ? (quantityOf(capacity) ?? 0) * (/mah/i.test(capacity) ? 0.001 : 1) : undefined;
  return (
    log(ah, 0.1, 200) ??
    log(quantityOf(specs.Capacitance?.replace(/f/i, '')), 1e-9, 1e-2) ??
    log((quantityOf(specs.Length) ?? 0) * (/\bmm\b/.test(specs.Length ?? '') ? 0.001 : 1), 0.05, 30) ??
    log(quantityOf(specs['Light output']), 50, 20000) ??
    (specs.Gauge ? 1 - clamp(((quantityOf(specs.Gauge) ?? 20) - 8) / 22, 0, 1) : undefined) ??
    (seed % 100) / 100
  );
}

/** The item's look: its colour from the Colour spec (else the category's palette), its size and pack count. */
export function lookOf(product: Pick<CatalogProduct, 'title' | 'brand' | 'categories' | 'specs'>): Look {
  const specs = product.specs;
  const leafKey = product.categories.map((c) => c.slug || c.name).join('/');
  const groupKey = product.categories
    .slice(0, 2)
    .map((c) => c.slug || c.name)
    .join('/');
  const seed = hashOf(`${leafKey}|${product.title}`);
  const named = colourNamed(specs.Colour) ?? colourNamed(specs.Finish);
  const palette = PALETTE[hashOf(groupKey) % PALETTE.length]!;
  // Products of one leaf share a colour family; a title nudges it, so neighbours on a shelf differ a little.
  const body = named ?? shade(palette, ((seed % 5) - 2) * 0.08);
  const accent = PALETTE[(hashOf(groupKey) + 3) % PALETTE.length]!;
  const packQuantity = quantityOf(specs['Pack quantity'] ?? specs['Pack size'] ?? specs.Quantity);
  const words = [product.title, ...product.categories.map((c) => c.name)].join(' ').toLowerCase();
  const mark =
    product.brand
      .replace(/[^A-Za-z0-9 ]/g, '')
      .trim()
      .split(/\s+/)[0]
      ?.toUpperCase() ?? '';
  return {
    body,
    dark: shade(body, -0.3),
    light: shade(body, 0.3),
    accent,
    size: sizeOf(specs, seed),
    count: clamp(Math.round(packQuantity ?? (/\bpairs?\b/.test(words) ? 2 : /\bpack\b|\bset\b/.test(words) ? 3 : 1)), 1, 6),
    specs,
    words,
    title: product.title.toLowerCase(),
    mark: mark.replace(/[<>&"']/g, ''),
  };
}
