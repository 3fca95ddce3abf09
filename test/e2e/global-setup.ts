import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
/** The operator's key of the e2e server: tests move orders along their statuses with it (POST /bff/ops/orders/{n}/status). */
export const E2E_OPS_TOKEN = 'e2e-operator-key';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not start within 90 s');
}

/**
 * Starts the real server (over the client `npm test` built) on a free port with a fresh database, with the
 * dev mailbox on: the password reset test reads its link there.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  // The server logs every request to a file the card-data check reads once every shopper test has run.
  const log = openSync(join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG: 'on', OPS_TOKEN: E2E_OPS_TOKEN, DEV_MAILBOX: '1' },
    stdio: ['ignore', log, log],
  });
  await waitForHealth(port, child);
  process.env.E2E_PORT = String(port);
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    if (!process.env.E2E_KEEP) rmSync(dataDir, { recursive: true, force: true });
  };
}
