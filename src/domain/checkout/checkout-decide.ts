import { isTransactionDeclined } from '../orders';
import { type Decider, type Result, assertNever, err, ok } from '../shared';
import type { CountryCode } from '../site';
import { type CheckoutEvent, type CheckoutState, evolve, initialCheckout } from './checkout-state';
import { type DeliveryType, type ShippingCodeError, checkShippingCode, usesShippingMethod } from './delivery-type';
import { type DeliverySelectionError, type PaymentSessionError, parsePaymentSession, paymentSessionRequest } from './payment-session';
import { type CheckoutStep, type ContactView, isCheckoutStep } from './steps';

// Commands

export type CheckoutCommand =
  | { readonly type: 'changeContactView'; readonly view: ContactView }
  | { readonly type: 'recordContactDetailsSaved' }
  | { readonly type: 'goToStep'; readonly step: number }
  | { readonly type: 'changeDeliveryType'; readonly deliveryType: DeliveryType }
  | { readonly type: 'selectShippingMethod'; readonly deliveryCode: string; readonly country: CountryCode }
  | { readonly type: 'selectStore'; readonly storeKey: string }
  | { readonly type: 'setPurchaseOrderNumber'; readonly storesPurchaseOrderNumber: string }
  | { readonly type: 'recordPaymentSession'; readonly paymentSession: string }
  | { readonly type: 'startPaymentAttempt' }
  | { readonly type: 'finishPaymentAttempt'; readonly succeeded: boolean; readonly message?: string }
  | { readonly type: 'recordDiscountApplied'; readonly discountCode: string }
  | { readonly type: 'recordDiscountFailed'; readonly discountCode: string; readonly message: string }
  | { readonly type: 'recordDiscountRemoved' };

export type CheckoutError =
  | { readonly type: 'checkout/orderAlreadyPlaced' }
  | { readonly type: 'checkout/invalidStep'; readonly step: number }
  | { readonly type: 'checkout/stepLocked'; readonly step: CheckoutStep }
  | { readonly type: 'checkout/deliveryLocked' }
  | { readonly type: 'checkout/shippingNotApplicable'; readonly deliveryType: DeliveryType | null }
  | { readonly type: 'checkout/emptyStoreKey' }
  | { readonly type: 'checkout/notAtPaymentStep' }
  | { readonly type: 'checkout/paymentAttemptInProgress' }
  | { readonly type: 'checkout/noPaymentAttempt' }
  | { readonly type: 'checkout/emptyDiscountCode' }
  | ShippingCodeError
  | DeliverySelectionError
  | PaymentSessionError;

/** A step can be returned to once what it needs exists: saved contact details for 2, a payment session for 3. */
export function canGoToStep(state: CheckoutState, step: CheckoutStep): boolean {
  switch (step) {
    case 1:
      return true;
    case 2:
      return state.contactDetailsSaved;
    case 3:
      return state.paymentSession !== null;
    case 4:
      return false; // reached only by placing the order
    default:
      return assertNever(step);
  }
}

const moveTo = (state: CheckoutState, step: CheckoutStep): CheckoutEvent[] =>
  state.step === step ? [] : [{ type: 'checkout/stepChanged', data: { step } }];

/** What the payment session is asked with is fixed from the payment step on (change it by going back to step 2). */
const deliveryLocked = (state: CheckoutState): boolean => state.step >= 3;

