import { openDatabase } from '../../server/db/database';
import { PAYMENT_LIFETIME_MS, recordsOf } from '../../server/sandbox/records';
import type { LinkFields } from '../../server/sandbox/windcave-signing';
import { createWindcaveState } from '../../server/sandbox/windcave-state';
import type { CardGatewayFactory, CardOutcome } from './card-gateway';

/** The sandbox's test cards (README, "Payments"), by what they do: the same as at the card drop-in. */
const CARDS: Readonly<Record<CardOutcome, string>> = {
  authorises: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
  challenge: '4212 3456 7891 0006',
  settlesLater: '4035 5010 0000 0008',
};

/** Where the page sends the shopper: a page of its own (3-D Secure), or back to the shop with the signed result. */
const redirectOf = (answer: { readonly kind: string; readonly location?: string }): URL => {
  if (answer.kind !== 'redirect' || !answer.location) throw new Error(`the hosted page did not send the shopper on (${answer.kind})`);
  return new URL(answer.location, 'http://jrau.localhost:8080');
};

/**
 * The hosted payment page sandbox (server/sandbox/windcave-state.ts) as the kit drives it: its state in a database of
 * its own, its clock the kit's, and the shopper played through the page's own calls: the link the session names is
 * opened, the card form posted, 3-D Secure approved, and the result the page sends back handed over.
 */
export const cardGateway: CardGatewayFactory = async () => {
  const database = await openDatabase(':memory:');
  let now = Date.parse('2030-01-01T00:00:00Z');
  const store = { db: database.db, now: () => now };
  const hpp = createWindcaveState(store);
  const refunds = recordsOf<{ readonly amount: number }>(store, 'windcave', 'refund', PAYMENT_LIFETIME_MS);
  return {
    gateway: hpp.gateway,
    async pay(session, outcome) {
      const cardNumber = CARDS[outcome];
      // The browser goes to the link as it is: its query is what the page reads.
      const link = new URL(session.sessionData, 'http://jrau.localhost:8080');
      const fields: LinkFields = Object.fromEntries(link.searchParams);
      const opened = await hpp.open(fields);
      if (opened.kind !== 'form') throw new Error(`the hosted page did not show the card form (${opened.kind})`);
      let next = redirectOf(await hpp.pay(fields, { number: cardNumber, expiry: '12/35', cvc: '123', holderName: 'Kit Shopper' }));
      const challengeId = next.searchParams.get('challengeId');
      if (challengeId) {
        // 3-D Secure: the shopper approves, and the page sends them back to the shop.
        const back = await hpp.answerChallenge(challengeId, true);
        if (!back) throw new Error('the challenge was not open');
        next = new URL(back);
      }
      return { cardNumber, redirectResult: next.searchParams.get('redirectResult') ?? undefined };
    },
    advance: (ms) => void (now += ms),
    refundedOf: async (reference) => (await refunds.get(reference))?.amount ?? 0,
    close: () => database.close(),
  };
};
