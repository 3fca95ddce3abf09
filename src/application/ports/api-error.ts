/** Spec §8: any non-2xx status raises an API error carrying the status, the body and the original request. */
export interface ApiError {
  readonly status: number;
  readonly message: string;
  readonly body?: unknown;
  readonly request?: { readonly method: string; readonly url: string };
}

/** Spec §7: results reach the caller as a value or an error. */
export type { Result } from '../../domain/shared';
