import { assertNever } from '../../domain/shared';
import { statusMessage } from '../../../kernel/http-status';

/**
 * Why a page's data did not arrive, as a shopper must be told: the thing is not there (404), the shop
 * failed (a 5xx, or an answer outside the contract), the shop could not be reached (no status at all),
 * or the request itself was refused (another 4xx). An outage must never read as "not found".
 */
export type LoadFailureKind = 'notFound' | 'server' | 'unreachable' | 'refused';

/** What a network failure reads as, wherever the spec's §8 toasts do not apply. */
export const UNREACHABLE_TITLE = "We can't reach the shop right now";
export const UNREACHABLE_DETAIL = 'Check your connection, then try again.';

/** No HTTP status (0) means the request never got an answer. */
export function loadFailureKind(status: number): LoadFailureKind {
  if (status === 404) return 'notFound';
  if (status >= 500) return 'server';
  if (status <= 0 || !Number.isFinite(status)) return 'unreachable';
  return 'refused';
}

export interface LoadFailure {
  readonly kind: LoadFailureKind;
  readonly title: string;
  readonly detail: string;
  /** A retry can help: the shop may answer next time. */
  readonly retry: boolean;
}

/** The message for a failed read, with the spec §8 status message framed for a shopper. */
export function loadFailure(status: number): LoadFailure {
  const kind = loadFailureKind(status);
  switch (kind) {
    case 'unreachable':
      return { kind, title: UNREACHABLE_TITLE, detail: UNREACHABLE_DETAIL, retry: true };
    case 'server':
      return {
        kind,
        title: 'Something went wrong',
        detail: `Something went wrong on our side (${statusMessage(status)}). Please try again.`,
        retry: true,
      };
    case 'notFound':
      return { kind, title: 'Not found', detail: `We could not find what you were looking for (${statusMessage(status)}).`, retry: false };
    case 'refused':
      return { kind, title: 'Something went wrong', detail: `The shop could not answer this request (${statusMessage(status)}).`, retry: true };
    default:
      return assertNever(kind);
  }
}
