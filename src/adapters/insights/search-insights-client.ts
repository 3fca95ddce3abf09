import type { SearchInsights, SearchInsightsEvent } from '../../application/ports/analytics';
import { INSIGHTS_MAX_EVENTS, INSIGHTS_MAX_OBJECTS, InsightsEvent } from '../../../contract/insights';
import { retryDelayMs } from '../../domain/session';

/** The part of `fetch` this adapter uses, so tests and the server harness can stand in for the browser's. */
export type InsightsFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; keepalive: boolean },
) => Promise<{ readonly status: number }>;

export interface SearchInsightsOptions {
  /** The site's origin, e.g. http://jrau.localhost:8080: the server tells the site, hence the index, from it. */
  readonly origin: string;
  readonly fetch: InsightsFetch;
  /** How long an event waits for others of the same page before the batch goes. */
  readonly batchDelayMs?: number;
}

export interface SearchInsightsClient extends SearchInsights {
  /** Sends whatever waits now (a page about to unload); resolves when every batch is settled. */
  flush(): Promise<void>;
}

interface Pending {
  readonly event: SearchInsightsEvent;
  readonly settle: () => void;
}

/** Spec §9: at most 20 products per event; a longer list becomes several events, positions following their products. */
function split(event: SearchInsightsEvent): SearchInsightsEvent[] {
  const ids = event.objectIDs;
  if (!ids || ids.length <= INSIGHTS_MAX_OBJECTS) return [event];
  const parts: SearchInsightsEvent[] = [];
  for (let start = 0; start < ids.length; start += INSIGHTS_MAX_OBJECTS) {
    const end = start + INSIGHTS_MAX_OBJECTS;
    parts.push({ ...event, objectIDs: ids.slice(start, end), ...(event.positions ? { positions: event.positions.slice(start, end) } : {}) });
  }
  return parts;
}

/**
 * Search-insight events (spec §6, §9) posted to POST /api/bff/insights/events in batches. Analytics must
 * never break shopping: send() never rejects. An event the server would refuse (no user token, spec §6)
 * is dropped here, so it cannot sink the batch it would travel in; a batch the server refuses (4xx) is
 * dropped, and one lost to the network or a server fault is tried once more after the mutation delay.
 */
export function createSearchInsights(options: SearchInsightsOptions): SearchInsightsClient {
  const url = `${options.origin.replace(/\/+$/, '')}/api/bff/insights/events`;
  const batchDelayMs = options.batchDelayMs ?? 200;
  let pending: Pending[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const inFlight = new Set<Promise<void>>();

  const post = async (events: readonly SearchInsightsEvent[]): Promise<'done' | 'retry'> => {
    try {
      const response = await options.fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ events }),
        // A click on a search result navigates away; keepalive lets its event outlive the page.
        keepalive: true,
      });
      return response.status >= 500 ? 'retry' : 'done';
    } catch {
      return 'retry';
    }
  };

  const deliver = async (batch: Pending[]): Promise<void> => {
    const events = batch.map((p) => p.event);
    if ((await post(events)) === 'retry') {
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(0)));
      await post(events);
    }
    for (const p of batch) p.settle();
  };

  const flush = async (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    while (pending.length > 0) {
      const batch = pending.slice(0, INSIGHTS_MAX_EVENTS);
      pending = pending.slice(INSIGHTS_MAX_EVENTS);
      const sending = deliver(batch);
      inFlight.add(sending);
      void sending.finally(() => inFlight.delete(sending));
    }
    await Promise.all([...inFlight]);
  };

  const enqueue = (event: SearchInsightsEvent): Promise<void> =>
    new Promise((settle) => {
      pending.push({ event, settle });
      if (pending.length >= INSIGHTS_MAX_EVENTS) void flush();
      else timer ??= setTimeout(() => void flush(), batchDelayMs);
    });

  return {
    async send(event) {
      const valid = split(event).filter((part) => InsightsEvent.safeParse(part).success);
      await Promise.all(valid.map(enqueue));
    },
    flush,
  };
}
