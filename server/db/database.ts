import BetterSqlite3 from 'better-sqlite3';
import { type DatabaseConnection, Kysely, SqliteDialect, SqliteDriver, sql } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Dialect, migrateToLatest } from './migrations';
import { openPostgres } from './postgres';
import type { Database } from './schema';
import { MIN_FREE_BYTES, StorageGuard, noteStorageHealthy, readinessOf } from './storage-guard';

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  readonly db: Db;
  /** Which engine: SQLite (a file under DATA_DIR, the default) or PostgreSQL (DATABASE_URL). */
  readonly dialect: Dialect;
  /**
   * SQLite's raw connection, for what is about SQLite itself (its pragmas, its file: backups, the tests of
   * storage faults); absent on PostgreSQL. The shop's statements all go through `db`.
   */
  readonly sqlite?: BetterSqlite3.Database;
  /**
   * Changes whenever the database may have been written since it was last read, by this process or another:
   * in-memory snapshots (the stock snapshot) compare it to know when to read again.
   */
  writeMark(): string;
  /**
   * Changes when the catalogue (categories, products, prices) may have been written by another process:
   * each instance's catalogue and search index in memory is read again. On SQLite one process owns the
   * file and seeds it before it reads the catalogue, so the mark never moves.
   */
  catalogMark(): string;
  /** Whether the database can be written now: null when it can, else the reason (see storage-guard.ts). */
  readiness(): Promise<string | null>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Writes are refused (503) while less than this is free on the database's disk; MIN_FREE_BYTES unless set. */
  readonly minFreeBytes?: number;
}

const BUSY_TIMEOUT_MS = 5000;
/** The readiness probe waits this long for another process's write lock, so a probe never holds the server up. */
const PROBE_BUSY_TIMEOUT_MS = 250;

/**
 * Kysely's SQLite driver, two things changed: a rollback is sent only while a transaction is open (SQLite
 * has already rolled the whole transaction back after SQLITE_FULL or an I/O error, and a second rollback
 * would fail with "cannot rollback - no transaction is active", hiding the fault that caused it), and a
 * commit that goes through ends a storage fault episode.
 */
class StorageAwareDriver extends SqliteDriver {
  constructor(private readonly sqlite: BetterSqlite3.Database) {
    super({ database: sqlite });
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await super.commitTransaction(connection);
    noteStorageHealthy();
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}

class StorageAwareDialect extends SqliteDialect {
  constructor(private readonly sqlite: BetterSqlite3.Database) {
    super({ database: sqlite });
  }

  override createDriver(): SqliteDriver {
    return new StorageAwareDriver(this.sqlite);
  }
}

/**
 * Every statement prepared on the connection is checked by the guard each time it runs (Kysely prepares
 * each query as it runs it; a few services keep a statement and run it again), a write also for space and
 * writable files. A rollback always runs: it is what undoes a transaction the guard or the disk stopped
 * half-way.
 */
function guardStatements(sqlite: BetterSqlite3.Database, guard: StorageGuard): void {
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    const statement = prepare(source);
    if (/^\s*rollback\b/i.test(source)) return statement;
    const writes = !statement.reader;
    const methods = statement as unknown as Record<'run' | 'get' | 'all' | 'iterate', (...args: unknown[]) => unknown>;
    for (const name of ['run', 'get', 'all', 'iterate'] as const) {
      const execute = methods[name].bind(statement);
      methods[name] = (...args: unknown[]) => {
        guard.beforeStatement();
        if (writes && !sqlite.inTransaction) guard.beforeWrite();
        return execute(...args);
      };
    }
    return statement;
  }) as typeof sqlite.prepare;
}

/** A PostgreSQL connection string (DATABASE_URL) rather than a file. */
export const isPostgresUrl = (target: string): boolean => /^postgres(ql)?:\/\//i.test(target);

/**
 * Opens the database at `target`: a `postgres://` URL (server/db/postgres.ts) or a SQLite file, then brings its
 * schema up to date.
 */
export async function openDatabase(target: string, options: DatabaseOptions = {}): Promise<OpenedDatabase> {
  if (!isPostgresUrl(target)) return openSqlite(target, options);
  const handle = await openPostgres(target);
  return { ...handle, dialect: 'postgres' };
}

/**
 * Opens (and creates) the SQLite file in WAL mode with foreign keys on and a busy timeout, then
 * brings its schema up to date.
 */
async function openSqlite(file: string, options: DatabaseOptions): Promise<OpenedDatabase> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  sqlite.pragma('synchronous = NORMAL');
  // The database file is read and written, never mapped: a failing disk is then an error SQLite returns, not
  // a signal that kills the process. (The WAL index is mapped whatever this says; the guard covers it.)
  sqlite.pragma('mmap_size = 0');
  const guard = file === ':memory:' ? null : new StorageGuard(file, options.minFreeBytes ?? MIN_FREE_BYTES);
  if (guard) guardStatements(sqlite, guard);
  const db = new Kysely<Database>({ dialect: new StorageAwareDialect(sqlite) });
  await migrateToLatest(db);
  // total_changes counts this connection's writes, data_version another connection's.
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  const changes = sqlite.prepare('SELECT total_changes()').pluck();
  return {
    db,
    dialect: 'sqlite',
    sqlite,
    writeMark: () => `${String(changes.get())}/${String(dataVersion.get())}`,
    catalogMark: () => '',
    readiness: () =>
      readinessOf(async () => {
        guard?.beforeStatement();
        guard?.beforeWrite();
        // The write lock, taken and given back: nothing is written, but a lock held elsewhere shows.
        await db.connection().execute(async (connection) => {
          sqlite.pragma(`busy_timeout = ${PROBE_BUSY_TIMEOUT_MS}`);
          try {
            await sql`begin immediate`.execute(connection);
            await sql`rollback`.execute(connection);
          } finally {
            sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
          }
        });
        return null;
      }),
    async close() {
      await db.destroy();
    },
  };
}
