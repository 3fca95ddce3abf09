import { CHECKOUT_TOAST_IDS, NO_EFFECT, type PaymentOutcome, returnToCheckout } from './toasts';

/** Spec §5 Card drop-in: how the card form is configured, and when it may be submitted. */
export interface DropInFormRule {
  readonly holderName: { readonly shown: true; readonly required: true };
  readonly billingAddressRequired: false;
  readonly valid: boolean;
}

/** Spec §5 Card drop-in: the holder name is shown and required, no billing address, validity follows the drop-in. */
export function dropInFormRule(dropInState: { readonly isValid?: boolean }): DropInFormRule {
  return {
    holderName: { shown: true, required: true },
    billingAddressRequired: false,
    valid: dropInState.isValid === true,
  };
}

/** Spec §4 Card drop-in errors: the name the drop-in gives a shopper's cancellation. */
export const DROP_IN_CANCEL = 'CANCEL';

export interface DropInError {
  readonly name: string;
  readonly message?: string;
}

/**
 * Spec §4 Card drop-in errors: CANCEL shows no toast; any other error unfreezes the cart and returns to
 * /checkout, with the `{card-provider}-checkout-error` toast of §8.
 */
export function dropInErrorOutcome(error: DropInError): PaymentOutcome {
  if (error.name === DROP_IN_CANCEL) return NO_EFFECT;
  return returnToCheckout({ id: CHECKOUT_TOAST_IDS.dropInError, message: error.message || error.name });
}
