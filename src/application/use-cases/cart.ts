import { type CartCommand, type CartDecision, type CartError, type CartLookupContext, type CartState, decideCart } from '../../domain/cart';
import { upsellOrNothing } from '../../domain/catalog';
import { NOTIFICATION_KEYS, type NotificationKey, mutationErrorKey, mutationErrorMessage } from '../../domain/session';
import { type Result, type Sku, err, ok } from '../../domain/shared';
import type { Projection } from '../projection';
import type { ApiError } from '../ports/api-error';
import type { Bff, CartSummary, UpsellOffer } from '../ports/bff';
import type { Geolocation } from '../ports/geolocation';

/** What a call that puts a project's parts in the cart answers with: the cart, and what went in. */
export interface ProjectPartsAnswer {
  readonly cart: CartSummary;
  readonly added: ReadonlyArray<{ readonly sku: string; readonly quantity: number }>;
}
import type { Recorder } from '../recorder';
import type { SessionService } from '../ports/session-service';
import type { DrawersUseCases } from './drawers';
import { reportMutationError } from './mutation-errors';
import type { ToastsUseCases } from './toasts';

// Spec §8: a failed mutation logs error.{notificationKey}; the key also names the toast and picks its words.
export const ADD_TO_CART_ERROR_TOAST_ID = mutationErrorKey(NOTIFICATION_KEYS.addToCart);
export const ADD_TO_CART_ERROR_MESSAGE = mutationErrorMessage(ADD_TO_CART_ERROR_TOAST_ID);
export const CART_UPDATE_ERROR_TOAST_ID = mutationErrorKey(NOTIFICATION_KEYS.updateCart);
export const CART_UPDATE_ERROR_MESSAGE = mutationErrorMessage(CART_UPDATE_ERROR_TOAST_ID);
/** Where an item added from a product page sits, when the caller names no container. */
export const DEFAULT_ITEM_CONTAINER = 'product';

export type CartUseCaseError =
  CartError | { readonly type: 'cart/requestFailed' } | { readonly type: 'cart/discountRefused'; readonly message: string };

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
  /**
   * A Makerhub project's "Add all to cart": refused while the cart is frozen, else `send` makes the call and
   * the parts it answers went in are recorded with its cart; the drawer then opens.
   */
  addProjectParts<A extends ProjectPartsAnswer>(
    projectId: string,
    send: () => Promise<Result<A, ApiError>>,
  ): Promise<Result<A, CartError | { readonly type: 'cart/requestRefused'; readonly error: ApiError }>>;
}

export interface CartDeps {
  readonly view: Projection<CartState>;
  readonly recorder: Recorder;
  /** Where a failed mutation's error.{notificationKey} is logged (spec §8); absent, it is only shown. */
  readonly logger?: Pick<SessionService, 'log'>;
  readonly bff: Pick<Bff, 'cart'>;
  readonly toasts: Pick<ToastsUseCases, 'show'>;
  readonly drawers: Pick<DrawersUseCases, 'open'>;
  /** Spec §3 Cart lookup context: where the shopper last was (the `geo` cookie) goes with the cart lookup; never asked for here. */
  readonly geolocation?: Pick<Geolocation, 'lastKnownPosition'>;
  /**
   * Resolves once the shopper's session and cart have loaded. An add made before must wait for them: sent
   * alone it would start a second anonymous session, and the cart loading after it would hide what it added.
   */
  readonly ready?: () => Promise<void>;
}

