import { expect } from 'vitest';
import { AnalyticsEventsBody } from '../../contract/analytics';
import { type DataLayerPush, ga4DataLayerSink, ga4Event } from '../../src/adapters/analytics';
import { beaconSink } from '../../src/adapters/analytics/beacon-sink';
import { ManualClock, ManualTimer, MemoryKeyValueStore, RecordingAnalytics } from '../../src/adapters/memory';
import type { AnalyticsSinkFactory } from './analytics-sink';
import { centsOf } from './analytics-samples';
import { ga4Problems } from './ga4-schema';

/** Lets the promises a sink started (a fetch and its answer) settle, as the browser's event loop would. */
const settle = async () => {
  for (let turn = 0; turn < 20; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
};

/**
 * GA4's dataLayer (src/adapters/analytics/ga4-data-layer.ts) over an array standing for `window.dataLayer`: what
 * reached GA4 is what the array holds, each event read back by its `event` and `user_status`.
 */
export const ga4AnalyticsSink: AnalyticsSinkFactory = () => ga4AnalyticsSinkWriting((push) => push)();

/** GA4's dataLayer whose pushes pass through `write` on their way (null drops one): how the kit's own test seeds a fault. */
export const ga4AnalyticsSinkWriting =
  (write: (push: DataLayerPush) => DataLayerPush | null): AnalyticsSinkFactory =>
  async () => {
    const layer: DataLayerPush[] = [];
    let broken = false;
    const target = {
      push(entry: DataLayerPush) {
        if (broken) throw new Error('the tag manager failed');
        const written = write(entry);
        return written ? layer.push(written) : layer.length;
      },
    };
    const events = () => layer.filter((push) => push.event !== 'clear_ecommerce');
    return {
      sink: ga4DataLayerSink(() => target),
      nameOf: (event) => ga4Event(event).name,
      delivered: async () => events().map((push) => ({ name: String(push.event), userStatus: String(push.user_status) })),
      advance: async () => undefined,
      breakVendor: () => {
        broken = true;
      },
      mend: () => {
        broken = false;
      },
      async checkSchema(sent) {
        expect(ga4Problems(layer), 'GA4’s recommended events and naming rules').toEqual([]);
        // Each event is one push (after its reset), in order: its amount is in currency units, never cents.
        events().forEach((push, at) => {
          const cents = centsOf(sent[at]!.event);
          if (cents !== undefined) expect((push.ecommerce as { value?: number }).value, `${String(push.event)}'s value in dollars`).toBe(cents / 100);
        });
      },
    };
  };

interface Collected {
  readonly id: string;
  readonly type: string;
  readonly userStatus: string;
  readonly data: unknown;
}

/**
 * The shop's own collector (src/adapters/analytics/beacon-sink.ts) over a stand-in for the server: every body, sent by
 * fetch or by beacon, is read with the collector's contract (contract/analytics.ts), and an event is kept once by its
 * id, as the server keeps it. Time is the kit's.
 */
export const beaconAnalyticsSink: AnalyticsSinkFactory = async () => {
  const clock = new ManualClock(Date.parse('2030-01-01T00:00:00Z'));
  const timer = new ManualTimer(clock);
  const kept = new Map<string, Collected>();
  const refused: string[] = [];
  const arriving: Promise<void>[] = [];
  let broken = false;
  const take = (text: string): number => {
    const body = AnalyticsEventsBody.safeParse(JSON.parse(text));
    if (!body.success) {
      refused.push(body.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
      return 400;
    }
    for (const event of body.data.events) if (!kept.has(event.id)) kept.set(event.id, event);
    return 200;
  };
  const sink = beaconSink({
    origin: 'http://jrau.localhost:8080',
    fetch: async (_url, init) => {
      if (broken) throw new TypeError('Failed to fetch');
      return { status: take(init.body) };
    },
    beacon: (_url, body) => {
      if (broken) return false;
      arriving.push(body.text().then((text) => void take(text)));
      return true;
    },
    store: new MemoryKeyValueStore(),
    storageKey: 'analyticsOutbox',
    now: () => clock.now(),
    after: (ms, then) => void timer.after(ms, then),
  });
  const delivered = async () => {
    await settle();
    await Promise.all(arriving);
    return [...kept.values()].map((event) => ({ name: event.type, userStatus: event.userStatus }));
  };
  return {
    sink,
    nameOf: (event) => event.type,
    delivered,
    async advance(ms) {
      timer.advance(ms);
      await settle();
    },
    breakVendor: () => {
      broken = true;
    },
    mend: () => {
      broken = false;
    },
    async checkSchema(sent) {
      await delivered();
      expect(refused, 'every body the collector’s contract takes').toEqual([]);
      // The collector keeps the shop's words: each event's data as the shop sent it, amounts in cents.
      expect([...kept.values()].map((event) => ({ id: event.id, data: event.data }))).toEqual(
        sent.map((entry) => ({ id: entry.id, data: JSON.parse(JSON.stringify(entry.event.data)) as unknown })),
      );
    },
  };
};

/** The in-memory double the unit tests record with, held to the same contract. */
export const memoryAnalyticsSink: AnalyticsSinkFactory = async () => {
  const recording = new RecordingAnalytics();
  return {
    sink: recording,
    nameOf: (event) => event.type,
    delivered: async () => recording.sent.map((sent) => ({ name: sent.event.type, userStatus: sent.userStatus })),
    advance: async () => undefined,
    breakVendor: () => undefined,
    mend: () => undefined,
    async checkSchema(sent) {
      expect(recording.sent).toEqual(sent);
      expect(ga4Problems(recording.dataLayer)).toEqual([]);
    },
  };
};
