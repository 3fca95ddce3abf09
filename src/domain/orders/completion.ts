import { type CheckoutToast, type CheckoutToastId, returnToCheckout } from '../payments';
import { confirmationPath } from './reference';

/** Spec §4 Order completion step 5 and §8: the failure message that rebuilds the payment step. */
export const TRANSACTION_DECLINED = 'Transaction declined';

export const isTransactionDeclined = (message: string | undefined): boolean => message === TRANSACTION_DECLINED;

/** What the shell must do once an order attempt has ended, as data. */
export interface OrderCompletionOutcome {
  readonly clearCart: boolean;
  readonly refreshAccount: boolean;
  readonly unfreezeCart: boolean;
  readonly toast?: CheckoutToast;
  readonly navigate?: string;
  /**
   * Spec §4 step 5: the caller sends `finishPaymentAttempt` to the checkout decider, which rebuilds the
   * payment step (next payment step id) and asks for a session with the same delivery code, store key and
   * purchase order number.
   */
  readonly rebuildPaymentStep?: true;
}

export type OrderCompletion =
  | { readonly type: 'orderConfirmed'; readonly orderNumber: string }
  | {
      readonly type: 'orderFailed';
      readonly message: string;
      /** Which §8 toast the failing payment path raises (CHECKOUT_TOAST_IDS: place-order-failed, the drop-in's checkout-failed …). */
      readonly toastId: CheckoutToastId;
    };

/** Spec §4 Order completion steps 3 to 5. */
export function orderCompletionOutcome(completion: OrderCompletion): OrderCompletionOutcome {
  if (completion.type === 'orderConfirmed') return orderConfirmedOutcome(completion.orderNumber);
  const toast = { id: completion.toastId, message: completion.message };
  // A declined transaction keeps the shopper on the payment step with a fresh session, so the cart stays frozen.
  if (isTransactionDeclined(completion.message)) {
    return { clearCart: false, refreshAccount: false, unfreezeCart: false, toast, rebuildPaymentStep: true };
  }
  return { clearCart: false, refreshAccount: false, ...returnToCheckout(toast) };
}

/** Spec §4 Order completion step 3: clear the cart, refresh the account, go to /checkout/{orderNumber}. */
export const orderConfirmedOutcome = (orderNumber: string): OrderCompletionOutcome => ({
  clearCart: true,
  refreshAccount: true,
  unfreezeCart: false,
  navigate: confirmationPath(orderNumber),
});
