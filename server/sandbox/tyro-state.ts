import type { CardBrand, PayFormGateway, PaymentState, SavedCard } from '../services/payments/gateways';
import { randomId } from './shared';
import { type CardInput, DECLINED_REASON, decideCard, expiryIsCurrent } from './test-cards';
import { createTyroWallets } from './tyro-wallets';

interface PayRequest {
  readonly paySecret: string;
  readonly payId: string;
  readonly reference: string;
  readonly amount: number;
  readonly customerId: string | null;
  readonly fraudToken: string;
  status: 'open' | 'SUCCESS' | 'FAILED' | 'CANCELLED';
  /** Set when the request only registers a card (zero amount, no payment): where the card page sends the shopper back. */
  readonly registerReturnPath?: string;
  method?: 'payForm' | 'wallet';
  card?: { readonly brand: CardBrand; readonly last4: string; readonly expiry: string };
}

interface QuickPayment {
  readonly pspReference: string;
  readonly amount: number;
  readonly card: SavedCard;
  readonly fraudToken: string;
}

/** What the pay form page is told (the provider's own wire). */
export type PayAnswer =
  | {
      readonly status: 'SUCCESS' | 'FAILED';
      readonly gatewayCode?: string;
      readonly message?: string;
      readonly payId: string;
      readonly save: boolean;
    }
  | { readonly error: 400 | 404 | 409; readonly message: string };

export const TYRO_BRANDS: readonly CardBrand[] = ['mastercard', 'visa', 'discover'];

/**
 * The AU pay form provider's memory: pay requests by secret, quick payments, each customer's saved cards.
 * The saved cards outlive a restart when a walletFile is given (see tyro-wallets.ts).
 */
