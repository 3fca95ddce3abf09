import type { OrderPlaced } from '../orders';
import { assertNever, type Event } from '../shared';
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
  | Event<'checkout/contactViewChanged', { view: ContactView }>
  | Event<'checkout/contactDetailsSaved'>
  | Event<'checkout/stepChanged', { step: CheckoutStep }>
  | Event<'checkout/deliveryTypeChanged', { deliveryType: DeliveryType }>
  | Event<'checkout/shippingMethodSelected', { deliveryCode: ShippingMethodCode }>
  | Event<'checkout/storeSelected', { storeKey: string }>
  | Event<'checkout/purchaseOrderNumberChanged', { storesPurchaseOrderNumber: string }>
  | Event<'checkout/paymentSessionObtained', { paymentSession: PaymentSession; request: PaymentSessionRequest }>
  | Event<'checkout/paymentStepRebuilt', { paymentStepId: number; request: PaymentSessionRequest }>
  | Event<'checkout/paymentAttemptStarted'>
  | Event<'checkout/paymentAttemptFinished', { succeeded: boolean; message?: string }>
  | Event<'checkout/discountCodeApplied', { discountCode: string }>
  | Event<'checkout/discountCodeFailed', { discountCode: string; message: string }>
  | Event<'checkout/discountCodeRemoved'>;

/** A change to what the payment session was asked with makes that session stale. */
const withoutSession = (state: CheckoutState): CheckoutState => ({ ...state, paymentSession: null, paymentRequest: null });

export function evolve(state: CheckoutState, event: CheckoutEvent | OrderPlaced): CheckoutState {
  switch (event.type) {
    case 'checkout/contactViewChanged':
      return { ...state, contactView: event.data.view };
    case 'checkout/contactDetailsSaved':
      return { ...state, contactDetailsSaved: true };
    case 'checkout/stepChanged':
      return { ...state, step: event.data.step };
    case 'checkout/deliveryTypeChanged':
      // A shipping method chosen for one delivery type is not carried over to another.
      return withoutSession({ ...state, deliveryType: event.data.deliveryType, deliveryCode: null });
    case 'checkout/shippingMethodSelected':
      return withoutSession({ ...state, deliveryCode: event.data.deliveryCode });
    case 'checkout/storeSelected':
      return withoutSession({ ...state, storeKey: event.data.storeKey });
    case 'checkout/purchaseOrderNumberChanged':
      return withoutSession({ ...state, storesPurchaseOrderNumber: event.data.storesPurchaseOrderNumber });
    case 'checkout/paymentSessionObtained':
      return { ...state, paymentSession: event.data.paymentSession, paymentRequest: event.data.request };
    case 'checkout/paymentStepRebuilt':
      return { ...state, paymentStepId: event.data.paymentStepId };
    case 'checkout/paymentAttemptStarted':
      return { ...state, placeOrderVisible: false };
    case 'checkout/paymentAttemptFinished':
      // Spec §4: the place-order button is shown again after a payment attempt, whatever its result.
      return { ...state, placeOrderVisible: true };
    case 'checkout/discountCodeApplied':
      return { ...state, isDiscountCode: true, discountCode: event.data.discountCode };
    case 'checkout/discountCodeFailed':
    case 'checkout/discountCodeRemoved':
      // Spec §4: the flag is cleared on removal, or when applying fails.
      return { ...state, isDiscountCode: false, discountCode: null };
    case 'orders/orderPlaced':
      // The order's one fact ends the checkout: its number shown, the last step reached.
      return { ...state, orderNumber: event.data.orderNumber, step: 4 };
    default:
      return assertNever(event);
  }
}
