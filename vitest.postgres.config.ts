import { defineConfig } from 'vitest/config';
import { SQLITE_ONLY_TESTS } from './test/support/database-kind';

/**
 * The integration suite again, on PostgreSQL: a throwaway cluster for the run (test/support/postgres-cluster.ts),
 * each test server on its own copy of the seeded database. The few tests about SQLite itself (its files, its disk
 * faults, processes sharing one file) are left out: test/support/database-kind.ts says why, each.
 */
export default defineConfig({
  test: {
    include: ['test/integration/**/*.test.ts'],
    exclude: [...SQLITE_ONLY_TESTS],
    environment: 'node',
    env: { TEST_DATABASE: 'postgres' },
    globalSetup: ['test/support/postgres-global-setup.ts'],
    setupFiles: ['test/support/fast-check-seed.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
