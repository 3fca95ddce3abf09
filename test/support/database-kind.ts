/** Integration tests about SQLite itself, left out of the PostgreSQL suite (vitest.postgres.config.ts). */
export const SQLITE_ONLY_TESTS: readonly string[] = [
  // A disk filled and files made read-only under the SQLite file.
  'test/integration/storage-faults.test.ts',
  // Worker processes restarted over one SQLite file.
  'test/integration/supervisor.test.ts',
  // `npm start` as the README gives it: SQLite under DATA_DIR.
  'test/integration/start-as-readme.test.ts',
];
