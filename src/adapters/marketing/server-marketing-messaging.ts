import type { KeyValueStore } from '../../application/ports/key-value-store';
import type { MarketingMessaging, MarketingMessagingEvent } from '../../application/ports/marketing-messaging';
import { MESSAGING_FLUSH_ATTEMPTS, MESSAGING_FLUSH_INTERVAL_MS } from '../../application/subscribers/marketing-messaging-subscriber';
import { MARKETING_MAX_EVENTS } from '../../../contract/marketing';

/** The shop's server keeps the marketing events (server/http/marketing.ts). */
export const MARKETING_EVENTS_PATH = '/api/bff/marketing/events';

/** The part of `fetch` this adapter uses, so tests can stand in for the browser's. */
export type MarketingFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; keepalive: boolean },
) => Promise<{ readonly status: number }>;

export interface ServerMarketingMessagingOptions {
  /** The site's origin: the server tells the site from it. */
  readonly origin: string;
  readonly fetch: MarketingFetch;
  /** Session storage: the unsent batch outlives a navigation in it, and goes with the tab. */
  readonly store: KeyValueStore;
  /** Where in the store the unsent batch is kept. */
  readonly storageKey: string;
  /** The shopper's access token now; none before the session has loaded. */
  readonly accessToken: () => string | undefined;
  /** navigator.sendBeacon: a request the browser sends even as the page goes away. */
  readonly beacon: (url: string, body: Blob) => boolean;
  /** Calls the listener whenever the page is hidden or left (visibilitychange to hidden, pagehide). */
  readonly onPageHide: (listener: () => void) => void;
  /** Waits between two tries of the batch the page before left (setTimeout). */
  readonly after: (ms: number, then: () => void) => void;
}

export interface ServerMarketingMessaging extends MarketingMessaging {
  /** Sends the unsent batch now; true once the server has it (or there was none). */
  send(): Promise<boolean>;
  /** The events not yet acknowledged, oldest first. */
  waiting(): readonly MarketingMessagingEvent[];
}

const isEvent = (value: unknown): value is MarketingMessagingEvent =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

/**
 * The marketing-messaging service over the shop's server (spec §9 Analytics, Retries). Every event handed over
 * joins the unsent batch in session storage before anything is sent, and leaves it only when the server
 * says it has it: a page left or closed mid-send loses nothing. The batch goes out with each flush (the
 * subscriber tries a refused flush 5 times, 1 s apart), by beacon whenever the page is hidden or left, and
 * from the next page of the tab as soon as its code loads. The server keeps an event sent twice (a beacon,
 * then the next page) once, by its id.
 */
export function createServerMarketingMessaging(options: ServerMarketingMessagingOptions): ServerMarketingMessaging {
  const url = `${options.origin.replace(/\/+$/, '')}${MARKETING_EVENTS_PATH}`;

  const waiting = (): MarketingMessagingEvent[] => {
    const text = options.store.get(options.storageKey);
    if (!text) return [];
    try {
      const value: unknown = JSON.parse(text);
      return Array.isArray(value) ? value.filter(isEvent) : [];
    } catch {
      return [];
    }
  };
  // A batch is at most what one POST takes: a tab that could not send for a long while keeps the newest.
  const keep = (events: readonly MarketingMessagingEvent[]) => {
    if (events.length === 0) options.store.remove(options.storageKey);
    else options.store.set(options.storageKey, JSON.stringify(events.slice(-MARKETING_MAX_EVENTS)));
  };

  const send = async (): Promise<boolean> => {
    const batch = waiting();
    if (batch.length === 0) return true;
    const accessToken = options.accessToken();
    // No session yet: nothing can name the shopper, so the batch waits (the next try, or the next page).
    if (!accessToken) return false;
    let status: number;
    try {
      ({ status } = await options.fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ accessToken, events: batch }),
        keepalive: true,
      }));
    } catch {
      return false;
    }
    // A refused session (401) may be renewed, a limit (429) or a fault (5xx) passes: the batch waits for another try.
    if (status === 401 || status === 408 || status === 429 || status >= 500 || status === 0) return false;
    // Taken (2xx), or refused as it stands (another 4xx, which sending it again cannot change): it leaves the batch.
    const sent = new Set(batch.map((event) => event.id));
    keep(waiting().filter((event) => !sent.has(event.id)));
    return true;
  };

  options.onPageHide(() => {
    const batch = waiting();
    const accessToken = options.accessToken();
    if (batch.length === 0 || !accessToken) return;
    // The batch stays until a later send is answered: a beacon says only that it was queued.
    options.beacon(url, new Blob([JSON.stringify({ accessToken, events: batch })], { type: 'application/json' }));
  });

  // What the page before left unsent goes now, tried as a flush is (spec §9 Retries: 5 attempts, 1 s apart):
  // the session this page needs to send it may not have loaded yet.
  const resend = (attempt: number) =>
    void send().then((sent) => {
      if (!sent && attempt < MESSAGING_FLUSH_ATTEMPTS) options.after(MESSAGING_FLUSH_INTERVAL_MS, () => resend(attempt + 1));
    });
  if (waiting().length > 0) resend(1);

  return {
    ready: () => true,
    async flush(events) {
      const batch = waiting();
      const known = new Set(batch.map((event) => event.id));
      keep([...batch, ...events.filter((event) => !known.has(event.id))]);
      return send();
    },
    send,
    waiting,
  };
}
