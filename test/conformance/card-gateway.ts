import { describe, expect, it } from 'vitest';
import type { CardGateway, Currency } from '../../server/services/payments/gateways';

/**
 * The card gateway's contract (spec §1 Checkout, §4 Order completion, §9 Payments), as the checkout and order services
 * rely on it, for anyone who writes an adapter of `CardGateway` (server/services/payments/gateways.ts): run
 * `cardGatewayConformance` with a factory of theirs, or `npm run conformance -- <module>` on a module exporting
 * `cardGateway`. Every rule is a check of its own, so a test can also show that the kit catches a faulty adapter.
 */

/** What the shopper's test card does at the provider's payment page. */
export type CardOutcome = 'authorises' | 'declined' | 'challenge' | 'settlesLater';

export interface CardGatewayUnderTest {
  readonly gateway: CardGateway;
  /**
   * Plays the shopper at the provider: pays the session with a test card that does `outcome`. A challenge (3-D
   * Secure) is passed, and the redirect result the provider sends the shopper back with is given.
   */
  pay(
    session: { readonly id: string; readonly sessionData: string; readonly reference: string },
    outcome: CardOutcome,
  ): Promise<{ readonly redirectResult?: string; readonly cardNumber: string }>;
  /** Time passes at the provider (ms): a payment that settles later settles within a minute. */
  advance(ms: number): void;
  /** The money the provider has given back under the merchant reference, in cents, as its books say. */
  refundedOf(reference: string): Promise<number>;
  close?(): Promise<void>;
}

export type CardGatewayFactory = () => Promise<CardGatewayUnderTest>;

export interface Rule {
  readonly name: string;
  check(under: CardGatewayUnderTest): Promise<void>;
}

let serial = 0;
const reference = () => `kit-${Date.now().toString(36)}-${(serial += 1)}`;

async function sessionFor(under: CardGatewayUnderTest, amount: number, currency: Currency = 'AUD') {
  const ref = reference();
  const made = await under.gateway.createSession({
    reference: ref,
    amount,
    currency,
    returnUrl: 'http://jrau.localhost:8080/checkout/redirect',
    fraudToken: 'ftr_kit',
    country: currency === 'NZD' ? 'NZ' : 'AU',
  });
  expect(made.id, 'a session has an id').toMatch(/\S/);
  return { ...made, reference: ref };
}

const paid = async (under: CardGatewayUnderTest, amount: number, currency: Currency = 'AUD') => {
  const session = await sessionFor(under, amount, currency);
  await under.pay(session, 'authorises');
  return session;
};

