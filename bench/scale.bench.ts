import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { freeLoopbackPort, type PostgresCluster, startPostgresCluster } from '../test/support/postgres-cluster';
import { type Answer, CARD, CONTACT, call } from './checkout.bench';
import { JUDGEMENTS } from './search-judgements';

/**
 * How the shop scales from SQLite in one process to PostgreSQL with one and with two instances: the shop started
 * as `npm start` (server/main.ts) and `npm run start:cluster` (server/cluster.ts) start it, each set-up on a fresh
 * database, loaded by a fixed number of virtual shoppers for a fixed time per scenario: a category page, a search,
 * a cart add, a whole checkout paid through the sandbox drop-in. The shop trusts no proxy here, as `npm start`
 * does, so every new shopper's token comes from a loopback address of its own (127.x.y.z): new anonymous sessions
 * are limited per client address (docs/decisions.md, "Limits that protect secrets").
 */

export const SCENARIOS = ['product list', 'search', 'cart add', 'whole checkout'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export interface ScenarioFigure {
  /** Requests (whole checkouts for a checkout) that succeeded. */
  readonly done: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** What failed, by status and message, with how often. */
  readonly errors: ReadonlyMap<string, number>;
}

export interface SetupFigures {
  readonly name: string;
  /** A scenario's figures, or why the set-up could not run it (the shop did not start, the scenario's set-up failed). */
  readonly scenarios: ReadonlyMap<Scenario, ScenarioFigure | string>;
  /** What the shop wrote to stderr while loaded (the first lines). */
  readonly serverErrors: readonly string[];
}

export interface ScaleFigures {
  readonly shoppers: number;
  readonly seconds: number;
  readonly setups: readonly SetupFigures[];
}

const ROOT = join(import.meta.dirname, '..');
const GZIP = { 'accept-encoding': 'gzip, deflate, br' };
const PAGE_SIZE = 24;
/** A shopper in the cart add scenario fills a cart this far, then comes back as a new shopper with an empty one. */
const LINES_PER_CART = 8;
const STDERR_LINES_KEPT = 20;

interface RunningShop {
  readonly port: number;
  readonly stderr: readonly string[];
  stop(): Promise<void>;
}

/** The process groups of the shops running now, the cluster and the data folder: gone however the bench ends (an error, Ctrl-C). */
const running = new Set<number>();
let runningCluster: PostgresCluster | undefined;
let runningDataDir: string | undefined;
let cleanupInstalled = false;
function endAllOnExit(): void {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  process.once('exit', () => {
    for (const pid of running) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    runningCluster?.stop();
    if (runningDataDir) rmSync(runningDataDir, { recursive: true, force: true });
  });
  for (const name of ['SIGINT', 'SIGTERM'] as const) process.once(name, () => process.exit(130));
}

/**
 * Starts the shop in its own process group (the cluster's workers with it) and waits until GET /health/ready
 * answers 200. stdout (the start lines and the mail of every order) is dropped; stderr is kept.
 */
async function startShop(script: 'main.ts' | 'cluster.ts', env: Record<string, string>): Promise<RunningShop> {
  const port = await freeLoopbackPort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', script)], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG: 'off', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  const stderr: string[] = [];
  let partial = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (line.trim() && stderr.length < STDERR_LINES_KEPT) stderr.push(line);
  });
  running.add(child.pid!);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child.pid!);
      resolve(code);
    }),
  );
  const shop: RunningShop = { port, stderr, stop: () => stopGroup(child, exited) };
  const agent = new Agent({ keepAlive: false });
  let ended: number | null | undefined;
  void exited.then((code) => (ended = code));
  const deadline = performance.now() + 600_000;
  try {
    for (;;) {
      if (ended !== undefined) throw new Error(`the shop (${script}) ended with exit code ${ended} before it was ready: ${stderr.join('\n')}`);
      if (performance.now() > deadline) throw new Error(`the shop (${script}) was not ready within 10 minutes`);
      const ready = await call(port, agent, 'GET', '/health/ready').catch(() => undefined);
      if (ready?.status === 200) return shop;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await shop.stop();
    throw error;
  } finally {
    agent.destroy();
  }
}

/** SIGTERM to the shop's process group, SIGKILL after 10 s if it is still there. */
async function stopGroup(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  // Workers of the cluster end with their supervisor; any left over go with the group.
  signal('SIGKILL');
}

/** Another loopback address for each new shopper (127.1.1.1, 127.1.1.2, …), never .0 or .255. */
let addressesSoFar = 0;
function nextAddress(): string {
  const n = addressesSoFar++;
  return `127.${1 + (Math.floor(n / 62_500) % 250)}.${1 + (Math.floor(n / 250) % 250)}.${1 + (n % 250)}`;
}

