import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { notFound } from './errors';

/**
 * The operator's key (env OPS_TOKEN, sent as the x-ops-token header): without it set, the operator routes
 * do not exist; a wrong key is as unknown as no route.
 */
export function requireOperator(request: FastifyRequest): void {
  const expected = process.env.OPS_TOKEN;
  const given = request.headers['x-ops-token'];
  const ok = expected && typeof given === 'string' && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  if (!ok) throw notFound();
}
