import { ANALYTICS_SINK_NAMES } from '../../contract/analytics';
import { loadOnce } from '../adapters/http';
import type { AnalyticsSink, SentAnalyticsEvent } from '../application/ports/analytics';
import type { Clock } from '../application/ports/clock';
import type { Timer } from '../application/ports/timer';
import type { ClientPlace } from './place';

/** The meta tag naming the site's analytics sinks (server: ANALYTICS_SINKS); without it, GA4's dataLayer alone. */
export const ANALYTICS_META = 'storefront:analytics';

export type AnalyticsSinkName = (typeof ANALYTICS_SINK_NAMES)[number];

const isSinkName = (name: string): name is AnalyticsSinkName => (ANALYTICS_SINK_NAMES as readonly string[]).includes(name);

/** The sinks the server named, in its order; GA4's dataLayer when it named none (or none this client knows). */
export function analyticsSinkNames(doc: Pick<Document, 'querySelector'>): AnalyticsSinkName[] {
  const named = (doc.querySelector<HTMLMetaElement>(`meta[name="${ANALYTICS_META}"]`)?.content ?? '').split(/\s+/).filter(isSinkName);
  return named.length > 0 ? [...new Set(named)] : ['ga4'];
}

/** Every sink hears every batch; one that throws does not keep the batch from the others, nor break the shop. */
export function fanOut(sinks: readonly AnalyticsSink[]): AnalyticsSink {
  const each = (call: (sink: AnalyticsSink) => void) => {
    for (const sink of sinks) {
      try {
        call(sink);
      } catch {
        // A vendor's fault is the vendor's: the shop and the other sinks go on.
      }
    }
  };
  return { record: (batch) => each((sink) => sink.record(batch)), pageHidden: () => each((sink) => sink.pageHidden()) };
}

/**
 * A sink whose code loads with the first batch (the analytics subscriber's own code loads after the first paint, so
 * no first page carries a sink's): what it is given meanwhile is handed over in order once it has loaded.
 * `startNow` loads it at once instead (a tab whose previous page left events unsent).
 */
export function lazySink(load: () => Promise<AnalyticsSink>, options: { readonly startNow?: boolean } = {}): AnalyticsSink {
  let loaded: AnalyticsSink | null = null;
  const early: Array<(sink: AnalyticsSink) => void> = [];
  const ready = loadOnce(load);
  const start = () =>
    ready().then(
      (sink) => {
        loaded = sink;
        for (const call of early.splice(0)) call(sink);
      },
      () => undefined,
    );
  if (options.startNow) void start();
  const call = (what: (sink: AnalyticsSink) => void) => {
    if (loaded) return what(loaded);
    early.push(what);
    // The first call loads it; a load that failed is tried again with the next call.
    void start();
  };
  return {
    record: (batch: readonly SentAnalyticsEvent[]) => call((sink) => sink.record(batch)),
    pageHidden: () => call((sink) => sink.pageHidden()),
  };
}

/** Where the tab keeps the analytics events its collector has not taken (session storage). */
const ANALYTICS_OUTBOX = 'analyticsOutbox';

/**
 * The analytics sinks the server's settings name for this site, bound as one, told when the page hides (the
 * last moment a batching sink can send). Each sink's code is a chunk of its own, loaded with the first batch:
 * the first page carries none of it, and the collector's only on a site that names it.
 */
export function browserAnalytics(place: ClientPlace, deps: { readonly timer: Timer; readonly clock: Clock }): AnalyticsSink {
  const sinks = analyticsSinkNames(document).map((name): AnalyticsSink => {
    switch (name) {
      case 'ga4':
        return lazySink(() => import('../adapters/analytics').then((m) => m.ga4DataLayerSink(() => (window.dataLayer ??= []))));
      case 'beacon':
        return lazySink(
          () =>
            import('../adapters/analytics/beacon-sink').then((m) =>
              m.beaconSink({
                origin: place.origin,
                fetch: place.fetch,
                beacon: (url, body) => navigator.sendBeacon(url, body),
                store: place.sessionStore,
                storageKey: ANALYTICS_OUTBOX,
                now: () => deps.clock.now(),
                after: (ms, then) => void deps.timer.after(ms, then),
              }),
            ),
          // What the page before left unsent goes as soon as this page can send it.
          { startNow: place.sessionStore.get(ANALYTICS_OUTBOX) !== null },
        );
    }
  });
  const sink = sinks.length === 1 && sinks[0] ? sinks[0] : fanOut(sinks);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && sink.pageHidden());
  window.addEventListener('pagehide', () => sink.pageHidden());
  return sink;
}
