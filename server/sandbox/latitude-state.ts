import type { BnplGateway, Currency, PaymentState } from '../services/payments/gateways';
import { OPEN_LIFETIME_MS, PAYMENT_LIFETIME_MS, type SandboxStore, recordsOf } from './records';
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
  readonly status: 'open' | 'approved' | 'declined';
}

/**
 * The buy-now-pay-later provider's state, in the shop's database (records.ts): purchases by gateway reference
 * (what the shop asks about), the approval page's tokens, the approved merchant references, and refunds.
 */
export function createLatitudeState(store: SandboxStore) {
  /** An open purchase lasts as a session does; a decided one as a payment does. */
  const purchases = recordsOf<Purchase>(store, 'latitude', 'purchase', (p) => (p.status === 'open' ? OPEN_LIFETIME_MS : PAYMENT_LIFETIME_MS));
  /** The approval page's token → the purchase's gateway reference, while it is open. */
  const tokens = recordsOf<{ readonly gatewayReference: string }>(store, 'latitude', 'token', OPEN_LIFETIME_MS);
  /** Merchant references with an approved purchase (what a refund gives back): reference → gateway reference. */
  const approvals = recordsOf<{ readonly gatewayReference: string }>(store, 'latitude', 'approval', PAYMENT_LIFETIME_MS);
  /** Refunds by merchant reference: the amount given back, once. */
  const refunds = recordsOf<{ readonly amount: number }>(store, 'latitude', 'refund', PAYMENT_LIFETIME_MS);

  const purchaseOf = async (token: string) => {
    const pointer = await tokens.get(token);
    const purchase = pointer && (await purchases.get(pointer.gatewayReference));
    return purchase?.token === token ? purchase : undefined;
  };

  const gateway: BnplGateway = {
    async createPurchase(input) {
      const purchase: Purchase = {
        ...input,
        token: randomId('tok', 24),
        gatewayReference: randomId('gw'),
        transactionReference: randomId('txn'),
        status: 'open',
      };
      await purchases.create(purchase.gatewayReference, purchase);
      await tokens.create(purchase.token, { gatewayReference: purchase.gatewayReference });
      // The hosted page is on the shop's own origin here, as the sandbox is mounted there.
      return { url: new URL(`/sandbox/latitude/approve?token=${purchase.token}`, input.returnUrl).toString() };
    },
    async purchaseState({ gatewayReference, merchantReference, transactionReference }): Promise<PaymentState> {
      const purchase = await purchases.get(gatewayReference);
      if (!purchase || purchase.reference !== merchantReference || purchase.transactionReference !== transactionReference) return { state: 'none' };
      if (purchase.status === 'open') return { state: 'pending' };
      if (purchase.status === 'declined') return { state: 'refused', reason: BNPL_DECLINED_REASON };
      if (await refunds.get(merchantReference)) return { state: 'refunded', reason: 'Refunded' };
      return {
        state: 'authorised',
        pspReference: purchase.transactionReference,
        amount: purchase.amount,
        currency: purchase.currency,
        method: 'bnpl',
      };
    },
    async refund({ reference, amount }) {
      if (await refunds.get(reference)) return { refunded: true };
      if (!(await approvals.get(reference))) return { refunded: false };
      // Made once: of two refunds at the same moment (on two instances), the second finds the first's record.
      await refunds.create(reference, { amount });
      return { refunded: true };
    },
  };

  return {
    gateway,
    purchase: purchaseOf,
    /** The shopper approves or declines, once; either way the answer is the way back to the shop. */
    async decide(token: string, approve: boolean): Promise<string | undefined> {
      const open = await purchaseOf(token);
      if (open?.status !== 'open') return undefined;
      const decided = await purchases.change(open.gatewayReference, (current) =>
        current?.status === 'open' ? { next: { ...current, status: approve ? 'approved' : 'declined' }, result: current } : { result: undefined },
      );
      if (!decided) return undefined;
      if (approve) await approvals.create(decided.reference, { gatewayReference: decided.gatewayReference });
      return returnTo(decided.returnUrl, {
        gatewayReference: decided.gatewayReference,
        merchantReference: decided.reference,
        transactionReference: decided.transactionReference,
      });
    },
  };
}

export type LatitudeState = ReturnType<typeof createLatitudeState>;
