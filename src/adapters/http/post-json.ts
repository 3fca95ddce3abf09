import type { ApiError } from '../../application/ports/api-error';
import { statusMessage } from '../../../kernel/http-status';
import { type Result, err, ok } from '../../domain/shared';
import { type WireSchema, loadSchema } from './wire-schema';

/** The part of `fetch` a JSON POST uses, so tests can stand in for the browser's. */
export type PostFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<{ readonly status: number; text(): Promise<string> }>;

const readJson = (text: string): unknown => {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return text;
  }
};

/** Spec §7: the message is read from body.message, else the status message table. */
const messageOf = (body: unknown, status: number): string => {
  const message = body !== null && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : statusMessage(status);
};

/**
 * One JSON POST, sent once and never thrown: a network failure is status 0, a non-2xx the server's
 * message, an answer outside its contract a 502 that names what answered.
 */
export async function postJson<T>(
  fetch: PostFetch,
  url: string,
  body: unknown,
  schema: WireSchema<T>,
  options: { readonly signal?: AbortSignal; readonly what: string },
): Promise<Result<T, ApiError>> {
  const request = { method: 'POST', url } as const;
  const parser = loadSchema(schema);
  let status: number;
  let answer: unknown;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      ...(options.signal && { signal: options.signal }),
    });
    status = response.status;
    answer = readJson(await response.text());
  } catch (error) {
    return err({ status: 0, message: error instanceof Error && error.message ? error.message : statusMessage(0), request });
  }
  if (status < 200 || status >= 300) return err({ status, message: messageOf(answer, status), body: answer, request });
  const loaded = await parser;
  // The schema's code did not arrive: for the caller, as if the answer had not.
  if (!loaded.ok) return err({ status: 0, message: statusMessage(0), request });
  const parsed = loaded.schema.safeParse(answer);
  if (!parsed.success)
    return err({ status: 502, message: `${statusMessage(502)}: ${options.what} answered outside its contract`, body: answer, request });
  return ok(parsed.data);
}
