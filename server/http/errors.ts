import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';
import { statusMessage } from '../../kernel/http-status';
import { maskFreeText } from './free-text';
import { storageFaultOf } from '../db/storage-guard';
import { sendStorageFault } from './storage-unavailable';
import { Refusal } from '../services/refusal';
import { refusalAnswer } from './refusals';

/**
 * An error meant for the caller: its status and message go out as `{ statusCode, message }`, with any
 * `fields` the contract adds to that answer (a 428's botCheckDifficulty).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Readonly<Record<string, string | number | boolean>>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not Found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/**
 * Validates a part of a request against its contract schema, card numbers in its free text masked first
 * (./free-text.ts): every route reads its request through here. A failure is a 400 whose message
 * names the first field at fault, e.g. `body.quantity: Too small: expected number to be >=1`.
 */
export function parse<S extends z.ZodMiniType>(schema: S, value: unknown, where: 'body' | 'query' | 'params' | 'headers'): z.output<S> {
  const result = schema.safeParse(maskFreeText(schema, value ?? {}));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = [where, ...(issue?.path ?? []).map(String)].join('.');
  throw badRequest(`${path}: ${issue?.message ?? 'is invalid'}`);
}

/**
 * Maps every failure to `{ statusCode, message }`: a rule's refusal by its kind (./refusals.ts); only a fault
 * of ours is a 5xx, and it is logged.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Refusal, request, reply) => {
    if (error instanceof Refusal) {
      const answer = refusalAnswer(error);
      return reply.status(answer.status).send(answer.body);
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ ...error.fields, statusCode: error.statusCode, message: error.message });
    }
    // A full disk, read-only or vanished database files, a lock held too long: 503, try again shortly.
    const storageFault = storageFaultOf(error);
    if (storageFault) return sendStorageFault(request, reply, storageFault);
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status < 500 ? error.message || statusMessage(status) : statusMessage(500);
    return reply.status(status).send({ statusCode: status, message });
  });
}
