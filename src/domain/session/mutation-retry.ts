import { assertNever } from '../shared';

/** Spec §9 Retries: mutations retry 3 times. */
export const MUTATION_RETRIES = 3;

/** Spec §9 Retries: 500 × 2^attempt ms, `attempt` counting from 0 for the first retry. */
export const retryDelayMs = (attempt: number): number => 500 * 2 ** attempt;

export type MutationOutcome =
  { readonly type: 'networkError' } | { readonly type: 'cancelled' } | { readonly type: 'response'; readonly status: number };

/**
 * The 4xx statuses that ask for the same request again: 408 Request Timeout (RFC 9110 §15.5.9) and 425 Too
 * Early (RFC 8470). Every other 4xx is the server refusing the request itself (docs/decisions.md, "Mutation
 * retries").
 */
export const RESEND_STATUSES: readonly number[] = [408, 425];

/**
 * `attempt` counts the retries already made. A network failure, a 5xx or a 4xx asking to be sent again may
 * pass on its own; any other 4xx will not (a retried wrong PIN or password only spends the shopper's tries),
 * and a request the shopper cancelled is not wanted any more.
 */
export function shouldRetryMutation(attempt: number, outcome: MutationOutcome): boolean {
  if (attempt >= MUTATION_RETRIES) return false;
  switch (outcome.type) {
    case 'networkError':
      return true;
    case 'cancelled':
      return false;
    case 'response':
      return (outcome.status >= 500 && outcome.status < 600) || RESEND_STATUSES.includes(outcome.status);
    default:
      return assertNever(outcome);
  }
}

/** Spec §8 Other call errors: a failed mutation logs error.{notificationKey}, otherwise a default error. */
export const DEFAULT_MUTATION_ERROR_KEY = 'error.default';
export const mutationErrorKey = (notificationKey?: string): string => (notificationKey ? `error.${notificationKey}` : DEFAULT_MUTATION_ERROR_KEY);

/** The notification keys the shop's mutations carry (spec §8 leaves them and their wording to us). */
export const NOTIFICATION_KEYS = {
  addToCart: 'addToCart',
  updateCart: 'updateCart',
  addProjectToCart: 'addProjectToCart',
} as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[keyof typeof NOTIFICATION_KEYS];

/** What the shopper is told for each error key; a key without words of its own gets the default error's. */
export const MUTATION_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  [DEFAULT_MUTATION_ERROR_KEY]: 'Sorry, something went wrong. Please try again.',
  [`error.${NOTIFICATION_KEYS.addToCart}`]: 'Sorry, we could not add this item to your cart',
  [`error.${NOTIFICATION_KEYS.updateCart}`]: 'Sorry, we could not update your cart',
  [`error.${NOTIFICATION_KEYS.addProjectToCart}`]: 'Sorry, we could not add the parts to your cart',
};

export const mutationErrorMessage = (key: string): string =>
  MUTATION_ERROR_MESSAGES[key] ?? (MUTATION_ERROR_MESSAGES[DEFAULT_MUTATION_ERROR_KEY] as string);
