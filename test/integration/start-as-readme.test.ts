import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, seededTemplate } from './harness';

/**
 * The shop started the way the README says (`node --import tsx server/main.ts`, which `npm start` runs), in
 * its own process, with nothing of development asked for: no route of development may answer, whatever
 * NODE_ENV is. The database is a copy of the seeded template, so the start skips the seeding.
 */
const root = join(import.meta.dirname, '..', '..');
const started: Array<{ child: ChildProcess; dataDir: string }> = [];

/** Runs main.ts with these settings over the environment, without any the test runner set for itself. */
function run(settings: Record<string, string>, dataDir: string) {
  const { DEV_MAILBOX: _mailbox, TRUST_PROXY: _proxy, NODE_ENV: _nodeEnv, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { ...inherited, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG: 'off', ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  started.push({ child, dataDir });
  return { child, output: () => output, exited };
}

/** Starts a shop and waits for its start output to end (the dev features line is its last). */
async function startShop(settings: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-start-'));
  copyFileSync(await seededTemplate(), join(dataDir, 'storefront.sqlite'));
  const port = await freePort();
  const shop = run({ PORT: String(port), ...settings }, dataDir);
  const ended = await Promise.race([
    shop.exited.then((code) => `exited with ${code}`),
    new Promise<string>((resolve) => {
      const poll = setInterval(() => {
        if (!/^Dev features: .*$/m.test(shop.output())) return;
        clearInterval(poll);
        resolve('started');
      }, 100);
      shop.exited.then(() => clearInterval(poll));
    }),
  ]);
  if (ended !== 'started') throw new Error(`The shop ${ended}:\n${shop.output()}`);
  const get = (path: string, method = 'GET', body?: unknown) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = {
        host: `jrau.localhost:${port}`,
        ...(payload && { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
      };
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      });
      req.on('error', reject);
      req.end(payload);
    });
  return { output: shop.output, request: get };
}

let plain: Awaited<ReturnType<typeof startShop>>;
let withMailbox: Awaited<ReturnType<typeof startShop>>;

beforeAll(async () => {
  [plain, withMailbox] = await Promise.all([startShop(), startShop({ DEV_MAILBOX: '1', TRUST_PROXY: 'true' })]);
}, 120_000);

afterAll(async () => {
  await Promise.all(
    started.map(async ({ child, dataDir }) => {
      if (child.exitCode === null && child.signalCode === null) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }
      rmSync(dataDir, { recursive: true, force: true });
    }),
  );
});

const DEV_PATHS = ['/dev/mailbox', '/dev/mailbox/', '/dev', '/dev/', '/dev/mail', '/dev/anything?x=1'];

describe('a shop started as the README says', () => {
  it('says at start that no dev feature is on, and who is believed about client addresses', () => {
    expect(plain.output()).toMatch(/^Dev features: none$/m);
    expect(plain.output()).toMatch(/^Proxies trusted: none/m);
  });

  it('has no /dev/* route: each answers the 404 of any unknown path', async () => {
    const unknown = await plain.request('/no-such-path-here');
    for (const path of DEV_PATHS) {
      const res = await plain.request(path);
      expect(res.status, path).toBe(404);
      expect(res.status, path).toBe(unknown.status);
      expect(res.text, path).not.toContain('Dev mailbox');
    }
  });

  it('shows nobody the reset link it made for someone else', async () => {
    expect((await plain.request('/api/bff/account/forgot-password', 'POST', { email: 'checkout.au@example.com' })).status).toBe(200);
    const mailbox = await plain.request('/dev/mailbox');
    expect(mailbox.status).toBe(404);
    expect(mailbox.text).not.toContain('reset-password?token=');
  });
});

describe('a shop started with DEV_MAILBOX=1 (npm run serve:dev, the tests) and TRUST_PROXY=true', () => {
  it('names the mailbox among the dev features at start', () => {
    expect(withMailbox.output()).toMatch(/^Dev features: mailbox at \/dev\/mailbox \(DEV_MAILBOX=1\)$/m);
  });

  it('shows the mail it would have sent at /dev/mailbox', async () => {
    expect((await withMailbox.request('/api/bff/account/forgot-password', 'POST', { email: 'checkout.au@example.com' })).status).toBe(200);
    const mailbox = await withMailbox.request('/dev/mailbox');
    expect(mailbox.status).toBe(200);
    expect(mailbox.text).toContain('Dev mailbox');
    expect(mailbox.text).toContain('reset-password?token=');
  });
});

describe('a setting the shop does not understand', () => {
  it('stops the start with a clear message, not a stack trace', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-start-'));
    const shop = run({ PORT: String(await freePort()), TRUST_PROXY: 'everyone', DEV_MAILBOX: 'maybe' }, dataDir);
    expect(await shop.exited).toBe(1);
    expect(shop.output()).toContain('TRUST_PROXY=everyone is not understood');
    expect(shop.output()).toContain('DEV_MAILBOX=maybe is not understood');
    expect(shop.output()).not.toMatch(/^\s+at /m);
  }, 60_000);

  it('reads TRUST_PROXY=true as one proxy hop, never as trusting everyone, and says so', () => {
    expect(withMailbox.output()).toMatch(/^Proxies trusted: 1 hop/m);
    expect(withMailbox.output()).toContain('TRUST_PROXY=true is read as 1 proxy hop');
  });
});
