import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/property/**/*.test.ts', 'test/integration/**/*.test.ts'],
    environment: 'node',
    // FC_SEED / FC_PATH replay a property's failure from what the run printed (test/support/fast-check-seed.ts).
    setupFiles: ['test/support/fast-check-seed.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
