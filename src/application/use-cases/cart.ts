import {
  type CartCommand,
  type CartError,
  type CartLookupContext,
  type CartState,
  cartDecider,
  effectsOf,
  planAddToCart,
  planLineUpdates,
} from '../../domain/cart';
import { type Result, type Sku, err, ok } from '../../domain/shared';
import type { Projection } from '../projection';
import type { ApiError } from '../ports/api-error';
import type { Bff, CartSummary, UpsellOffer } from '../ports/bff';
import { type Recorder, execute } from '../recorder';
import type { DrawersUseCases } from './drawers';
import type { ToastsUseCases } from './toasts';

// Toast ids and messages of our own: spec §8 says only that a failed mutation shows a default error.
export const ADD_TO_CART_ERROR_TOAST_ID = 'add-to-cart-error';
export const ADD_TO_CART_ERROR_MESSAGE = 'Sorry, we could not add this item to your cart';
export const CART_UPDATE_ERROR_TOAST_ID = 'cart-update-error';
export const CART_UPDATE_ERROR_MESSAGE = 'Sorry, we could not update your cart';
/** Where an item added from a product page sits, when the caller names no container. */
export const DEFAULT_ITEM_CONTAINER = 'product';

export type CartUseCaseError =
  | CartError
  | { readonly type: 'cart/requestFailed' }
  | { readonly type: 'cart/emptyDiscountCode' }
  | { readonly type: 'cart/discountRefused'; readonly message: string };

export type CartOutcome = Promise<Result<CartSummary, CartUseCaseError>>;

export interface CartUseCases {
  loadCart(context?: CartLookupContext): Promise<CartSummary | undefined>;
  /**
   * The shopper signed in or out: the cart is now the new owner's (after a sign-in, the guest's lines merged
   * into the customer's), so the header and drawer show it at once. A freeze the old cart was under is over.
   */
  ownerChanged(): Promise<void>;
  /** Spec §2: the cart drawer opens after add to cart; a refusal shows an error toast. */
  addToCart(item: { readonly sku: Sku; readonly quantity?: number; readonly itemContainer?: string }): CartOutcome;
  changeQuantity(lineItemId: string, quantity: number): CartOutcome;
  removeLine(lineItemId: string): CartOutcome;
  /** A refused code comes back with the server's reason, for the discount field to show. */
  applyDiscountCode(code: string): CartOutcome;
  removeDiscountCode(): CartOutcome;
  /** Spec §7: an empty upsell list is no upsell (null). */
  loadUpsell(): Promise<UpsellOffer | null>;
  /** Records the cart another call changed and answered with (a Makerhub project's "Add all to cart"). */
  recordCart(cart: CartSummary): CartOutcome;
}

export interface CartDeps {
  readonly view: Projection<CartState>;
  readonly recorder: Recorder;
  readonly bff: Pick<Bff, 'cart'>;
  readonly toasts: Pick<ToastsUseCases, 'show'>;
  readonly drawers: Pick<DrawersUseCases, 'open'>;
  /**
   * Resolves once the shopper's session and cart have loaded. An add made before must wait for them: sent
   * alone it would start a second anonymous session, and the cart loading after it would hide what it added.
   */
  readonly ready?: () => Promise<void>;
}

