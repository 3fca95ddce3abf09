import { castDraft, produce } from 'immer';
import { type Decider, type Event, type Result, type Sku, assertNever, err, ok } from '../shared';
import { type LineUpdateError, lineUpdateItems } from './line-updates';
import type { OrderPlaced } from '../orders';
import type { AddToCartItem, Cart, CartLineUpdateItem, LineItem } from './types';

// State: the client's view of the cart, as last received from the server.

export interface CartState {
  readonly cart: Cart | null;
  /** Spec §4 Cart: frozen during checkout, so line items cannot change under a payment. */
  readonly frozen: boolean;
}

export const initialCartState = (): CartState => ({ cart: null, frozen: false });

// Events: what happened to the cart, each carrying the cart the server answered with.

/**
 * Spec §4 Cart: the cart is unfrozen on payment failure or on a drop-in error; and when the shopper signs in
 * or out, since the cart is then another owner's (the server thawed the guest's frozen cart into the customer's).
 */
export type UnfreezeReason = 'paymentFailed' | 'dropInError' | 'ownerChanged';

/** A part that went into the cart with a Makerhub project, and how many. */
export interface AddedPart {
  readonly sku: Sku;
  readonly quantity: number;
}

export type CartEvent =
  | Event<'cart/loaded', { cart: Cart }>
  | Event<'cart/itemAdded', { sku: Sku; quantity: number; itemContainer: string; cart: Cart }>
  | Event<'cart/lineQuantityChanged', { lineItemId: string; sku: Sku; from: number; to: number; cart: Cart }>
  /** The line as it stood before it went: the cart the server answered with no longer has it. */
  | Event<'cart/lineRemoved', { lineItemId: string; line: LineItem; cart: Cart }>
  | Event<'cart/projectPartsAdded', { projectId: string; parts: readonly AddedPart[]; cart: Cart }>
  | Event<'cart/discountCodeApplied', { code: string; cart: Cart }>
  | Event<'cart/discountCodeRemoved', { cart: Cart }>
  | Event<'cart/frozen'>
  | Event<'cart/unfrozen', { reason: UnfreezeReason }>
  | Event<'cart/cleared'>;

export function evolve(state: CartState, event: CartEvent | OrderPlaced): CartState {
  switch (event.type) {
    case 'cart/loaded':
    case 'cart/itemAdded':
    case 'cart/lineQuantityChanged':
    case 'cart/lineRemoved':
    case 'cart/projectPartsAdded':
    case 'cart/discountCodeApplied':
    case 'cart/discountCodeRemoved':
      return produce(state, (draft) => {
        draft.cart = castDraft(event.data.cart);
      });
    case 'cart/frozen':
      return { ...state, frozen: true };
    case 'cart/unfrozen':
      return { ...state, frozen: false };
    case 'cart/cleared':
    case 'orders/orderPlaced':
      // Spec §4 Order completion: the cart is cleared after a successful order; the next cart starts unfrozen.
      return initialCartState();
    default:
      return assertNever(event);
  }
}

// Policies

/** Spec §4 Cart: after a cart update, an empty cart that still has a discount code loses it. */
export const shouldRemoveDiscountCode = (cart: Cart): boolean => cart.lineItems.length === 0 && cart.isDiscountCode;

/** Spec §4 Cart: the one place the frozen rule lives. Nothing the shopper asks may change a frozen cart. */
export const canChangeLines = (state: CartState): boolean => !state.frozen;

// Commands: a request the shopper makes (answered with the call to send), or what the server answered.

export type CartCommand =
  | { readonly type: 'loadCart'; readonly cart: Cart }
  | { readonly type: 'addItem'; readonly sku: Sku; readonly quantity: number; readonly itemContainer: string }
  | { readonly type: 'recordItemAdded'; readonly sku: Sku; readonly quantity: number; readonly itemContainer: string; readonly cart: Cart }
  | { readonly type: 'changeLineQuantity'; readonly lineItemId: string; readonly quantity: number }
  | { readonly type: 'recordLineQuantityChanged'; readonly lineItemId: string; readonly quantity: number; readonly cart: Cart }
  | { readonly type: 'addProjectParts'; readonly projectId: string }
  | { readonly type: 'recordProjectPartsAdded'; readonly projectId: string; readonly parts: readonly AddedPart[]; readonly cart: Cart }
  | { readonly type: 'applyDiscountCode'; readonly code: string }
  | { readonly type: 'recordDiscountCodeApplied'; readonly code: string; readonly cart: Cart }
  | { readonly type: 'removeDiscountCode' }
  | { readonly type: 'recordDiscountCodeRemoved'; readonly cart: Cart }
  | { readonly type: 'freeze' }
  | { readonly type: 'unfreeze'; readonly reason: UnfreezeReason }
  | { readonly type: 'clear' };

export type CartError =
  | { readonly type: 'cart/frozen' }
  | { readonly type: 'cart/notLoaded' }
  | { readonly type: 'cart/emptySku' }
  | { readonly type: 'cart/emptyDiscountCode' }
  | { readonly type: 'cart/invalidAddQuantity'; readonly sku: Sku; readonly quantity: number }
  | LineUpdateError;

// Effects: what the caller must do for a decision; none of it has happened until the server says so.

