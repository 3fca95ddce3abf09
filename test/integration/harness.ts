import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type Container, createServerContainer, resolveServer, TOKENS } from '../../server/composition';
import { type RawBuilder, sql } from 'kysely';
import { type DatabaseOptions, type Db, type OpenedDatabase, openDatabase } from '../../server/db/database';
import type { AppOptions } from '../../server/http/app';
import type { PaymentGateways } from '../../server/services/payments/gateways';
import type { MailSender } from '../../server/services/mail';
import { parseMailSettings } from '../../server/services/mail/settings';
import { SEED_VERSION, seedDatabase } from '../../server/seed';
import type { SiteCode } from '../../src/domain/site';
import type { TagManagerSettings } from '../../server/tag-manager';
import type { AnalyticsSink } from '../../contract/analytics';
import type { CardGatewayName } from '../../server/card-gateway';
import { copyOfSeed, testDatabaseKind } from '../support/test-database';
import type { Database } from '../../server/db/schema';

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
  /** Where the database is: the SQLite file, or the PostgreSQL URL in the PostgreSQL suite. */
  readonly databaseTarget: string;
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
  database.sqlite?.pragma('wal_checkpoint(TRUNCATE)');
  database.sqlite?.pragma('journal_mode = DELETE');
  await database.close();
  renameSync(file, template); // atomic: a parallel worker either sees the whole file or none
  rmSync(dir, { recursive: true, force: true });
  return template;
}

/** What a test reads or writes the database through: a test server's database, an opened one, or its Kysely handle. */
export type OnDatabase = TestServer | OpenedDatabase | Db;
export const dbOf = (on: OnDatabase): Db => ('database' in on ? on.database.db : 'db' in on ? on.db : on);

/**
 * Every row a raw statement returns, for what the query builder does not say well (joins with subqueries,
 * sums). Written with kysely's `sql` tag, values as parameters, in SQL both SQLite and PostgreSQL run.
 */
export async function rows<T = Record<string, any>>(on: OnDatabase, query: RawBuilder<unknown>): Promise<T[]> {
  return (await query.execute(dbOf(on))).rows as T[];
}

/** The first row a raw statement returns, or undefined. */
export async function row<T = Record<string, any>>(on: OnDatabase, query: RawBuilder<unknown>): Promise<T | undefined> {
  return (await rows<T>(on, query))[0];
}

/**
 * The first column of the first row as a number: a count or a sum (PostgreSQL gives count(*) and sums back as
 * strings), null when the statement has no row or the value is NULL (the sum of no rows).
 */
export async function numberOf(on: OnDatabase, query: RawBuilder<unknown>): Promise<number | null> {
  const first = await row(on, query);
  const value = first === undefined ? null : Object.values(first)[0];
  return value === null || value === undefined ? null : Number(value);
}

/** How many rows a table holds. */
export async function countRows(on: OnDatabase, table: keyof Database): Promise<number> {
  const { n } = await dbOf(on)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Exactly `quantity` units (`reserved` of them held) of the sku at one location, the row made if there was none. */
export async function putStock(on: OnDatabase, sku: string, location: string, quantity: number, reserved = 0): Promise<void> {
  await dbOf(on)
    .insertInto('stock')
    .values({ sku, location_key: location, quantity, reserved })
    .onConflict((oc) => oc.columns(['sku', 'location_key']).doUpdateSet({ quantity, reserved }))
    .execute();
}

/** Every row of every table, as JSON text: what the database holds, to look for what must never be stored. */
export async function storedText(on: OnDatabase): Promise<string> {
  const db = dbOf(on);
  const parts: string[] = [];
  for (const table of await db.introspection.getTables()) {
    const { rows: all } = await sql`SELECT * FROM ${sql.table(table.name)}`.execute(db);
    parts.push(`${table.name}:${JSON.stringify(all)}`);
  }
  return parts.join('\n');
}

/**
 * SQLite only: the bytes of every file in the database's folder (the database, its WAL) after a checkpoint,
 * deleted rows and freed pages included: what lies on the disk, beyond what a query reads back.
 */
export async function sqliteFileBytes(on: OnDatabase): Promise<Buffer[]> {
  const db = dbOf(on);
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  const { rows: files } = await sql<{ name: string; file: string }>`PRAGMA database_list`.execute(db);
  const file = files.find((f) => f.name === 'main')!.file;
  return readdirSync(dirname(file)).map((name) => readFileSync(join(dirname(file), name)));
}

/**
 * A second handle on the database a test server runs over, as another process of the shop would open it: its
 * own connection, closed by the test.
 */
export async function anotherHandle(server: TestServer): Promise<OpenedDatabase> {
  return openDatabase(server.databaseTarget);
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
  const files = [
    join(root, 'db', 'migrations.ts'),
    ...readdirSync(join(root, 'seed'), { recursive: true }).map((f) => join(root, 'seed', String(f))),
  ];
  for (const file of files.filter((f) => f.endsWith('.ts')).sort()) hash.update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
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
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, headers, ...(opts.localAddress && { localAddress: opts.localAddress }) },
      (res) => {
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
      },
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });

