import { type CurrencyCode, type Money, money, unitPrice } from '../money';
import { type Result, err, ok } from '../shared';
import type { LineItem } from './types';

/** What the shopper pays for a line: the discounted line total when there is one. */
export const effectiveLineTotal = (item: LineItem): Money => item.price.discounted?.value ?? item.price.value;

/** Spec §9 Money: unit price = line total / quantity; null for a line without a positive whole quantity. */
export const regularUnitPrice = (item: LineItem): Money | null => unitPrice(item.price.value, item.quantity);
export const effectiveUnitPrice = (item: LineItem): Money | null => unitPrice(effectiveLineTotal(item), item.quantity);

/** What a discount takes off a line; a "discount" above the regular total saves nothing. */
export const lineSavings = (item: LineItem): number => Math.max(0, item.price.value.centAmount - effectiveLineTotal(item).centAmount);

export interface CartTotals {
  /** Sum of the quantities (a line of 3 counts 3). */
  readonly itemCount: number;
  /** Sum of the effective line totals. */
  readonly subtotal: Money;
  /** Sum of what discounts take off the regular line totals. */
  readonly savings: Money;
}

export type CartTotalsError = { readonly type: 'cart/currencyMismatch'; readonly expected: CurrencyCode; readonly found: CurrencyCode };

/** Totals shown in the mini cart and cart page, all in integer cents of one currency. */
export function cartTotals(lineItems: readonly LineItem[], currencyCode: CurrencyCode): Result<CartTotals, CartTotalsError> {
  let itemCount = 0;
  let subtotal = 0;
  let savings = 0;
  for (const item of lineItems) {
    for (const price of [item.price.value, effectiveLineTotal(item)]) {
      if (price.currencyCode !== currencyCode) {
        return err({ type: 'cart/currencyMismatch', expected: currencyCode, found: price.currencyCode });
      }
    }
    itemCount += item.quantity;
    subtotal += effectiveLineTotal(item).centAmount;
    savings += lineSavings(item);
  }
  return ok({ itemCount, subtotal: money(subtotal, currencyCode), savings: money(savings, currencyCode) });
}
