import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A shop of a test's own, started with settings the shared e2e server must not have (a tag manager, the dev tools),
 * on a fresh DATA_DIR (the shop seeds it on start, as `npm start` does on a new machine), on loopback and a free port.
 */
export interface OwnServer {
  readonly port: number;
  /** The URL of a path on a site of this server. */
  url(path: string, site?: 'jrau' | 'jrnz' | 'rtau'): string;
  stop(): Promise<void>;
}

const root = join(import.meta.dirname, '..', '..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export async function startOwnServer(env: Record<string, string>, name: string): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `storefront-e2e-${name}-`));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG: 'off', ...env },
    stdio: 'ignore',
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 110_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${name} server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the ${name} server did not start`);
    }
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return { port, url: (path, site = 'jrau') => `http://${site}.localhost:${port}${path}`, stop };
}
