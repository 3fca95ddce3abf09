import type { Result } from './result';

/**
 * The shape every stateful domain module follows: commands are decided against the current state
 * into events (facts), and events are folded into state. Both functions are pure, so the state of
 * any module can be rebuilt by replaying its events from `initialState()`.
 */
export interface Decider<State, Command, Event, Error> {
  readonly initialState: () => State;
  readonly decide: (state: State, command: Command) => Result<readonly Event[], Error>;
  readonly evolve: (state: State, event: Event) => State;
}

/** Folds a sequence of events from the initial state. */
export function fold<State, Event>(
  decider: Pick<Decider<State, unknown, Event, unknown>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}

/** Marks the end of an exhaustive `switch`; the compiler fails when a case is missing. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
