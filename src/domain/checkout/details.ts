import type { LineItem } from '../cart';
import type { Result } from '../shared';

/** Spec §3 Checkout details. */
export interface CheckoutDetails {
  readonly cartSummary: { readonly lineItems: readonly LineItem[] };
  readonly selectedShippingMethod?: string;
  readonly orderNumber?: string;
  /** JSON string with reference and id; see parsePaymentSession (./payment-session). */
  readonly paymentSession?: string;
}

/** Spec §8 Checkout error toasts, related rules: checkout details failure or an empty cart redirect to /. */
export function checkoutRedirect(details: Result<Pick<CheckoutDetails, 'cartSummary'>, unknown>): '/' | null {
  return !details.ok || details.value.cartSummary.lineItems.length === 0 ? '/' : null;
}
