import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/conformance/**/*.test.ts', 'test/property/**/*.test.ts', 'test/integration/**/*.test.ts'],
    environment: 'node',
    // FC_SEED / FC_PATH replay a property's failure from what the run printed (test/support/fast-check-seed.ts).
    setupFiles: ['test/support/fast-check-seed.ts'],
    // Generous bounds: a test is judged on what it asserts, never on finishing within 5 s on a busy two-core CI machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
