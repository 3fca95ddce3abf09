import { expect } from 'vitest';
import type { Decider } from '../../src/domain/shared';

/**
 * A decider's example, read as its rule is said: given these facts, when this command, then these facts
 * (or this refusal). The state is always rebuilt from the facts, never built by hand, so an example
 * can only state what the module's own events can bring about.
 *
 *     given(compareDecider, [added('A')]).when({ type: 'toggleProduct', sku: 'A' }).then([removed('A')]);
 */
export function given<State, Command, Event, Error>(decider: Decider<State, Command, Event, Error>, facts: readonly Event[] = []) {
  const state = facts.reduce(decider.evolve, decider.initialState());
  return {
    /** The state the facts fold into, for an example that reads a view of it. */
    state,
    when(command: Command) {
      const result = decider.decide(state, command);
      return {
        /** The facts the command records. */
        then(expected: readonly Event[]): State {
          expect(result).toEqual({ ok: true, value: expected });
          return result.ok ? result.value.reduce(decider.evolve, state) : state;
        },
        /** The refusal the command meets; nothing is recorded. */
        thenRefused(expected: Error): void {
          expect(result).toEqual({ ok: false, error: expected });
        },
      };
    },
  };
}
