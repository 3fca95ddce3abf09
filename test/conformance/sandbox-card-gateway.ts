import { openDatabase } from '../../server/db/database';
import { createAdyenState } from '../../server/sandbox/adyen-state';
import { PAYMENT_LIFETIME_MS, recordsOf } from '../../server/sandbox/records';
import type { CardGatewayFactory, CardOutcome } from './card-gateway';

/** The sandbox's test cards (README, "Payments"), by what they do. */
const CARDS: Readonly<Record<CardOutcome, string>> = {
  authorises: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
  challenge: '4212 3456 7891 0006',
  settlesLater: '4035 5010 0000 0008',
};

/**
 * The card drop-in sandbox (server/sandbox/adyen-state.ts) as the kit drives it: its state in a database of its own,
 * its clock the kit's, and the shopper's side played through the calls its pages make.
 */
export const cardGateway: CardGatewayFactory = async () => {
  const database = await openDatabase(':memory:');
  let now = Date.parse('2030-01-01T00:00:00Z');
  const store = { db: database.db, now: () => now };
  const adyen = createAdyenState(store);
  const refunds = recordsOf<{ readonly amount: number }>(store, 'adyen', 'refund', PAYMENT_LIFETIME_MS);
  return {
    gateway: adyen.gateway,
    async pay(session, outcome) {
      const cardNumber = CARDS[outcome];
      const attempt = await adyen.pay(session.id, session.sessionData, {
        type: 'scheme',
        number: cardNumber,
        expiry: '12/35',
        cvc: '123',
        holderName: 'Kit Shopper',
      });
      if (!attempt.ok) throw new Error(`the sandbox refused the attempt: ${attempt.message}`);
      if (!('action' in attempt.answer)) return { cardNumber };
      // 3-D Secure: the shopper completes the challenge and comes back with the redirect result.
      const challengeId = new URL(attempt.answer.action.url).searchParams.get('challengeId') ?? '';
      const back = await adyen.answerChallenge(challengeId, true);
      return { cardNumber, redirectResult: back ? (new URL(back).searchParams.get('redirectResult') ?? undefined) : undefined };
    },
    advance: (ms) => void (now += ms),
    refundedOf: async (reference) => (await refunds.get(reference))?.amount ?? 0,
    close: () => database.close(),
  };
};