export type CartEffect =
  /** POST /bff/cart/add */
  | { readonly type: 'sendAdd'; readonly item: AddToCartItem }
  /** PATCH /bff/checkout/update-cart; an unchanged quantity sends nothing. */
  | { readonly type: 'sendLineUpdates'; readonly items: readonly CartLineUpdateItem[] }
  /** POST /bff/projects/{id}/add-to-cart */
  | { readonly type: 'sendProjectParts'; readonly projectId: string }
  | { readonly type: 'sendDiscountCode'; readonly code: string }
  /** DELETE /bff/checkout/discount: asked for by the shopper, or by spec §4 when the cart is left empty. */
  | { readonly type: 'sendDiscountRemoval' }
  /** Spec §2: the cart drawer opens after add to cart. */
  | { readonly type: 'openCartDrawer' };

export interface CartDecision {
  readonly events: readonly CartEvent[];
  readonly effects: readonly CartEffect[];
}

const facts = (...events: CartEvent[]): Result<CartDecision, never> => ok({ events, effects: [] });
const request = (effect: CartEffect): Result<CartDecision, never> => ok({ events: [], effects: [effect] });

/**
 * Spec §4 Cart: a change the server made leaves an empty cart with a code; the code goes too. The removal
 * itself records no further removal, so a server that kept the code could never start a loop.
 */
const withCartPolicies = (event: CartEvent & { readonly data: { readonly cart: Cart } }, ...after: CartEffect[]): Result<CartDecision, never> =>
  ok({ events: [event], effects: [...(shouldRemoveDiscountCode(event.data.cart) ? [{ type: 'sendDiscountRemoval' } as const] : []), ...after] });

/**
 * The cart's one decision per command: the facts to record and the effects to run. A request is refused
 * while the cart is frozen (spec §4) or when it cannot be sent; an answer is recorded as the fact it is.
 */
export function decideCart(state: CartState, command: CartCommand): Result<CartDecision, CartError> {
  const frozen = !canChangeLines(state);
  switch (command.type) {
    case 'loadCart':
      // The server is the authority: what it sends is recorded even while frozen.
      return facts({ type: 'cart/loaded', data: { cart: command.cart } });
    case 'addItem': {
      if (frozen) return err({ type: 'cart/frozen' });
      const { sku, quantity, itemContainer } = command;
      if (sku.trim() === '') return err({ type: 'cart/emptySku' });
      if (!Number.isSafeInteger(quantity) || quantity < 1) return err({ type: 'cart/invalidAddQuantity', sku, quantity });
      return request({ type: 'sendAdd', item: { sku, quantity, itemContainer } });
    }
    case 'recordItemAdded': {
      if (frozen) return err({ type: 'cart/frozen' });
      const { sku, quantity, itemContainer, cart } = command;
      return withCartPolicies({ type: 'cart/itemAdded', data: { sku, quantity, itemContainer, cart } }, { type: 'openCartDrawer' });
    }
    case 'changeLineQuantity': {
      if (frozen) return err({ type: 'cart/frozen' });
      if (!state.cart) return err({ type: 'cart/notLoaded' });
      const items = lineUpdateItems(state.cart.lineItems, [{ lineItemId: command.lineItemId, quantity: command.quantity }]);
      if (!items.ok) return items;
      return items.value.length === 0 ? facts() : request({ type: 'sendLineUpdates', items: items.value });
    }
    case 'recordLineQuantityChanged': {
      if (frozen) return err({ type: 'cart/frozen' });
      const { lineItemId, quantity: to, cart } = command;
      const line = state.cart?.lineItems.find((item) => item.id === lineItemId);
      if (!line) return err({ type: 'cart/unknownLineItem', lineItemId });
      return withCartPolicies(
        to === 0
          ? { type: 'cart/lineRemoved', data: { lineItemId, line, cart } }
          : { type: 'cart/lineQuantityChanged', data: { lineItemId, sku: line.variant.sku, from: line.quantity, to, cart } },
      );
    }
    case 'addProjectParts':
      return frozen ? err({ type: 'cart/frozen' }) : request({ type: 'sendProjectParts', projectId: command.projectId });
    case 'recordProjectPartsAdded': {
      if (frozen) return err({ type: 'cart/frozen' });
      const { projectId, parts, cart } = command;
      return withCartPolicies({ type: 'cart/projectPartsAdded', data: { projectId, parts, cart } }, { type: 'openCartDrawer' });
    }
    case 'applyDiscountCode': {
      const code = command.code.trim();
      if (code === '') return err({ type: 'cart/emptyDiscountCode' });
      return frozen ? err({ type: 'cart/frozen' }) : request({ type: 'sendDiscountCode', code });
    }
    case 'recordDiscountCodeApplied':
      if (frozen) return err({ type: 'cart/frozen' });
      return withCartPolicies({ type: 'cart/discountCodeApplied', data: { code: command.code, cart: command.cart } });
    case 'removeDiscountCode':
      return frozen ? err({ type: 'cart/frozen' }) : request({ type: 'sendDiscountRemoval' });
    case 'recordDiscountCodeRemoved':
      return facts({ type: 'cart/discountCodeRemoved', data: { cart: command.cart } });
    case 'freeze':
      return state.frozen ? facts() : facts({ type: 'cart/frozen', data: {} });
    case 'unfreeze':
      return state.frozen ? facts({ type: 'cart/unfrozen', data: { reason: command.reason } }) : facts();
    case 'clear':
      return state.cart === null && !state.frozen ? facts() : facts({ type: 'cart/cleared', data: {} });
    default:
      return assertNever(command);
  }
}

export function decide(state: CartState, command: CartCommand): Result<readonly CartEvent[], CartError> {
  const decision = decideCart(state, command);
  return decision.ok ? ok(decision.value.events) : decision;
}

export const cartDecider: Decider<CartState, CartCommand, CartEvent, CartError> = {
  initialState: initialCartState,
  decide,
  evolve,
};
