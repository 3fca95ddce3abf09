import type { AnalyticsLineItem } from '../analytics';
import type { CurrencyCode } from '../money';
import { type Event, assertNever } from '../shared';

/**
 * Facts of the checkout page that the checkout decider does not keep: what the server last answered
 * (the details, the payment attempt) and the moments analytics reports (spec §9 Analytics names).
 * The domain reads only its own part of the server's answers; the application names the whole
 * answers it records (`Details`, `Payment`), so the page's projection hands them to the views as sent.
 */
export type CheckoutPageEvent<Details = unknown, Payment = unknown> =
  /** A checkout page was opened: the client's checkout starts again from what the server holds. */
  | Event<'checkoutPage/started'>
  | Event<'checkoutPage/detailsLoaded', { details: Details }>
  | Event<'checkoutPage/paymentSessionStarted', { payment: Payment }>
  | Event<'checkoutPage/emailChecked', { email: string; error: string | null }>
  | Event<'checkoutPage/checkoutBegun', { currency: CurrencyCode; value: number; coupon?: string; lineItems: readonly AnalyticsLineItem[] }>
  | Event<'checkoutPage/shippingInfoAdded', { currency: CurrencyCode; value: number; shippingTier: string; lineItems: readonly AnalyticsLineItem[] }>
  | Event<'checkoutPage/paymentInfoAdded', { currency: CurrencyCode; value: number; paymentType: string; lineItems: readonly AnalyticsLineItem[] }>;

export interface CheckoutPageState<Details = unknown, Payment = unknown> {
  readonly details: Details | null;
  readonly payment: Payment | null;
  /** Spec §5 Email: the deep email check's message, shown as the email field's error. */
  readonly emailError: string | null;
}

export const initialCheckoutPage = <Details = unknown, Payment = unknown>(): CheckoutPageState<Details, Payment> => ({
  details: null,
  payment: null,
  emailError: null,
});

export function evolveCheckoutPage<Details, Payment>(
  state: CheckoutPageState<Details, Payment>,
  event: CheckoutPageEvent<Details, Payment>,
): CheckoutPageState<Details, Payment> {
  switch (event.type) {
    case 'checkoutPage/started':
      return initialCheckoutPage();
    case 'checkoutPage/detailsLoaded':
      return { ...state, details: event.data.details };
    case 'checkoutPage/paymentSessionStarted':
      return { ...state, payment: event.data.payment };
    case 'checkoutPage/emailChecked':
      return state.emailError === event.data.error ? state : { ...state, emailError: event.data.error };
    case 'checkoutPage/checkoutBegun':
    case 'checkoutPage/shippingInfoAdded':
    case 'checkoutPage/paymentInfoAdded':
      return state;
    default:
      return assertNever(event);
  }
}
