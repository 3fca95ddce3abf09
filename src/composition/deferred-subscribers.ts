import type { DomainEvent } from '../application/events';
import type { EventBus, EventHandler } from '../application/ports/event-bus';
import { TOKENS } from '../application/tokens';
import type { SessionState } from '../domain/session';
import type { SiteCode } from '../domain/site';
import { type Container, resolve } from './container';

/**
 * Analytics, search insights and marketing messaging follow every event, but the first paint needs none of
 * them: their code loads beside it. Until it has, the events are kept, each with the session as it was just
 * after it, and handed over in order, so no subscriber misses one or sees another session than it would
 * have live. A failed load is tried again with the next event.
 */
export function startSubscribersLater(
  container: Container,
  site: SiteCode,
  load = () => import('./subscriber-bindings'),
  // When to load them: at once by default; the browser waits until the page is taken over and idle.
  later: (start: () => void) => void = (start) => start(),
): void {
  const bus = resolve(container, TOKENS.EventBus);
  const session = resolve(container, TOKENS.SessionView);
  // Folded before the subscribers see an event, as when they start with the container.
  resolve(container, TOKENS.BrowsingView);
  const before = session.getSnapshot();
  const waiting: Array<{ readonly event: DomainEvent; readonly session: SessionState }> = [];
  let handlers: EventHandler[] | null = null;
  // The session a subscriber reads while the past is handed over; null once it is live.
  let seen: SessionState | null = null;
  let loading: Promise<void> | null = null;

  const dispatch = (event: DomainEvent) => {
    for (const handler of [...(handlers ?? [])]) handler(event);
  };
  const feedBus: EventBus = {
    publish: (event) => bus.publish(event),
    subscribe(handler) {
      const list = (handlers ??= []);
      list.push(handler);
      return () => {
        const at = list.indexOf(handler);
        if (at >= 0) list.splice(at, 1);
      };
    },
    on: (type, handler) => feedBus.subscribe((event) => event.type === type && handler(event as never)),
  };
  const sessionView = { ...session, getSnapshot: () => seen ?? session.getSnapshot() };

  const start = () =>
    (loading ??= load().then(
      ({ bindSubscribers, startSubscribers }) => {
        seen = before;
        bindSubscribers(container, site, { bus: feedBus, sessionView });
        startSubscribers(container);
        // From here an event published while the past is handed over (a search conversion) goes out at once, as live.
        handlers ??= [];
        try {
          for (const past of waiting.splice(0)) {
            seen = past.session;
            dispatch(past.event);
          }
        } finally {
          seen = null;
        }
      },
      () => {
        loading = null;
      },
    ));

  let scheduled = false;
  const startLater = () => {
    if (scheduled || loading) return;
    scheduled = true;
    later(() => {
      scheduled = false;
      void start();
    });
  };
  bus.subscribe((event) => {
    if (handlers) return dispatch(event);
    waiting.push({ event, session: session.getSnapshot() });
    startLater();
  });
  // Crediting a search with an add to cart reads the search as it is at that moment, so it cannot wait.
  if (container.isBound(TOKENS.SearchInsights)) resolve(container, TOKENS.SearchConversions);
  startLater();
}
