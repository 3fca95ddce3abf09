import type { Cart, CartEvent } from '../../src/domain/cart';

/**
 * The facts a shopper's edits record when the cart goes from `before` to `after`, one per line as the
 * cart drawer sends them: a new SKU is an add, a changed quantity a change, a line gone a removal.
 * For tests of subscribers that read those facts; the shop itself records them from each request.
 */
export function shopperEdits(before: Cart | null, after: Cart): CartEvent[] {
  const was = new Map((before?.lineItems ?? []).map((line) => [line.variant.sku, line]));
  const edits: CartEvent[] = [];
  for (const line of after.lineItems) {
    const old = was.get(line.variant.sku);
    if (!old) edits.push({ type: 'cart/itemAdded', data: { sku: line.variant.sku, quantity: line.quantity, itemContainer: 'product', cart: after } });
    else if (old.quantity !== line.quantity) {
      edits.push({
        type: 'cart/lineQuantityChanged',
        data: { lineItemId: old.id, sku: line.variant.sku, from: old.quantity, to: line.quantity, cart: after },
      });
    }
  }
  const kept = new Set(after.lineItems.map((line) => line.variant.sku));
  for (const old of was.values())
    if (!kept.has(old.variant.sku)) edits.push({ type: 'cart/lineRemoved', data: { lineItemId: old.id, line: old, cart: after } });
  return edits;
}