export function cartUseCases({ view, recorder, bff, toasts, drawers, ready }: CartDeps): CartUseCases {
  const decide = (command: CartCommand) => execute(cartDecider, view.getSnapshot(), command, recorder);
  const failed = (id: string, message: string): Result<never, CartUseCaseError> => {
    toasts.show({ id, type: 'error', message });
    return err({ type: 'cart/requestFailed' });
  };

  /** The cart the server answered with, then the effects it calls for (spec §4: an empty cart loses its code). */
  const recordUpdate = async (cart: CartSummary): CartOutcome => {
    const recorded = decide({ type: 'recordUpdate', cart });
    if (!recorded.ok) return recorded;
    for (const effect of recorded.value.flatMap(effectsOf)) {
      if (effect.type === 'removeDiscountCode') await dropDiscountCode();
    }
    return ok(current() ?? cart);
  };

  const dropDiscountCode = async (): CartOutcome => {
    const answer = await bff.cart.removeDiscount();
    if (!answer.ok) return failed(CART_UPDATE_ERROR_TOAST_ID, CART_UPDATE_ERROR_MESSAGE);
    decide({ type: 'recordDiscountCodeRemoved' });
    // The server's cart has the totals without the code; it is recorded without re-running the effects,
    // so a server that kept the code could never start a loop of removals.
    const recorded = decide({ type: 'recordUpdate', cart: answer.value });
    return recorded.ok ? ok(answer.value) : recorded;
  };

  // The view holds what the server last sent: a CartSummary, typed by the domain as the Cart it extends.
  const current = (): CartSummary | null => view.getSnapshot().cart as CartSummary | null;

  const updateLines = async (lineItemId: string, quantity: number): CartOutcome => {
    const plan = planLineUpdates(view.getSnapshot(), [{ lineItemId, quantity }]);
    if (!plan.ok) return plan;
    const unchanged = current();
    if (plan.value.length === 0 && unchanged) return ok(unchanged);
    const cart = await bff.cart.update(plan.value);
    return cart ? recordUpdate(cart) : failed(CART_UPDATE_ERROR_TOAST_ID, CART_UPDATE_ERROR_MESSAGE);
  };

  const loadCart: CartUseCases['loadCart'] = async (context = {}) => {
    const cart = await bff.cart.details(context);
    if (cart) decide({ type: 'loadCart', cart });
    return cart;
  };

  return {
    loadCart,

    async ownerChanged() {
      const cart = await bff.cart.details({});
      if (view.getSnapshot().frozen && !cart?.frozen) decide({ type: 'unfreeze', reason: 'ownerChanged' });
      // No answer: the old owner's cart must not linger in the header either.
      decide(cart ? { type: 'loadCart', cart } : { type: 'clear' });
    },

    async addToCart({ sku, quantity = 1, itemContainer = DEFAULT_ITEM_CONTAINER }) {
      await ready?.();
      const plan = planAddToCart(view.getSnapshot(), sku, quantity, itemContainer);
      if (!plan.ok) return plan;
      const cart = await bff.cart.add(plan.value);
      if (!cart) return failed(ADD_TO_CART_ERROR_TOAST_ID, ADD_TO_CART_ERROR_MESSAGE);
      const result = await recordUpdate(cart);
      if (result.ok) drawers.open('cart');
      return result;
    },

    changeQuantity: updateLines,
    removeLine: (lineItemId) => updateLines(lineItemId, 0),

    async applyDiscountCode(code) {
      const trimmed = code.trim();
      if (trimmed === '') return err({ type: 'cart/emptyDiscountCode' });
      if (view.getSnapshot().frozen) return err({ type: 'cart/frozen' });
      const answer = await bff.cart.applyDiscount(trimmed);
      if (!answer.ok) {
        // A conflict: the cart holds a code this page did not show (applied in another tab). Shown now, so
        // the shopper sees which code stays and can remove it for the new one.
        if (answer.error.status === 409) await loadCart();
        return err(refusal(answer.error));
      }
      return recordUpdate(answer.value);
    },

    async removeDiscountCode() {
      if (view.getSnapshot().frozen) return err({ type: 'cart/frozen' });
      return dropDiscountCode();
    },

    recordCart: (cart) => recordUpdate(cart),

    async loadUpsell() {
      const answer = await bff.cart.upsell();
      return answer.ok && answer.value.upsellProducts.length > 0 ? answer.value : null;
    },
  };
}

const refusal = (error: ApiError): CartUseCaseError => ({ type: 'cart/discountRefused', message: error.message });
