import type { Area } from '../http/areas';
import type { PaymentGateways } from '../services/payment-gateways';

export interface Sandbox {
  readonly gateways: PaymentGateways;
  readonly area: Area;
}

/** The payment providers' sandboxes (spec §1 Checkout, §9): in-memory stand-ins for external services. */
export function createSandbox(_options: { readonly now: () => number }): Sandbox {
  const unavailable = async (): Promise<never> => {
    throw new Error('The sandbox payment providers are not ready');
  };
  return {
    gateways: {
      card: { createSession: unavailable, paymentState: unavailable },
      payForm: {
        createPayRequest: unavailable,
        paymentState: unavailable,
        quickPay: unavailable,
        saveCard: unavailable,
        savedCards: unavailable,
        deleteCard: unavailable,
        setDefaultCard: unavailable,
      },
      bnpl: { createPurchase: unavailable, purchaseState: unavailable },
    },
    area: () => async () => {},
  };
}
