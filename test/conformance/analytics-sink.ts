import { describe, expect, it } from 'vitest';
import type { AnalyticsSink, SentAnalyticsEvent } from '../../src/application/ports/analytics';
import { type AnalyticsEvent, PRIORITY_EVENTS, type UserStatus, isPriorityEvent } from '../../src/domain/analytics';
import { SAMPLE_EVENTS, sampleEvents } from './analytics-samples';

/**
 * The analytics sink's contract (spec §4 Analytics queue, §9 Analytics), as the shop's analytics subscriber relies
 * on it, for anyone who writes an adapter of `AnalyticsSink` (src/application/ports/analytics.ts): run
 * `analyticsSinkConformance` with a factory of theirs, or `npm run conformance -- <module>` on a module exporting
 * `analyticsSink`. Every rule is a check of its own, so a test can also show that the kit catches a faulty adapter.
 */

/** One event as it reached the vendor, read back from the vendor's side. */
export interface DeliveredEvent {
  /** The vendor's name for it (GA4's event name, the collector's type …). */
  readonly name: string;
  /** The user status it carries (spec §6), as the vendor holds it. */
  readonly userStatus: string;
}

export interface AnalyticsSinkUnderTest {
  readonly sink: AnalyticsSink;
  /** The vendor's name for a shop event: what `delivered` reports it as. */
  nameOf(event: AnalyticsEvent): string;
  /** What has reached the vendor so far, in the order the vendor received it (an event the vendor keeps once by its id counts once). */
  delivered(): Promise<readonly DeliveredEvent[]>;
  /** Time passes (ms): a sink that waits to batch sends once it has passed. */
  advance(ms: number): Promise<void>;
  /** The vendor stops answering (requests fail, the page's beacon is refused) until `mend`. */
  breakVendor(): void;
  mend(): void;
  /**
   * The vendor's own schema for what it received, given what the shop sent: throws, naming what is wrong, when
   * something the vendor received breaks it (GA4's recommended events, the collector's contract, amounts in the
   * vendor's units).
   */
  checkSchema(sent: readonly SentAnalyticsEvent[]): Promise<void>;
  close?(): Promise<void>;
}

export type AnalyticsSinkFactory = () => Promise<AnalyticsSinkUnderTest>;

export interface AnalyticsRule {
  readonly name: string;
  check(under: AnalyticsSinkUnderTest): Promise<void>;
}

let serial = 0;
/** Batches as the shop's queue flushes them: unique ids, every event resolved with a user status. */
const batchOf = (events: readonly AnalyticsEvent[], userStatus: UserStatus = 'Anonymous'): SentAnalyticsEvent[] =>
  events.map((event) => ({ id: `analytics-kit-${Date.now().toString(36)}-${(serial += 1)}`, event, userStatus }));

/** A minute is longer than any sink may hold a batch while the page is up. */
const A_MINUTE = 60_000;

const expectDelivered = async (under: AnalyticsSinkUnderTest, sent: readonly SentAnalyticsEvent[], why: string) => {
  const delivered = await under.delivered();
  expect(
    delivered.map((event) => event.name),
    why,
  ).toEqual(sent.map((entry) => under.nameOf(entry.event)));
  expect(
    delivered.map((event) => event.userStatus),
    'each event carries the user status it was sent with',
  ).toEqual(sent.map((entry) => entry.userStatus));
};

export const ANALYTICS_SINK_RULES: readonly AnalyticsRule[] = [
  {
    name: 'delivers every event the shop sends (one of each §9 kind), once each, in the order sent, with its user status',
    async check(under) {
      const first = batchOf(sampleEvents().slice(0, 12), 'Anonymous');
      const second = batchOf(sampleEvents().slice(12), 'Logged in');
      under.sink.record(first);
      under.sink.record(second);
      await under.advance(A_MINUTE);
      under.sink.pageHidden();
      await expectDelivered(under, [...first, ...second], 'every event reaches the vendor once, in the order the shop sent it');
    },
  },
  {
    name: 'keeps a flushed batch’s order: the tracking id, the page view and the cart before the rest',
    async check(under) {
      const priority = PRIORITY_EVENTS.map((type) => SAMPLE_EVENTS[type]);
      const others = sampleEvents()
        .filter((event) => !isPriorityEvent(event.type))
        .slice(0, 4);
      const batch = batchOf([...priority, ...others]);
      under.sink.record(batch);
      await under.advance(A_MINUTE);
      under.sink.pageHidden();
      const names = (await under.delivered()).map((event) => event.name);
      expect(names.slice(0, 3), 'the priority events lead').toEqual(priority.map((event) => under.nameOf(event)));
    },
  },
  {
    name: 'loses nothing when the page hides before the sink would have sent',
    async check(under) {
      const batch = batchOf([SAMPLE_EVENTS.pageViewed, SAMPLE_EVENTS.productViewed, SAMPLE_EVENTS.cartLinesAdded]);
      under.sink.record(batch);
      // No time passes: the shopper closes the tab at once.
      under.sink.pageHidden();
      await expectDelivered(under, batch, 'what was recorded reaches the vendor as the page hides');
    },
  },
  {
    name: 'loses nothing, and sends nothing twice, when the page hides, shows again and hides again',
    async check(under) {
      const before = batchOf([SAMPLE_EVENTS.pageViewed, SAMPLE_EVENTS.searchResultsViewed]);
      under.sink.record(before);
      under.sink.pageHidden();
      const after = batchOf([SAMPLE_EVENTS.productSelected, SAMPLE_EVENTS.productViewed]);
      under.sink.record(after);
      under.sink.pageHidden();
      under.sink.pageHidden();
      await under.advance(A_MINUTE);
      await expectDelivered(under, [...before, ...after], 'each event once, across hides');
    },
  },
  {
    name: 'never throws when its vendor fails, and what it holds still reaches the vendor once the vendor is back',
    async check(under) {
      under.breakVendor();
      const batch = batchOf([SAMPLE_EVENTS.pageViewed, SAMPLE_EVENTS.checkoutBegun]);
      expect(() => under.sink.record(batch), 'record throws nothing').not.toThrow();
      await under.advance(A_MINUTE);
      expect(() => under.sink.pageHidden(), 'pageHidden throws nothing').not.toThrow();
      under.mend();
      const later = batchOf([SAMPLE_EVENTS.orderPlaced]);
      under.sink.record(later);
      await under.advance(A_MINUTE);
      under.sink.pageHidden();
      const names = (await under.delivered()).map((event) => event.name);
      expect(names, 'the shop goes on: what it sends once the vendor is back arrives').toContain(under.nameOf(SAMPLE_EVENTS.orderPlaced));
    },
  },
  {
    name: 'gives the vendor what its own schema takes, amounts in the vendor’s units',
    async check(under) {
      const sent = batchOf(sampleEvents());
      under.sink.record(sent);
      await under.advance(A_MINUTE);
      under.sink.pageHidden();
      await under.checkSchema(sent);
    },
  },
];

/** Runs every rule of the kit against the adapter a factory makes, a fresh one per rule. */
export function analyticsSinkConformance(name: string, factory: AnalyticsSinkFactory): void {
  describe(`${name} keeps the analytics sink's contract`, () => {
    for (const rule of ANALYTICS_SINK_RULES) {
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
