import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, seededTemplate } from './harness';
import { call } from './storage-fault-support';

/**
 * The shop started as the README says runs in a worker its supervisor starts again when it dies. The storage
 * guard keeps SQLite from the SIGBUS a read-only WAL index raises, but cannot close the moment between its
 * check and SQLite's write: a signal then must cost the shop seconds, not stay down until someone notices.
 */
const root = join(import.meta.dirname, '..', '..');
let dataDir = '';
let shop: ChildProcess;
let port = 0;
let output = '';
type Ending = { code: number | null; signal: NodeJS.Signals | null };
let ended: (ending: Ending) => void = () => undefined;
const exited = new Promise<Ending>((resolve) => void (ended = resolve));

/** Polls until the shop answers GET path with 200, or the deadline passes. */
async function answering(path: string, deadlineMs: number): Promise<boolean> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    const res = await call(port, 'GET', path).catch(() => null);
    if (res?.status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** The shop's worker: the supervisor's child running main.ts (not the TypeScript loader's helper). */
const workerOf = (pid: number): number =>
  Number(
    execFileSync('pgrep', ['-P', String(pid), '-f', 'server/main.ts'])
      .toString()
      .trim()
      .split('\n')[0],
  );

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'storefront-supervised-'));
  copyFileSync(await seededTemplate(), join(dataDir, 'storefront.sqlite'));
  port = await freePort();
  const { DEV_MAILBOX: _mailbox, TRUST_PROXY: _proxy, ...inherited } = process.env;
  shop = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { ...inherited, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [shop.stdout, shop.stderr]) stream?.on('data', (chunk: Buffer) => void (output += chunk.toString('utf8')));
  shop.once('exit', (code, signal) => ended({ code, signal }));
  if (!(await answering('/health/ready', 90_000))) throw new Error(`the shop did not start:\n${output}`);
}, 100_000);

afterAll(async () => {
  if (shop && shop.exitCode === null && shop.signalCode === null) {
    shop.kill('SIGKILL');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a shop whose process dies of a signal', () => {
  it('is started again by its supervisor, says so, and stops cleanly on SIGTERM', async () => {
    const first = workerOf(shop.pid!);
    process.kill(first, 'SIGBUS');
    expect(await answering('/health/ready', 90_000)).toBe(true);
    expect(workerOf(shop.pid!)).not.toBe(first);
    expect(output).toContain(`The shop's process ${first} ended (SIGBUS); starting it again in 500 ms`);
    expect(shop.exitCode).toBeNull();

    shop.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
  }, 120_000);
});
