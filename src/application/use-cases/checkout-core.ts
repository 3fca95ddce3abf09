import type { AnalyticsLineItem } from '../../domain/analytics';
import { type CartState, cartDecider } from '../../domain/cart';
import {
  type CheckoutCommand,
  type CheckoutError,
  type CheckoutEvent,
  type CheckoutState,
  type CheckoutStep,
  type PaymentSessionRequest,
  checkoutDecider,
  checkoutRedirect,
  effectsOf,
  paymentSessionCall,
} from '../../domain/checkout';
import type { CurrencyCode } from '../../domain/money';
import { type Result, err, ok } from '../../domain/shared';
import type { Projection } from '../projection';
import type { ApiError } from '../ports/api-error';
import type { Bff, CheckoutDetails } from '../ports/bff';
import type { PaymentProviders } from '../ports/payment-providers';
import { type Recorder, execute } from '../recorder';
import type { CheckoutPageEvent, CheckoutPageState } from '../ports/bff-checkout-payloads';

/** Where checkout sends the shopper: a route of the shop, or another page altogether (a provider's). */
export interface Navigator {
  /** A route of the shop, in place. */
  navigate(path: string, options?: { readonly replace?: boolean }): void;
  /** A full page load: a payment provider's page (3-D Secure challenge, BNPL approval). */
  leave(url: string): void;
}

export interface CheckoutCoreDeps {
  readonly view: Projection<CheckoutState>;
  readonly pageView: Projection<CheckoutPageState>;
  readonly cartView: Projection<CartState>;
  readonly recorder: Recorder;
  readonly bff: Pick<Bff, 'checkout' | 'orders' | 'cart' | 'wallet'>;
  readonly payments: Pick<PaymentProviders, 'fraudToken'>;
  readonly router: Navigator;
}

export type CheckoutFailure = CheckoutError | { readonly type: 'checkout/requestFailed'; readonly message: string; readonly status: number };

export const requestFailed = (error: ApiError): CheckoutFailure => ({ type: 'checkout/requestFailed', message: error.message, status: error.status });

/** Shared by the checkout use cases: the decider, its effects, the details and the payment session. */
export interface CheckoutCore {
  readonly deps: CheckoutCoreDeps;
  state(): CheckoutState;
  details(): CheckoutDetails | null;
  /** Decides, records, then runs the effects (every step change reloads the details, spec §4). */
  run(command: CheckoutCommand): Promise<Result<readonly CheckoutEvent[], CheckoutError>>;
  /** Decides and records without effects: restoring what the server already holds. */
  restore(command: CheckoutCommand): void;
  record(events: readonly CheckoutPageEvent[]): void;
  /** Spec §4 Checkout step transitions / §8: failing details or an empty cart send the shopper to /. */
  loadDetails(step?: CheckoutStep): Promise<Result<CheckoutDetails, CheckoutFailure>>;
  /** Records a mutation's answer: the details it carried, or the failure. */
  answered(answer: Result<CheckoutDetails, ApiError>): Result<CheckoutDetails, CheckoutFailure>;
  /**
   * A change on the payment step (a code, coupon, gift card or credit) ends the server's payment attempt and
   * thaws the cart: a new session is asked for the same way, so what is paid is what is now due.
   */
  changed(answer: Result<CheckoutDetails, ApiError>): Promise<Result<CheckoutDetails, CheckoutFailure>>;
  /** POST /bff/checkout/payment: freezes the cart and moves to the payment step (spec §4). */
  requestPaymentSession(request: PaymentSessionRequest): Promise<Result<CheckoutDetails | null, CheckoutFailure>>;
  freezeCart(): void;
  analyticsBase(): { currency: CurrencyCode; value: number; lineItems: readonly AnalyticsLineItem[] } | null;
}

export function checkoutCore(deps: CheckoutCoreDeps): CheckoutCore {
  const { view, pageView, cartView, recorder, bff, payments, router } = deps;
  const details = () => pageView.getSnapshot().details;
  const record = (events: readonly CheckoutPageEvent[]) => recorder.record(events);

  const answered = (answer: Result<CheckoutDetails, ApiError>): Result<CheckoutDetails, CheckoutFailure> => {
    if (!answer.ok) return err(requestFailed(answer.error));
    record([{ type: 'checkoutPage/detailsLoaded', data: { details: answer.value } }]);
    return ok(answer.value);
  };

  const loadDetails = async (step: CheckoutStep = view.getSnapshot().step) => {
    const answer = await bff.checkout.details(step);
    if (checkoutRedirect(answer.ok ? ok(answer.value) : answer) === '/') {
      router.navigate('/', { replace: true });
      return answer.ok
        ? err<CheckoutFailure>({ type: 'checkout/requestFailed', message: 'Your cart is empty', status: 404 })
        : err(requestFailed(answer.error));
    }
    return answered(answer);
  };

  const freezeCart = () => execute(cartDecider, cartView.getSnapshot(), { type: 'freeze' }, recorder);

  async function requestPaymentSession(request: PaymentSessionRequest): Promise<Result<CheckoutDetails | null, CheckoutFailure>> {
    const token = await payments.fraudToken();
    const answer = await bff.checkout.paymentSession(paymentSessionCall(request, token));
    if (!answer.ok) return err(requestFailed(answer.error));
    freezeCart();
    record([{ type: 'checkoutPage/paymentSessionStarted', data: { payment: answer.value } }]);
    const moved = await run({ type: 'recordPaymentSession', paymentSession: answer.value.paymentSession });
    return moved.ok ? ok(details()) : moved;
  }

  async function run(command: CheckoutCommand) {
    const result = execute(checkoutDecider, view.getSnapshot(), command, recorder);
    if (!result.ok) return result;
    for (const effect of result.value.flatMap(effectsOf)) {
      // An order placed empties the cart: its details are gone, and the confirmation page shows the order.
      if (effect.type === 'reloadDetails' && view.getSnapshot().orderNumber === null) await loadDetails(effect.step);
      if (effect.type === 'requestPaymentSession') await requestPaymentSession(effect.request);
    }
    return result;
  }

  return {
    deps,
    state: () => view.getSnapshot(),
    details,
    run,
    restore: (command) => void execute(checkoutDecider, view.getSnapshot(), command, recorder),
    record,
    loadDetails,
    answered,
    async changed(answer) {
      const result = answered(answer);
      const { step, paymentRequest, orderNumber } = view.getSnapshot();
      if (!result.ok || step !== 3 || !paymentRequest || orderNumber !== null || result.value.frozen || result.value.cartSummary.amountDue === 0)
        return result;
      const renewed = await requestPaymentSession(paymentRequest);
      return renewed.ok ? loadDetails(3) : renewed;
    },
    requestPaymentSession,
    freezeCart,
    analyticsBase: () => {
      const current = details();
      return current ? { currency: current.currency, value: current.cartSummary.total, lineItems: current.cartSummary.lineItems } : null;
    },
  };
}
