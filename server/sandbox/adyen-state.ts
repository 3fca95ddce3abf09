import type { CardBrand, CardGateway, Currency, PaymentState } from '../services/payments/gateways';
import { randomId, returnTo } from './shared';
import { type CardInput, DECLINED_REASON, decideCard } from './test-cards';

/** How long a "Received" payment takes to settle (issue 5: ~2 s). */
export const SETTLE_MS = 2_000;

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

type Payment = {
  readonly sessionId: string;
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

/** The card drop-in provider's memory: sessions, and at most one live payment per merchant reference. */
export function createAdyenState(now: () => number) {
  const sessions = new Map<string, Session>();
  const payments = new Map<string, Payment>();
  const challenges = new Map<string, string>();
  /** Refunds by merchant reference: the amount given back, once. */
  const refunds = new Map<string, number>();

  const answerOf = (session: Session, payment: Payment): DropInAnswer => {
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
  };

  const gateway: CardGateway = {
    async createSession(input) {
      const session: Session = { ...input, id: randomId('ses'), sessionData: randomId('sd', 24) };
      sessions.set(session.id, session);
      return { id: session.id, sessionData: session.sessionData };
    },
    async paymentState({ reference, redirectResult }) {
      let payment = payments.get(reference);
      if (!payment) return { state: 'none' };
      if (payment.status === 'challenge' && redirectResult && payment.redirectResult === redirectResult) {
        payment = finishChallenge(reference, payment);
      }
      const state = stateOf(payment, sessions.get(payment.sessionId), now());
      return state.state === 'authorised' && refunds.has(reference) ? { state: 'refunded', reason: 'Refunded' } : state;
    },
    async refund({ reference, amount }) {
      if (refunds.has(reference)) return { refunded: true };
      const payment = payments.get(reference);
      if (!payment || stateOf(payment, sessions.get(payment.sessionId), now()).state !== 'authorised') return { refunded: false };
      refunds.set(reference, amount);
      return { refunded: true };
    },
  };

  const finishChallenge = (reference: string, payment: Payment & { status: 'challenge' }): Payment => {
    const { challengeId: _c, redirectResult: _r, completed, ...rest } = payment;
    const finished: Payment = { ...rest, status: completed ? 'authorised' : 'cancelled' };
    payments.set(reference, finished);
    challenges.delete(payment.challengeId);
    return finished;
  };

  return {
    gateway,
    session: (id: string) => sessions.get(id),

    /** One attempt from the drop-in; a refused or cancelled attempt may be followed by another. */
    pay(sessionId: string, sessionData: string, method: PaymentMethodInput): Attempt {
      const session = sessions.get(sessionId);
      if (!session) return { ok: false, status: 404, message: `Session ${sessionId} not found` };
      if (session.sessionData !== sessionData) return { ok: false, status: 400, message: 'body.sessionData: does not match the session' };
      const previous = payments.get(session.reference);
      if (previous && previous.sessionId === sessionId && !['refused', 'cancelled'].includes(previous.status)) {
        return { ok: false, status: 409, message: 'This session already has a payment' };
      }
      const pspReference = randomId('psp');
      let payment: Payment;
      if (method.type === 'wallet') {
        payment = { sessionId, pspReference, method: 'wallet', status: 'authorised' };
      } else {
        const decided = decideCard(method, now(), ADYEN_BRANDS);
        if (!decided.ok) return { ok: false, status: 400, message: `body.paymentMethod.${decided.field}: ${decided.message}` };
        const { brand, last4, outcome } = decided.card;
        const base = { sessionId, pspReference, method: 'card' as const, brand, last4 };
        if (outcome === 'received') payment = { ...base, status: 'received', settlesAt: now() + SETTLE_MS };
        else if (outcome === 'challenge') {
          const challengeId = randomId('chl');
          challenges.set(challengeId, session.reference);
          payment = { ...base, status: 'challenge', challengeId };
        } else payment = { ...base, status: outcome };
      }
      payments.set(session.reference, payment);
      return { ok: true, answer: answerOf(session, payment) };
    },

    /** The 3-D Secure page: which session a challenge belongs to, while it is open. */
    challenge(challengeId: string): { readonly session: Session } | undefined {
      const found = gatewayChallenge(challengeId);
      return found && { session: found.session };
    },

    /** The shopper completes or cancels the challenge; the answer is the redirect back to the shop. */
    answerChallenge(challengeId: string, complete: boolean): string | undefined {
      const found = gatewayChallenge(challengeId);
      if (!found) return undefined;
      const redirectResult = randomId('rr', 24);
      payments.set(found.session.reference, { ...found.payment, redirectResult, completed: complete });
      return returnTo(found.session.returnUrl, { sessionId: found.session.id, redirectResult });
    },

    /** The drop-in hands over the redirectResult after the return to the shop. */
    details(sessionId: string, redirectResult: string): Attempt {
      const session = sessions.get(sessionId);
      if (!session) return { ok: false, status: 404, message: `Session ${sessionId} not found` };
      const payment = payments.get(session.reference);
      if (!payment || payment.sessionId !== sessionId)
        return { ok: false, status: 400, message: 'body.redirectResult: does not belong to this session' };
      if (payment.status !== 'challenge') return { ok: true, answer: answerOf(session, payment) };
      if (payment.redirectResult !== redirectResult)
        return { ok: false, status: 400, message: 'body.redirectResult: does not belong to this session' };
      return { ok: true, answer: answerOf(session, finishChallenge(session.reference, payment)) };
    },
  };

  function gatewayChallenge(challengeId: string) {
    const reference = challenges.get(challengeId);
    const payment = reference ? payments.get(reference) : undefined;
    const session = payment ? sessions.get(payment.sessionId) : undefined;
    if (!session || payment?.status !== 'challenge' || payment.redirectResult) return undefined;
    return { session, payment };
  }
}

function stateOf(payment: Payment, session: Session | undefined, now: number): PaymentState {
  if (!session) return { state: 'none' };
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
