import { gstIncluded } from '../../../src/domain/money';
import type { CountryCode } from '../../../src/domain/site';

/** A discount code as stored (table discount_codes). */
export interface DiscountRule {
  readonly code: string;
  readonly kind: 'percent' | 'amount';
  /** Whole percent, or cents. */
  readonly value: number;
  readonly minSpendCents: number;
}

export interface PricedLineInput {
  readonly unitCents: number;
  readonly quantity: number;
}

export interface PricedLine {
  /** The line total at the site's final price. */
  readonly lineCents: number;
  /** The line total after the code, when the code takes something off this line. */
  readonly discountedCents?: number;
}

export interface CartPricing {
  readonly lines: readonly PricedLine[];
  readonly subtotalCents: number;
  readonly discountCents: number;
  readonly totalCents: number;
  readonly gstCents: number;
  /** A code is held and the subtotal reaches its minimum spend. */
  readonly discountApplies: boolean;
}

/**
 * Spreads a whole-cent discount over the lines in proportion to their totals (largest remainder), so the
 * discounted lines add up to the discounted total exactly and no line goes below zero.
 */
function spread(discountCents: number, lineCents: readonly number[], subtotal: number): number[] {
  if (subtotal === 0 || discountCents === 0) return lineCents.map(() => 0);
  const exact = lineCents.map((cents) => (cents * discountCents) / subtotal);
  const shares = exact.map(Math.floor);
  let left = discountCents - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    if (shares[index]! < lineCents[index]!) {
      shares[index]! += 1;
      left -= 1;
    }
  }
  return shares;
}

/**
 * The cart's money, all integer cents and GST-inclusive: line totals, what the code takes off (percent
 * of the subtotal, rounded to the cent, or a fixed amount never above the subtotal, each only from the
 * minimum spend on), the total and its GST part (AU 10 %, NZ 15 %).
 */
export function priceCart(lines: readonly PricedLineInput[], discount: DiscountRule | null, country: CountryCode): CartPricing {
  const lineCents = lines.map((line) => line.unitCents * line.quantity);
  const subtotalCents = lineCents.reduce((a, b) => a + b, 0);
  const discountApplies = discount !== null && subtotalCents > 0 && subtotalCents >= discount.minSpendCents;
  let discountCents = 0;
  if (discountApplies) {
    discountCents =
      discount.kind === 'percent' ? Math.round((subtotalCents * Math.min(discount.value, 100)) / 100) : Math.min(discount.value, subtotalCents);
  }
  const shares = spread(discountCents, lineCents, subtotalCents);
  const totalCents = subtotalCents - discountCents;
  return {
    lines: lineCents.map((cents, index) =>
      shares[index]! > 0 ? { lineCents: cents, discountedCents: cents - shares[index]! } : { lineCents: cents },
    ),
    subtotalCents,
    discountCents,
    totalCents,
    gstCents: gstIncluded(totalCents, country),
    discountApplies,
  };
}
