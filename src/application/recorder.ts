import type { Decider, Result } from '../domain/shared';
import type { EventLog } from './event-log';
import type { DomainEvent } from './events';
import type { Clock } from './ports/clock';
import type { EventBus } from './ports/event-bus';

/** Records facts: first in the log, then on the bus, so a subscriber never sees an event the log lacks. */
export interface Recorder {
  record(events: readonly DomainEvent[]): void;
}

export function createRecorder(log: EventLog, bus: EventBus, clock: Clock): Recorder {
  return {
    record(events) {
      if (events.length === 0) return;
      log.append(events, clock.now());
      for (const event of events) bus.publish(event);
    },
  };
}

/**
 * The heart of every use case: ask the decider, and when it agrees record what it decided.
 * A refusal records nothing and comes back to the caller as a typed error.
 */
export function execute<S, C, E extends DomainEvent, Err>(
  decider: Pick<Decider<S, C, E, Err>, 'decide'>,
  state: S,
  command: C,
  recorder: Recorder,
): Result<readonly E[], Err> {
  const result = decider.decide(state, command);
  if (result.ok) recorder.record(result.value);
  return result;
}
