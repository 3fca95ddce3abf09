import type { CardBrand, PayFormGateway, PaymentState, SavedCard } from '../services/payments/gateways';
import { OPEN_LIFETIME_MS, PAYMENT_LIFETIME_MS, type SandboxStore, recordsOf } from './records';
import { randomId } from './shared';
import { type CardInput, DECLINED_REASON, decideCard, expiryIsCurrent } from './test-cards';

interface PayRequest {
  readonly paySecret: string;
  readonly payId: string;
  readonly reference: string;
  readonly amount: number;
  readonly customerId: string | null;
  readonly fraudToken: string;
  readonly status: 'open' | 'SUCCESS' | 'FAILED' | 'CANCELLED';
  /** Set when the request only registers a card (zero amount, no payment): where the card page sends the shopper back. */
  readonly registerReturnPath?: string;
  readonly method?: 'payForm' | 'wallet';
  readonly card?: { readonly brand: CardBrand; readonly last4: string; readonly expiry: string };
}

/** The payment made under a merchant reference, by the pay form, its wallet, or quick pay with a saved card. */
interface Payment {
  readonly pspReference: string;
  readonly amount: number;
  readonly method: 'payForm' | 'wallet' | 'quickPay';
  readonly card?: { readonly brand: CardBrand; readonly last4: string };
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
 * The AU pay form provider's state, in the shop's database (records.ts): pay requests by secret, the payment made
 * under each merchant reference (by the pay form or by quick pay), each customer's saved cards, and refunds.
 */
export function createTyroState(store: SandboxStore) {
  const { now } = store;
  const requests = recordsOf<PayRequest>(store, 'tyro', 'pay-request', OPEN_LIFETIME_MS);
  /** The newest pay request of each merchant reference: reference → pay secret. */
  const newestRequest = recordsOf<{ readonly paySecret: string }>(store, 'tyro', 'pay-reference', OPEN_LIFETIME_MS);
  /** Pay requests by the pay id the card page hands the shop: pay id → pay secret. */
  const requestByPayId = recordsOf<{ readonly paySecret: string }>(store, 'tyro', 'pay-id', OPEN_LIFETIME_MS);
  /**
   * The payment of each merchant reference, made once: inserted by whichever of the pay form and quick pay pays
   * first, so the other (or the same one again, on another instance) finds the reference paid.
   */
  const payments = recordsOf<Payment>(store, 'tyro', 'payment', PAYMENT_LIFETIME_MS);
  /** Each customer's saved cards, kept until deleted (a real provider keeps them across the shop's restarts). */
  const wallets = recordsOf<readonly SavedCard[]>(store, 'tyro', 'wallet', null);
  /** Refunds by merchant reference: the amount given back, once. */
  const refunds = recordsOf<{ readonly amount: number }>(store, 'tyro', 'refund', PAYMENT_LIFETIME_MS);

  const cardsOf = async (customerId: string): Promise<readonly SavedCard[]> => (await wallets.get(customerId)) ?? [];
  /** The cards to keep, with a default if any are left; null (no wallet) when none are. */
  const kept = (cards: readonly SavedCard[]): readonly SavedCard[] | null => {
    if (cards.length === 0) return null;
    return cards.some((c) => c.isDefault) ? cards : cards.map((c, i) => ({ ...c, isDefault: i === 0 }));
  };

  const stateOf = async (reference: string): Promise<PaymentState> => {
    const payment = await payments.get(reference);
    if (payment) {
      return {
        state: 'authorised',
        pspReference: payment.pspReference,
        amount: payment.amount,
        currency: 'AUD',
        method: payment.method,
        ...(payment.card && { cardBrand: payment.card.brand, cardLast4: payment.card.last4 }),
        fraudToken: payment.fraudToken,
      };
    }
    const newest = await newestRequest.get(reference);
    const request = newest && (await requests.get(newest.paySecret));
    if (request?.status === 'FAILED') return { state: 'refused', reason: DECLINED_REASON };
    if (request?.status === 'CANCELLED') return { state: 'cancelled', reason: 'The shopper cancelled the payment' };
    return { state: 'none' };
  };

  /** Records the pay request's outcome (whatever a concurrent cancel wrote: the payment made is what stands). */
  const settleRequest = (paySecret: string, outcome: Pick<PayRequest, 'status' | 'method' | 'card'>) =>
    requests.change(paySecret, (current) => {
      if (!current) return { result: undefined };
      const { method: _m, card: _c, ...rest } = current;
      return { next: { ...rest, ...outcome }, result: undefined };
    });

  const gateway: PayFormGateway = {
    async createPayRequest(input) {
      const request: PayRequest = { ...input, paySecret: randomId('sec', 24), payId: randomId('pay'), status: 'open' };
      await requests.create(request.paySecret, request);
      await requestByPayId.create(request.payId, { paySecret: request.paySecret });
      await newestRequest.put(input.reference, { paySecret: request.paySecret });
      return { paySecret: request.paySecret };
    },
    async paymentState({ reference }): Promise<PaymentState> {
      const state = await stateOf(reference);
      return state.state === 'authorised' && (await refunds.get(reference)) ? { state: 'refunded', reason: 'Refunded' } : state;
    },
    async refund({ reference, amount }) {
      if (await refunds.get(reference)) return { refunded: true };
      if ((await stateOf(reference)).state !== 'authorised') return { refunded: false };
      // Made once: of two refunds at the same moment (on two instances), the second finds the first's record.
      await refunds.create(reference, { amount });
      return { refunded: true };
    },
    async quickPay(input) {
      const card = (await cardsOf(input.customerId)).find((c) => c.cardId === input.cardId);
      if (!card) return { status: 'FAILED', message: 'Saved card not found' };
      if (!expiryIsCurrent(card.expiry, now())) return { status: 'FAILED', message: 'This card has expired' };
      const made = await payments.create(input.reference, {
        pspReference: randomId('psp'),
        amount: input.amount,
        method: 'quickPay',
        card: { brand: card.brand, last4: card.last4 },
        fraudToken: input.fraudToken,
      });
      return made ? { status: 'SUCCESS' } : { status: 'FAILED', message: 'This payment was already made' };
    },
    async saveCard({ payId, customerId, save }) {
      const pointer = await requestByPayId.get(payId);
      const request = pointer && (await requests.get(pointer.paySecret));
      if (!request?.card || request.status !== 'SUCCESS' || request.customerId !== customerId) return false;
      const { brand, last4, expiry } = request.card;
      const same = (c: SavedCard) => c.brand === brand && c.last4 === last4 && c.expiry === expiry;
      const cardId = randomId('card');
      return wallets.change(customerId, (current = []) => {
        const others = current.filter((c) => !same(c));
        if (!save) return { next: kept(others), result: false };
        const existing = current.find(same);
        return { next: kept([...others, existing ?? { cardId, brand, last4, expiry, isDefault: others.length === 0 }]), result: true };
      });
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
      await requests.create(request.paySecret, request);
      await requestByPayId.create(request.payId, { paySecret: request.paySecret });
      return { url: `/sandbox/tyro/register-card?paySecret=${encodeURIComponent(request.paySecret)}` };
    },
    async savedCards(customerId) {
      return cardsOf(customerId);
    },
    async deleteCard(customerId, cardId) {
      // Deleted once: of two deletes at the same moment, the second finds the card gone.
      return wallets.change(customerId, (current = []) => {
        if (!current.some((c) => c.cardId === cardId)) return { result: false };
        return { next: kept(current.filter((c) => c.cardId !== cardId)), result: true };
      });
    },
    async setDefaultCard(customerId, cardId) {
      return wallets.change(customerId, (current = []) => {
        if (!current.some((c) => c.cardId === cardId)) return { result: false };
        return { next: current.map((c) => ({ ...c, isDefault: c.cardId === cardId })), result: true };
      });
    },
  };

  return {
    gateway,
    request: (paySecret: string) => requests.get(paySecret),

    /** One attempt from the pay form, by card or by wallet; a failed or cancelled request may be tried again. */
    async pay(paySecret: string, input: { readonly card: CardInput; readonly save: boolean } | { readonly wallet: true }): Promise<PayAnswer> {
      const request = await requests.get(paySecret);
      if (!request) return { error: 404, message: 'Pay request not found' };
      const alreadyPaid: PayAnswer = { error: 409, message: 'This pay request was already paid' };
      if (request.status === 'SUCCESS' || (await payments.get(request.reference))) return alreadyPaid;
      const { payId } = request;
      const registering = request.registerReturnPath !== undefined;
      if ('wallet' in input) {
        if (registering) return { error: 400, message: 'body.card: is required to register a card' };
        const made = await payments.create(request.reference, {
          pspReference: payId,
          amount: request.amount,
          method: 'wallet',
          fraudToken: request.fraudToken,
        });
        if (!made) return alreadyPaid;
        await settleRequest(paySecret, { status: 'SUCCESS', method: 'wallet' });
        return { status: 'SUCCESS', payId, save: false };
      }
      const decided = decideCard(input.card, now(), TYRO_BRANDS);
      if (!decided.ok) return { error: 400, message: `body.card.${decided.field}: ${decided.message}` };
      const { brand, last4, expiry, outcome } = decided.card;
      const save = input.save && request.customerId !== null;
      if (outcome === 'refused') {
        const failed = await requests.change(paySecret, (current) =>
          current && current.status !== 'SUCCESS' ? { next: { ...current, status: 'FAILED' }, result: true } : { result: false },
        );
        return failed ? { status: 'FAILED', gatewayCode: 'DECLINED', message: DECLINED_REASON, payId, save } : alreadyPaid;
      }
      if (registering) {
        // Registering pays nothing: the request itself records the card checked, once.
        const checked = await requests.change(paySecret, (current) =>
          current && current.status !== 'SUCCESS'
            ? { next: { ...current, status: 'SUCCESS', method: 'payForm', card: { brand, last4, expiry } }, result: true }
            : { result: false },
        );
        return checked ? { status: 'SUCCESS', payId, save } : alreadyPaid;
      }
      const made = await payments.create(request.reference, {
        pspReference: payId,
        amount: request.amount,
        method: 'payForm',
        card: { brand, last4 },
        fraudToken: request.fraudToken,
      });
      if (!made) return alreadyPaid;
      await settleRequest(paySecret, { status: 'SUCCESS', method: 'payForm', card: { brand, last4, expiry } });
      return { status: 'SUCCESS', payId, save };
    },

    /** The shopper backs out of the wallet sheet: CANCELLED, which the shop shows no toast for (spec §4). */
    async cancel(paySecret: string): Promise<PayAnswer> {
      const request = await requests.get(paySecret);
      if (!request) return { error: 404, message: 'Pay request not found' };
      if (request.status === 'SUCCESS' || (await payments.get(request.reference)))
        return { error: 409, message: 'This pay request was already paid' };
      return requests.change<PayAnswer>(paySecret, (current) => {
        if (!current) return { result: { error: 404, message: 'Pay request not found' } };
        if (current.status === 'SUCCESS') return { result: { error: 409, message: 'This pay request was already paid' } };
        return {
          next: { ...current, status: 'CANCELLED' },
          result: { status: 'FAILED', gatewayCode: 'CANCELLED', payId: current.payId, save: false },
        };
      });
    },
  };
}

export type TyroState = ReturnType<typeof createTyroState>;
