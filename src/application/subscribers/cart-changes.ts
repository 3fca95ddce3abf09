import { type AnalyticsLineItem, lineUnitPriceCents } from '../../domain/analytics';
import type { Cart } from '../../domain/cart';
import type { CurrencyCode } from '../../domain/money';
import type { DomainEvent } from '../events';

/** A line whose quantity went up or down, with the line as it stands (or stood, when it went away). */
export interface LineChange {
  readonly line: AnalyticsLineItem;
  /** How many were added or removed: always positive. */
  readonly quantity: number;
  readonly unitCents: number;
}

export interface CartChanges {
  readonly currency: CurrencyCode;
  readonly added: readonly LineChange[];
  readonly removed: readonly LineChange[];
}

const quantities = (cart: Cart | null): Map<string, number> => {
  const bySku = new Map<string, number>();
  for (const line of cart?.lineItems ?? []) bySku.set(line.variant.sku, (bySku.get(line.variant.sku) ?? 0) + line.quantity);
  return bySku;
};

/** What the shopper added and removed between two carts, compared SKU by SKU. */
export function cartChanges(previous: Cart | null, next: Cart): CartChanges {
  const before = quantities(previous);
  const after = quantities(next);
  const lineOf = (cart: Cart | null, sku: string) => cart?.lineItems.find((line) => line.variant.sku === sku);
  const added: LineChange[] = [];
  const removed: LineChange[] = [];
  for (const sku of new Set([...before.keys(), ...after.keys()])) {
    const delta = (after.get(sku) ?? 0) - (before.get(sku) ?? 0);
    const line = delta > 0 ? lineOf(next, sku) : lineOf(previous, sku);
    if (delta === 0 || !line) continue;
    (delta > 0 ? added : removed).push({ line, quantity: Math.abs(delta), unitCents: lineUnitPriceCents(line) });
  }
  return { currency: next.totalPrice.currencyCode, added, removed };
}

/**
 * Follows the cart through its events and tells what each update changed. A load (or a clear after an
 * order) only sets the baseline: the shopper did not add or remove anything by reloading the page.
 */
export function cartChangeTracker(): (event: DomainEvent) => CartChanges | null {
  let cart: Cart | null = null;
  return (event) => {
    switch (event.type) {
      case 'cart/loaded':
        cart = event.data.cart;
        return null;
      case 'cart/cleared':
        cart = null;
        return null;
      case 'cart/updated': {
        const changes = cartChanges(cart, event.data.cart);
        cart = event.data.cart;
        return changes;
      }
      default:
        return null;
    }
  };
}
