import type { ApiError } from '../../application/ports/api-error';
import { statusMessage } from '../../../kernel/http-status';
import { CANCELLED_MESSAGE, REFRESH_FAILED_MESSAGE } from '../../domain/session';

export type RequestLine = NonNullable<ApiError['request']>;

/** No HTTP status was received (network failure or cancellation). */
export const NO_STATUS = 0;
/** A 2xx whose body breaks the contract is the upstream's fault: a bad gateway, as a proxy would say. */
export const CONTRACT_MISMATCH_STATUS = 502;

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** Spec §7: the message is body.message, else message; spec §8: else the status message table. */
export function httpError(status: number, body: unknown, request: RequestLine): ApiError {
  const fromBody = body !== null && typeof body === 'object' ? textOf((body as { message?: unknown }).message) : undefined;
  return { status, message: fromBody ?? statusMessage(status), body, request };
}

/** Spec §8 Other call errors. */
export const cancelledError = (request: RequestLine): ApiError => ({ status: NO_STATUS, message: CANCELLED_MESSAGE, request });

export const networkError = (error: unknown, request: RequestLine): ApiError => ({
  status: NO_STATUS,
  message: (error instanceof Error && textOf(error.message)) || statusMessage(NO_STATUS),
  request,
});

export function contractError(body: unknown, request: RequestLine, issue: string): ApiError {
  const message = `${statusMessage(CONTRACT_MISMATCH_STATUS)}: ${request.method} ${request.url} answered outside its contract (${issue})`;
  return { status: CONTRACT_MISMATCH_STATUS, message, body, request };
}

/** Spec §8: a failed token refresh, keeping what the refresh call itself got. */
export const refreshFailedError = (cause: ApiError): ApiError => ({ ...cause, message: REFRESH_FAILED_MESSAGE });

export const isCancelled = (error: ApiError): boolean => error.status === NO_STATUS && error.message === CANCELLED_MESSAGE;
