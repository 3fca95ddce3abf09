import { CARD_BRANDS } from '../../kernel/payments';
import { sharedSecret } from '../services/auth/repository';
import type { CardBrand, CardGateway, Currency, PaymentState } from '../services/payments/gateways';
import { OPEN_LIFETIME_MS, PAYMENT_LIFETIME_MS, type SandboxStore, recordsOf } from './records';
import { randomId, returnTo } from './shared';
import { type CardField, type CardInput, DECLINED_REASON, SETTLE_MS, cardFieldErrors, decideCard } from './test-cards';
import { HPP_BASE, HPP_SECRET_NAME, type LinkFields, type ResultCode, readResult, signLink, signResult, verifyLink } from './windcave-signing';

/**
 * The hosted payment page sandbox (spec §1 Checkout, §4 Order completion, §9 Payments): the second style of card
 * gateway. The shop signs a link to the provider's page; the shopper leaves the shop for it, enters the card there,
 * and is sent back to the shop's returnUrl with a signed result. The shop never trusts that result for the outcome:
 * it asks the provider (paymentState, the provider's "query transaction"), whose records say what happened.
 *
 * The provider's state is in the shop's database (records.ts), so every instance sees the same sessions and
 * payments: sessions by id, at most one payment per merchant reference, the open 3-D Secure challenges, refunds.
 * It holds no card number: brand, last four digits and references only.
 */

/** The card brands the page takes: every brand of the spec (§3 Card brands). */
const HPP_BRANDS: readonly CardBrand[] = CARD_BRANDS;

/** A payment session as the shop opened it; the link carries all of it but the fraud token and country. */
interface Session {
  readonly id: string;
  readonly reference: string;
  readonly amount: number;
  readonly currency: Currency;
  readonly returnUrl: string;
  readonly fraudToken: string;
  readonly country: 'AU' | 'NZ';
  /** When the link stops working (epoch ms, a whole second, as the link carries it). */
  readonly expiresAt: number;
}

/** A payment keeps the session it was made in: the session may be purged before the payment is. */
type Payment = {
  readonly session: Session;
  readonly pspReference: string;
  readonly method: 'card';
  /** Absent when the shopper cancelled before paying. */
  readonly brand?: CardBrand;
  readonly last4?: string;
} & (
  | { readonly status: 'authorised' | 'refused' | 'cancelled' }
  | { readonly status: 'received'; readonly settlesAt: number }
  /**
   * Sent to 3-D Secure. Once the shopper approves, the result they are sent back with is kept: the payment is
   * authorised when the shop brings that result back (as a payment is finished after the redirect), never before.
   */
  | { readonly status: 'challenge'; readonly challengeId: string; readonly redirectResult?: string }
);

/** What the page does next: show a page, or send the shopper on (back to the shop, or to 3-D Secure). */
export type PageAnswer =
  | { readonly kind: 'invalid'; readonly reason: 'invalid' | 'expired' }
  | { readonly kind: 'form'; readonly page: PaymentPage }
  | { readonly kind: 'fieldErrors'; readonly page: PaymentPage; readonly errors: Partial<Record<CardField, string>> }
  | { readonly kind: 'redirect'; readonly location: string };

/** What the card form shows: the payment, and the link's fields to post again (checked again on each post). */
export interface PaymentPage {
  readonly fields: Required<LinkFields>;
  readonly amount: number;
  readonly currency: Currency;
  readonly reference: string;
  /** What the shopper typed, shown again after a refusal: never the card number or the security code. */
  readonly values?: { readonly expiry: string; readonly holderName: string };
}

const challengePath = (challengeId: string) => `${HPP_BASE}/challenge?challengeId=${encodeURIComponent(challengeId)}`;