export function decide(state: CheckoutState, command: CheckoutCommand): Result<readonly CheckoutEvent[], CheckoutError> {
  if (state.orderNumber !== null) return err({ type: 'checkout/orderAlreadyPlaced' });
  switch (command.type) {
    case 'changeContactView':
      return ok(state.contactView === command.view ? [] : [{ type: 'checkout/contactViewChanged', data: { view: command.view } }]);
    case 'recordContactDetailsSaved':
      // Spec §4: contact details saved successfully: go to step 2.
      return ok([{ type: 'checkout/contactDetailsSaved', data: {} }, ...moveTo(state, 2)]);
    case 'goToStep': {
      const { step } = command;
      if (!isCheckoutStep(step)) return err({ type: 'checkout/invalidStep', step });
      if (!canGoToStep(state, step)) return err({ type: 'checkout/stepLocked', step });
      if (!state.placeOrderVisible && step !== state.step) return err({ type: 'checkout/paymentAttemptInProgress' });
      return ok(moveTo(state, step));
    }
    case 'changeDeliveryType':
      if (deliveryLocked(state)) return err({ type: 'checkout/deliveryLocked' });
      return ok(
        state.deliveryType === command.deliveryType ? [] : [{ type: 'checkout/deliveryTypeChanged', data: { deliveryType: command.deliveryType } }],
      );
    case 'selectShippingMethod': {
      if (deliveryLocked(state)) return err({ type: 'checkout/deliveryLocked' });
      if (state.deliveryType === null || !usesShippingMethod(state.deliveryType)) {
        return err({ type: 'checkout/shippingNotApplicable', deliveryType: state.deliveryType });
      }
      const code = checkShippingCode(command.deliveryCode, command.country);
      return code.ok ? ok([{ type: 'checkout/shippingMethodSelected', data: { deliveryCode: code.value } }]) : code;
    }
    case 'selectStore': {
      if (deliveryLocked(state)) return err({ type: 'checkout/deliveryLocked' });
      const storeKey = command.storeKey.trim();
      return storeKey === '' ? err({ type: 'checkout/emptyStoreKey' }) : ok([{ type: 'checkout/storeSelected', data: { storeKey } }]);
    }
    case 'setPurchaseOrderNumber':
      if (deliveryLocked(state)) return err({ type: 'checkout/deliveryLocked' });
      return ok([{ type: 'checkout/purchaseOrderNumberChanged', data: { storesPurchaseOrderNumber: command.storesPurchaseOrderNumber.trim() } }]);
    case 'recordPaymentSession': {
      const request = paymentSessionRequest(state);
      if (!request.ok) return request;
      const paymentSession = parsePaymentSession(command.paymentSession);
      if (!paymentSession.ok) return paymentSession;
      // Spec §4: payment session obtained: go to step 3.
      return ok([
        { type: 'checkout/paymentSessionObtained', data: { paymentSession: paymentSession.value, request: request.value } },
        ...moveTo(state, 3),
      ]);
    }
    case 'startPaymentAttempt':
      if (state.step !== 3) return err({ type: 'checkout/notAtPaymentStep' });
      if (!state.placeOrderVisible) return err({ type: 'checkout/paymentAttemptInProgress' });
      return ok([{ type: 'checkout/paymentAttemptStarted', data: {} }]);
    case 'finishPaymentAttempt': {
      if (state.placeOrderVisible) return err({ type: 'checkout/noPaymentAttempt' });
      const { succeeded, message } = command;
      const finished: CheckoutEvent = { type: 'checkout/paymentAttemptFinished', data: { succeeded, ...(message !== undefined && { message }) } };
      // Spec §4 Order completion 5: a declined transaction rebuilds the payment step and asks for a new session the same way.
      const rebuildWith = !succeeded && isTransactionDeclined(message) ? state.paymentRequest : null;
      return ok(
        rebuildWith
          ? [finished, { type: 'checkout/paymentStepRebuilt', data: { paymentStepId: state.paymentStepId + 1, request: rebuildWith } }]
          : [finished],
      );
    }
    case 'recordDiscountApplied': {
      const discountCode = command.discountCode.trim();
      return discountCode === ''
        ? err({ type: 'checkout/emptyDiscountCode' })
        : ok([{ type: 'checkout/discountCodeApplied', data: { discountCode } }]);
    }
    case 'recordDiscountFailed':
      return ok([{ type: 'checkout/discountCodeFailed', data: { discountCode: command.discountCode, message: command.message } }]);
    case 'recordDiscountRemoved':
      return ok([{ type: 'checkout/discountCodeRemoved', data: {} }]);
    default:
      return assertNever(command);
  }
}

export const checkoutDecider: Decider<CheckoutState, CheckoutCommand, CheckoutEvent, CheckoutError> = {
  initialState: initialCheckout,
  decide,
  evolve,
};
