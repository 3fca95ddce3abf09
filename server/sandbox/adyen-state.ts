import type { CardBrand, CardGateway, Currency, PaymentState } from '../services/payments/gateways';
import { OPEN_LIFETIME_MS, PAYMENT_LIFETIME_MS, type SandboxStore, recordsOf } from './records';
import { randomId, returnTo } from './shared';
import { type CardInput, DECLINED_REASON, SETTLE_MS, decideCard } from './test-cards';

interface Session {
  readonly id: string;
  readonly sessionData: string;
  readonly reference: string;
  readonly amount: number;
  readonly currency: Currency;
  readonly returnUrl: string;
  readonly fraudToken: string;
  readonly country: 'AU' | 'NZ';
}

/** A payment keeps the session it was made in: the session may be purged before the payment is. */
type Payment = {
  readonly session: Session;
  readonly pspReference: string;
  readonly method: 'card' | 'wallet';
  readonly brand?: CardBrand;
  readonly last4?: string;
} & (
  | { readonly status: 'authorised' | 'refused' | 'cancelled' }
  | { readonly status: 'received'; readonly settlesAt: number }
  | { readonly status: 'challenge'; readonly challengeId: string; readonly redirectResult?: string; readonly completed?: boolean }
);

/** What the drop-in is told about an attempt (the provider's own wire, not the shop's). */
export type DropInAnswer =
  | { readonly resultCode: 'Authorised' | 'Received' | 'Refused' | 'Cancelled'; readonly refusalReason?: string; readonly merchantReference: string }
  | { readonly action: { readonly type: 'redirect'; readonly url: string } };

export type PaymentMethodInput = ({ readonly type: 'scheme' } & CardInput) | { readonly type: 'wallet' };

export type Attempt =
  { readonly ok: true; readonly answer: DropInAnswer } | { readonly ok: false; readonly status: 400 | 404 | 409; readonly message: string };

export const ADYEN_BRANDS: readonly CardBrand[] = ['mastercard', 'visa', 'discover'];

/**
 * The card drop-in provider's state, in the shop's database (records.ts): sessions, at most one live payment per
 * merchant reference (with the session it was made in), the open 3-D Secure challenges, and refunds.
 */
export function createAdyenState(store: SandboxStore) {
  const { now } = store;
  const sessions = recordsOf<Session>(store, 'adyen', 'session', OPEN_LIFETIME_MS);
  /** Payments by merchant reference. */
  const payments = recordsOf<Payment>(store, 'adyen', 'payment', PAYMENT_LIFETIME_MS);
  /** Open challenges: challenge id → the merchant reference of its payment. */
  const challenges = recordsOf<{ readonly reference: string }>(store, 'adyen', 'challenge', OPEN_LIFETIME_MS);
  /** Refunds by merchant reference: the amount given back, once. */
  const refunds = recordsOf<{ readonly amount: number }>(store, 'adyen', 'refund', PAYMENT_LIFETIME_MS);

  const gateway: CardGateway = {
    async createSession(input) {
      const session: Session = { ...input, id: randomId('ses'), sessionData: randomId('sd', 24) };
      await sessions.create(session.id, session);
      return { id: session.id, sessionData: session.sessionData };
    },
    async paymentState({ reference, redirectResult }) {
      let payment = await payments.get(reference);
      if (!payment) return { state: 'none' };
      if (payment.status === 'challenge' && redirectResult && payment.redirectResult === redirectResult) {
        payment = await finishChallenge(reference, payment);
      }
      const state = payment ? stateOf(payment, now()) : ({ state: 'none' } as const);
      return state.state === 'authorised' && (await refunds.get(reference)) ? { state: 'refunded', reason: 'Refunded' } : state;
    },
    async refund({ reference, amount }) {
      if (await refunds.get(reference)) return { refunded: true };
      const payment = await payments.get(reference);
      if (!payment || stateOf(payment, now()).state !== 'authorised') return { refunded: false };
      // Made once: of two refunds at the same moment (on two instances), the second finds the first's record.
      await refunds.create(reference, { amount });
      return { refunded: true };
    },
  };

  /** The answered challenge becomes the payment's outcome, once; what the payment is after. */
  const finishChallenge = async (reference: string, answered: Payment & { status: 'challenge' }): Promise<Payment | undefined> => {
    const finished = await payments.change(reference, (current) => {
      if (current?.status !== 'challenge' || current.challengeId !== answered.challengeId || !current.redirectResult) return { result: current };
      const { challengeId: _c, redirectResult: _r, completed, ...rest } = current;
      const next: Payment = { ...rest, status: completed ? 'authorised' : 'cancelled' };
      return { next, result: next };
    });
    await challenges.remove(answered.challengeId);
    return finished;
  };

  /** The challenge's payment, while the challenge is open (not answered yet). */
  const openChallenge = async (challengeId: string) => {
    const pointer = await challenges.get(challengeId);
    const payment = pointer && (await payments.get(pointer.reference));
    return payment && isOpenChallenge(payment, challengeId) ? { reference: pointer.reference, payment } : undefined;
  };

  return {
    gateway,
    session: (id: string) => sessions.get(id),

    /** One attempt from the drop-in; a refused or cancelled attempt may be followed by another. */
    async pay(sessionId: string, sessionData: string, method: PaymentMethodInput): Promise<Attempt> {
      const session = await sessions.get(sessionId);
      if (!session) return { ok: false, status: 404, message: `Session ${sessionId} not found` };
      if (session.sessionData !== sessionData) return { ok: false, status: 400, message: 'body.sessionData: does not match the session' };
      const made = paymentOf(session, method, now());
      // Authorised once: of two attempts on the session at the same moment, the second finds the first's payment.
      const attempt = await payments.change<Attempt>(session.reference, (previous) => {
        if (previous && previous.session.id === sessionId && !['refused', 'cancelled'].includes(previous.status)) {
          return { result: { ok: false, status: 409, message: 'This session already has a payment' } };
        }
        if (!made.ok) return { result: made };
        return { next: made.payment, result: { ok: true, answer: answerOf(made.payment) } };
      });
      if (made.ok && attempt.ok && made.payment.status === 'challenge') {
        await challenges.create(made.payment.challengeId, { reference: session.reference });
      }
      return attempt;
    },

    /** The 3-D Secure page: which session a challenge belongs to, while it is open. */
    async challenge(challengeId: string): Promise<{ readonly session: Session } | undefined> {
      const found = await openChallenge(challengeId);
      return found && { session: found.payment.session };
    },

    /** The shopper completes or cancels the challenge; the answer is the redirect back to the shop. */
    async answerChallenge(challengeId: string, complete: boolean): Promise<string | undefined> {
      const found = await openChallenge(challengeId);
      if (!found) return undefined;
      const redirectResult = randomId('rr', 24);
      // Answered once: a second answer (another tab, another instance) finds the challenge no longer open.
      return payments.change(found.reference, (current) => {
        if (!current || !isOpenChallenge(current, challengeId)) return { result: undefined };
        return {
          next: { ...current, redirectResult, completed: complete },
          result: returnTo(current.session.returnUrl, { sessionId: current.session.id, redirectResult }),
        };
      });
    },

    /** The drop-in hands over the redirectResult after the return to the shop. */
    async details(sessionId: string, redirectResult: string): Promise<Attempt> {
      const session = await sessions.get(sessionId);
      if (!session) return { ok: false, status: 404, message: `Session ${sessionId} not found` };
      let payment = await payments.get(session.reference);
      if (!payment || payment.session.id !== sessionId)
        return { ok: false, status: 400, message: 'body.redirectResult: does not belong to this session' };
      if (payment.status === 'challenge') {
        if (payment.redirectResult !== redirectResult)
          return { ok: false, status: 400, message: 'body.redirectResult: does not belong to this session' };
        payment = await finishChallenge(session.reference, payment);
        if (!payment || payment.session.id !== sessionId)
          return { ok: false, status: 400, message: 'body.redirectResult: does not belong to this session' };
      }
      return { ok: true, answer: answerOf(payment) };
    },
  };
}

