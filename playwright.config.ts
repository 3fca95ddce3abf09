import { defineConfig } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium against the real server and the built client. The server is
 * started by test/e2e/global-setup.ts on a free port over a fresh database; sites are reached as
 * jrau.localhost, jrnz.localhost and rtau.localhost, which Chromium resolves to this machine.
 */
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  globalSetup: './test/e2e/global-setup.ts',
  projects: [
    {
      name: 'shopper',
      // The kit's runner for a team's own module runs only when `npm run conformance` names one: in the suite it
      // would repeat the drop-in's rules, which payment-providers-kit.e2e.ts runs already.
      testIgnore: process.env.CONFORMANCE_MODULE ? '**/card-data.e2e.ts' : ['**/card-data.e2e.ts', '**/payment-providers-module.e2e.ts'],
    },
    // Runs after every shopper test: it reads what the server kept of their payments.
    { name: 'card-data', testMatch: '**/card-data.e2e.ts', dependencies: ['shopper'] },
  ],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