export interface TestServerOptions {
  now?: () => number;
  gateways?: PaymentGateways;
  /** The folder the database is copied into (a small disk, to fill); a fresh temporary one, removed on close, when unset. */
  dataDir?: string;
  /** How the database is opened (the free space it keeps). */
  database?: DatabaseOptions;
  /** The proxies in front (TRUST_PROXY): a hop count, or their addresses; none trusted when unset. */
  trustProxy?: AppOptions['trustProxy'];
  /** GET /dev/mailbox, as DEV_MAILBOX=1 gives it; on unless a test says otherwise, since tests read mail there. */
  devMailbox?: boolean;
  /** The dataLayer overlay on every page, as DEV_DATALAYER=1 gives it; off unless a test says so. */
  devDataLayer?: boolean;
  /** The tag managers of the sites, as TAG_MANAGER_{SITE} give them; none unless a test says so. */
  tagManager?: TagManagerSettings;
  /** Where the pages send the shop's analytics events, as ANALYTICS_SINKS gives it; GA4's dataLayer alone unless a test says so. */
  analyticsSinks?: readonly AnalyticsSink[];
  /** The card gateway the checkout pays through, as CARD_GATEWAY gives it; the card drop-in unless a test says so. */
  cardGateway?: CardGatewayName;
  /** The shop's mail: SMTP_URL and MAIL_FROM as the shop reads them, where the log adapter and the sender write, how often it looks. */
  mail?: { readonly env?: Readonly<Record<string, string>>; readonly log?: (line: string) => void; readonly pollMs?: number };
  /** Open the database already in `dataDir` (a restart) instead of a fresh copy of the seed. */
  reuseDatabase?: boolean;
  /** The request log (with where it goes) and the connection timeouts, as the app takes them. */
  app?: Pick<
    AppOptions,
    'clientDir' | 'logger' | 'logStream' | 'requestTimeoutMs' | 'headersTimeoutMs' | 'keepAliveTimeoutMs' | 'connectionTimeoutMs'
  >;
}

/** A test server's container, not started yet: a test may bind more over it (or in a child of it) before `serveContainer`. */
export interface TestContainer {
  readonly container: Container;
  readonly port: number;
  readonly imageOrigin: string;
  /** Every route the server answers, as method and URL pattern, filled in as the app is built. */
  readonly routes: ReadonlyArray<{ readonly method: string; readonly url: string }>;
  /** Where the database is: the SQLite file, or the PostgreSQL URL in the PostgreSQL suite. */
  readonly databaseTarget: string;
  /** Removes what the harness made for the server (its temporary folder, its PostgreSQL database). */
  cleanUp(): Promise<void>;
}

/**
 * The server's own container (server/composition) over a copy of the seeded database on a free loopback port,
 * with what tests swap bound over it: the clock, the payment gateways (the sandboxes unless a test lends its own,
 * and then no /sandbox area), the mail's settings and log, and the request log.
 */
