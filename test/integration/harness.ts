import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseOptions, type OpenedDatabase, openDatabase } from '../../server/db/database';
import { type AppOptions, buildApp } from '../../server/http/app';
import { createSandbox } from '../../server/sandbox';
import type { PaymentGateways } from '../../server/services/payment-gateways';
import { allAreas } from '../../server/http/areas';
import { type MailSender, startMail } from '../../server/services/mail';
import { parseMailSettings } from '../../server/services/mail/settings';
import { SEED_VERSION, seedDatabase } from '../../server/seed';
import type { SiteCode } from '../../src/domain/site';

export interface ApiResponse<T = any> {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: T;
  readonly text: string;
}

export interface RequestOptions {
  readonly site?: SiteCode | 'localhost' | 'images';
  readonly body?: unknown;
  /** Form-encoded body instead of JSON. */
  readonly form?: Record<string, string>;
  readonly raw?: string;
  readonly headers?: Record<string, string>;
  readonly token?: string;
  /** The loopback address to send from (127.0.0.0/8): another client address without a trusted proxy. */
  readonly localAddress?: string;
}

export interface TestServer {
  readonly port: number;
  /** Every route the server answers, as method and URL pattern. */
  readonly routes: ReadonlyArray<{ readonly method: string; readonly url: string }>;
  readonly database: OpenedDatabase;
  readonly imageOrigin: string;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** The outbox's sender: `flush()` sends (or reschedules) every mail due now, as the server's own passes would. */
  readonly mail: MailSender;
  /** A fresh anonymous access token for a site. */
  anonymousToken(site?: SiteCode): Promise<string>;
  close(): Promise<void>;
}

/**
 * One seeded database file per seed version, built once and copied for each server, so every test
 * file starts from the same catalog without paying for the seed again.
 */
export async function seededTemplate(): Promise<string> {
  const template = join(tmpdir(), `storefront-seed-v${SEED_VERSION}-${seedFingerprint()}.sqlite`);
  if (existsSync(template)) return template;
  const dir = mkdtempSync(join(tmpdir(), 'storefront-seed-'));
  const file = join(dir, 'seed.sqlite');
  const database = await openDatabase(file);
  await seedDatabase(database);
  database.sqlite.pragma('wal_checkpoint(TRUNCATE)');
  database.sqlite.pragma('journal_mode = DELETE');
  await database.close();
  renameSync(file, template); // atomic: a parallel worker either sees the whole file or none
  rmSync(dir, { recursive: true, force: true });
  return template;
}

/** A port the system has just handed out on loopback and released. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Changes whenever the schema or the seed's code changes, so a stale template is never reused. */
function seedFingerprint(): string {
  const hash = createHash('sha1');
  const root = join(import.meta.dirname, '..', '..', 'server');
  const files = [join(root, 'db', 'migrations.ts'), ...readdirSync(join(root, 'seed'), { recursive: true }).map((f) => join(root, 'seed', String(f)))];
  for (const file of files.filter((f) => f.endsWith('.ts')).sort()) hash.update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

/** The payment providers default to the sandboxes (mounted under /sandbox); a test may lend its own. */
function testAreas(imageOrigin: string, mail: MailSender, options: { now?: () => number; gateways?: PaymentGateways; sandboxDataDir?: string; devMailbox?: boolean }) {
  const devMailbox = options.devMailbox ?? true;
  if (options.gateways) return allAreas({ imageOrigin, gateways: options.gateways, devMailbox, mail });
  const sandbox = createSandbox({ now: options.now ?? Date.now, dataDir: options.sandboxDataDir });
  return allAreas({ imageOrigin, gateways: sandbox.gateways, devMailbox, mail }, [{ prefix: '/sandbox', area: sandbox.area }]);
}

/** One call to the shop listening on this loopback port (a server of this process or a child's). */
export const requestTo = <T = any>(port: number, method: string, path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> =>
  new Promise((resolve, reject) => {
    const host = `${opts.site ?? 'jrau'}.localhost:${port}`.replace(/^localhost\.localhost/, 'localhost');
    const headers: Record<string, string> = { host, ...opts.headers };
    let payload: string | undefined;
    if (opts.form) {
      payload = new URLSearchParams(opts.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (opts.raw !== undefined) {
      payload = opts.raw;
      headers['content-type'] ??= 'application/json';
    } else if (opts.body !== undefined) {
      payload = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, ...(opts.localAddress && { localAddress: opts.localAddress }) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          // Not JSON (an image, a page): the text is the body.
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body as T, text });
      });
    });
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });

