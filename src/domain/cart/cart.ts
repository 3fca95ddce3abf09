import { produce } from 'immer';
import { type Decider, type Result, type Sku, assertNever, err, ok, type Event } from '../shared';
import { type DesiredQuantity, type LineUpdateError, lineUpdateItems } from './line-updates';
import type { AddToCartItem, Cart, CartLineUpdateItem } from './types';

// State: the client's view of the cart, as last received from the server.

export interface CartState {
  readonly cart: Cart | null;
  /** Spec §4 Cart: frozen during checkout, so line items cannot change under a payment. */
  readonly frozen: boolean;
}

export const initialCartState = (): CartState => ({ cart: null, frozen: false });

// Events

/**
 * Spec §4 Cart: the cart is unfrozen on payment failure or on a drop-in error; and when the shopper signs in
 * or out, since the cart is then another owner's (the server thawed the guest's frozen cart into the customer's).
 */
export type UnfreezeReason = 'paymentFailed' | 'dropInError' | 'ownerChanged';

export type CartEvent =
  | Event<'cart/loaded', { cart: Cart }>
  | Event<'cart/updated', { cart: Cart }>
  | Event<'cart/frozen'>
  | Event<'cart/unfrozen', { reason: UnfreezeReason }>
  | Event<'cart/cleared'>
  | Event<'cart/discountCodeRemoved'>;

export function evolve(state: CartState, event: CartEvent): CartState {
  switch (event.type) {
    case 'cart/loaded':
    case 'cart/updated':
      return { ...state, cart: event.data.cart };
    case 'cart/frozen':
      return { ...state, frozen: true };
    case 'cart/unfrozen':
      return { ...state, frozen: false };
    case 'cart/cleared':
      // Spec §4 Order completion: the cart is cleared after a successful order; the next cart starts unfrozen.
      return initialCartState();
    case 'cart/discountCodeRemoved':
      return produce(state, (draft) => {
        if (draft.cart) draft.cart.isDiscountCode = false;
      });
    default:
      return assertNever(event);
  }
}

// Policies

/** Spec §4 Cart: after a cart update, an empty cart that still has a discount code loses it. */
export const shouldRemoveDiscountCode = (cart: Cart): boolean => cart.lineItems.length === 0 && cart.isDiscountCode;

export const canChangeLines = (state: CartState): boolean => !state.frozen;

// Commands

export type CartCommand =
  | { readonly type: 'loadCart'; readonly cart: Cart }
  | { readonly type: 'recordUpdate'; readonly cart: Cart }
  | { readonly type: 'freeze' }
  | { readonly type: 'unfreeze'; readonly reason: UnfreezeReason }
  | { readonly type: 'clear' }
  | { readonly type: 'recordDiscountCodeRemoved' };

export type CartError =
  | { readonly type: 'cart/frozen' }
  | { readonly type: 'cart/notLoaded' }
  | { readonly type: 'cart/emptySku' }
  | { readonly type: 'cart/invalidAddQuantity'; readonly sku: Sku; readonly quantity: number }
  | LineUpdateError;

export function decide(state: CartState, command: CartCommand): Result<readonly CartEvent[], CartError> {
  switch (command.type) {
    case 'loadCart':
      // The server is the authority: what it sends is recorded even while frozen.
      return ok([{ type: 'cart/loaded', data: { cart: command.cart } }]);
    case 'recordUpdate':
      if (!canChangeLines(state)) return err({ type: 'cart/frozen' });
      return ok([{ type: 'cart/updated', data: { cart: command.cart } }]);
    case 'freeze':
      return ok(state.frozen ? [] : [{ type: 'cart/frozen', data: {} }]);
    case 'unfreeze':
      return ok(state.frozen ? [{ type: 'cart/unfrozen', data: { reason: command.reason } }] : []);
    case 'clear':
      return ok(state.cart === null && !state.frozen ? [] : [{ type: 'cart/cleared', data: {} }]);
    case 'recordDiscountCodeRemoved':
      return ok(state.cart?.isDiscountCode ? [{ type: 'cart/discountCodeRemoved', data: {} }] : []);
    default:
      return assertNever(command);
  }
}

export const cartDecider: Decider<CartState, CartCommand, CartEvent, CartError> = {
  initialState: initialCartState,
  decide,
  evolve,
};

// Effects: what the caller must do after recording an event.

export type CartEffect = { readonly type: 'removeDiscountCode' };

/**
 * Spec §4 Cart: recording `cart/updated` for an empty cart with a discount code asks the caller to
 * remove the code (DELETE /bff/checkout/discount) and then record `recordDiscountCodeRemoved`. The
 * removal is an effect, not an event, because it has not happened until the server says so.
 */
export function effectsOf(event: CartEvent): CartEffect[] {
  return event.type === 'cart/updated' && shouldRemoveDiscountCode(event.data.cart) ? [{ type: 'removeDiscountCode' }] : [];
}

// Requests checked before they reach the server.

/** The body of PATCH /bff/checkout/update-cart, refused while the cart is frozen or not yet loaded. */
export function planLineUpdates(state: CartState, desired: readonly DesiredQuantity[]): Result<CartLineUpdateItem[], CartError> {
  if (!canChangeLines(state)) return err({ type: 'cart/frozen' });
  if (!state.cart) return err({ type: 'cart/notLoaded' });
  return lineUpdateItems(state.cart.lineItems, desired);
}

/** The body of POST /bff/cart/add: a positive whole quantity of a named SKU, refused while frozen. */
export function planAddToCart(state: CartState, sku: Sku, quantity: number, itemContainer: string): Result<AddToCartItem, CartError> {
  if (!canChangeLines(state)) return err({ type: 'cart/frozen' });
  if (sku.trim() === '') return err({ type: 'cart/emptySku' });
  if (!Number.isSafeInteger(quantity) || quantity < 1) return err({ type: 'cart/invalidAddQuantity', sku, quantity });
  return ok({ sku, quantity, itemContainer });
}
