import { isPostgres } from '../db/postgres';
import { CompiledQuery, type Insertable, sql } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/**
 * How the seed writes: through Kysely, so the same statements run on SQLite and PostgreSQL, many rows to a
 * statement. A statement takes at most ROWS_PER_INSERT rows and PARAMETERS_PER_INSERT values (PostgreSQL
 * allows 65,535 parameters, SQLite 32,766).
 */
const ROWS_PER_INSERT = 500;
const PARAMETERS_PER_INSERT = 30_000;

type Table = keyof Database;
type Row<T extends Table> = Insertable<Database[T]>;

/** A row's values in the columns' order (undefined written as null). */
const valuesOf = (row: object, columns: readonly string[]): unknown[] => columns.map((column) => (row as Record<string, unknown>)[column] ?? null);

/**
 * Inserts the rows, `ROWS_PER_INSERT` (or fewer, for wide rows) to a statement. Each size of statement is
 * built by Kysely once and then run with each chunk's values: building 600k stock rows' statements value by
 * value would take longer than writing them. Every row must have the first row's columns.
 * `conflict` makes each statement an upsert on the key: the other columns take the new row's values.
 */
export async function insertRows<T extends Table>(
  db: Db,
  table: T,
  rows: readonly Row<T>[],
  conflict?: { readonly key: readonly string[] },
): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  const columns = Object.keys(first);
  const perStatement = Math.max(1, Math.min(ROWS_PER_INSERT, Math.floor(PARAMETERS_PER_INSERT / columns.length)));
  const statements = new Map<number, string>();
  const statementFor = (chunk: readonly Row<T>[]): CompiledQuery => {
    const parameters = chunk.flatMap((row) => valuesOf(row, columns));
    let text = statements.get(chunk.length);
    if (text === undefined) {
      // Kysely's own statement for this many rows; its parameters are each row's values in `columns` order.
      const values = chunk.map((row) => Object.fromEntries(columns.map((column) => [column, (row as Record<string, unknown>)[column] ?? null])));
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table's row type is checked at the call; Kysely's generic insert cannot see it through T
      let query = db.insertInto(table).values(values as any);
      if (conflict) {
        const updated = columns.filter((column) => !conflict.key.includes(column));
        query = query.onConflict((oc) =>
          // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
          oc.columns(conflict.key as any).doUpdateSet(Object.fromEntries(updated.map((column) => [column, sql.ref(`excluded.${column}`)])) as any),
        );
      }
      const compiled = query.compile();
      if (compiled.parameters.length !== parameters.length) throw new Error(`The seed's insert into ${table} does not take one value per column`);
      text = compiled.sql;
      statements.set(chunk.length, text);
    }
    return CompiledQuery.raw(text, parameters);
  };
  for (let start = 0; start < rows.length; start += perStatement) await db.executeQuery(statementFor(rows.slice(start, start + perStatement)));
  return rows.length;
}

/**
 * A seed is no shopper's request: on PostgreSQL its statements (hundreds of thousands of stock rows, ANALYZE) may take
 * longer than the pool's statement timeout allows a request, on a busy machine. Lifted for this transaction only.
 */
export async function unboundedStatements(trx: Db): Promise<void> {
  if (isPostgres(trx)) await sql`SET LOCAL statement_timeout = 0`.execute(trx);
}

/**
 * Runs `work` in one transaction that holds the database's write lock from its first statement, so two
 * processes starting together do not both seed: the second waits, then finds the run recorded. (On SQLite any
 * write takes the lock, even of no row; on PostgreSQL it locks the run's row once there is one.) Callers look
 * at the run's version first and open no transaction when there is nothing to write.
 */
export async function seedTransaction<T>(db: Db, runName: string, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await unboundedStatements(trx);
    await trx
      .updateTable('seed_runs')
      .set({ version: sql.ref('version') })
      .where('name', '=', runName)
      .execute();
    return work(trx);
  });
}

/** The version a seed run last recorded, if it ran. */
export async function seededVersion(db: Db, runName: string): Promise<number | undefined> {
  const row = await db.selectFrom('seed_runs').select('version').where('name', '=', runName).executeTakeFirst();
  return row === undefined ? undefined : Number(row.version);
}

/** Records a seed run at a version (the time is bookkeeping, not seeded data: wall-clock time is fine here). */
export async function recordSeedRun(db: Db, runName: string, version: number): Promise<void> {
  const finishedAt = new Date().toISOString();
  await db
    .insertInto('seed_runs')
    .values({ name: runName, version, finished_at: finishedAt })
    .onConflict((oc) => oc.column('name').doUpdateSet({ version, finished_at: finishedAt }))
    .execute();
}