export const CARD_GATEWAY_RULES: readonly Rule[] = [
  {
    name: 'knows no payment under a merchant reference it never saw',
    async check(under) {
      expect(await under.gateway.paymentState({ reference: reference() })).toEqual({ state: 'none' });
    },
  },
  {
    name: 'authorises a good card for the session’s amount, in cents, and its currency',
    async check(under) {
      for (const [amount, currency] of [
        [12_345, 'AUD'],
        [999, 'NZD'],
      ] as const) {
        const session = await paid(under, amount, currency);
        const state = await under.gateway.paymentState({ reference: session.reference });
        expect(state).toMatchObject({ state: 'authorised', amount, currency, method: 'card' });
        if (state.state !== 'authorised') return;
        expect(state.pspReference, 'the provider’s own reference').toMatch(/\S/);
        expect(state.cardLast4, 'the last four digits only').toMatch(/^\d{4}$/);
      }
    },
  },
  {
    name: 'refuses a declined card, with a reason, and never authorises it',
    async check(under) {
      const session = await sessionFor(under, 4_200);
      await under.pay(session, 'declined');
      const state = await under.gateway.paymentState({ reference: session.reference });
      expect(state.state).toBe('refused');
      if (state.state === 'refused') expect(state.reason).toMatch(/\S/);
    },
  },
  {
    name: 'finishes a challenged payment with the redirect result the shopper came back with, and not before',
    async check(under) {
      const session = await sessionFor(under, 7_700);
      const { redirectResult } = await under.pay(session, 'challenge');
      expect(redirectResult, 'the shopper comes back with a redirect result').toBeTruthy();
      expect((await under.gateway.paymentState({ reference: session.reference })).state).not.toBe('authorised');
      expect(await under.gateway.paymentState({ reference: session.reference, redirectResult: 'rr-forged' })).not.toMatchObject({
        state: 'authorised',
      });
      expect(await under.gateway.paymentState({ reference: session.reference, redirectResult: redirectResult! })).toMatchObject({
        state: 'authorised',
        amount: 7_700,
      });
    },
  },
  {
    name: 'settles a payment later: pending at first, authorised once a minute has passed',
    async check(under) {
      const session = await sessionFor(under, 5_000);
      await under.pay(session, 'settlesLater');
      expect(await under.gateway.paymentState({ reference: session.reference })).toEqual({ state: 'pending' });
      under.advance(60_000);
      expect(await under.gateway.paymentState({ reference: session.reference })).toMatchObject({ state: 'authorised', amount: 5_000 });
    },
  },
  {
    name: 'refunds an authorised payment once, however often it is asked, and then says refunded',
    async check(under) {
      const session = await paid(under, 3_150);
      const asked = await Promise.all([1, 2].map(() => under.gateway.refund({ reference: session.reference, amount: 3_150, reason: 'kit' })));
      expect(asked).toEqual([{ refunded: true }, { refunded: true }]);
      expect(await under.gateway.refund({ reference: session.reference, amount: 3_150, reason: 'kit, again' })).toEqual({ refunded: true });
      expect(await under.refundedOf(session.reference), 'the money went back once').toBe(3_150);
      expect((await under.gateway.paymentState({ reference: session.reference })).state).toBe('refunded');
    },
  },
  {
    name: 'refunds nothing it did not authorise',
    async check(under) {
      const declined = await sessionFor(under, 2_000);
      await under.pay(declined, 'declined');
      expect(await under.gateway.refund({ reference: declined.reference, amount: 2_000, reason: 'kit' })).toEqual({ refunded: false });
      const unknown = reference();
      expect(await under.gateway.refund({ reference: unknown, amount: 2_000, reason: 'kit' })).toEqual({ refunded: false });
      expect(await under.refundedOf(declined.reference)).toBe(0);
      expect(await under.refundedOf(unknown)).toBe(0);
    },
  },
  {
    name: 'keeps each merchant reference’s payment apart',
    async check(under) {
      const one = await paid(under, 1_111);
      const other = await sessionFor(under, 2_222);
      await under.pay(other, 'declined');
      expect(await under.gateway.paymentState({ reference: one.reference })).toMatchObject({ state: 'authorised', amount: 1_111 });
      expect((await under.gateway.paymentState({ reference: other.reference })).state).toBe('refused');
    },
  },
  {
    name: 'hands no card number back through the port: references, amounts, brand and last four digits only',
    async check(under) {
      const session = await sessionFor(under, 6_400);
      const { cardNumber } = await under.pay(session, 'authorises');
      const digits = cardNumber.replace(/\D/g, '');
      const answers = JSON.stringify([session, await under.gateway.paymentState({ reference: session.reference })]);
      expect(answers).not.toContain(digits);
      expect(answers).not.toContain(digits.slice(0, 12));
    },
  },
];

/** The kit as a suite: one test per rule, each on a fresh adapter from the factory. */
export function cardGatewayConformance(name: string, factory: CardGatewayFactory): void {
  describe(`${name} holds to the card gateway’s contract`, () => {
    for (const rule of CARD_GATEWAY_RULES) {
      it(rule.name, async () => {
        const under = await factory();
        try {
          await rule.check(under);
        } finally {
          await under.close?.();
        }
      });
    }
  });
}