/** A new anonymous shopper: the token call from an address of its own, on a connection of its own. */
async function newShopper(port: number): Promise<string> {
  const agent = new Agent({ keepAlive: false });
  try {
    const answer = await call(port, agent, 'GET', '/api/bff/auth/accessToken', { localAddress: nextAddress() });
    if (answer.status !== 200 || typeof answer.body?.accessToken !== 'string') throw new Failure('token', answer);
    return answer.body.accessToken;
  } finally {
    agent.destroy();
  }
}

/** A call that did not answer as a shopper would need: its step, status and message. */
class Failure extends Error {
  constructor(step: string, answer: Answer) {
    const message =
      typeof answer.body === 'object' && answer.body ? String(answer.body.message ?? answer.body.resultCode ?? '') : String(answer.body);
    super(`${step}: ${answer.status} ${message.slice(0, 100)}`);
  }
}

const ok = (step: string, answer: Answer): Answer => {
  if (answer.status !== 200) throw new Failure(step, answer);
  return answer;
};

/** What each scenario's requests are made of, read from the shop once it is up. */
interface Catalogue {
  /** Category pages: each category of the navigation, its first pages. */
  readonly listPaths: readonly string[];
  readonly searchPaths: readonly string[];
  /** In-stock skus that can be delivered, spread over the categories. */
  readonly skus: readonly string[];
}

async function catalogueOf(port: number, agent: Agent): Promise<Catalogue> {
  const page = ok('navigation', await call(port, agent, 'GET', `/api/bff/page?path=${encodeURIComponent('/')}`)).body;
  const slugs: string[] = page.categories.flatMap((top: { slug: string; children: Array<{ slug: string }> }) => [
    top.slug,
    ...top.children.map((child) => child.slug),
  ]);
  const listPaths: string[] = [];
  const skus = new Set<string>();
  for (const slug of slugs) {
    const first = ok('category page', await call(port, agent, 'GET', `/api/bff/products/list?category=${slug}&page=1&pageSize=${PAGE_SIZE}`)).body;
    // What a shopper having it delivered can buy: in stock, and not for click and collect only.
    for (const product of first.products as Array<{ sku: string; inStock: boolean; item_status_tags: string[] }>)
      if (product.inStock && !product.item_status_tags.includes('click-and-collect-only')) skus.add(product.sku);
    const pages = Math.min(5, Math.ceil(first.total / PAGE_SIZE));
    for (let n = 1; n <= pages; n++) listPaths.push(`/api/bff/products/list?category=${slug}&page=${n}&pageSize=${PAGE_SIZE}`);
  }
  const queries = [...new Set(JUDGEMENTS.filter((judgement) => judgement.site === 'jrau').map((judgement) => judgement.q))];
  const searchPaths = queries.flatMap((q) =>
    [1, 2].map((n) => `/api/bff/products/search?q=${encodeURIComponent(q)}&page=${n}&pageSize=${PAGE_SIZE}`),
  );
  return { listPaths, searchPaths, skus: [...skus] };
}

/** One virtual shopper's next step: resolves with the ms to count, or throws a Failure (or a network error). */
type Step = () => Promise<number>;

