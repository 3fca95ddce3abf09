import type { AnalyticsEventName } from '../analytics';
import { assertNever } from '../shared';
import type { CheckoutEvent } from './checkout-state';
import { type DeliveryType, type DeliveryTypeLabel, deliveryTypeLabel } from './delivery-type';
import type { PaymentSessionRequest } from './payment-session';
import type { CheckoutStep } from './steps';

/** Work the caller must do after recording an event: calls and analytics are not facts until they happen. */
export type CheckoutEffect =
  | { readonly type: 'reloadDetails'; readonly step: CheckoutStep }
  | {
      readonly type: 'recordAnalytics';
      readonly name: Extract<AnalyticsEventName, 'select_checkout_option'>;
      readonly option: DeliveryTypeLabel;
      readonly deliveryType: DeliveryType;
    }
  | { readonly type: 'requestPaymentSession'; readonly request: PaymentSessionRequest };

export function effectsOf(event: CheckoutEvent): CheckoutEffect[] {
  switch (event.type) {
    case 'checkout/stepChanged':
      // Spec §4: every step change reloads the checkout details (GET /bff/checkout/details?checkoutStep=).
      return [{ type: 'reloadDetails', step: event.data.step }];
    case 'checkout/deliveryTypeChanged':
      // Spec §4: a delivery type change records an analytics event for the selected checkout option.
      return [
        {
          type: 'recordAnalytics',
          name: 'select_checkout_option',
          option: deliveryTypeLabel(event.data.deliveryType),
          deliveryType: event.data.deliveryType,
        },
      ];
    case 'checkout/paymentStepRebuilt':
      // Spec §4 Order completion 5: a new payment session with the same delivery code, store key and purchase order number.
      return [{ type: 'requestPaymentSession', request: event.data.request }];
    case 'checkout/contactViewChanged':
    case 'checkout/contactDetailsSaved':
    case 'checkout/shippingMethodSelected':
    case 'checkout/storeSelected':
    case 'checkout/purchaseOrderNumberChanged':
    case 'checkout/paymentSessionObtained':
    case 'checkout/paymentAttemptStarted':
    case 'checkout/paymentAttemptFinished':
    case 'checkout/discountCodeApplied':
    case 'checkout/discountCodeFailed':
    case 'checkout/discountCodeRemoved':
      return [];
    default:
      return assertNever(event);
  }
}
