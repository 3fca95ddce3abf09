import { assertNever } from '../shared';

/** Spec §9 Retries: mutations retry 3 times. */
export const MUTATION_RETRIES = 3;

/** Spec §9 Retries: 500 × 2^attempt ms, `attempt` counting from 0 for the first retry. */
export const retryDelayMs = (attempt: number): number => 500 * 2 ** attempt;

export type MutationOutcome =
  { readonly type: 'networkError' } | { readonly type: 'cancelled' } | { readonly type: 'response'; readonly status: number };

/**
 * `attempt` counts the retries already made. A network failure or a 5xx may pass on its own; a 4xx will
 * not, and a request the shopper cancelled is not wanted any more.
 */
export function shouldRetryMutation(attempt: number, outcome: MutationOutcome): boolean {
  if (attempt >= MUTATION_RETRIES) return false;
  switch (outcome.type) {
    case 'networkError':
      return true;
    case 'cancelled':
      return false;
    case 'response':
      return outcome.status >= 500 && outcome.status < 600;
    default:
      return assertNever(outcome);
  }
}

/** Spec §8 Other call errors: a failed mutation logs error.{notificationKey}, otherwise a default error. */
export const DEFAULT_MUTATION_ERROR_KEY = 'error.default';
export const mutationErrorKey = (notificationKey?: string): string => (notificationKey ? `error.${notificationKey}` : DEFAULT_MUTATION_ERROR_KEY);
