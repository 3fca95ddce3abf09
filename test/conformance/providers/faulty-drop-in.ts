import type { CardPayment, PaymentProviders } from '../../../src/application/ports/payment-providers';
import { createPaymentProviders } from '../../../src/adapters/payments';

/**
 * Copies of the shop's card drop-in, each with one fault seeded, to show the payment providers kit catches it
 * (test/e2e/payment-providers-kit.e2e.ts). Never used by the shop.
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
