/**
 * Test files that are about SQLite itself (its file, its pragmas, processes sharing one file), not about the
 * shop's behaviour over whichever database it runs on: they run on SQLite only and are skipped on PostgreSQL.
 * Paths are relative to the repository root.
 */
export const SQLITE_ONLY_TESTS: readonly string[] = [
  // Fills the database's disk and makes its file read-only: the faults of a file on a small tmpfs.
  'test/integration/storage-faults.test.ts',
  // The supervisor restarts shop processes that share one database file copied from the seed template.
  'test/integration/supervisor.test.ts',
  // Starts the shop as the README says, over a copy of the seeded template file in DATA_DIR.
  'test/integration/start-as-readme.test.ts',
  // Seeds fresh SQLite databases of its own (a file and :memory:) and checks them with SQLite's foreign_key_check.
  'test/integration/seed.test.ts',
  // Browser tests that read the running shop's storefront.sqlite in E2E_DATA_DIR beside it (better-sqlite3 on the file).
  'test/e2e/checkout-sign-in.e2e.ts',
  'test/e2e/session-refused.e2e.ts',
  // Looks for card numbers in the bytes of the storefront.sqlite files in E2E_DATA_DIR.
  'test/e2e/card-data.e2e.ts',
  // Starts the shop over a copy of the integration tests' seeded template file.
  'test/e2e/tag-manager.e2e.ts',
];
