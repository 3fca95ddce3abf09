import type { CardBrand, PaymentGateways, PaymentState, SavedCard } from '../../server/services/payments/gateways';

interface Asked {
  readonly reference: string;
  readonly amount: number;
  readonly currency: string;
  readonly fraudToken?: string;
  readonly returnUrl?: string;
}

/**
 * The payment providers in memory: the test decides what each reference's payment did (authorised,
 * still settling, refused, cancelled) and the server asks, as it would ask a real provider.
 */
export class FakeGateways implements PaymentGateways {
  /** Every session, pay request and purchase the server asked for, by reference. */
  readonly sessions = new Map<string, Asked>();
  readonly payRequests = new Map<string, Asked>();
  readonly purchases = new Map<string, Asked>();
  /** How often the server asked about each reference. */
  readonly asked = new Map<string, number>();
  /** Every refund the server asked for, by reference (a second ask is idempotent: the money goes back once). */
  readonly refundsAsked = new Map<string, number>();
  /** The amount given back, by reference. */
  readonly refunded = new Map<string, number>();
  private readonly states = new Map<string, PaymentState>();
  private readonly cards = new Map<string, SavedCard[]>();
  private readonly savedPays = new Set<string>();
  /** The redirect result each challenged payment waits for. */
  private readonly challenges = new Map<string, string>();
  private serial = 0;

  /** The payment under the reference went through for the amount the server asked (or another, to test a mismatch). */
  authorise(
    reference: string,
    options: { method?: 'card' | 'wallet' | 'payForm' | 'quickPay' | 'bnpl'; amount?: number; brand?: CardBrand; last4?: string } = {},
  ): void {
    const asked = this.sessions.get(reference) ?? this.payRequests.get(reference) ?? this.purchases.get(reference);
    this.states.set(reference, {
      state: 'authorised',
      pspReference: `psp-${reference}`,
      amount: options.amount ?? asked?.amount ?? 0,
      currency: (asked?.currency ?? 'AUD') as 'AUD',
      method: options.method ?? 'card',
      cardBrand: options.brand ?? 'visa',
      cardLast4: options.last4 ?? '1111',
      ...(asked?.fraudToken ? { fraudToken: asked.fraudToken } : {}),
    });
  }

  pending(reference: string): void {
    this.states.set(reference, { state: 'pending' });
  }

  /** The payment waits for the shopper's 3-D Secure challenge; the redirect result it answers with finishes it. */
  challenge(reference: string): string {
    const redirectResult = `rr-${reference}`;
    this.states.set(reference, { state: 'pending' });
    this.challenges.set(reference, redirectResult);
    return redirectResult;
  }

  refuse(reference: string): void {
    this.states.set(reference, { state: 'refused', reason: 'Transaction declined' });
  }

  cancel(reference: string): void {
    this.states.set(reference, { state: 'cancelled', reason: 'Cancelled' });
  }

  private readonly refund: PaymentGateways['card']['refund'] = async ({ reference, amount }) => {
    this.refundsAsked.set(reference, (this.refundsAsked.get(reference) ?? 0) + 1);
    if (this.refunded.has(reference)) return { refunded: true };
    if (this.states.get(reference)?.state !== 'authorised') return { refunded: false };
    this.refunded.set(reference, amount);
    this.states.set(reference, { state: 'refunded', reason: 'Refunded' });
    return { refunded: true };
  };

  giveSavedCard(customerId: string, card: SavedCard): void {
    this.cards.set(customerId, [...(this.cards.get(customerId) ?? []), card]);
  }

  private stateOf(reference: string): PaymentState {
    this.asked.set(reference, (this.asked.get(reference) ?? 0) + 1);
    return this.states.get(reference) ?? { state: 'none' };
  }

  readonly card: PaymentGateways['card'] = {
    createSession: async (input) => {
      this.sessions.set(input.reference, input);
      this.serial += 1;
      return { id: `session-${this.serial}`, sessionData: `data-${this.serial}` };
    },
    paymentState: async ({ reference, redirectResult }) => {
      if (redirectResult !== undefined && this.challenges.get(reference) === redirectResult) {
        this.challenges.delete(reference);
        this.authorise(reference);
      }
      return this.payRequests.has(reference) && !this.states.has(reference) ? { state: 'none' } : this.stateOf(reference);
    },
    refund: (input) => this.refund(input),
  };

  readonly payForm: PaymentGateways['payForm'] = {
    createPayRequest: async (input) => {
      this.payRequests.set(input.reference, input);
      return { paySecret: `secret-${input.reference}` };
    },
    paymentState: async ({ reference }) => this.stateOf(reference),
    refund: (input) => this.refund(input),
    quickPay: async (input) => {
      if (!(this.cards.get(input.customerId) ?? []).some((card) => card.cardId === input.cardId))
        return { status: 'FAILED', message: 'Unknown card' };
      this.payRequests.set(input.reference, input);
      this.authorise(input.reference, { method: 'quickPay', amount: input.amount });
      return { status: 'SUCCESS' };
    },
    saveCard: async ({ payId, save }) => {
      if (save) this.savedPays.add(payId);
      return save;
    },
    savedCards: async (customerId) => this.cards.get(customerId) ?? [],
    deleteCard: async () => true,
    setDefaultCard: async () => true,
  };

  readonly bnpl: PaymentGateways['bnpl'] = {
    createPurchase: async (input) => {
      this.purchases.set(input.reference, input);
      return { url: `https://bnpl.example/approve?reference=${encodeURIComponent(input.reference)}` };
    },
    purchaseState: async ({ merchantReference }) => this.stateOf(merchantReference),
    refund: (input) => this.refund(input),
  };
}
