import { sql } from 'kysely';
import type { Db, OpenedDatabase } from './database';
import { isPostgres } from './postgres';

/**
 * What a rule holds of the database: the handle it passes to its area's repository, and the unit of work that
 * makes several of the repository's statements one (all or none). The statements themselves are written only in
 * the repositories (`server/services/<area>/repository.ts`, or `…-repository.ts` where an area keeps several);
 * the server's layer test keeps it so.
 */
export type { Db, OpenedDatabase };

/** How many times a transaction PostgreSQL refused for a concurrent one is run again before the refusal stands. */
export const SERIALIZATION_RETRIES = 30;

/** PostgreSQL's "could not serialize access" and "deadlock detected": run the transaction again and it may pass. */
const retryable = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40001' || code === '40P01';
};

/** After this many refusals a transaction waits its turn in the single lane (below) before it runs again. */
const OPTIMISTIC_TRIES = 3;

const LANE = sql`hashtext('storefront:transaction-lane')`;

/**
 * Runs `work` in one transaction: every statement it makes through `trx` is kept, or none is (a throw undoes them).
 *
 * On SQLite, transactions of the process run one after another, so a rule that reads, decides and writes sees no
 * other write in between. PostgreSQL runs them side by side: there each runs SERIALIZABLE, so the same rule holds
 * (PostgreSQL refuses whichever of two overlapping transactions would break it), and a refused one runs again from
 * the start after a short, random pause. Under heavy contention (shoppers buying the same last units, carts whose
 * index pages overlap) a transaction could be refused again and again; after OPTIMISTIC_TRIES refusals it takes the
 * single lane shared by every instance: an advisory lock every transaction holds shared while it runs, and the lane
 * takes exclusively before its transaction starts. It so waits for the transactions under way, runs alone and cannot
 * be refused for a concurrent one; the transactions that come meanwhile wait for it (PostgreSQL queues them behind
 * it, so the lane is never starved). `work` must therefore do nothing but database work: no call to a payment
 * provider, no mail sent (the outbox is written in the transaction and sent after it).
 */
export async function transact<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return db.transaction().execute(work);
  for (let attempt = 1; ; attempt += 1) {
    const alone = attempt > OPTIMISTIC_TRIES;
    try {
      return await db.connection().execute(async (connection) => {
        await (alone ? sql`SELECT pg_advisory_lock(${LANE})` : sql`SELECT pg_advisory_lock_shared(${LANE})`).execute(connection);
        try {
          return await connection.transaction().setIsolationLevel('serializable').execute(work);
        } finally {
          await (alone ? sql`SELECT pg_advisory_unlock(${LANE})` : sql`SELECT pg_advisory_unlock_shared(${LANE})`).execute(connection);
        }
      });
    } catch (error) {
      if (!retryable(error) || attempt > SERIALIZATION_RETRIES) throw error;
      if (!alone) await new Promise((resolve) => setTimeout(resolve, Math.random() * 4 * 2 ** attempt));
    }
  }
}

/**
 * Runs `work` while no other instance runs work under the same name (a PostgreSQL advisory lock held on one
 * connection of the pool); on SQLite, whose instances are one process, it just runs. For what every instance does
 * at start and only one should do at a time: seeding an empty database.
 */
export async function exclusively<T>(db: Db, name: string, work: () => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return work();
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(hashtext(${name}))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext(${name}))`.execute(connection);
    }
  });
}
