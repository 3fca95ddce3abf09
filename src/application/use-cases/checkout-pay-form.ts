import type { SessionState } from '../../domain/session';
import { CHECKOUT_TOAST_IDS, type PaymentOutcome, payFormErrorOutcome, payFormOutcome, payFormUnavailableOutcome } from '../../domain/payments';
import type { Projection } from '../projection';
import type { PayForm, PayFormSubmission, PaymentProviders } from '../ports/payment-providers';
import type { CheckoutCore } from './checkout-core';
import { startAttempt } from './checkout-drop-in';
import type { OrderCompletionUseCases, PaymentMethodName } from './order-completion';
import type { ToastsUseCases } from './toasts';

export interface CheckoutPayFormUseCases {
  /** Spec §1, §9: the second provider's pay form, AU only; mounted with a pay secret for the current attempt. */
  mountPayForm(target: HTMLElement): Promise<() => void>;
  submitPayForm(): Promise<void>;
  /** Spec §7: quick pay with a saved card, then the order is placed. */
  quickPay(cardId: string): Promise<void>;
  /** Spec §1: the BNPL provider, reached by redirect to its approval page. */
  payWithBnpl(): Promise<void>;
}

export interface CheckoutPayFormDeps {
  readonly core: CheckoutCore;
  readonly completion: OrderCompletionUseCases;
  readonly providers: Pick<PaymentProviders, 'mountPayForm' | 'fraudToken'>;
  readonly toasts: Pick<ToastsUseCases, 'show'>;
  readonly session: Projection<SessionState>;
}

export function checkoutPayFormUseCases({ core, completion, providers, toasts, session }: CheckoutPayFormDeps): CheckoutPayFormUseCases {
  const { bff, router } = core.deps;
  let payForm: PayForm | null = null;
  const merchantRef = () => core.state().paymentSession?.reference ?? '';

  /** Spec §4 Second card provider's pay form: toast, unfreeze, or on success the order. */
  const apply = async (outcome: PaymentOutcome, paymentMethod: PaymentMethodName, submission?: PayFormSubmission) => {
    if (outcome.lookupOrder) {
      const customerId = session.getSnapshot().token?.customerId;
      if (submission && 'status' in submission && submission.save && submission.payId && customerId) {
        await bff.checkout.saveCard({ payId: submission.payId, customerId, save: true });
      }
      await completion.placeOrder(paymentMethod, CHECKOUT_TOAST_IDS.placeOrderFailed);
      return;
    }
    if (outcome.toast) toasts.show({ id: outcome.toast.id, type: 'error', message: outcome.toast.message });
    if (outcome.unfreezeCart) await completion.unfreeze('paymentFailed');
    else await core.run({ type: 'finishPaymentAttempt', succeeded: false });
  };

  const handle = (submission: PayFormSubmission, paymentMethod: PaymentMethodName) =>
    apply(
      'status' in submission
        ? payFormOutcome({ type: 'completed', status: submission.status, ...(submission.gatewayCode ? { gatewayCode: submission.gatewayCode } : {}) })
        : payFormErrorOutcome(submission),
      paymentMethod,
      submission,
    );

  return {
    async mountPayForm(target) {
      const answer = await bff.checkout.paySecret({ merchantRef: merchantRef(), forterToken: await providers.fraudToken() });
      if (!answer.ok) {
        toasts.show({ id: CHECKOUT_TOAST_IDS.payFormError, type: 'error', message: answer.error.message });
        return () => undefined;
      }
      const mounted = await providers.mountPayForm(target, answer.value.paySecret, {
        onSubmission: async (submission) => {
          if (await startAttempt(core, 'wallet')) await handle(submission, 'wallet');
        },
      });
      payForm = mounted;
      return () => {
        mounted.unmount();
        if (payForm === mounted) payForm = null;
      };
    },
    async submitPayForm() {
      if (!payForm) {
        const outcome = payFormUnavailableOutcome();
        if (outcome.toast) toasts.show({ id: outcome.toast.id, type: 'error', message: outcome.toast.message });
        return;
      }
      if (!(await startAttempt(core, 'payForm'))) return;
      await handle(await payForm.submit(), 'payForm');
    },
    async quickPay(cardId) {
      if (!(await startAttempt(core, 'quickPay'))) return;
      const answer = await bff.checkout.quickPay({ cardId, merchantRef: merchantRef(), forterToken: await providers.fraudToken() });
      if (answer.ok && answer.value.status === 'SUCCESS') {
        await completion.placeOrder('quickPay', CHECKOUT_TOAST_IDS.placeOrderFailed);
        return;
      }
      const message = answer.ok ? (answer.value.message ?? answer.value.status) : answer.error.message;
      await apply(payFormOutcome({ type: 'failed', error: message }), 'quickPay');
    },
    async payWithBnpl() {
      if (!(await startAttempt(core, 'bnpl'))) return;
      const answer = await bff.checkout.bnplSession();
      if (answer.ok) {
        router.leave(answer.value.url);
        return;
      }
      toasts.show({ id: CHECKOUT_TOAST_IDS.bnplOrderFailed, type: 'error', message: answer.error.message });
      await core.run({ type: 'finishPaymentAttempt', succeeded: false });
    },
  };
}
