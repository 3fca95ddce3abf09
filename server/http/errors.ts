import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';
import { statusMessage } from '../../src/domain/presentation';

/** An error meant for the caller: its status and message go out as `{ statusCode, message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
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
 * Validates a part of a request against its contract schema. A failure is a 400 whose message
 * names the first field at fault, e.g. `body.quantity: Too small: expected number to be >=1`.
 */
export function parse<S extends z.ZodMiniType>(schema: S, value: unknown, where: 'body' | 'query' | 'params' | 'headers'): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = [where, ...(issue?.path ?? []).map(String)].join('.');
  throw badRequest(`${path}: ${issue?.message ?? 'is invalid'}`);
}

/** Maps every failure to `{ statusCode, message }`; only a fault of ours is a 5xx, and it is logged. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ statusCode: error.statusCode, message: error.message });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status < 500 ? (error.message || statusMessage(status)) : statusMessage(500);
    return reply.status(status).send({ statusCode: status, message });
  });
}
