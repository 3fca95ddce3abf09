import type { z } from 'zod/mini';
import { safeParse } from 'zod/mini';
import { badRequest } from './errors';

/**
 * Validates a part of a request against a zod/mini contract schema, as parse() in ./errors does for the
 * classic ones: a failure is a 400 whose message names the first field at fault.
 */
export function parseWire<S extends z.ZodMiniType>(schema: S, value: unknown, where: 'body' | 'query' | 'params'): z.output<S> {
  const result = safeParse(schema, value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = [where, ...(issue?.path ?? []).map(String)].join('.');
  throw badRequest(`${path}: ${issue?.message ?? 'is invalid'}`);
}
