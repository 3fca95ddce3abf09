import {
  type BnplOrder,
  type CheckoutError,
  type CheckoutEvent,
  type CheckoutReturnQuery,
  isDeliveryType,
  providerReturnAction,
} from '../../domain/checkout';
import { CHECKOUT_PATH, CHECKOUT_TOAST_IDS } from '../../domain/payments';
import { type Result, ok } from '../../domain/shared';
import type { CheckoutDetails } from '../ports/bff';
import type { CheckoutCore, CheckoutFailure } from './checkout-core';
import type { CheckoutDropInUseCases } from './checkout-drop-in';
import type { OrderCompletionUseCases } from './order-completion';
import type { ToastsUseCases } from './toasts';

export interface CheckoutStartUseCases {
  /**
   * Opens /checkout: loads the details (spec §8: to / when they fail or the cart is empty), records
   * begin_checkout, restores what the server holds and handles a return from a provider (spec §2).
   */
  start(query?: CheckoutReturnQuery): Promise<Result<CheckoutDetails, CheckoutFailure>>;
  /** Spec §4: every step change reloads the details. */
  goToStep(step: number): Promise<Result<readonly CheckoutEvent[], CheckoutError>>;
  /** Brings the client's delivery choice in line with the server's before a payment session is asked for. */
  syncDelivery(): void;
}

export interface CheckoutStartDeps {
  readonly core: CheckoutCore;
  readonly completion: OrderCompletionUseCases;
  readonly dropIn: Pick<CheckoutDropInUseCases, 'resumeRedirect'>;
  readonly toasts: Pick<ToastsUseCases, 'show'>;
}

export function checkoutStartUseCases({ core, completion, dropIn, toasts }: CheckoutStartDeps): CheckoutStartUseCases {
  const syncDelivery = () => {
    const details = core.details();
    if (!details) return;
    const state = core.state();
    if (state.step >= 3) return;
    if (isDeliveryType(details.deliveryType) && state.deliveryType !== details.deliveryType) {
      core.restore({ type: 'changeDeliveryType', deliveryType: details.deliveryType });
    }
    const code = details.selectedShippingMethod?.code;
    if (details.deliveryType !== 'clickCollect' && code && core.state().deliveryCode !== code) {
      core.restore({ type: 'selectShippingMethod', deliveryCode: code, country: details.country });
    }
    const storeKey = details.store?.storeKey;
    if (details.deliveryType === 'clickCollect' && storeKey && core.state().storeKey !== storeKey) core.restore({ type: 'selectStore', storeKey });
    const po = details.storesPurchaseOrderNumber ?? '';
    if (core.state().storesPurchaseOrderNumber !== po) core.restore({ type: 'setPurchaseOrderNumber', storesPurchaseOrderNumber: po });
  };

  /** Spec §2: all three BNPL references create the BNPL order; a failure unfreezes and stays on /checkout. */
  const createBnplOrder = async (order: BnplOrder) => {
    const answer = await core.deps.bff.orders.placeBnpl(order);
    if (answer.ok) return completion.confirm(answer.value.orderNumber, 'bnpl');
    toasts.show({ id: CHECKOUT_TOAST_IDS.bnplOrderFailed, type: 'error', message: answer.error.message });
    await completion.unfreeze('paymentFailed');
    core.deps.router.navigate(CHECKOUT_PATH, { replace: true });
    return answer;
  };

  return {
    async start(query = {}) {
      core.record([{ type: 'checkoutPage/started', data: {} }]);
      const loaded = await core.loadDetails(1);
      if (!loaded.ok) return loaded;
      const details = loaded.value;
      const s = details.cartSummary;
      core.record([
        {
          type: 'checkoutPage/checkoutBegun',
          data: { currency: details.currency, value: s.total, lineItems: s.lineItems, ...(s.discountCode ? { coupon: s.discountCode } : {}) },
        },
      ]);
      if (details.contactDetails) core.restore({ type: 'recordContactDetailsSaved' });
      const action = providerReturnAction(query, details.paymentOptions.dropIn);
      if (action.kind === 'createBnplOrder') {
        const { kind: _kind, ...order } = action;
        await createBnplOrder(order);
      } else if (action.kind === 'resumeDropIn' && details.paymentSession) {
        // Spec §2: jump to the payment step with that session; the drop-in remounts and submits redirectResult.
        syncDelivery();
        core.restore({ type: 'recordPaymentSession', paymentSession: details.paymentSession });
        dropIn.resumeRedirect({
          ...(action.sessionId ? { sessionId: action.sessionId } : {}),
          ...(action.redirectResult ? { redirectResult: action.redirectResult } : {}),
        });
        const reloaded = await core.loadDetails(3);
        return reloaded;
      }
      return ok(core.details() ?? details);
    },
    async goToStep(step) {
      if (step < core.state().step) return core.run({ type: 'goToStep', step });
      syncDelivery();
      return core.run({ type: 'goToStep', step });
    },
    syncDelivery,
  };
}
