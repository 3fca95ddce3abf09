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

/** Starts a projection that follows the bus from now on; the first `rendered` events are what the server rendered from. */
export function startProjection<S>(
  definition: ProjectionDefinition<S>,
  bus: EventBus,
  from: readonly DomainEvent[] = [],
  rendered = 0,
): Projection<S> & { stop(): void } {
  let state = rebuild(definition, from);
  const serverState = rendered === from.length ? state : rebuild(definition, from.slice(0, rendered));
  const listeners = new Set<() => void>();
  const stop = bus.subscribe((event) => {
    const next = definition.reduce(state, event);
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  });
  return {
    name: definition.name,
    getSnapshot: () => state,
    getServerSnapshot: () => serverState,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop,
  };
}

/** Adapts a module's `evolve` into a projection reducer that ignores other modules' events. */
export function forArea<S, E extends DomainEvent>(area: string, evolve: (state: S, event: E) => S) {
  const prefix = `${area}/`;
  return (state: S, event: DomainEvent): S => (event.type.startsWith(prefix) ? evolve(state, event as E) : state);
}
