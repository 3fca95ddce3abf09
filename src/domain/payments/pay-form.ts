import { PAY_FORM_CANCELLED_GATEWAY_CODE, PAY_FORM_SUCCESS_STATUS } from '../../../kernel/payments';
import { CHECKOUT_TOAST_IDS, NO_EFFECT, type PaymentOutcome, checkoutToast } from './toasts';

/** Spec §8 Checkout error toasts: a missing pay form. */
export const PAY_FORM_UNAVAILABLE_MESSAGE = 'Pay form instance not available';

/** What the second provider's pay form reported: a status it returned, or an error it raised. */
export type PayFormResult =
  | { readonly type: 'completed'; readonly status: string; readonly gatewayCode?: string }
  | { readonly type: 'failed'; readonly error: string; readonly gatewayCode?: string };

/**
 * Spec §4 Second card provider's pay form: SUCCESS fetches the order then shows confirmation; any other
 * status shows the pay form's error toast (CHECKOUT_TOAST_IDS.payFormError) with the returned status or the error text, unless the gateway code
 * is CANCELLED. Spec §4 Cart: a failed payment unfreezes the cart.
 */
export function payFormOutcome(result: PayFormResult): PaymentOutcome {
  if (result.type === 'completed' && result.status === PAY_FORM_SUCCESS_STATUS) {
    return { unfreezeCart: false, lookupOrder: true };
  }
  if (result.gatewayCode === PAY_FORM_CANCELLED_GATEWAY_CODE) return NO_EFFECT;
  return { ...payFormErrorToast(result.type === 'completed' ? result.status : result.error), unfreezeCart: true };
}

/** Spec §8: the pay form was needed but never mounted. */
export const payFormUnavailableOutcome = (): PaymentOutcome => payFormErrorToast(PAY_FORM_UNAVAILABLE_MESSAGE);

export interface PayFormError {
  readonly type: string;
  readonly errorCode?: string;
  readonly message?: string;
}

/** Spec §5 Pay form errors: the form itself shows field problems, so those raise no toast. */
export const CLIENT_VALIDATION_ERROR = 'CLIENT_VALIDATION_ERROR';

/** Spec §5 Pay form errors: CLIENT_VALIDATION_ERROR with no errorCode produces no toast; others show the error text. */
export function payFormErrorOutcome(error: PayFormError): PaymentOutcome {
  if (error.type === CLIENT_VALIDATION_ERROR && !error.errorCode) return NO_EFFECT;
  return payFormErrorToast(error.message || error.errorCode || error.type);
}

const payFormErrorToast = (message: string): PaymentOutcome => checkoutToast(CHECKOUT_TOAST_IDS.payFormError, message);
