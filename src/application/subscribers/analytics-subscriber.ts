import {
  type AnalyticsEvent,
  type AnalyticsQueueCommand,
  type AnalyticsQueueState,
  analyticsQueueDecider,
  evolve as evolveQueue,
  userStatus,
} from '../../domain/analytics';
import type { BrowsedProduct } from '../../domain/browsing';
import type { SessionState, SessionToken } from '../../domain/session';
import type { DomainEvent } from '../events';
import type { Projection } from '../projection';
import type { AnalyticsSink } from '../ports/analytics';
import type { EventBus } from '../ports/event-bus';
import type { Ids } from '../ports/ids';
import { analyticsEventsOf, trackingIdEvent } from './analytics-events';

export interface AnalyticsSubscriberDeps {
  readonly bus: EventBus;
  readonly sessionView: Projection<SessionState>;
  readonly ids: Ids;
  readonly analytics: AnalyticsSink;
}

/** Enough products to name what the shopper compares, without keeping a whole visit's browsing. */
const KNOWN_PRODUCTS_LIMIT = 500;

/** The products an event showed the shopper, so a later SKU-only event (compare) can name them. */
function shownProducts(event: DomainEvent): readonly BrowsedProduct[] {
  switch (event.type) {
    case 'browsing/productViewed':
    case 'browsing/productSelected':
      return [event.data.product];
    case 'browsing/listViewed':
    case 'browsing/searchResultsViewed':
      return event.data.products;
    default:
      return [];
  }
}

export interface AnalyticsSubscriber {
  readonly stop: () => void;
  /** The events waiting for the user status (spec §4 Analytics queue). */
  readonly queue: () => AnalyticsQueueState;
}

/**
 * Feeds the analytics sink from domain events (DESIGN: analytics is a subscriber, no view calls it).
 * Spec §4 Analytics queue, §6: every event carries user_status, so events that happen before the
 * session has loaded wait INITIAL and are resolved with it when session/loaded arrives; the queue is
 * flushed, priority events first, whenever nothing waits.
 * The queue is this subscriber's own bookkeeping, folded here rather than recorded in the event log:
 * the log keeps what the shopper did, not a second copy of every payload sent about it.
 */
export function startAnalyticsSubscriber(deps: AnalyticsSubscriberDeps): AnalyticsSubscriber {
  const { bus, ids, analytics } = deps;
  let queued = analyticsQueueDecider.initialState();
  const known = new Map<string, BrowsedProduct>();
  const session = deps.sessionView.getSnapshot();
  let sessionLoaded = session.status !== 'loading';
  let token: SessionToken | null = session.token;
  let trackingSent = false;

  const decide = (command: AnalyticsQueueCommand) => {
    const result = analyticsQueueDecider.decide(queued, command);
    if (result.ok) queued = result.value.reduce(evolveQueue, queued);
    return result;
  };

  const queue = (event: AnalyticsEvent) =>
    decide({ type: 'queueEvent', id: ids.next('analytics'), event, userStatus: sessionLoaded ? userStatus(token) : null });

  const resolveWaiting = () => {
    for (const entry of queued.entries) {
      if (entry.status === 'INITIAL') decide({ type: 'resolveEvent', id: entry.id, userStatus: userStatus(token) });
    }
  };

  const flush = () => {
    const result = decide({ type: 'flushQueue' });
    if (!result.ok) return;
    for (const flushed of result.value) {
      if (flushed.type === 'analytics/queueFlushed')
        analytics.record(
          flushed.data.batch.map((entry) => ({ id: entry.id, event: entry.event, userStatus: entry.userStatus ?? userStatus(token) })),
        );
    }
  };

  const stop = bus.subscribe((event) => {
    if (event.type === 'session/loaded' || event.type === 'session/tokenUpdated') token = event.data.token;
    if (event.type === 'session/signedOut') token = null;
    for (const product of shownProducts(event)) {
      known.delete(product.sku);
      known.set(product.sku, product);
      if (known.size > KNOWN_PRODUCTS_LIMIT) known.delete(known.keys().next().value as string);
    }
    const events = analyticsEventsOf(event, { productOf: (sku) => known.get(sku) });
    for (const analyticsEvent of events) queue(analyticsEvent);
    if (event.type === 'session/loaded' && !sessionLoaded) {
      sessionLoaded = true;
      resolveWaiting();
    }
    // Spec §9: the server-side tracking id, once per page load: first of all when the session brings it, or
    // as soon as the server gives a new visitor one (their first cart or sign-in).
    const tracking =
      !trackingSent && (event.type === 'session/loaded' || event.type === 'session/tokenUpdated') ? trackingIdEvent(token, ids.next('event')) : null;
    if (tracking) {
      trackingSent = true;
      queue(tracking);
    }
    if (events.length > 0 || tracking || event.type === 'session/loaded') flush();
  });
  return { stop, queue: () => queued };
}