export function createWindcaveState(store: SandboxStore) {
  const { db, now } = store;
  const sessions = recordsOf<Session>(store, 'windcave', 'session', OPEN_LIFETIME_MS);
  /** Payments by merchant reference. */
  const payments = recordsOf<Payment>(store, 'windcave', 'payment', PAYMENT_LIFETIME_MS);
  /** Open challenges: challenge id → the merchant reference of its payment. */
  const challenges = recordsOf<{ readonly reference: string }>(store, 'windcave', 'challenge', OPEN_LIFETIME_MS);
  /** Refunds by merchant reference: the amount given back, once. */
  const refunds = recordsOf<{ readonly amount: number }>(store, 'windcave', 'refund', PAYMENT_LIFETIME_MS);

  // The key both sides sign with, the same on every instance (made once by whichever asks first); read once.
  let secret: Promise<Buffer> | undefined;
  const keyOf = (): Promise<Buffer> =>
    (secret ??= sharedSecret(db, HPP_SECRET_NAME, now()).catch((error: unknown) => {
      secret = undefined;
      throw error;
    }));

  /** Where the shopper goes for a payment made: back to the shop with the signed result, or to 3-D Secure. */
  const onwardOf = (key: Buffer, payment: Payment): string => {
    const { session } = payment;
    const back = (redirectResult: string) => returnTo(session.returnUrl, { sessionId: session.id, redirectResult });
    if (payment.status === 'challenge') return payment.redirectResult ? back(payment.redirectResult) : challengePath(payment.challengeId);
    const resultCode = RESULT_CODE[payment.status];
    const refusal = resultCode === 'Refused' ? { refusalReason: DECLINED_REASON } : {};
    return back(signResult(key, { session: session.id, reference: session.reference, resultCode, ...refusal, issuedAt: now() }));
  };

  /** The session a link names, when the link holds: signed by the shop, not expired, of a session the shop opened. */
  const sessionOf = async (key: Buffer, fields: LinkFields): Promise<{ ok: true; session: Session } | (PageAnswer & { kind: 'invalid' })> => {
    const checked = verifyLink(key, fields, now());
    if (!checked.ok) return { kind: 'invalid', reason: checked.reason };
    const { link } = checked;
    const session = await sessions.get(link.session);
    const same =
      session?.reference === link.reference &&
      session.amount === link.amount &&
      session.currency === link.currency &&
      session.returnUrl === link.returnUrl;
    return same ? { ok: true, session } : { kind: 'invalid', reason: 'invalid' };
  };

  const pageOf = (fields: LinkFields, session: Session, values?: PaymentPage['values']): PaymentPage => ({
    fields: {
      session: fields.session ?? '',
      reference: fields.reference ?? '',
      amount: fields.amount ?? '',
      currency: fields.currency ?? '',
      return: fields.return ?? '',
      expires: fields.expires ?? '',
      sig: fields.sig ?? '',
    },
    amount: session.amount,
    currency: session.currency,
    reference: session.reference,
    ...(values && { values }),
  });

  /** The payment under the session's reference, if one was made: a link is used once, whatever came of it. */
  const madeFor = (session: Session) => payments.get(session.reference);

  /** Records the payment unless one is there: of two posts at the same moment (two tabs, two instances), one pays. */
  const record = (session: Session, made: Payment) =>
    payments.change<{ readonly payment: Payment; readonly recorded: boolean }>(session.reference, (previous) =>
      previous ? { result: { payment: previous, recorded: false } } : { next: made, result: { payment: made, recorded: true } },
    );

  /** The provider's side: the page's own calls, and the queries the shop's side makes of it. */
  const provider = {
    /** GET of the link: the card form, or, for a link used already, on to where its payment went. */
    async open(fields: LinkFields): Promise<PageAnswer> {
      const key = await keyOf();
      const found = await sessionOf(key, fields);
      if (!('ok' in found)) return found;
      const payment = await madeFor(found.session);
      if (payment) return { kind: 'redirect', location: onwardOf(key, payment) };
      return { kind: 'form', page: pageOf(fields, found.session) };
    },

    /** The card form posted: checked as the drop-in checks it, decided by the same test cards. */
    async pay(fields: LinkFields, card: CardInput): Promise<PageAnswer> {
      const key = await keyOf();
      const found = await sessionOf(key, fields);
      if (!('ok' in found)) return found;
      const { session } = found;
      const earlier = await madeFor(session);
      if (earlier) return { kind: 'redirect', location: onwardOf(key, earlier) };
      const at = now();
      const decided = decideCard(card, at, HPP_BRANDS);
      if (!decided.ok) {
        const page = pageOf(fields, session, { expiry: card.expiry, holderName: card.holderName });
        return { kind: 'fieldErrors', page, errors: cardFieldErrors(card, at, HPP_BRANDS) };
      }
      const { brand, last4, outcome } = decided.card;
      const base = { session, pspReference: randomId('psp'), method: 'card' as const, brand, last4 };
      const made: Payment =
        outcome === 'received'
          ? { ...base, status: 'received', settlesAt: at + SETTLE_MS }
          : outcome === 'challenge'
            ? { ...base, status: 'challenge', challengeId: randomId('chl') }
            : { ...base, status: outcome };
      const { payment, recorded } = await record(session, made);
      if (recorded && payment.status === 'challenge') await challenges.create(payment.challengeId, { reference: session.reference });
      return { kind: 'redirect', location: onwardOf(key, payment) };
    },

    /** "Cancel and return to the shop": the payment is recorded cancelled, unless one was made already. */
    async cancel(fields: LinkFields): Promise<PageAnswer> {
      const key = await keyOf();
      const found = await sessionOf(key, fields);
      if (!('ok' in found)) return found;
      const { session } = found;
      const { payment } = await record(session, { session, pspReference: randomId('psp'), method: 'card', status: 'cancelled' });
      return { kind: 'redirect', location: onwardOf(key, payment) };
    },

    /** The 3-D Secure page: the payment's amount, while its challenge is open. */
    async challenge(challengeId: string): Promise<{ readonly amount: number; readonly currency: Currency } | undefined> {
      const pointer = await challenges.get(challengeId);
      const payment = pointer && (await payments.get(pointer.reference));
      return payment && isOpenChallenge(payment, challengeId) ? { amount: payment.session.amount, currency: payment.session.currency } : undefined;
    },

    /**
     * Approve or Fail on the 3-D Secure page, answered once (a second answer, from another tab or instance, finds
     * it no longer open); where the shopper goes next. A failed authentication refuses the payment.
     */
    async answerChallenge(challengeId: string, approve: boolean): Promise<string | undefined> {
      const pointer = await challenges.get(challengeId);
      if (!pointer) return undefined;
      const key = await keyOf();
      const answered = await payments.change<Payment | undefined>(pointer.reference, (current) => {
        if (!current || !isOpenChallenge(current, challengeId)) return { result: undefined };
        const { session } = current;
        const next: Payment = approve
          ? {
              ...current,
              redirectResult: signResult(key, { session: session.id, reference: session.reference, resultCode: 'Authorised', issuedAt: now() }),
            }
          : { ...withoutChallenge(current), status: 'refused' };
        return { next, result: next };
      });
      if (!answered) return undefined;
      await challenges.remove(challengeId);
      return onwardOf(key, answered);
    },

    /**
     * The provider's "query transaction": what its records say of the merchant reference. `returned` is the result
     * the shopper came back with, already checked by the shop's side: it finishes an approved challenge when it is
     * the very result the page sent for it.
     */
    async query(reference: string, returned?: string): Promise<PaymentState> {
      let payment = await payments.get(reference);
      if (!payment) return { state: 'none' };
      if (returned !== undefined && payment.status === 'challenge' && payment.redirectResult === returned) {
        payment = await payments.change<Payment | undefined>(reference, (current) => {
          if (current?.status !== 'challenge' || current.redirectResult !== returned) return { result: current };
          const next: Payment = { ...withoutChallenge(current), status: 'authorised' };
          return { next, result: next };
        });
        if (!payment) return { state: 'none' };
      }
      const state = stateOf(payment, now());
      return state.state === 'authorised' && (await refunds.get(reference)) ? { state: 'refunded', reason: 'Refunded' } : state;
    },

    /** Gives an authorised payment's money back once, by merchant reference. */
    async refund(reference: string, amount: number): Promise<{ readonly refunded: boolean }> {
      if (await refunds.get(reference)) return { refunded: true };
      const payment = await payments.get(reference);
      if (!payment || stateOf(payment, now()).state !== 'authorised') return { refunded: false };
      // Made once: of two refunds at the same moment (on two instances), the second finds the first's record. Never
      // more than was authorised, whatever the shop asks for.
      await refunds.create(reference, { amount: Math.min(amount, payment.session.amount) });
      return { refunded: true };
    },
  };

  /**
   * The shop's side: the adapter of the card gateway port. It signs the link it hands the browser, checks the
   * result the shopper brings back, and takes every outcome from the provider's records.
   */
  const gateway: CardGateway = {
    async createSession(input) {
      const key = await keyOf();
      // To the whole second: the link carries its expiry in seconds, and the record must agree with it.
      const expiresAt = Math.floor((now() + OPEN_LIFETIME_MS) / 1000) * 1000;
      const session: Session = { ...input, id: randomId('hpp'), expiresAt };
      await sessions.create(session.id, session);
      const { id, reference, amount, currency, returnUrl } = session;
      return { id, sessionData: signLink(key, { session: id, reference, amount, currency, returnUrl, expiresAt }) };
    },
    async paymentState({ reference, redirectResult }) {
      // Only a result the page signed, naming this payment, is handed on; a forged or foreign one is ignored.
      const result = redirectResult === undefined ? undefined : readResult(await keyOf(), redirectResult);
      return provider.query(reference, result?.reference === reference ? redirectResult : undefined);
    },
    refund: ({ reference, amount }) => provider.refund(reference, amount),
  };

  /** Makes (or reads) the signing key before the first request, so a refused link never writes it. */
  const keyReady = async (): Promise<void> => {
    await keyOf();
  };
  return { gateway, keyReady, ...provider };
}

const RESULT_CODE: Readonly<Record<Exclude<Payment['status'], 'challenge'>, ResultCode>> = {
  authorised: 'Authorised',
  received: 'Received',
  refused: 'Refused',
  cancelled: 'Cancelled',
};

const isOpenChallenge = (payment: Payment, challengeId: string): payment is Payment & { status: 'challenge' } =>
  payment.status === 'challenge' && payment.challengeId === challengeId && payment.redirectResult === undefined;

/** The payment without its challenge's fields, to record what the challenge came to. */
function withoutChallenge(payment: Payment & { status: 'challenge' }) {
  const { challengeId: _challenge, redirectResult: _result, status: _status, ...rest } = payment;
  return rest;
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
      return { state: 'cancelled', reason: 'The shopper cancelled the payment' };
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
    ...(session.fraudToken && { fraudToken: session.fraudToken }),
  };
}

export type WindcaveState = ReturnType<typeof createWindcaveState>;
