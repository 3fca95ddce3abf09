import type { BnplGateway, Currency, PaymentState } from '../services/payments/gateways';
import { randomId, returnTo } from './shared';

export const BNPL_DECLINED_REASON = 'Your Latitude application was declined';

interface Purchase {
  readonly token: string;
  readonly reference: string;
  readonly amount: number;
  readonly currency: Currency;
  readonly returnUrl: string;
  readonly gatewayReference: string;
  readonly transactionReference: string;
  status: 'open' | 'approved' | 'declined';
}

/** The buy-now-pay-later provider's memory: one purchase per approval token. */
export function createLatitudeState() {
  const purchases = new Map<string, Purchase>();
  const byGatewayReference = new Map<string, Purchase>();
  /** Refunds by merchant reference: the amount given back, once. */
  const refunds = new Map<string, number>();

  const gateway: BnplGateway = {
    async createPurchase(input) {
      const purchase: Purchase = {
        ...input,
        token: randomId('tok', 24),
        gatewayReference: randomId('gw'),
        transactionReference: randomId('txn'),
        status: 'open',
      };
      purchases.set(purchase.token, purchase);
      byGatewayReference.set(purchase.gatewayReference, purchase);
      // The hosted page is on the shop's own origin here, as the sandbox is mounted there.
      return { url: new URL(`/sandbox/latitude/approve?token=${purchase.token}`, input.returnUrl).toString() };
    },
    async purchaseState({ gatewayReference, merchantReference, transactionReference }): Promise<PaymentState> {
      const purchase = byGatewayReference.get(gatewayReference);
      if (!purchase || purchase.reference !== merchantReference || purchase.transactionReference !== transactionReference) return { state: 'none' };
      if (purchase.status === 'open') return { state: 'pending' };
      if (purchase.status === 'declined') return { state: 'refused', reason: BNPL_DECLINED_REASON };
      if (refunds.has(merchantReference)) return { state: 'refunded', reason: 'Refunded' };
      return {
        state: 'authorised',
        pspReference: purchase.transactionReference,
        amount: purchase.amount,
        currency: purchase.currency,
        method: 'bnpl',
      };
    },
    async refund({ reference, amount }) {
      if (refunds.has(reference)) return { refunded: true };
      if (![...purchases.values()].some((p) => p.reference === reference && p.status === 'approved')) return { refunded: false };
      refunds.set(reference, amount);
      return { refunded: true };
    },
  };

  return {
    gateway,
    purchase: (token: string) => purchases.get(token),
    /** The shopper approves or declines; either way the answer is the way back to the shop. */
    decide(token: string, approve: boolean): string | undefined {
      const purchase = purchases.get(token);
      if (!purchase || purchase.status !== 'open') return undefined;
      purchase.status = approve ? 'approved' : 'declined';
      return returnTo(purchase.returnUrl, {
        gatewayReference: purchase.gatewayReference,
        merchantReference: purchase.reference,
        transactionReference: purchase.transactionReference,
      });
    },
  };
}

export type LatitudeState = ReturnType<typeof createLatitudeState>;
