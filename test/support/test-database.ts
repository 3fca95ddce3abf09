import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** Which database the integration suite runs on: SQLite unless the PostgreSQL suite (vitest.postgres.config.ts) says so. */
export const testDatabaseKind = (): 'sqlite' | 'postgres' => (process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite');

/** The seeded database of the PostgreSQL suite's cluster, the template of every test server's own. */
export const SEED_DATABASE = 'storefront_seed';

export interface TestPostgresDatabase {
  readonly url: string;
  /** Drops the database (its server closed first). */
  drop(): Promise<void>;
}

const urlOf = (database: string) => `postgres://storefront@127.0.0.1:${inject('postgresPort')}/${database}`;

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: urlOf('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A copy of the seeded database for one test server. `key` names it (a test server's data folder), so a server
 * started again over the same folder with `reuse` finds the database its predecessor left.
 */
export async function copyOfSeed(key: string | undefined, reuse: boolean): Promise<TestPostgresDatabase> {
  const name = `t_${createHash('sha1')
    .update(key ?? randomUUID())
    .digest('hex')
    .slice(0, 20)}`;
  await asAdmin(async (client) => {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount && reuse) return;
    if (exists.rowCount) await client.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${SEED_DATABASE}`);
  });
  return {
    url: urlOf(name),
    drop: () => asAdmin(async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}
