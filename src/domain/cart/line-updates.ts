import { type Result, err, ok } from '../shared';
import type { CartLineUpdateItem, LineItem } from './types';

/** A quantity the shopper asks for on one line; 0 removes the line. */
export interface DesiredQuantity {
  readonly lineItemId: string;
  readonly quantity: number;
}

export type LineUpdateError =
  | { readonly type: 'cart/invalidQuantity'; readonly lineItemId: string; readonly quantity: number }
  | { readonly type: 'cart/unknownLineItem'; readonly lineItemId: string };

export const isValidLineQuantity = (quantity: number): boolean => Number.isSafeInteger(quantity) && quantity >= 0;

/**
 * The body of PATCH /bff/checkout/update-cart (Spec §3 Cart line update item) for the quantities asked.
 * Lines whose quantity does not change are left out, so an unchanged form sends nothing; when a line is
 * asked for twice the last request wins, as the last edit in a form would. Items follow the cart's order.
 */
export function lineUpdateItems(lineItems: readonly LineItem[], desired: readonly DesiredQuantity[]): Result<CartLineUpdateItem[], LineUpdateError> {
  const wanted = new Map<string, number>();
  for (const { lineItemId, quantity } of desired) {
    if (!isValidLineQuantity(quantity)) return err({ type: 'cart/invalidQuantity', lineItemId, quantity });
    if (!lineItems.some((item) => item.id === lineItemId)) return err({ type: 'cart/unknownLineItem', lineItemId });
    wanted.set(lineItemId, quantity);
  }
  const updates: CartLineUpdateItem[] = [];
  for (const item of lineItems) {
    const quantity = wanted.get(item.id);
    if (quantity !== undefined && quantity !== item.quantity) {
      updates.push({ lineItemId: item.id, quantity, sku: item.variant.sku });
    }
  }
  return ok(updates);
}
