import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrateToLatest } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  readonly db: Db;
  /** The raw connection, for the few statements Kysely does not express (FTS5 MATCH, bulk seeding). */
  readonly sqlite: BetterSqlite3.Database;
  close(): Promise<void>;
}

/**
 * Opens (and creates) the SQLite file in WAL mode with foreign keys on and a busy timeout, then
 * brings its schema up to date.
 */
export async function openDatabase(file: string): Promise<OpenedDatabase> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateToLatest(db);
  return {
    db,
    sqlite,
    async close() {
      await db.destroy();
    },
  };
}
