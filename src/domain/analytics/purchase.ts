import { type Money, unitPrice } from '../money';

/**
 * Spec §3 Line item: the fields of a cart line that analytics reads (the cart's LineItem is assignable to it).
 * As decided in docs/decisions.md, `price.value` is the line total and `price.discounted.value` the
 * discounted line total.
 */
export interface AnalyticsLineItem {
  readonly variant: { readonly sku: string };
  readonly name: string;
  readonly quantity: number;
  readonly price: { readonly value: Money; readonly discounted?: { readonly value: Money } };
  readonly brandName?: string;
  readonly category1Name?: string;
  readonly category2Name?: string;
  readonly category3Name?: string;
  readonly category4Name?: string;
  readonly category5Name?: string;
  readonly listId?: string;
  readonly listName?: string;
}

/** Spec §3 Purchase record (as sent to analytics); amounts in cents. */
export interface PurchaseRecord {
  readonly orderNumber: string;
  readonly value: number;
  readonly tax: number;
  readonly shipping: number;
  readonly coupon?: string;
  readonly insurance?: number;
  readonly paymentMethod: string;
  readonly lineItems: readonly AnalyticsLineItem[];
}

/**
 * Spec §9 Money: the unit price is the line total (the discounted one, what the shopper paid) divided by
 * quantity. A line without a whole positive quantity has no unit price; its total stands in for one.
 */
export function lineUnitPriceCents(line: AnalyticsLineItem): number {
  const total = line.price.discounted?.value ?? line.price.value;
  return unitPrice(total, line.quantity)?.centAmount ?? total.centAmount;
}
