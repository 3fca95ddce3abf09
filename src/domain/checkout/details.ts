import type { Result } from '../shared';

/** Spec §8 Checkout error toasts, related rules: checkout details failure or an empty cart redirect to /. */
export function checkoutRedirect(details: Result<{ readonly cartSummary: { readonly lineItems: readonly unknown[] } }, unknown>): '/' | null {
  return !details.ok || details.value.cartSummary.lineItems.length === 0 ? '/' : null;
}
