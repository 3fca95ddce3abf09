import fetchRetry from 'fetch-retry';
import type { ApiError } from '../../application/ports/api-error';
import { type MutationOutcome, type SessionToken, retryDelayMs, shouldRetryMutation } from '../../domain/session';
import { raisesApiError } from '../../../kernel/http-status';
import type { Query } from '../../application/ports/bff';
import type { Timer } from '../../application/ports/timer';
import { type RequestLine, cancelledError, contractError, httpError, networkError } from './api-errors';
import { type WireSchema, loadSchema } from '../http';
import { queryString } from './query-string';
import { requestHeaders } from './session-headers';

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallSpec<T> {
  readonly method: Method;
  /** Under /bff, e.g. `/bff/cart/add`. */
  readonly path: string;
  readonly query?: Query;
  readonly body?: unknown;
  /** The contract schema of a 2xx answer (or its loader, for the calls in the first page's code). */
  readonly schema: WireSchema<T>;
  readonly signal?: AbortSignal;
  /** The call needs a bearer (the server answers 401 without one): a shopper holding none gets one before it is sent. */
  readonly needsToken?: boolean;
  /** False for calls where a 401 means the caller's input, not the token (sign-in, the token calls). */
  readonly refresh?: boolean;
  /** False for calls that must never be sent twice (a refresh token is spent by its first use). */
  readonly retry?: boolean;
  /** A 2xx answer is bytes (a PDF), handed to the schema as a Uint8Array; errors are still JSON. */
  readonly binary?: boolean;
}

/** One call's end: its value, or an error and whether it was an HTTP error status (the token refresh acts on those). */
export type Exchanged<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ApiError; readonly httpStatus?: number };

const MUTATIONS: readonly Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

const isAbort = (error: unknown, signal: AbortSignal | undefined): boolean =>
  signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Waits on the global clock, for a client built without a timer of its own. */
const globalTimer: Pick<Timer, 'after'> = {
  after(ms, fn) {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
};

/**
 * Sends one call (spec §9: a mutation up to 3 more times, 500 × 2^attempt ms apart) and reads its answer.
 * The wait between tries is the timer's, so a test moving time sees each try when it falls due.
 */
export function createExchange(host: string, fetch: Fetch, timer: Pick<Timer, 'after'> = globalTimer) {
  const base = `${host.replace(/\/+$/, '')}/api`;
  const withRetries = fetchRetry(fetch);
  /** Resolves after `ms`, or at once when the call is cancelled (the next try then ends as cancelled). */
  const pause = (ms: number, signal: AbortSignal | undefined) =>
    new Promise<void>((resolve) => {
      const cancel = timer.after(ms, resolve);
      signal?.addEventListener(
        'abort',
        () => {
          cancel();
          resolve();
        },
        { once: true },
      );
    });

  const send = (url: string, init: RequestInit, method: Method, retry: boolean, signal: AbortSignal | undefined) => {
    if (!retry || !MUTATIONS.includes(method)) return fetch(url, init);
    const retryOn = async (attempt: number, error: Error | null, response: Response | null) => {
      const outcome: MutationOutcome = response
        ? { type: 'response', status: response.status }
        : { type: isAbort(error, signal) ? 'cancelled' : 'networkError' };
      if (!shouldRetryMutation(attempt, outcome)) return false;
      await pause(retryDelayMs(attempt), signal);
      return true;
    };
    // fetch-retry sends the next try; the delay was waited above, on the timer.
    return withRetries(url, { ...init, retryOn, retryDelay: 0 });
  };

  return async function exchange<T>(spec: CallSpec<T>, token: SessionToken | null): Promise<Exchanged<T>> {
    const url = `${base}${spec.path}${queryString(spec.query)}`;
    const request: RequestLine = { method: spec.method, url };
    if (spec.signal?.aborted) return { ok: false, error: cancelledError(request) };
    const parser = loadSchema(spec.schema);
    const init: RequestInit = {
      method: spec.method,
      headers: requestHeaders(token),
      ...(spec.body !== undefined ? { body: JSON.stringify(spec.body) } : {}),
      ...(spec.signal ? { signal: spec.signal } : {}),
    };
    let response: Response;
    let body: unknown;
    try {
      response = await send(url, init, spec.method, spec.retry ?? true, spec.signal);
      body = spec.binary && !raisesApiError(response.status) ? new Uint8Array(await response.arrayBuffer()) : await readBody(response);
    } catch (error) {
      return { ok: false, error: isAbort(error, spec.signal) ? cancelledError(request) : networkError(error, request) };
    }
    if (raisesApiError(response.status)) return { ok: false, error: httpError(response.status, body, request), httpStatus: response.status };
    const loaded = await parser;
    // The schema's code did not arrive: for the caller, as if the answer had not.
    if (!loaded.ok) return { ok: false, error: networkError(loaded.error, request) };
    const parsed = loaded.schema.safeParse(body);
    if (parsed.success) return { ok: true, value: parsed.data };
    const issue = parsed.error.issues[0];
    return { ok: false, error: contractError(body, request, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'is invalid'}`) };
  };
}
