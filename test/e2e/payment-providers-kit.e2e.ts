import { dropInProviders, hostedPageProviders, memoryProviders } from '../conformance/browser-providers';
import { PAYMENT_PROVIDER_RULES, type PaymentProvidersFactory, openKit, paymentProvidersConformance } from '../conformance/payment-providers';
import { expect, test } from './support';

/**
 * The browser's payment port's conformance kit (test/conformance/payment-providers.ts) run against the shop's
 * adapters, and shown to fail adapters with a fault seeded (test/conformance/providers/faulty-drop-in.ts).
 */
paymentProvidersConformance('The card drop-in in its frame', dropInProviders);
paymentProvidersConformance('The hosted payment page hand-off', hostedPageProviders);
paymentProvidersConformance('The in-memory payment providers of the unit tests', memoryProviders);

/** A copy of the drop-in (and its pay form) with the fault the module's export seeds. */
const faulty = (exportName: string): PaymentProvidersFactory => ({
  ...dropInProviders,
  module: 'test/conformance/providers/faulty-drop-in.ts',
  exportName,
});

const FAULTS: ReadonlyArray<{ readonly fault: string; readonly caughtBy: string; readonly factory: PaymentProvidersFactory }> = [
  {
    fault: 'a card payment that reports Authorised for a declined card',
    caughtBy: 'a declined card ends Refused with a reason the shopper can read, and the provider says refused',
    factory: faulty('declinedAuthorised'),
  },
  {
    fault: 'a card payment that leaves its frame in the slot on unmount',
    caughtBy: 'unmount leaves the slot as the kit found it: no frame, no listener, and a stale frame’s message changes nothing',
    factory: faulty('frameLeftOnUnmount'),
  },
  {
    fault: 'a card payment that forwards the card number to the page in a message',
    caughtBy: 'the card number never reaches the shop’s page: not its DOM outside the provider’s frames, its messages or its requests',
    factory: faulty('cardNumberInMessage'),
  },
  {
    fault: 'a pay form that answers SUCCESS for a declined card',
    caughtBy: 'a declined card on the pay form answers a status other than SUCCESS (or an error with a message), and nothing is authorised',
    factory: faulty('payFormDeclinedSuccess'),
  },
];

test.describe('the payment providers kit', () => {
  for (const { fault, caughtBy, factory } of FAULTS) {
    test(`fails ${fault}`, async ({ page }) => {
      const rule = PAYMENT_PROVIDER_RULES.find((candidate) => candidate.name === caughtBy);
      expect(rule, caughtBy).toBeDefined();
      const run = await openKit(page, factory);
      try {
        await expect(rule!.check(run)).rejects.toThrow();
      } finally {
        await run.close();
      }
    });
  }
});
