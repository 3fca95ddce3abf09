import type { ApiError } from '../../application/ports/api-error';
import { raisesApiError, statusMessage } from '../../../kernel/http-status';
import { type Result, err, ok } from '../../domain/shared';
import { type WireSchema, loadSchema } from '../http';

/** The part of `fetch` the session client uses, so tests can answer with a plain function. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type RequestBody = { readonly json: unknown } | { readonly form: string };

export interface SessionHttp {
  /** `schema` null: the answer is not read (a log entry's), so not checked. */
  call<T>(method: 'GET' | 'POST', path: string, schema: WireSchema<T> | null, body?: RequestBody): Promise<Result<T, ApiError>>;
}

/** Spec §8: error messages come from body.message, else the status message table. */
const messageOf = (body: unknown, status: number): string => {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : statusMessage(status);
};

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Calls the session service on its origin. Its cookies ({brand}.session, {brand}.csfr, spec §9) are HttpOnly,
 * so every call carries them with credentials: 'include' and never reads them itself.
 */
export function sessionHttp(origin: string, fetchImpl: FetchLike): SessionHttp {
  return {
    async call<T>(method: 'GET' | 'POST', path: string, schema: WireSchema<T> | null, body?: RequestBody): Promise<Result<T, ApiError>> {
      const url = `${origin}${path}`;
      const request = { method, url };
      const headers: Record<string, string> = { accept: 'application/json' };
      let payload: string | undefined;
      if (body && 'json' in body) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body.json);
      } else if (body) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = body.form;
      }
      const parser = schema ? loadSchema(schema) : null;
      let response: Response;
      try {
        response = await fetchImpl(url, { method, headers, body: payload, credentials: 'include' });
      } catch (cause) {
        // No answer at all (offline, refused): status 0 keeps it apart from every HTTP status.
        return err({ status: 0, message: cause instanceof Error ? cause.message : String(cause), request });
      }
      const answer = await readBody(response);
      if (raisesApiError(response.status))
        return err({ status: response.status, message: messageOf(answer, response.status), body: answer, request });
      if (!parser) return ok(answer as T);
      const loaded = await parser;
      // The schema's code did not arrive: for the caller, as if the answer had not.
      if (!loaded.ok) return err({ status: 0, message: loaded.error instanceof Error ? loaded.error.message : String(loaded.error), request });
      const parsed = loaded.schema.safeParse(answer);
      if (!parsed.success)
        return err({ status: 502, message: `${statusMessage(502)}: unexpected answer from ${method} ${path}`, body: answer, request });
      return ok(parsed.data);
    },
  };
}
