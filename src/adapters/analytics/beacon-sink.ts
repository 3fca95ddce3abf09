import type { AnalyticsSink, SentAnalyticsEvent } from '../../application/ports/analytics';
import type { KeyValueStore } from '../../application/ports/key-value-store';
import { ANALYTICS_DATA_LIMIT, ANALYTICS_MAX_EVENTS, type AnalyticsCollectedEvent } from '../../../contract/analytics';

/** The shop's own collector (server/http/analytics.ts). */
export const ANALYTICS_EVENTS_PATH = '/api/bff/analytics/events';
/** As many events as make a batch worth sending at once; fewer wait a moment for company. */
export const BEACON_BATCH_SIZE = 20;
/** How long a few events wait for more before they go. */
export const BEACON_SEND_DELAY_MS = 3_000;
/** What the tab keeps when the collector cannot be reached for a long while: the newest. */
export const BEACON_OUTBOX_LIMIT = 500;
/** A beacon's body stays under the browser's 64 kB for requests that outlive the page. */
const BEACON_BODY_BYTES = 60 * 1024;

export interface BeaconSinkOptions {
  /** The site's origin: the collector tells the site from it. */
  readonly origin: string;
  /** fetch with keepalive: a batch sent while the page is up, whose answer says the collector has it. */
  readonly fetch: (
    url: string,
    init: { method: 'POST'; headers: Record<string, string>; body: string; keepalive: boolean },
  ) => Promise<{ readonly status: number }>;
  /** navigator.sendBeacon: a request the browser sends even as the page goes away. */
  readonly beacon: (url: string, body: Blob) => boolean;
  /** Session storage: the unsent events outlive a navigation in it, and go with the tab. */
  readonly store: KeyValueStore;
  readonly storageKey: string;
  readonly now: () => number;
  /** setTimeout. */
  readonly after: (ms: number, then: () => void) => void;
}

const isCollected = (value: unknown): value is AnalyticsCollectedEvent =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

const json = (events: readonly AnalyticsCollectedEvent[]) => JSON.stringify({ events });
const bytes = (text: string) => new TextEncoder().encode(text).length;
const size = (value: unknown) => JSON.stringify(value).length;

/**
 * An event's data as the collector takes it (contract/analytics.ts: at most ANALYTICS_DATA_LIMIT as JSON): a long
 * product list is cut down until it fits, saying how long it was (`productsCount`) and that it was cut (`truncated`),
 * so the event is still counted rather than refusing the batch it travels in.
 */
export function fittedData(data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  if (size(data) <= ANALYTICS_DATA_LIMIT) return { ...data };
  const lists = Object.entries(data).filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]));
  const counts = Object.fromEntries(lists.map(([key, list]) => [`${key}Count`, list.length]));
  let keep = Math.max(0, ...lists.map(([, list]) => list.length));
  for (;;) {
    const cut = { ...data, ...Object.fromEntries(lists.map(([key, list]) => [key, list.slice(0, keep)])), ...counts, truncated: true };
    if (size(cut) <= ANALYTICS_DATA_LIMIT) return cut;
    if (keep === 0) return { ...counts, truncated: true };
    keep = Math.floor(keep / 2);
  }
}

/** The waiting events in beacon-sized bodies: at most a POST's events and 60 kB each. */
function bodies(events: readonly AnalyticsCollectedEvent[]): AnalyticsCollectedEvent[][] {
  const chunks: AnalyticsCollectedEvent[][] = [];
  let chunk: AnalyticsCollectedEvent[] = [];
  for (const event of events) {
    const next = [...chunk, event];
    if (chunk.length > 0 && (next.length > ANALYTICS_MAX_EVENTS || bytes(json(next)) > BEACON_BODY_BYTES)) {
      chunks.push(chunk);
      chunk = [event];
    } else chunk = next;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/**
 * The shop's own analytics collector as a sink: the shop's events, in its words, in batches to its server. Every
 * event joins the tab's outbox (session storage) before anything is sent and leaves it when the collector has
 * answered for it, or when the browser has taken it as a beacon: a batch waits up to 3 s for company (20 events
 * go at once), the page's hiding sends everything waiting by beacon, and the next page of the tab sends what the
 * page before could not. The collector keeps an event sent twice once, by its id.
 */
export function beaconSink(options: BeaconSinkOptions): AnalyticsSink & { readonly waiting: () => readonly AnalyticsCollectedEvent[] } {
  const url = `${options.origin.replace(/\/+$/, '')}${ANALYTICS_EVENTS_PATH}`;
  let scheduled = false;
  let sending = false;

  const waiting = (): AnalyticsCollectedEvent[] => {
    const text = options.store.get(options.storageKey);
    if (!text) return [];
    try {
      const value: unknown = JSON.parse(text);
      return Array.isArray(value) ? value.filter(isCollected) : [];
    } catch {
      return [];
    }
  };
  const keep = (events: readonly AnalyticsCollectedEvent[]) => {
    if (events.length === 0) options.store.remove(options.storageKey);
    else options.store.set(options.storageKey, JSON.stringify(events.slice(-BEACON_OUTBOX_LIMIT)));
  };
  const forget = (sent: readonly AnalyticsCollectedEvent[]) => {
    const ids = new Set(sent.map((event) => event.id));
    keep(waiting().filter((event) => !ids.has(event.id)));
  };

  const send = async (): Promise<void> => {
    if (sending) return;
    sending = true;
    try {
      for (;;) {
        const batch = bodies(waiting())[0];
        if (!batch) return;
        let status: number;
        try {
          ({ status } = await options.fetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: json(batch),
            keepalive: true,
          }));
        } catch {
          return;
        }
        // A limit (429) or a fault (5xx, no answer) passes: the batch waits for the next send or the page's hiding.
        if (status === 0 || status === 408 || status === 429 || status >= 500) return;
        // Taken, or refused as it stands (another 4xx, which sending it again cannot change): it leaves the outbox.
        forget(batch);
      }
    } finally {
      sending = false;
    }
  };

  const sendSoon = () => {
    if (scheduled) return;
    scheduled = true;
    options.after(BEACON_SEND_DELAY_MS, () => {
      scheduled = false;
      void send();
    });
  };

  // What the page before left unsent goes out once this page has settled.
  if (waiting().length > 0) sendSoon();

  return {
    record(batch: readonly SentAnalyticsEvent[]) {
      const at = options.now();
      const known = waiting();
      const ids = new Set(known.map((event) => event.id));
      const added = batch
        .filter((sent) => !ids.has(sent.id))
        .map((sent): AnalyticsCollectedEvent => ({
          id: sent.id,
          type: sent.event.type,
          userStatus: sent.userStatus,
          at,
          data: fittedData(sent.event.data),
        }));
      keep([...known, ...added]);
      if (known.length + added.length >= BEACON_BATCH_SIZE) void send();
      else if (added.length > 0) sendSoon();
    },
    pageHidden() {
      for (const body of bodies(waiting())) {
        // Taken by the browser: it is the browser's to deliver now. Refused (too much queued): it waits for the next page.
        if (options.beacon(url, new Blob([json(body)], { type: 'application/json' }))) forget(body);
      }
    },
    waiting,
  };
}
