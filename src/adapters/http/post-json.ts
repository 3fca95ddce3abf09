import type { z } from 'zod/mini';
import type { ApiError } from '../../application/ports/api-error';
import { statusMessage } from '../../domain/presentation';
import { type Result, err, ok } from '../../domain/shared';

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
export async function postJson<S extends z.ZodMiniType>(
  fetch: PostFetch,
  url: string,
  body: unknown,
  schema: S,
  options: { readonly signal?: AbortSignal; readonly what: string },
): Promise<Result<z.output<S>, ApiError>> {
  const request = { method: 'POST', url } as const;
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
  const parsed = schema.safeParse(answer);
  if (!parsed.success) return err({ status: 502, message: `${statusMessage(502)}: ${options.what} answered outside its contract`, body: answer, request });
  return ok(parsed.data);
}
