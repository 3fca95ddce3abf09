import { gstIncluded } from '../../../src/domain/money';
import type { CountryCode } from '../../../src/domain/site';

/**
 * Shipment insurance (spec §1 "optional insurance"; the price is ours): 1.5 % of the goods after codes,
 * at least $2.95, rounded to the cent.
 */
export const INSURANCE_RATE_PERMILLE = 15;
export const INSURANCE_MIN_CENTS = 295;
export const insurancePrice = (goodsCents: number): number =>
  goodsCents <= 0 ? 0 : Math.max(INSURANCE_MIN_CENTS, Math.round((goodsCents * INSURANCE_RATE_PERMILLE) / 1000));

export interface TotalsInput {
  readonly subtotal: number;
  readonly discount: number;
  /** The amount of the coupon applied, if any (it never takes more than the goods). */
  readonly couponAmount: number;
  readonly shipping: number;
  readonly insurance: number;
  /** What each applied gift card was asked to cover, in the order they were applied. */
  readonly giftCards: readonly number[];
  /** Account credit asked for. */
  readonly credit: number;
  readonly country: CountryCode;
}

export interface Totals {
  readonly subtotal: number;
  readonly discount: number;
  readonly coupon: number;
  readonly shipping: number;
  readonly insurance: number;
  readonly giftCard: number;
  /** What each gift card covers of this total, same order as asked. */
  readonly giftCards: readonly number[];
  readonly credit: number;
  readonly total: number;
  readonly tax: number;
  readonly amountDue: number;
}

/**
 * The checkout's money (issue 5 wire design), integer cents, computed only here from server-side prices:
 * total = subtotal - discount - coupon + shipping + insurance, never below 0; gift cards then credit
 * cover what they can of it, so amountDue = total - giftCard - credit, never below 0; tax is the GST part
 * of the total. A tender asked for more than is left (the total fell after it was applied) covers less.
 */
export function checkoutTotals(input: TotalsInput): Totals {
  const goods = Math.max(0, input.subtotal - input.discount);
  const coupon = Math.min(Math.max(0, input.couponAmount), goods);
  const total = Math.max(0, goods - coupon + input.shipping + input.insurance);
  let left = total;
  const giftCards = input.giftCards.map((asked) => {
    const covers = Math.min(Math.max(0, asked), left);
    left -= covers;
    return covers;
  });
  const credit = Math.min(Math.max(0, input.credit), left);
  left -= credit;
  return {
    subtotal: input.subtotal,
    discount: input.discount,
    coupon,
    shipping: input.shipping,
    insurance: input.insurance,
    giftCard: giftCards.reduce((a, b) => a + b, 0),
    giftCards,
    credit,
    total,
    tax: gstIncluded(total, input.country),
    amountDue: left,
  };
}