async function drive(shoppers: number, seconds: number, stepOf: (shopper: number) => Step): Promise<ScenarioFigure> {
  const durations: number[] = [];
  const errors = new Map<string, number>();
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: shoppers }, async (_, shopper) => {
      const step = stepOf(shopper);
      while (performance.now() < until) {
        try {
          durations.push(await step());
        } catch (error) {
          const key = error instanceof Failure ? error.message : `network: ${(error as Error).message}`;
          errors.set(key, (errors.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  const at = (q: number) => durations[Math.min(durations.length - 1, Math.floor(durations.length * q))] ?? 0;
  return { done: durations.length, perSecond: durations.length / elapsed, p50Ms: at(0.5), p99Ms: at(0.99), errors };
}

const timed = async (run: () => Promise<void>): Promise<number> => {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
};

function scenarioSteps(port: number, agent: Agent, catalogue: Catalogue): Record<Scenario, (shopper: number) => Step> {
  let n = 0;
  const rotating = (paths: readonly string[], step: string) => () => () =>
    timed(async () => void ok(step, await call(port, agent, 'GET', paths[n++ % paths.length]!, { headers: GZIP })));
  const nextSku = () => catalogue.skus[n++ % catalogue.skus.length]!;
  return {
    'product list': rotating(catalogue.listPaths, 'product list'),
    search: rotating(catalogue.searchPaths, 'search'),
    // Each shopper fills a cart of its own; a new shopper (untimed) takes over when it is full.
    'cart add': () => {
      let token: string | undefined;
      let lines = 0;
      return async () => {
        if (!token || lines >= LINES_PER_CART) {
          token = await newShopper(port);
          lines = 0;
        }
        lines += 1;
        const body = { sku: nextSku(), quantity: 1, itemContainer: 'bench' };
        return timed(async () => void ok('cart add', await call(port, agent, 'POST', '/api/bff/cart/add', { token, body })));
      };
    },
    // What a guest's browser does from the first call to the order number, timed whole.
    'whole checkout': () => () =>
      timed(async () => {
        const token = await newShopper(port);
        ok('cart add', await call(port, agent, 'POST', '/api/bff/cart/add', { token, body: { sku: nextSku(), quantity: 1 } }));
        ok('checkout details', await call(port, agent, 'GET', '/api/bff/checkout/details', { token }));
        // The shopper takes the first delivery method offered for the cart (a bulky item travels by bulky freight only).
        const details = ok('contact details', await call(port, agent, 'POST', '/api/bff/checkout/contact-details', { token, body: CONTACT }));
        const method = (details.body.shippingMethods as Array<{ code: string; available: boolean; message?: string }>).find((m) => m.available);
        if (!method)
          throw new Failure('delivery', { status: 200, body: { message: `no method offered: ${details.body.shippingMethods[0]?.message}` } });
        const payment = ok(
          'payment session',
          await call(port, agent, 'POST', `/api/bff/checkout/payment?deliveryCode=${method.code}&forterToken=ftr_bench`, { token, body: {} }),
        );
        const session = JSON.parse(payment.body.paymentSession) as { reference: string; id: string };
        const paid = ok(
          'card paid (sandbox)',
          await call(port, agent, 'POST', `/sandbox/adyen/sessions/${session.id}/payments`, {
            body: { sessionData: payment.body.sessionData, paymentMethod: CARD },
          }),
        );
        if (paid.body?.resultCode !== 'Authorised') throw new Failure('card paid (sandbox)', paid);
        // The order lookup places the order; 423 means it is being placed: asked again as the client does (§4, up to 5).
        for (let attempt = 0; ; attempt++) {
          const order = await call(port, agent, 'GET', `/api/bff/checkout/order/${session.reference}`, { token });
          if (order.status === 423 && attempt < 5) {
            await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
            continue;
          }
          if (order.status !== 200 || typeof order.body?.orderNumber !== 'string') throw new Failure('order', order);
          return;
        }
      }),
  };
}

/** Every scenario against one running shop: a short untimed warm-up, then the timed run. */
async function loadShop(shop: RunningShop, shoppers: number, seconds: number): Promise<Map<Scenario, ScenarioFigure | string>> {
  const agent = new Agent({ keepAlive: true, maxSockets: shoppers * 2 });
  const figures = new Map<Scenario, ScenarioFigure | string>();
  try {
    const catalogue = await catalogueOf(shop.port, agent);
    const steps = scenarioSteps(shop.port, agent, catalogue);
    for (const scenario of SCENARIOS) {
      try {
        await drive(shoppers, Math.min(2, seconds / 5), steps[scenario]);
        figures.set(scenario, await drive(shoppers, seconds, steps[scenario]));
      } catch (error) {
        figures.set(scenario, `failed: ${(error as Error).message}`);
      }
    }
  } catch (error) {
    for (const scenario of SCENARIOS) if (!figures.has(scenario)) figures.set(scenario, `failed: ${(error as Error).message}`);
  } finally {
    agent.destroy();
  }
  return figures;
}

async function setUp(name: string, start: () => Promise<RunningShop>, shoppers: number, seconds: number): Promise<SetupFigures> {
  console.log(`  ${name}: starting…`);
  const t0 = performance.now();
  let shop: RunningShop;
  try {
    shop = await start();
  } catch (error) {
    const why = `did not start: ${(error as Error).message.split('\n')[0]}`;
    return { name, scenarios: new Map(SCENARIOS.map((scenario) => [scenario, why])), serverErrors: [] };
  }
  try {
    console.log(`  ${name}: ready after ${((performance.now() - t0) / 1000).toFixed(0)} s, loading`);
    return { name, scenarios: await loadShop(shop, shoppers, seconds), serverErrors: [...shop.stderr] };
  } finally {
    await shop.stop();
  }
}

/** A fresh copy of the seeded database for each PostgreSQL set-up (CREATE DATABASE … TEMPLATE copies the files). */
async function createDatabase(cluster: PostgresCluster, name: string, template?: string): Promise<string> {
  const admin = new pg.Client({ connectionString: cluster.urlOf('postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  return cluster.urlOf(name);
}

export async function scaleFigures({ shoppers = 16, seconds = 10 } = {}): Promise<ScaleFigures> {
  endAllOnExit();
  const setups: SetupFigures[] = [];
  const dataDir = (runningDataDir = mkdtempSync(join(tmpdir(), 'storefront-scale-')));
  let cluster: PostgresCluster | undefined;
  try {
    // 1. SQLite, one process, as `npm start` runs it: the first start seeds the database.
    setups.push(await setUp('SQLite 1 proc', () => startShop('main.ts', { SUPERVISE: '0', DATA_DIR: dataDir }), shoppers, seconds));
    // 2 and 3. PostgreSQL: one throwaway cluster, the catalogue seeded once, each set-up on a copy of it.
    let template: string | undefined;
    try {
      cluster = runningCluster = await startPostgresCluster();
      console.log('  PostgreSQL: seeding the template database…');
      const url = await createDatabase(cluster, 'scale_seed');
      // Loaded here only: the other benches need none of the server's database code in this process.
      const [{ openDatabase }, { seedDatabase }] = await Promise.all([import('../server/db/database'), import('../server/seed')]);
      const database = await openDatabase(url);
      try {
        await seedDatabase(database);
      } finally {
        await database.close();
      }
      template = 'scale_seed';
    } catch (error) {
      const why = `no database: ${(error as Error).message.split('\n')[0]}`;
      for (const name of ['PG 1 instance', 'PG 2 instances'])
        setups.push({ name, scenarios: new Map(SCENARIOS.map((scenario) => [scenario, why])), serverErrors: [] });
    }
    if (cluster && template) {
      for (const instances of [1, 2]) {
        const name = `PG ${instances} instance${instances === 1 ? '' : 's'}`;
        const databaseUrl = await createDatabase(cluster, `scale_${instances}`, template);
        setups.push(
          await setUp(
            name,
            () => startShop('cluster.ts', { DATABASE_URL: databaseUrl, INSTANCES: String(instances), DATA_DIR: join(dataDir, `pg${instances}`) }),
            shoppers,
            seconds,
          ),
        );
      }
    }
  } finally {
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { shoppers, seconds, setups };
}

export function printScaleFigures(f: ScaleFigures): void {
  console.log(
    `\nScaling (${f.shoppers} virtual shoppers at once, ${f.seconds} s per scenario after a short warm-up; the load generator shares the machine's ${availableParallelism()} cores with the shop and PostgreSQL)`,
  );
  const width = 36;
  console.log(`${'scenario'.padEnd(16)} ${f.setups.map((setup) => setup.name.padEnd(width)).join(' ')}`);
  for (const scenario of SCENARIOS) {
    const cells = f.setups.map((setup) => {
      const figure = setup.scenarios.get(scenario);
      if (figure === undefined || typeof figure === 'string') return 'failed'.padEnd(width);
      const rate = scenario === 'whole checkout' ? `${figure.perSecond.toFixed(1)} checkouts/s` : `${Math.round(figure.perSecond)} req/s`;
      const errors = [...figure.errors.values()].reduce((sum, count) => sum + count, 0);
      return `${rate}, p99 ${Math.round(figure.p99Ms)} ms${errors ? `, ${errors} err` : ''}`.padEnd(width);
    });
    console.log(`${scenario.padEnd(16)} ${cells.join(' ')}`);
  }
  console.log('cart add: a new shopper (token untimed) every 8 lines; whole checkout: token, cart add, details, contact, payment session,');
  console.log('card paid in the sandbox drop-in, order lookup; only checkouts ending in an order number count, the rest are errors.');
  for (const setup of f.setups) {
    for (const scenario of SCENARIOS) {
      const figure = setup.scenarios.get(scenario);
      if (typeof figure === 'string') console.log(`  ${setup.name}, ${scenario}: ${figure}`);
      else if (figure && figure.errors.size > 0)
        for (const [what, count] of [...figure.errors].sort((a, b) => b[1] - a[1]).slice(0, 5))
          console.log(`  ${setup.name}, ${scenario}: ${count}× ${what}`);
    }
    if (setup.serverErrors.length > 0) console.log(`  ${setup.name}, the shop's stderr:\n    ${setup.serverErrors.join('\n    ')}`);
  }
}
