import { mutationErrorKey, mutationErrorMessage } from '../../domain/session';
import type { ApiError } from '../ports/api-error';
import type { SessionService } from '../ports/session-service';
import type { ToastsUseCases } from './toasts';

export interface MutationErrorDeps {
  readonly toasts: Pick<ToastsUseCases, 'show'>;
  /** The session service's `_log` (spec §7); absent where nothing is reported (the first paint on the server). */
  readonly logger?: Pick<SessionService, 'log'>;
}

export interface MutationFailure {
  /** The call's notification key; without one the failure is the default error. */
  readonly notificationKey?: string;
  /** What the BFF answered, when the call hands it back (spec §7: the cart calls answer nothing on error). */
  readonly error?: ApiError;
}

/**
 * Spec §8 Other call errors: a failed mutation logs error.{notificationKey} when the call supplies a
 * notification key, otherwise a default error. The same key names the error toast the shopper sees (showing
 * it again replaces it) and picks its words. Answers the key.
 */
export function reportMutationError({ toasts, logger }: MutationErrorDeps, failure: MutationFailure): string {
  const key = mutationErrorKey(failure.notificationKey);
  toasts.show({ id: key, type: 'error', message: mutationErrorMessage(key) });
  const { error } = failure;
  // The path without its query: a query may carry what the shopper typed.
  const detail = error
    ? ` (${error.status}${error.request ? ` ${error.request.method} ${error.request.url.split('?')[0]}` : ''}: ${error.message})`
    : '';
  // Reporting never fails the shopper's action (the service drops what it cannot send).
  logger?.log({ level: 'error', message: `${key}${detail}`.slice(0, 2000) }).catch(() => undefined);
  return key;
}
