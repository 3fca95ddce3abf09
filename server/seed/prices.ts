/**
 * Shelf-price rules (integer cents, GST-inclusive). AU prices end in .95 (or .x5 under $10); NZ prices
 * are the AU price × 1.1 lifted to the next .99 (or .x9 under $10) — our own rule, per the issue.
 */
import type { Random } from './random';

export const NZ_PRICE_FACTOR = 1.1;
/** ~15 % of prices on a site are on sale (issue). */
export const SALE_RATE = 0.15;

/** Rounds to the nearest AU shelf price: x.x5 under $10, x.95 from $10. */
export function auShelfPrice(cents: number): number {
  if (cents < 1000) return Math.max(50, Math.round(cents / 10) * 10 - 5);
  return Math.max(995, Math.round(cents / 100) * 100 - 5);
}

/** Lifts to the next NZ shelf price: x.x9 under $10, x.99 from $10. */
export function nzShelfPrice(cents: number): number {
  if (cents < 1000) return Math.ceil((cents + 1) / 10) * 10 - 1;
  return Math.ceil((cents + 1) / 100) * 100 - 1;
}

export const nzFromAu = (auCents: number): number => nzShelfPrice(Math.round(auCents * NZ_PRICE_FACTOR));

/** A sale price 10–40 % off, on the same shelf endings, always strictly below the regular price. */
export function salePrice(regular: number, random: Random, shelf: (cents: number) => number): number {
  const discounted = shelf(Math.round(regular * (0.6 + random.next() * 0.3)));
  if (discounted < regular) return discounted;
  return Math.max(0, regular - 10);
}
