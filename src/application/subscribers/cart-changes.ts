import { type AnalyticsLineItem, type CartLineChange, lineUnitPriceCents } from '../../domain/analytics';
import type { Cart } from '../../domain/cart';
import type { CurrencyCode } from '../../domain/money';
import type { DomainEvent } from '../events';

/** A line whose quantity went up or down, with the line as it stands (or stood, when it went away). */
export type LineChange = CartLineChange;

export interface CartChanges {
  readonly currency: CurrencyCode;
  readonly added: readonly LineChange[];
  readonly removed: readonly LineChange[];
}

const change = (line: AnalyticsLineItem | undefined, quantity: number): LineChange[] =>
  line && quantity > 0 ? [{ line, quantity, unitCents: lineUnitPriceCents(line) }] : [];

const lineOfSku = (cart: Cart, sku: string) => cart.lineItems.find((line) => line.variant.sku === sku);

/**
 * What the shopper added to or took out of the cart, read from the fact itself: the line comes from the
 * cart the server answered with (or, for a line that went, as it stood). A load, a clear after an order or
 * a discount code adds and removes nothing.
 */
export function cartChangesOf(event: DomainEvent): CartChanges | null {
  switch (event.type) {
    case 'cart/itemAdded': {
      const { cart, sku, quantity } = event.data;
      return { currency: cart.totalPrice.currencyCode, added: change(lineOfSku(cart, sku), quantity), removed: [] };
    }
    case 'cart/projectPartsAdded': {
      const { cart, parts } = event.data;
      return {
        currency: cart.totalPrice.currencyCode,
        added: parts.flatMap((part) => change(lineOfSku(cart, part.sku), part.quantity)),
        removed: [],
      };
    }
    case 'cart/lineQuantityChanged': {
      const { cart, lineItemId, from, to } = event.data;
      const line = cart.lineItems.find((item) => item.id === lineItemId);
      const currency = cart.totalPrice.currencyCode;
      return to > from ? { currency, added: change(line, to - from), removed: [] } : { currency, added: [], removed: change(line, from - to) };
    }
    case 'cart/lineRemoved': {
      const { cart, line } = event.data;
      return { currency: cart.totalPrice.currencyCode, added: [], removed: change(line, line.quantity) };
    }
    default:
      return null;
  }
}
