import type { DomainEvent } from './events';

export interface LoggedEvent {
  /** 1-based position in the log: the order events happened in this tab. */
  readonly position: number;
  readonly at: number;
  readonly event: DomainEvent;
}

/**
 * The append-only record of everything that happened in this tab. Nothing is ever removed or
 * rewritten, so any projection can be rebuilt by folding it from the start.
 */
export interface EventLog {
  append(events: readonly DomainEvent[], at: number): readonly LoggedEvent[];
  all(): readonly LoggedEvent[];
  since(position: number): readonly LoggedEvent[];
  readonly length: number;
}

export function createEventLog(): EventLog {
  const entries: LoggedEvent[] = [];
  return {
    append(events, at) {
      const added: LoggedEvent[] = [];
      for (const event of events) {
        const entry = Object.freeze({ position: entries.length + 1, at, event: Object.freeze(event) });
        entries.push(entry);
        added.push(entry);
      }
      return added;
    },
    all: () => entries.slice(),
    since: (position) => entries.slice(Math.max(0, position)),
    get length() {
      return entries.length;
    },
  };
}
