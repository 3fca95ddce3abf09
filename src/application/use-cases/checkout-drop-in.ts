import { CARD_BRANDS, CHECKOUT_TOAST_IDS, DROP_IN_CANCEL, dropInErrorOutcome, dropInFormRule } from '../../domain/payments';
import { isSuccessfulResultCode } from '../../domain/orders';
import type { CardPayment, CardPaymentResult, PaymentProviders } from '../ports/payment-providers';
import type { CheckoutCore } from './checkout-core';
import type { OrderCompletionUseCases, PaymentMethodName } from './order-completion';
import type { ToastsUseCases } from './toasts';

export interface CheckoutDropInUseCases {
  /**
   * Mounts the card drop-in for the current payment session (spec §5: holder name required, no billing
   * address, validity follows the drop-in). After a 3-D Secure return it submits the redirectResult.
   * Answers the unmount.
   */
  mountCardPayment(target: HTMLElement, onValidityChange?: (valid: boolean) => void): Promise<() => void>;
  /** The place-order button: submits the drop-in and completes the order (spec §4 Order completion). */
  submitCardPayment(): Promise<void>;
  /** Spec §2: back from the provider with sessionId and redirectResult; the next mount resumes with them. */
  resumeRedirect(input: { readonly sessionId?: string; readonly redirectResult?: string }): void;
}

export interface CheckoutDropInDeps {
  readonly core: CheckoutCore;
  readonly completion: OrderCompletionUseCases;
  readonly providers: Pick<PaymentProviders, 'mountCardPayment'>;
  readonly toasts: Pick<ToastsUseCases, 'show'>;
}

/** Records add_payment_info and hides the place-order button while the attempt runs (spec §4). */
export async function startAttempt(core: CheckoutCore, paymentType: PaymentMethodName): Promise<boolean> {
  if (!core.state().placeOrderVisible) return true;
  const started = await core.run({ type: 'startPaymentAttempt' });
  if (!started.ok) return false;
  const base = core.analyticsBase();
  if (base) core.record([{ type: 'checkoutPage/paymentInfoAdded', data: { ...base, paymentType } }]);
  return true;
}

export function checkoutDropInUseCases({ core, completion, providers, toasts }: CheckoutDropInDeps): CheckoutDropInUseCases {
  let dropIn: CardPayment | null = null;
  let redirect: { sessionId?: string; redirectResult?: string } | null = null;

  const handle = async (submission: CardPaymentResult, paymentMethod: PaymentMethodName, redirectResult?: string): Promise<void> => {
    const reference = core.state().paymentSession?.reference;
    switch (submission.kind) {
      case 'invalid':
        await core.run({ type: 'finishPaymentAttempt', succeeded: false });
        return;
      case 'redirect':
        core.deps.router.leave(submission.url);
        return;
      case 'error': {
        const outcome = dropInErrorOutcome(submission);
        if (!outcome.toast) {
          await core.run({ type: 'finishPaymentAttempt', succeeded: false });
          return;
        }
        toasts.show({ id: outcome.toast.id, type: 'error', message: outcome.toast.message });
        await completion.unfreeze('dropInError');
        if (outcome.navigate) core.deps.router.navigate(outcome.navigate, { replace: true });
        return;
      }
      case 'completed': {
        if (isSuccessfulResultCode(submission.resultCode)) {
          await completion.completeByReference({
            reference: submission.reference || reference || '',
            ...(redirectResult ? { redirectResult } : {}),
            paymentMethod,
            toastId: CHECKOUT_TOAST_IDS.dropInFailed,
          });
          return;
        }
        // A payment the shopper cancelled in the drop-in is treated as its CANCEL error: no toast.
        if (submission.resultCode === 'Cancelled') return handle({ kind: 'error', name: DROP_IN_CANCEL, message: '' }, paymentMethod);
        await completion.fail(submission.refusalReason || submission.resultCode, CHECKOUT_TOAST_IDS.dropInFailed);
        return;
      }
    }
  };

  const onWallet = async (submission: CardPaymentResult) => {
    if (!(await startAttempt(core, 'wallet'))) return;
    await handle(submission, 'wallet');
  };

  return {
    async mountCardPayment(target, onValidityChange) {
      const session = core.state().paymentSession;
      const payment = core.deps.pageView.getSnapshot().payment;
      const resume = redirect;
      redirect = null;
      const id = resume?.sessionId ?? session?.id;
      if (!id) return () => undefined;
      const mounted = await providers.mountCardPayment(
        target,
        { id, ...(payment && !resume ? { sessionData: payment.sessionData } : {}) },
        {
          brands: CARD_BRANDS,
          form: dropInFormRule({}),
          // Spec §5: the shop's card validity follows the drop-in's valid flag.
          ...(onValidityChange ? { onValidityChange: (valid: boolean) => onValidityChange(dropInFormRule({ isValid: valid }).valid) } : {}),
          onSubmission: (s) => void onWallet(s),
        },
      );
      dropIn = mounted;
      if (resume?.redirectResult && (await startAttempt(core, 'card'))) {
        const returned = core.state().paymentSession?.reference;
        await handle(await mounted.resume(resume.redirectResult), 'card', resume.redirectResult);
        // Back from a redirect the drop-in knows its session by id alone and cannot take another card. A
        // payment that ended without an order and left the shopper on this step (cancelled) gets a new
        // session asked the same way, as a decline does (spec §4 Order completion 5), so the shopper can pay.
        const now = core.state();
        const request = now.paymentRequest;
        if (now.step === 3 && now.placeOrderVisible && now.orderNumber === null && now.paymentSession?.reference === returned && request) {
          await core.requestPaymentSession(request);
        }
      }
      return () => {
        mounted.unmount();
        if (dropIn === mounted) dropIn = null;
      };
    },
    async submitCardPayment() {
      if (!dropIn) return;
      if (!(await startAttempt(core, 'card'))) return;
      await handle(await dropIn.submit(), 'card');
    },
    resumeRedirect(input) {
      redirect = { ...input };
    },
  };
}
