import type { CardPayment, PayForm, PaymentProviders } from '../../../src/application/ports/payment-providers';
import { createPaymentProviders } from '../../../src/adapters/payments';

/**
 * Copies of the shop's card drop-in and pay form, each with one fault seeded, to show the payment providers kit
 * catches it (test/e2e/payment-providers-kit.e2e.ts). Never used by the shop.
 */
function withFault(fault: (payment: CardPayment, target: HTMLElement) => Partial<CardPayment>): () => PaymentProviders {
  return () => {
    const providers = createPaymentProviders({ base: '/sandbox' });
    return {
      ...providers,
      async mountCardPayment(target, session, options) {
        const payment = await providers.mountCardPayment(target, session, options);
        return { ...payment, ...fault(payment, target) };
      },
    };
  };
}

/** Tells the shop a declined card was authorised. */
export const declinedAuthorised = withFault((payment) => ({
  submit: async () => {
    const result = await payment.submit();
    return result.kind === 'completed' && result.resultCode === 'Refused'
      ? { kind: 'completed', resultCode: 'Authorised', reference: result.reference }
      : result;
  },
}));

/** Forgets to take its frame out of the slot (and to stop listening) on unmount. */
export const frameLeftOnUnmount = withFault(() => ({ unmount: () => undefined }));

/** Reads the card number out of its frame (the sandbox shares the shop's origin) and posts it to the shop's page. */
export const cardNumberInMessage = withFault((payment, target) => ({
  submit: async () => {
    const frame = target.querySelector('iframe');
    const number = frame?.contentDocument?.querySelector<HTMLInputElement>('input[autocomplete="cc-number"]')?.value ?? '';
    window.postMessage({ type: 'card-entered', number }, window.location.origin);
    return payment.submit();
  },
}));

function withPayFormFault(fault: (form: PayForm, target: HTMLElement) => Partial<PayForm>): () => PaymentProviders {
  return () => {
    const providers = createPaymentProviders({ base: '/sandbox' });
    return {
      ...providers,
      async mountPayForm(target, paySecret, options) {
        const form = await providers.mountPayForm(target, paySecret, options);
        return { ...form, ...fault(form, target) };
      },
    };
  };
}

/** Tells the shop a declined card paid: the order would be placed with nothing authorised. */
export const payFormDeclinedSuccess = withPayFormFault((form) => ({
  submit: async () => {
    const submission = await form.submit();
    return 'status' in submission && submission.gatewayCode === 'DECLINED'
      ? { status: 'SUCCESS', ...(submission.payId ? { payId: submission.payId } : {}), save: false }
      : submission;
  },
}));
