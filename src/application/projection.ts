import type { DomainEvent } from './events';
import type { EventBus } from './ports/event-bus';

/**
 * How a read model is folded from events. `reduce` must return the same object when an event does
 * not concern it, so that snapshots stay stable and views re-render only on real changes.
 */
export interface ProjectionDefinition<S> {
  readonly name: string;
  readonly initial: () => S;
  readonly reduce: (state: S, event: DomainEvent) => S;
}

/** A live read model: what `useSyncExternalStore` needs, and nothing more. */
export interface Projection<S> {
  readonly name: string;
  getSnapshot(): S;
  /**
   * The state the page was rendered with on the server (folded from the events it sent): what a view shows
   * while React takes the server's markup over, so both agree; the live state follows right after.
   */
  getServerSnapshot?(): S;
  subscribe(listener: () => void): () => void;
}

/** Folds a sequence of events from scratch; the live projection must always equal this. */
export function rebuild<S>(definition: ProjectionDefinition<S>, events: readonly DomainEvent[]): S {
  return events.reduce(definition.reduce, definition.initial());
}

/** A projection a developer's tool can show as it was after any part of a log (src/ui/dev/event-log-panel.tsx). */
export interface Replayable {
  readonly name: string;
  /**
   * Shows the state folded from `events` in place of the live one, and tells the views; null shows the live state
   * again. The live state goes on following the bus meanwhile: nothing is lost by looking back.
   */
  replay(events: readonly DomainEvent[] | null): void;
}

/** Starts a projection that follows the bus from now on; the first `rendered` events are what the server rendered from. */
export function startProjection<S>(
  definition: ProjectionDefinition<S>,
  bus: EventBus,
  from: readonly DomainEvent[] = [],
  rendered = 0,
): Projection<S> & Replayable & { stop(): void } {
  let state = rebuild(definition, from);
  let replayed: { readonly state: S } | null = null;
  const serverState = rendered === from.length ? state : rebuild(definition, from.slice(0, rendered));
  const listeners = new Set<() => void>();
  const tell = () => {
    for (const listener of [...listeners]) listener();
  };
  const stop = bus.subscribe((event) => {
    const next = definition.reduce(state, event);
    if (next === state) return;
    state = next;
    if (!replayed) tell();
  });
  return {
    name: definition.name,
    getSnapshot: () => (replayed ? replayed.state : state),
    getServerSnapshot: () => serverState,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    replay(events) {
      replayed = events ? { state: rebuild(definition, events) } : null;
      tell();
    },
    stop,
  };
}

/** Adapts a module's `evolve` into a projection reducer that ignores other modules' events. */
export function forArea<S, E extends DomainEvent>(area: string, evolve: (state: S, event: E) => S) {
  const prefix = `${area}/`;
  return (state: S, event: DomainEvent): S => (event.type.startsWith(prefix) ? evolve(state, event as E) : state);
}

/** A live projection as the developer's event log sees it: its state now, and a way to show an earlier one. */
export type ReplayableProjection = Projection<unknown> & Replayable;

/**
 * The projections the views read, for the developer's event log: every projection started so far, and one
 * started later (checkout's, bound when its page first loads) joins whatever is being replayed.
 */
export interface ReplayRegistry {
  add(projection: ReplayableProjection): void;
  all(): readonly ReplayableProjection[];
  /** Every projection shows the state after `events`; null shows the live states again. */
  replay(events: readonly DomainEvent[] | null): void;
  /** Whether the views show a replay: the shop's own moves to another page wait (the replay chooses the page). */
  readonly replaying: boolean;
}

export function createReplayRegistry(): ReplayRegistry {
  const projections: ReplayableProjection[] = [];
  let replaying: readonly DomainEvent[] | null = null;
  return {
    add(projection) {
      projections.push(projection);
      if (replaying) projection.replay(replaying);
    },
    all: () => projections.slice(),
    replay(events) {
      replaying = events;
      for (const projection of projections) projection.replay(events);
    },
    get replaying() {
      return replaying !== null;
    },
  };
}
