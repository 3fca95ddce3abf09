import { assertNever } from '../shared';
import type { ShippingMethodCode } from '../site';
import type { DeliveryType } from './delivery-type';
import type { PaymentSession, PaymentSessionRequest } from './payment-session';
import { type CheckoutStep, type ContactView, INITIAL_CONTACT_VIEW } from './steps';

// State

export interface CheckoutState {
  readonly step: CheckoutStep;
  readonly contactView: ContactView;
  readonly contactDetailsSaved: boolean;
  readonly deliveryType: DeliveryType | null;
  readonly deliveryCode: ShippingMethodCode | null;
  readonly storeKey: string | null;
  readonly storesPurchaseOrderNumber: string;
  /** Spec §4: whether a discount code is applied. */
  readonly isDiscountCode: boolean;
  readonly discountCode: string | null;
  readonly paymentSession: PaymentSession | null;
  /** What the current payment session was asked with, so a declined payment can ask again the same way. */
  readonly paymentRequest: PaymentSessionRequest | null;
  /** Spec §4 Order completion: incremented each time the payment step is rebuilt. */
  readonly paymentStepId: number;
  readonly placeOrderVisible: boolean;
  readonly orderNumber: string | null;
}

export const initialCheckout = (): CheckoutState => ({
  step: 1,
  contactView: INITIAL_CONTACT_VIEW,
  contactDetailsSaved: false,
  deliveryType: null,
  deliveryCode: null,
  storeKey: null,
  storesPurchaseOrderNumber: '',
  isDiscountCode: false,
  discountCode: null,
  paymentSession: null,
  paymentRequest: null,
  paymentStepId: 0,
  placeOrderVisible: true,
  orderNumber: null,
});

// Events

export type CheckoutEvent =
  | { readonly type: 'checkout/contactViewChanged'; readonly view: ContactView }
  | { readonly type: 'checkout/contactDetailsSaved' }
  | { readonly type: 'checkout/stepChanged'; readonly step: CheckoutStep }
  | { readonly type: 'checkout/deliveryTypeChanged'; readonly deliveryType: DeliveryType }
  | { readonly type: 'checkout/shippingMethodSelected'; readonly deliveryCode: ShippingMethodCode }
  | { readonly type: 'checkout/storeSelected'; readonly storeKey: string }
  | { readonly type: 'checkout/purchaseOrderNumberChanged'; readonly storesPurchaseOrderNumber: string }
  | { readonly type: 'checkout/paymentSessionObtained'; readonly paymentSession: PaymentSession; readonly request: PaymentSessionRequest }
  | { readonly type: 'checkout/paymentStepRebuilt'; readonly paymentStepId: number; readonly request: PaymentSessionRequest }
  | { readonly type: 'checkout/paymentAttemptStarted' }
  | { readonly type: 'checkout/paymentAttemptFinished'; readonly succeeded: boolean; readonly message?: string }
  | { readonly type: 'checkout/discountCodeApplied'; readonly discountCode: string }
  | { readonly type: 'checkout/discountCodeFailed'; readonly discountCode: string; readonly message: string }
  | { readonly type: 'checkout/discountCodeRemoved' }
  | { readonly type: 'checkout/orderPlaced'; readonly orderNumber: string };

/** A change to what the payment session was asked with makes that session stale. */
const withoutSession = (state: CheckoutState): CheckoutState => ({ ...state, paymentSession: null, paymentRequest: null });

export function evolve(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'checkout/contactViewChanged':
      return { ...state, contactView: event.view };
    case 'checkout/contactDetailsSaved':
      return { ...state, contactDetailsSaved: true };
    case 'checkout/stepChanged':
      return { ...state, step: event.step };
    case 'checkout/deliveryTypeChanged':
      // A shipping method chosen for one delivery type is not carried over to another.
      return withoutSession({ ...state, deliveryType: event.deliveryType, deliveryCode: null });
    case 'checkout/shippingMethodSelected':
      return withoutSession({ ...state, deliveryCode: event.deliveryCode });
    case 'checkout/storeSelected':
      return withoutSession({ ...state, storeKey: event.storeKey });
    case 'checkout/purchaseOrderNumberChanged':
      return withoutSession({ ...state, storesPurchaseOrderNumber: event.storesPurchaseOrderNumber });
    case 'checkout/paymentSessionObtained':
      return { ...state, paymentSession: event.paymentSession, paymentRequest: event.request };
    case 'checkout/paymentStepRebuilt':
      return { ...state, paymentStepId: event.paymentStepId };
    case 'checkout/paymentAttemptStarted':
      return { ...state, placeOrderVisible: false };
    case 'checkout/paymentAttemptFinished':
      // Spec §4: the place-order button is shown again after a payment attempt, whatever its result.
      return { ...state, placeOrderVisible: true };
    case 'checkout/discountCodeApplied':
      return { ...state, isDiscountCode: true, discountCode: event.discountCode };
    case 'checkout/discountCodeFailed':
    case 'checkout/discountCodeRemoved':
      // Spec §4: the flag is cleared on removal, or when applying fails.
      return { ...state, isDiscountCode: false, discountCode: null };
    case 'checkout/orderPlaced':
      return { ...state, orderNumber: event.orderNumber };
    default:
      return assertNever(event);
  }
}