/** Starts the real server on a random loopback port over a copy of the seeded database. */
export async function startTestServer(
  options: {
    now?: () => number;
    gateways?: PaymentGateways;
    /** Where the sandboxes keep what outlives a restart (the AU pay form provider's saved cards); memory only when unset. */
    sandboxDataDir?: string;
    /** The folder the database is copied into (a small disk, to fill); a fresh temporary one, removed on close, when unset. */
    dataDir?: string;
    /** How the database is opened (the free space it keeps). */
    database?: DatabaseOptions;
    /** The proxies in front (TRUST_PROXY): a hop count, or their addresses; none trusted when unset. */
    trustProxy?: AppOptions['trustProxy'];
    /** GET /dev/mailbox, as DEV_MAILBOX=1 gives it; on unless a test says otherwise, since tests read mail there. */
    devMailbox?: boolean;
    /** The shop's mail: SMTP_URL and MAIL_FROM as the shop reads them, where the log adapter and the sender write, how often it looks. */
    mail?: { readonly env?: Readonly<Record<string, string>>; readonly log?: (line: string) => void; readonly pollMs?: number };
    /** Open the database already in `dataDir` (a restart) instead of a fresh copy of the seed. */
    reuseDatabase?: boolean;
    /** The request log (with where it goes) and the connection timeouts, as the app takes them. */
    app?: Pick<AppOptions, 'clientDir' | 'logger' | 'logStream' | 'requestTimeoutMs' | 'headersTimeoutMs' | 'keepAliveTimeoutMs' | 'connectionTimeoutMs'>;
  } = {},
): Promise<TestServer> {
  const dir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'storefront-test-'));
  const file = join(dir, 'storefront.sqlite');
  if (!(options.reuseDatabase && existsSync(file))) copyFileSync(await seededTemplate(), file);
  const database = await openDatabase(file, options.database);
  // The image origin names the port, so the port is chosen before the app is built.
  const port = await freePort();
  const imageOrigin = `http://images.localhost:${port}`;
  const mailSetting = parseMailSettings(options.mail?.env ?? {}, { devMailbox: options.devMailbox ?? true, port });
  if (!mailSetting.ok) throw new Error(mailSetting.message);
  const mail = startMail({
    db: database.db,
    settings: mailSetting.settings,
    now: options.now ?? Date.now,
    log: options.mail?.log ?? (() => {}),
    // Tests run the sender's timed pass (and its back-in-stock watch) themselves with mail.flush(); writes still nudge it.
    pollMs: options.mail?.pollMs ?? 60 * 60_000,
  });
  const routes: Array<{ method: string; url: string }> = [];
  const app = await buildApp({
    database,
    now: options.now,
    trustProxy: options.trustProxy,
    imageOrigin,
    ...options.app,
    onRoute: (route) => routes.push(route),
    afterWrite: mail.nudge,
    areas: testAreas(imageOrigin, mail, options),
  });
  await app.listen({ port, host: '127.0.0.1' });

  const request = <T>(method: string, path: string, opts: RequestOptions = {}) => requestTo<T>(port, method, path, opts);

  return {
    port,
    routes,
    database,
    imageOrigin,
    request,
    mail,
    async anonymousToken(site = 'jrau') {
      const res = await request<{ accessToken: string }>('GET', '/api/bff/auth/accessToken', { site });
      if (res.status !== 200) throw new Error(`No anonymous token: ${res.status} ${res.text}`);
      return res.body.accessToken;
    },
    async close() {
      await app.close();
      await mail.stop();
      await database.close();
      if (!options.dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