/** The payment an attempt makes, decided on the card alone; the session decides whether it may be made. */
function paymentOf(
  session: Session,
  method: PaymentMethodInput,
  now: number,
): { readonly ok: true; readonly payment: Payment } | (Attempt & { readonly ok: false }) {
  const pspReference = randomId('psp');
  if (method.type === 'wallet') return { ok: true, payment: { session, pspReference, method: 'wallet', status: 'authorised' } };
  const decided = decideCard(method, now, ADYEN_BRANDS);
  if (!decided.ok) return { ok: false, status: 400, message: `body.paymentMethod.${decided.field}: ${decided.message}` };
  const { brand, last4, outcome } = decided.card;
  const base = { session, pspReference, method: 'card' as const, brand, last4 };
  if (outcome === 'received') return { ok: true, payment: { ...base, status: 'received', settlesAt: now + SETTLE_MS } };
  if (outcome === 'challenge') return { ok: true, payment: { ...base, status: 'challenge', challengeId: randomId('chl') } };
  return { ok: true, payment: { ...base, status: outcome } };
}

const isOpenChallenge = (payment: Payment, challengeId: string): payment is Payment & { status: 'challenge' } =>
  payment.status === 'challenge' && payment.challengeId === challengeId && !payment.redirectResult;

function answerOf(payment: Payment): DropInAnswer {
  const { session } = payment;
  const merchantReference = session.reference;
  switch (payment.status) {
    case 'authorised':
      return { resultCode: 'Authorised', merchantReference };
    case 'received':
      return { resultCode: 'Received', merchantReference };
    case 'refused':
      return { resultCode: 'Refused', refusalReason: DECLINED_REASON, merchantReference };
    case 'cancelled':
      return { resultCode: 'Cancelled', merchantReference };
    case 'challenge':
      return {
        action: { type: 'redirect', url: new URL(`/sandbox/adyen/challenge?challengeId=${payment.challengeId}`, session.returnUrl).toString() },
      };
  }
}

function stateOf(payment: Payment, now: number): PaymentState {
  const { session } = payment;
  switch (payment.status) {
    case 'challenge':
      return { state: 'pending' };
    case 'received':
      if (now < payment.settlesAt) return { state: 'pending' };
      break;
    case 'refused':
      return { state: 'refused', reason: DECLINED_REASON };
    case 'cancelled':
      return { state: 'cancelled', reason: 'The shopper cancelled the authentication' };
    case 'authorised':
      break;
  }
  return {
    state: 'authorised',
    pspReference: payment.pspReference,
    amount: session.amount,
    currency: session.currency,
    method: payment.method,
    ...(payment.brand && { cardBrand: payment.brand }),
    ...(payment.last4 && { cardLast4: payment.last4 }),
    fraudToken: session.fraudToken,
  };
}

export type AdyenState = ReturnType<typeof createAdyenState>;