export async function testServerContainer(options: TestServerOptions = {}): Promise<TestContainer> {
  const dir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'storefront-test-'));
  let target = join(dir, 'storefront.sqlite');
  let dropDatabase: (() => Promise<void>) | undefined;
  if (testDatabaseKind() === 'postgres') {
    // The PostgreSQL suite: a database of the run's cluster copied from the seeded one, named by the data folder.
    const copy = await copyOfSeed(options.dataDir, options.reuseDatabase ?? false);
    target = copy.url;
    if (!options.dataDir) dropDatabase = copy.drop;
  } else if (!(options.reuseDatabase && existsSync(target))) copyFileSync(await seededTemplate(), target);
  // The image origin names the port, so the port is chosen before the app is built.
  const port = await freePort();
  const imageOrigin = `http://images.localhost:${port}`;
  const devMailbox = options.devMailbox ?? true;
  const mailSetting = parseMailSettings(options.mail?.env ?? {}, { devMailbox, port });
  if (!mailSetting.ok) throw new Error(mailSetting.message);
  const { clientDir, logger, logStream, ...timeouts } = options.app ?? {};
  const container = createServerContainer({
    port,
    host: '127.0.0.1',
    databaseTarget: target,
    ...(options.database ? { database: options.database } : {}),
    ...(clientDir ? { clientDir } : {}),
    imageOrigin,
    trustProxy: options.trustProxy,
    devFeatures: { mailbox: devMailbox, ...(options.devDataLayer ? { dataLayer: true } : {}) },
    ...(options.tagManager ? { tagManager: options.tagManager } : {}),
    ...(options.analyticsSinks ? { analyticsSinks: options.analyticsSinks } : {}),
    ...(options.cardGateway ? { cardGateway: options.cardGateway } : {}),
    mail: mailSetting.settings,
    // Tests run the sender's timed pass (and its back-in-stock watch) themselves with mail.flush(); writes still nudge it.
    mailPollMs: options.mail?.pollMs ?? 60 * 60_000,
    requestLog: logger ?? false,
    timeouts,
  });
  if (options.now) container.rebind(TOKENS.Clock).toConstantValue(options.now);
  const log = options.mail?.log ?? (() => {});
  container.rebind(TOKENS.Logger).toConstantValue({ requests: logger ? (logStream ? { stream: logStream } : {}) : false, line: log });
  if (options.gateways) {
    container.rebind(TOKENS.PaymentGateways).toConstantValue(options.gateways);
    container.rebind(TOKENS.ProviderAreas).toConstantValue([]);
  }
  const routes: Array<{ method: string; url: string }> = [];
  container.bind(TOKENS.RouteObserver).toConstantValue((route) => routes.push(route));
  const cleanUp = async () => {
    if (!options.dataDir) rmSync(dir, { recursive: true, force: true });
    await dropDatabase?.();
  };
  return { container, port, imageOrigin, routes, databaseTarget: target, cleanUp };
}

/** Starts the shop the container (or a child of it) builds, listening on the test container's port. */
export async function serveContainer(built: TestContainer, container: Container = built.container): Promise<TestServer> {
  const { port, imageOrigin, routes } = built;
  const server = await resolveServer(container);
  const { database, mail, app } = server;
  await app.listen({ port, host: '127.0.0.1' });

  const request = <T>(method: string, path: string, opts: RequestOptions = {}) => requestTo<T>(port, method, path, opts);

  return {
    port,
    routes,
    database,
    databaseTarget: built.databaseTarget,
    imageOrigin,
    request,
    mail,
    async anonymousToken(site = 'jrau') {
      const res = await request<{ accessToken: string }>('GET', '/api/bff/auth/accessToken', { site });
      if (res.status !== 200) throw new Error(`No anonymous token: ${res.status} ${res.text}`);
      return res.body.accessToken;
    },
    async close() {
      await server.close();
      await built.cleanUp();
    },
  };
}

/** Starts the real server on a random loopback port over a copy of the seeded database. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  return serveContainer(await testServerContainer(options));
}

/** Two test servers over one database, as two instances of the shop behind a load balancer (issue 24). */
export interface TwoInstances {
  readonly a: TestServer;
  readonly b: TestServer;
  /** The folder both were given: the SQLite file, or the name of their PostgreSQL database. */
  readonly dataDir: string;
  /** Stops both and removes their folder. */
  close(): Promise<void>;
}

export async function startTwoInstances(options: Omit<TestServerOptions, 'dataDir' | 'reuseDatabase'> = {}): Promise<TwoInstances> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-instances-'));
  const a = await startTestServer({ ...options, dataDir });
  let b: TestServer;
  try {
    // The second opens the database the first made.
    b = await startTestServer({ ...options, dataDir, reuseDatabase: true });
  } catch (error) {
    await a.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    a,
    b,
    dataDir,
    async close() {
      await b.close();
      await a.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
