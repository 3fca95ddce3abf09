import type { FastifyInstance } from 'fastify';
import type { OpenedDatabase } from '../db/unit-of-work';
import { STORAGE_RETRY_AFTER_S, whenStorageRecovers } from '../db/storage-guard';

/** Where a load balancer or orchestrator asks whether to send shoppers here (`/api/health` only says the process answers). */
export const READINESS_PATH = '/health/ready';

/**
 * Readiness: 200 `{ status: 'ready' }` while the database can be written (its files writable, the disk not
 * nearly full, the write lock obtainable), else 503 `{ status: 'not ready', reason }` with Retry-After.
 * Asked on every probe, never cached. The end of a storage fault episode is logged here too.
 */
export function installHealth(app: FastifyInstance, database: OpenedDatabase): void {
  const stopListening = whenStorageRecovers((ended, now) =>
    app.log.info(
      { reason: ended.reason, code: ended.code, refused: ended.refused, seconds: Math.round((now - ended.since) / 1000) },
      'storage fault cleared: serving again',
    ),
  );
  app.addHook('onClose', async () => stopListening());
  app.get(READINESS_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const reason = await database.readiness();
    if (reason === null) return { status: 'ready' };
    return reply.status(503).header('retry-after', String(STORAGE_RETRY_AFTER_S)).send({ status: 'not ready', reason });
  });
}
