import { BNPL_PROVIDER, CARD_DROP_IN_PROVIDER, SECOND_CARD_PROVIDER } from '../../../kernel/payments';

/** Spec §8 Checkout error toasts: each toast is keyed by an id and shows the server message. */
export const CHECKOUT_TOAST_IDS = {
  bnplOrderFailed: `create-order-${BNPL_PROVIDER}-failed`,
  placeOrderFailed: 'place-order-failed',
  dropInFailed: `${CARD_DROP_IN_PROVIDER}-checkout-failed`,
  dropInError: `${CARD_DROP_IN_PROVIDER}-checkout-error`,
  giftCardFailed: 'gift-card-failed',
  discountCodeFailed: 'discount-code-failed',
  payFormError: `${SECOND_CARD_PROVIDER}-pay-form-error`,
} as const;

export type CheckoutToastId = (typeof CHECKOUT_TOAST_IDS)[keyof typeof CHECKOUT_TOAST_IDS];

export interface CheckoutToast {
  readonly id: CheckoutToastId;
  readonly message: string;
}

/**
 * What the shell must do after a payment event, as data: the use case shows the toast, unfreezes the
 * cart, looks the order up and navigates; the domain only says which.
 */
export interface PaymentOutcome {
  readonly toast?: CheckoutToast;
  readonly unfreezeCart: boolean;
  readonly navigate?: string;
  /** Spec §4 Second card provider's pay form: on SUCCESS the order is fetched, then confirmation. */
  readonly lookupOrder?: boolean;
}

export const NO_EFFECT: PaymentOutcome = { unfreezeCart: false };

/** Spec §2 Routes: the checkout page, where a failed payment sends the shopper back. */
export const CHECKOUT_PATH = '/checkout';

/**
 * Spec §4 Order completion 4 and Card drop-in errors: a failed payment unfreezes the cart, shows the
 * toast and goes back to /checkout.
 */
export const returnToCheckout = (toast: CheckoutToast) => ({ toast, unfreezeCart: true, navigate: CHECKOUT_PATH }) as const;

/** Spec §8: a toast that shows the server message, with no other effect. */
export const checkoutToast = (id: CheckoutToastId, message: string): PaymentOutcome => ({
  toast: { id, message },
  unfreezeCart: false,
});