export function cartUseCases({ view, recorder, bff, toasts, drawers, ready, logger, geolocation }: CartDeps): CartUseCases {
  /** The lookup context with the shopper's last known position, when the caller gave none (spec §4, §7 cart details). */
  const lookup = (context: CartLookupContext): CartLookupContext => {
    if (context.position) return context;
    const position = geolocation?.lastKnownPosition();
    return position ? { ...context, position } : context;
  };
  /** The one step every command takes: the domain decides, the facts are recorded, the decision comes back. */
  const decide = (command: CartCommand): Result<CartDecision, CartError> => {
    const decision = decideCart(view.getSnapshot(), command);
    if (decision.ok) recorder.record(decision.value.events);
    return decision;
  };
  const failed = (notificationKey: NotificationKey, error?: ApiError): Result<never, CartUseCaseError> => {
    reportMutationError({ toasts, ...(logger ? { logger } : {}) }, { notificationKey, ...(error ? { error } : {}) });
    return err({ type: 'cart/requestFailed' });
  };
  // The view holds what the server last sent: a CartSummary, typed by the domain as the Cart it extends.
  const current = (): CartSummary | null => view.getSnapshot().cart as CartSummary | null;

  /** Records what the server answered, then runs what the decision asks for after it. */
  const record = async (command: CartCommand & { readonly cart: CartSummary }): CartOutcome => {
    const decided = decide(command);
    if (!decided.ok) return decided;
    for (const effect of decided.value.effects) {
      if (effect.type === 'sendDiscountRemoval') await removeCode();
      if (effect.type === 'openCartDrawer') drawers.open('cart');
    }
    return ok(current() ?? command.cart);
  };

  const removeCode = async (): CartOutcome => {
    const answer = await bff.cart.removeDiscount();
    if (!answer.ok) return failed(NOTIFICATION_KEYS.updateCart, answer.error);
    return record({ type: 'recordDiscountCodeRemoved', cart: answer.value });
  };

  const changeQuantity = async (lineItemId: string, quantity: number): CartOutcome => {
    const asked = decide({ type: 'changeLineQuantity', lineItemId, quantity });
    if (!asked.ok) return asked;
    const [send] = asked.value.effects;
    const unchanged = current();
    if (send?.type !== 'sendLineUpdates') return unchanged ? ok(unchanged) : err({ type: 'cart/notLoaded' });
    const cart = await bff.cart.update(send.items);
    return cart ? record({ type: 'recordLineQuantityChanged', lineItemId, quantity, cart }) : failed(NOTIFICATION_KEYS.updateCart);
  };

  const loadCart: CartUseCases['loadCart'] = async (context = {}) => {
    const cart = await bff.cart.details(lookup(context));
    if (cart) decide({ type: 'loadCart', cart });
    return cart;
  };

  return {
    loadCart,

    async ownerChanged() {
      const cart = await bff.cart.details(lookup({}));
      if (view.getSnapshot().frozen && !cart?.frozen) decide({ type: 'unfreeze', reason: 'ownerChanged' });
      // No answer: the old owner's cart must not linger in the header either.
      decide(cart ? { type: 'loadCart', cart } : { type: 'clear' });
    },

    async addToCart({ sku, quantity = 1, itemContainer = DEFAULT_ITEM_CONTAINER }) {
      await ready?.();
      const asked = decide({ type: 'addItem', sku, quantity, itemContainer });
      if (!asked.ok) return asked;
      const [send] = asked.value.effects;
      if (send?.type !== 'sendAdd') return failed(NOTIFICATION_KEYS.addToCart);
      const cart = await bff.cart.add(send.item);
      if (!cart) return failed(NOTIFICATION_KEYS.addToCart);
      return record({ type: 'recordItemAdded', ...send.item, cart });
    },

    changeQuantity,
    removeLine: (lineItemId) => changeQuantity(lineItemId, 0),

    async applyDiscountCode(code) {
      const asked = decide({ type: 'applyDiscountCode', code });
      if (!asked.ok) return asked;
      const [send] = asked.value.effects;
      if (send?.type !== 'sendDiscountCode') return failed(NOTIFICATION_KEYS.updateCart);
      const answer = await bff.cart.applyDiscount(send.code);
      if (!answer.ok) {
        // A conflict: the cart holds a code this page did not show (applied in another tab). Shown now, so
        // the shopper sees which code stays and can remove it for the new one.
        if (answer.error.status === 409) await loadCart();
        return err(refusal(answer.error));
      }
      return record({ type: 'recordDiscountCodeApplied', code: send.code, cart: answer.value });
    },

    async removeDiscountCode() {
      const asked = decide({ type: 'removeDiscountCode' });
      return asked.ok ? removeCode() : asked;
    },

    async addProjectParts(projectId, send) {
      const asked = decide({ type: 'addProjectParts', projectId });
      if (!asked.ok) return asked;
      const answer = await send();
      if (!answer.ok) return err({ type: 'cart/requestRefused', error: answer.error });
      const recorded = await record({ type: 'recordProjectPartsAdded', projectId, parts: answer.value.added, cart: answer.value.cart });
      return recorded.ok ? ok(answer.value) : err({ type: 'cart/frozen' });
    },

    async loadUpsell() {
      const answer = await bff.cart.upsell();
      return answer.ok ? upsellOrNothing(answer.value) : null;
    },
  };
}

const refusal = (error: ApiError): CartUseCaseError => ({ type: 'cart/discountRefused', message: error.message });