export function createTyroState(now: () => number, options: { readonly walletFile?: string } = {}) {
  const requests = new Map<string, PayRequest>();
  const byReference = new Map<string, PayRequest>();
  const quickPayments = new Map<string, QuickPayment>();
  const wallets = createTyroWallets(options.walletFile);
  /** Refunds by merchant reference: the amount given back, once. */
  const refunds = new Map<string, number>();

  const cardsOf = (customerId: string): SavedCard[] => wallets.get(customerId);
  const keep = (customerId: string, cards: SavedCard[]) => {
    const withDefault = cards.length > 0 && !cards.some((c) => c.isDefault) ? cards.map((c, i) => ({ ...c, isDefault: i === 0 })) : cards;
    wallets.set(customerId, withDefault);
  };

  const stateOf = (reference: string): PaymentState => {
    const quick = quickPayments.get(reference);
    if (quick) {
      const { card } = quick;
      return {
        state: 'authorised',
        pspReference: quick.pspReference,
        amount: quick.amount,
        currency: 'AUD',
        method: 'quickPay',
        cardBrand: card.brand,
        cardLast4: card.last4,
        fraudToken: quick.fraudToken,
      };
    }
    const request = byReference.get(reference);
    if (!request || request.status === 'open') return { state: 'none' };
    if (request.status === 'FAILED') return { state: 'refused', reason: DECLINED_REASON };
    if (request.status === 'CANCELLED') return { state: 'cancelled', reason: 'The shopper cancelled the payment' };
    return {
      state: 'authorised',
      pspReference: request.payId,
      amount: request.amount,
      currency: 'AUD',
      method: request.method ?? 'payForm',
      ...(request.card && { cardBrand: request.card.brand, cardLast4: request.card.last4 }),
      fraudToken: request.fraudToken,
    };
  };

  const gateway: PayFormGateway = {
    async createPayRequest(input) {
      const request: PayRequest = { ...input, paySecret: randomId('sec', 24), payId: randomId('pay'), status: 'open' };
      requests.set(request.paySecret, request);
      byReference.set(input.reference, request);
      return { paySecret: request.paySecret };
    },
    async paymentState({ reference }): Promise<PaymentState> {
      const state = stateOf(reference);
      return state.state === 'authorised' && refunds.has(reference) ? { state: 'refunded', reason: 'Refunded' } : state;
    },
    async refund({ reference, amount }) {
      if (refunds.has(reference)) return { refunded: true };
      if (stateOf(reference).state !== 'authorised') return { refunded: false };
      refunds.set(reference, amount);
      return { refunded: true };
    },
    async quickPay(input) {
      const card = cardsOf(input.customerId).find((c) => c.cardId === input.cardId);
      if (!card) return { status: 'FAILED', message: 'Saved card not found' };
      if (!expiryIsCurrent(card.expiry, now())) return { status: 'FAILED', message: 'This card has expired' };
      if (quickPayments.has(input.reference) || byReference.get(input.reference)?.status === 'SUCCESS') {
        return { status: 'FAILED', message: 'This payment was already made' };
      }
      quickPayments.set(input.reference, { pspReference: randomId('psp'), amount: input.amount, card, fraudToken: input.fraudToken });
      return { status: 'SUCCESS' };
    },
    async saveCard({ payId, customerId, save }) {
      const request = [...requests.values()].find((r) => r.payId === payId);
      if (!request?.card || request.status !== 'SUCCESS' || request.customerId !== customerId) return false;
      const { brand, last4, expiry } = request.card;
      const others = cardsOf(customerId).filter((c) => !(c.brand === brand && c.last4 === last4 && c.expiry === expiry));
      if (!save) {
        keep(customerId, others);
        return false;
      }
      const existing = cardsOf(customerId).find((c) => c.brand === brand && c.last4 === last4 && c.expiry === expiry);
      keep(customerId, [...others, existing ?? { cardId: randomId('card'), brand, last4, expiry, isDefault: others.length === 0 }]);
      return true;
    },
    async registerCard({ customerId, returnPath }) {
      const request: PayRequest = {
        paySecret: randomId('sec', 24),
        payId: randomId('pay'),
        reference: randomId('reg'),
        amount: 0,
        customerId,
        fraudToken: '',
        status: 'open',
        registerReturnPath: returnPath,
      };
      requests.set(request.paySecret, request);
      return { url: `/sandbox/tyro/register-card?paySecret=${encodeURIComponent(request.paySecret)}` };
    },
    async savedCards(customerId) {
      return cardsOf(customerId);
    },
    async deleteCard(customerId, cardId) {
      const cards = cardsOf(customerId);
      if (!cards.some((c) => c.cardId === cardId)) return false;
      keep(
        customerId,
        cards.filter((c) => c.cardId !== cardId),
      );
      return true;
    },
    async setDefaultCard(customerId, cardId) {
      const cards = cardsOf(customerId);
      if (!cards.some((c) => c.cardId === cardId)) return false;
      keep(
        customerId,
        cards.map((c) => ({ ...c, isDefault: c.cardId === cardId })),
      );
      return true;
    },
  };

  return {
    gateway,
    request: (paySecret: string) => requests.get(paySecret),

    /** One attempt from the pay form, by card or by wallet; a failed or cancelled request may be tried again. */
    pay(paySecret: string, input: { readonly card: CardInput; readonly save: boolean } | { readonly wallet: true }): PayAnswer {
      const request = requests.get(paySecret);
      if (!request) return { error: 404, message: 'Pay request not found' };
      if (request.status === 'SUCCESS' || quickPayments.has(request.reference)) return { error: 409, message: 'This pay request was already paid' };
      const { payId } = request;
      if ('wallet' in input) {
        if (request.registerReturnPath !== undefined) return { error: 400, message: 'body.card: is required to register a card' };
        Object.assign(request, { status: 'SUCCESS', method: 'wallet', card: undefined });
        return { status: 'SUCCESS', payId, save: false };
      }
      const decided = decideCard(input.card, now(), TYRO_BRANDS);
      if (!decided.ok) return { error: 400, message: `body.card.${decided.field}: ${decided.message}` };
      const { brand, last4, expiry, outcome } = decided.card;
      const save = input.save && request.customerId !== null;
      if (outcome === 'refused') {
        request.status = 'FAILED';
        return { status: 'FAILED', gatewayCode: 'DECLINED', message: DECLINED_REASON, payId, save };
      }
      Object.assign(request, { status: 'SUCCESS', method: 'payForm', card: { brand, last4, expiry } });
      return { status: 'SUCCESS', payId, save };
    },

    /** The shopper backs out of the wallet sheet: CANCELLED, which the shop shows no toast for (spec §4). */
    cancel(paySecret: string): PayAnswer {
      const request = requests.get(paySecret);
      if (!request) return { error: 404, message: 'Pay request not found' };
      if (request.status === 'SUCCESS') return { error: 409, message: 'This pay request was already paid' };
      request.status = 'CANCELLED';
      return { status: 'FAILED', gatewayCode: 'CANCELLED', payId: request.payId, save: false };
    },
  };
}

export type TyroState = ReturnType<typeof createTyroState>;
