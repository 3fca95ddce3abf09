import { describe, expect, it } from 'vitest';
import type { CardGateway, PaymentState } from '../../server/services/payments/gateways';
import { FakeGateways } from '../integration/fake-gateways';
import { CARD_GATEWAY_RULES, type CardGatewayFactory, type CardGatewayUnderTest, cardGatewayConformance } from './card-gateway';
import { cardGateway as sandboxCardGateway } from './sandbox-card-gateway';
import { cardGateway as windcaveCardGateway } from './windcave-card-gateway';

/** The in-memory double the integration tests pay with, held to the same contract as the sandbox. */
const memoryCardGateway: CardGatewayFactory = async () => {
  const fake = new FakeGateways();
  const settling = new Set<string>();
  return {
    gateway: fake.card,
    async pay(session, outcome) {
      const cardNumber = '4111 1111 1111 1111';
      if (outcome === 'authorises') fake.authorise(session.reference, { last4: '1111' });
      if (outcome === 'declined') fake.refuse(session.reference);
      if (outcome === 'settlesLater') {
        fake.pending(session.reference);
        settling.add(session.reference);
      }
      if (outcome === 'challenge') return { cardNumber, redirectResult: fake.challenge(session.reference) };
      return { cardNumber };
    },
    advance: () => {
      for (const reference of settling) fake.authorise(reference);
      settling.clear();
    },
    refundedOf: async (reference) => fake.refunded.get(reference) ?? 0,
  };
};

cardGatewayConformance('The card drop-in sandbox', sandboxCardGateway);
cardGatewayConformance('The hosted payment page sandbox', windcaveCardGateway);
cardGatewayConformance('The in-memory card gateway of the integration tests', memoryCardGateway);

/** A copy of the sandbox with one fault seeded, to show the kit catches it. */
function withFault(fault: (under: CardGatewayUnderTest, gateway: CardGateway) => Partial<CardGatewayUnderTest>): CardGatewayFactory {
  return async () => {
    const under = await sandboxCardGateway();
    return { ...under, ...fault(under, under.gateway) };
  };
}

/** A copy of the sandbox whose payment states are misreported as `misreport` says. */
const withStateFault = (misreport: (state: PaymentState) => PaymentState): CardGatewayFactory =>
  withFault((_under, gateway) => ({
    gateway: { ...gateway, paymentState: async (input) => misreport(await gateway.paymentState(input)) },
  }));

const FAULTS: ReadonlyArray<{ readonly fault: string; readonly caughtBy: string; readonly factory: CardGatewayFactory }> = [
  {
    fault: 'a refund made twice',
    caughtBy: 'refunds an authorised payment once, however often it is asked, and then says refunded',
    factory: withFault((under, gateway) => {
      const given = new Map<string, number>();
      return {
        gateway: {
          ...gateway,
          refund: async (input) => {
            const answer = await gateway.refund(input);
            if (answer.refunded) given.set(input.reference, (given.get(input.reference) ?? 0) + input.amount);
            return answer;
          },
        },
        refundedOf: async (reference) => given.get(reference) ?? (await under.refundedOf(reference)),
      };
    }),
  },
  {
    fault: 'a declined card authorised',
    caughtBy: 'refuses a declined card, with a reason, and never authorises it',
    factory: withStateFault((state) =>
      state.state === 'refused'
        ? { state: 'authorised', pspReference: 'psp-x', amount: 4_200, currency: 'AUD', method: 'card', cardLast4: '0002' }
        : state,
    ),
  },
  {
    fault: 'an amount in dollars',
    caughtBy: 'authorises a good card for the session’s amount, in cents, and its currency',
    factory: withStateFault((state) => (state.state === 'authorised' ? { ...state, amount: state.amount / 100 } : state)),
  },
];

describe('the card gateway kit', () => {
  for (const { fault, caughtBy, factory } of FAULTS) {
    it(`fails an adapter with ${fault}`, async () => {
      const rule = CARD_GATEWAY_RULES.find((candidate) => candidate.name === caughtBy)!;
      const under = await factory();
      try {
        await expect(rule.check(under)).rejects.toThrow();
      } finally {
        await under.close?.();
      }
    });
  }
});
