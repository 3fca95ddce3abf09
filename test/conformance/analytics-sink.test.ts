import { describe, expect, it } from 'vitest';
import type { AnalyticsSink } from '../../src/application/ports/analytics';
import { ANALYTICS_SINK_RULES, type AnalyticsSinkFactory, type AnalyticsSinkUnderTest, analyticsSinkConformance } from './analytics-sink';
import { beaconAnalyticsSink, ga4AnalyticsSink, ga4AnalyticsSinkWriting, memoryAnalyticsSink } from './analytics-sinks';

analyticsSinkConformance('GA4’s dataLayer', ga4AnalyticsSink);
analyticsSinkConformance('The shop’s own collector, by fetch and beacon', beaconAnalyticsSink);
analyticsSinkConformance('The in-memory sink of the unit tests', memoryAnalyticsSink);

/** A copy of an adapter with one fault seeded, to show the kit catches it. */
const withFault =
  (factory: AnalyticsSinkFactory, fault: (sink: AnalyticsSink, under: AnalyticsSinkUnderTest) => AnalyticsSink): AnalyticsSinkFactory =>
  async () => {
    const under = await factory();
    return { ...under, sink: fault(under.sink, under) };
  };

const FAULTS: ReadonlyArray<{ readonly fault: string; readonly caughtBy: string; readonly factory: AnalyticsSinkFactory }> = [
  {
    fault: 'an event lost on page hide',
    caughtBy: 'loses nothing when the page hides before the sink would have sent',
    factory: withFault(beaconAnalyticsSink, (sink) => ({ ...sink, pageHidden: () => undefined })),
  },
  {
    fault: 'a batch sent back to front',
    caughtBy: 'delivers every event the shop sends (one of each §9 kind), once each, in the order sent, with its user status',
    factory: withFault(ga4AnalyticsSink, (sink) => ({ ...sink, record: (batch) => sink.record([...batch].reverse()) })),
  },
  {
    fault: 'an event sent twice',
    caughtBy: 'loses nothing, and sends nothing twice, when the page hides, shows again and hides again',
    factory: withFault(memoryAnalyticsSink, (sink) => ({ ...sink, record: (batch) => (sink.record(batch), sink.record(batch.slice(-1))) })),
  },
  {
    fault: 'an amount in cents',
    caughtBy: 'gives the vendor what its own schema takes, amounts in the vendor’s units',
    factory: ga4AnalyticsSinkWriting((push) =>
      push.ecommerce && typeof (push.ecommerce as { value?: unknown }).value === 'number'
        ? { ...push, ecommerce: { ...(push.ecommerce as object), value: (push.ecommerce as { value: number }).value * 100 } }
        : push,
    ),
  },
  {
    fault: 'an ecommerce event without GA4’s reset before it',
    caughtBy: 'gives the vendor what its own schema takes, amounts in the vendor’s units',
    factory: ga4AnalyticsSinkWriting((push) => (push.event === 'clear_ecommerce' ? null : push)),
  },
  {
    fault: 'every event sent as anonymous',
    caughtBy: 'delivers every event the shop sends (one of each §9 kind), once each, in the order sent, with its user status',
    factory: withFault(beaconAnalyticsSink, (sink) => ({
      ...sink,
      record: (batch) => sink.record(batch.map((sent) => ({ ...sent, userStatus: 'Anonymous' }))),
    })),
  },
];

describe('the analytics sink kit', () => {
  for (const { fault, caughtBy, factory } of FAULTS) {
    it(`fails an adapter with ${fault}`, async () => {
      const rule = ANALYTICS_SINK_RULES.find((candidate) => candidate.name === caughtBy);
      expect(rule, caughtBy).toBeDefined();
      const under = await factory();
      try {
        await expect(rule!.check(under)).rejects.toThrow();
      } finally {
        await under.close?.();
      }
    });
  }
});
