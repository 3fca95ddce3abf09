import type { AnalyticsLineItem, PurchaseRecord } from '../../domain/analytics';
import type { CurrencyCode } from '../../domain/money';
import { assertNever } from '../../domain/shared';
import type { CheckoutDetails, PaymentSessionAnswer } from '../ports/bff-checkout-payloads';

/**
 * Facts of the checkout page that the checkout decider does not keep: what the server last answered
 * (the details, the payment attempt) and the moments analytics reports (spec §9 Analytics names).
 */
export type CheckoutPageEvent =
  /** A checkout page was opened: the client's checkout starts again from what the server holds. */
  | { readonly type: 'checkoutPage/started' }
  | { readonly type: 'checkoutPage/detailsLoaded'; readonly details: CheckoutDetails }
  | { readonly type: 'checkoutPage/paymentSessionStarted'; readonly payment: PaymentSessionAnswer }
  | { readonly type: 'checkoutPage/emailChecked'; readonly email: string; readonly error: string | null }
  | { readonly type: 'checkoutPage/checkoutBegun'; readonly currency: CurrencyCode; readonly value: number; readonly coupon?: string; readonly lineItems: readonly AnalyticsLineItem[] }
  | { readonly type: 'checkoutPage/shippingInfoAdded'; readonly currency: CurrencyCode; readonly value: number; readonly shippingTier: string; readonly lineItems: readonly AnalyticsLineItem[] }
  | { readonly type: 'checkoutPage/paymentInfoAdded'; readonly currency: CurrencyCode; readonly value: number; readonly paymentType: string; readonly lineItems: readonly AnalyticsLineItem[] }
  | { readonly type: 'checkoutPage/purchaseCompleted'; readonly currency: CurrencyCode; readonly record: PurchaseRecord };

export interface CheckoutPageState {
  readonly details: CheckoutDetails | null;
  readonly payment: PaymentSessionAnswer | null;
  /** Spec §5 Email: the deep email check's message, shown as the email field's error. */
  readonly emailError: string | null;
}

export const initialCheckoutPage = (): CheckoutPageState => ({ details: null, payment: null, emailError: null });

export function evolveCheckoutPage(state: CheckoutPageState, event: CheckoutPageEvent): CheckoutPageState {
  switch (event.type) {
    case 'checkoutPage/started':
      return initialCheckoutPage();
    case 'checkoutPage/detailsLoaded':
      return { ...state, details: event.details };
    case 'checkoutPage/paymentSessionStarted':
      return { ...state, payment: event.payment };
    case 'checkoutPage/emailChecked':
      return state.emailError === event.error ? state : { ...state, emailError: event.error };
    case 'checkoutPage/checkoutBegun':
    case 'checkoutPage/shippingInfoAdded':
    case 'checkoutPage/paymentInfoAdded':
    case 'checkoutPage/purchaseCompleted':
      return state;
    default:
      return assertNever(event);
  }
}
