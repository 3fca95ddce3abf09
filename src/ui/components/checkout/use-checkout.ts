import { useCallback, useState } from 'react';
import type { CheckoutDetails } from '../../../application/ports/bff';
import type { CheckoutPageState } from '../../../application/ports/bff-checkout-payloads';
import type { CheckoutState } from '../../../domain/checkout';
import { CNC_INSUFFICIENT_STOCK, CNC_NO_STOCK } from '../../../domain/delivery';
import { formatMoney } from '../../../domain/money';
import { useCheckoutServices } from '../../checkout-services';
import { useProjection } from '../../use-projection';

const selectDetails = (state: CheckoutPageState) => state.details;
const selectCheckout = (state: CheckoutState) => state;

/** The server's checkout details and the client's checkout state, as the step views read them. */
export function useCheckout(): { details: CheckoutDetails | null; state: CheckoutState } {
  const { views } = useCheckoutServices();
  return { details: useProjection(views.checkoutPage, selectDetails), state: useProjection(views.checkout, selectCheckout) };
}

/** Cents in the checkout's currency, in the site's locale (spec §9 Money). */
export function useCents(): (cents: number) => string {
  const { site } = useCheckoutServices();
  return useCallback((cents: number) => formatMoney({ centAmount: cents, currencyCode: site.currency }, site.locale), [site]);
}

/** Runs one action at a time and keeps its failure message for the form to show. */
export function useAction(): {
  busy: boolean;
  error: string | null;
  setError: (message: string | null) => void;
  run: <T>(action: () => Promise<T>) => Promise<T | undefined>;
} {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async <T>(action: () => Promise<T>) => {
    setBusy(true);
    setError(null);
    try {
      return await action();
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, setError, run };
}

/**
 * Spec §8 names a click-and-collect shortfall by its code (the server answers CNC_NO_STOCK or
 * CNC_INSUFFICIENT_STOCK verbatim); the shopper reads what it means and what to do instead.
 */
const CLICK_AND_COLLECT_MESSAGES: Readonly<Record<string, string>> = {
  [CNC_NO_STOCK]: 'Out of stock at this store. Choose another store or home delivery.',
  [CNC_INSUFFICIENT_STOCK]: 'Sorry, requested quantity is unavailable at this store. Reduce the quantity, or choose another store or home delivery.',
};

/** The message a failed checkout call shows the shopper. */
export function failureMessage(error: { readonly type: string } | { readonly type: string; readonly message: string }): string {
  if ('message' in error && error.message) return CLICK_AND_COLLECT_MESSAGES[error.message] ?? error.message;
  switch (error.type) {
    case 'checkout/deliveryCodeMissing':
      return 'Choose a shipping method';
    case 'checkout/storeKeyMissing':
      return 'Choose a store to collect from';
    case 'checkout/deliveryTypeMissing':
      return 'Choose how you would like to receive your order';
    case 'payments/giftCardNumberRequired':
      return 'Enter the gift card number';
    case 'payments/giftCardPinRequired':
      return 'Enter the PIN, or tick "Legacy card" for a card without one';
    case 'checkout/emptyDiscountCode':
      return 'Enter a discount code';
    default:
      return 'Sorry, something went wrong. Please try again.';
  }
}
