import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { startTestServer } from './harness';
import { testDatabaseKind } from '../support/test-database';

/** Each table's columns, by name (PostgreSQL's stand-in for SQLite's implicit rowid left out). */
async function columnsOf(database: Awaited<ReturnType<typeof openDatabase>>): Promise<Record<string, string[]>> {
  const tables = await database.db.introspection.getTables();
  return Object.fromEntries(
    tables
      .filter((table) => !table.isView)
      .map((table) => [
        table.name,
        table.columns
          .map((column) => column.name)
          .filter((name) => name !== 'rowid')
          .sort(),
      ])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

// PostgreSQL starts from a baseline written apart from SQLite's migrations (server/db/postgres-schema.ts): the
// two must make the same tables with the same columns, or a query that runs on one fails on the other.
describe.runIf(testDatabaseKind() === 'postgres')('the PostgreSQL schema', () => {
  it('has the tables and columns SQLite’s migrations make', async () => {
    const sqlite = await openDatabase(':memory:');
    const server = await startTestServer();
    try {
      expect(await columnsOf(server.database)).toEqual(await columnsOf(sqlite));
    } finally {
      await server.close();
      await sqlite.close();
    }
  });
});
