import type { AnalyticsLineItem, PurchaseRecord } from '../../domain/analytics';
import { type UnfreezeReason, cartDecider } from '../../domain/cart';
import type { CheckoutToastId } from '../../domain/payments';
import { type OrderLookupResponse, fulfilmentOf, orderCompletionOutcome, orderDecider, orderLookupDecision } from '../../domain/orders';
import { type Result, err, ok } from '../../domain/shared';
import { retryDelayMs } from '../../domain/session';
import type { PaymentMethodName } from '../../../contract/orders';
import type { Clock } from '../ports/clock';
import type { Timer } from '../ports/timer';
import { execute } from '../recorder';
import type { CheckoutCore } from './checkout-core';
import type { ToastsUseCases } from './toasts';

/** Spec §3 Purchase record paymentMethod, as the wire names the ways to pay. */
export type { PaymentMethodName };

export type OrderCompletionResult = Result<{ readonly orderNumber: string }, { readonly type: 'orders/orderFailed'; readonly message: string }>;

export interface OrderCompletionUseCases {
  /** Spec §4 Order completion 2: the order fetched by reference, 423 retried up to 5 times, 403 stops. */
  completeByReference(input: {
    readonly reference: string;
    readonly redirectResult?: string;
    readonly paymentMethod: PaymentMethodName;
    readonly toastId: CheckoutToastId;
  }): Promise<OrderCompletionResult>;
  /** POST /bff/checkout/order with the current payment session (pay form, quick pay). */
  placeOrder(paymentMethod: PaymentMethodName, toastId: CheckoutToastId): Promise<OrderCompletionResult>;
  /** Spec §4 Order completion 3: cart cleared, account refreshed, /checkout/{orderNumber}. */
  confirm(orderNumber: string, paymentMethod: PaymentMethodName): Promise<OrderCompletionResult>;
  /** Spec §4 Order completion 4 and 5: unfreeze, toast, back to /checkout; a decline rebuilds the payment step. */
  fail(message: string, toastId: CheckoutToastId): Promise<OrderCompletionResult>;
  /** Spec §4 Cart: unfrozen on payment failure or a drop-in error; the shopper goes back to delivery for a new attempt. */
  unfreeze(reason: UnfreezeReason): Promise<void>;
}

export interface OrderCompletionDeps {
  readonly core: CheckoutCore;
  readonly toasts: Pick<ToastsUseCases, 'show'>;
  readonly timer: Timer;
  readonly clock: Clock;
  /** Spec §4 Order completion 3: the account data is refreshed (the session and who the shopper is). */
  readonly account: { refresh(): Promise<unknown> };
}

const wait = (timer: Timer, ms: number) => new Promise<void>((resolve) => timer.after(ms, resolve));

export function orderCompletionUseCases({ core, toasts, timer, clock, account }: OrderCompletionDeps): OrderCompletionUseCases {
  const { bff, recorder, cartView, router } = core.deps;

  const purchaseRecord = (orderNumber: string, paymentMethod: PaymentMethodName): PurchaseRecord | null => {
    const details = core.details();
    if (!details) return null;
    const s = details.cartSummary;
    const coupon = s.discountCode ?? (s.coupon > 0 ? `coupon-${(s.coupon / 100).toFixed(2)}` : undefined);
    const lineItems: readonly AnalyticsLineItem[] = s.lineItems;
    return {
      orderNumber,
      value: s.total,
      tax: s.tax,
      shipping: s.shipping,
      insurance: s.insurance,
      ...(coupon ? { coupon } : {}),
      paymentMethod,
      lineItems,
    };
  };

  const unfreeze = async (reason: UnfreezeReason) => {
    await bff.cart.unFreeze();
    execute(cartDecider, cartView.getSnapshot(), { type: 'unfreeze', reason }, recorder);
    await core.run({ type: 'finishPaymentAttempt', succeeded: false });
    if (core.state().contactDetailsSaved && core.state().step !== 2) await core.run({ type: 'goToStep', step: 2 });
  };

  const confirm = async (orderNumber: string, paymentMethod: PaymentMethodName): Promise<OrderCompletionResult> => {
    const details = core.details();
    const record = purchaseRecord(orderNumber, paymentMethod);
    await core.run({ type: 'finishPaymentAttempt', succeeded: true });
    const at = new Date(clock.now()).toISOString();
    const fulfilment = fulfilmentOf(details?.deliveryType);
    const purchase = record && details ? { currency: details.currency, record } : null;
    // One fact: the checkout, the cart (cleared, spec §4) and analytics (the purchase) each fold it.
    execute(orderDecider, { order: null }, { type: 'placeOrder', orderNumber, fulfilment, origin: 'online', at, purchase }, recorder);
    const outcome = orderCompletionOutcome({ type: 'orderConfirmed', orderNumber });
    if (outcome.refreshAccount) await account.refresh();
    if (outcome.navigate) router.navigate(outcome.navigate);
    return ok({ orderNumber });
  };

  const fail = async (message: string, toastId: CheckoutToastId): Promise<OrderCompletionResult> => {
    const outcome = orderCompletionOutcome({ type: 'orderFailed', message, toastId });
    if (outcome.toast) toasts.show({ id: outcome.toast.id, type: 'error', message: outcome.toast.message });
    if (outcome.rebuildPaymentStep) {
      // Spec §4 step 5: the decider rebuilds the payment step and its effect asks for the new session.
      await core.run({ type: 'finishPaymentAttempt', succeeded: false, message });
    } else {
      if (outcome.unfreezeCart) await unfreeze('paymentFailed');
      else await core.run({ type: 'finishPaymentAttempt', succeeded: false, message });
      if (outcome.navigate) router.navigate(outcome.navigate, { replace: true });
    }
    return err({ type: 'orders/orderFailed', message });
  };

  return {
    async completeByReference({ reference, redirectResult, paymentMethod, toastId }) {
      for (let attempt = 0; ;) {
        const answer = await bff.orders.lookup(reference, redirectResult);
        const response: OrderLookupResponse = answer.ok
          ? { status: 200, body: answer.value }
          : { status: answer.error.status, body: answer.error.body ?? { message: answer.error.message } };
        const decision = orderLookupDecision(response, attempt);
        if (decision.type === 'done') return confirm(decision.orderNumber, paymentMethod);
        if (decision.type === 'stop') return fail(decision.error.message, toastId);
        await wait(timer, retryDelayMs(attempt));
        attempt = decision.nextAttempt;
      }
    },
    async placeOrder(paymentMethod, toastId) {
      const session = core.deps.pageView.getSnapshot().payment?.paymentSession ?? core.details()?.paymentSession;
      if (!session) return fail('There is no payment to place an order for', toastId);
      const answer = await bff.orders.place(session);
      return answer.ok ? confirm(answer.value.orderNumber, paymentMethod) : fail(answer.error.message, toastId);
    },
    confirm,
    fail,
    unfreeze,
  };
}
