import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Browser, type Page, chromium } from '@playwright/test';
import {
  addToCartLatency,
  facetLatency,
  type InteractionLatency,
  MID_RANGE_PHONE,
  openCartLatency,
  throttleCpu,
  watchInteractions,
} from './interactions';

/**
 * The shopper's pages of each site as a phone loads them: Lighthouse 12's mobile scores and metrics, the
 * JavaScript a first visit downloads, and the latency of three interactions on a slowed CPU. The bench only
 * loads URLs, so it measures whatever the server sends: the client-rendered build or a server-rendered one.
 */

const root = join(import.meta.dirname, '..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const SITES = ['jrau', 'jrnz', 'rtau'] as const;
export type Site = (typeof SITES)[number];

/** What the figures should reach; printed beside them, never asserted. */
export const TARGETS = { performance: 98, accessibility: 100, cls: 0.01, jsKb: 120, inpMs: 200 } as const;

export interface PageFigure {
  readonly site: Site;
  readonly name: string;
  readonly path: string;
  /**
   * Script bytes of a first visit with an empty cache that the page asked for before DOMContentLoaded (the
   * entry and the page's chunks: what it loads with), headers included, in kB (1024 bytes).
   */
  readonly jsKb?: number;
  readonly jsFiles?: number;
  /** The same, until the network went quiet: with what loads after the first paint (analytics, session, schemas). */
  readonly allJsKb?: number;
  readonly performance?: number;
  readonly accessibility?: number;
  readonly lcpMs?: number;
  readonly tbtMs?: number;
  readonly cls?: number;
  /** Console errors and warnings (and uncaught errors) of the first visit, as `type: text`. */
  readonly console?: readonly string[];
}

export interface InteractionFigure {
  readonly site: Site;
  readonly name: string;
  readonly path: string;
  /** One latency per repetition, each on a fresh page. */
  readonly runs: readonly InteractionLatency[];
}

export interface ClientOptions {
  readonly sites?: readonly Site[];
  /** Fresh page loads per interaction; the table gives their median and worst. */
  readonly repetitions?: number;
  /** Lighthouse runs per page; the table gives the run with the median performance score, as Lighthouse advises. */
  readonly lighthouseRuns?: number;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export async function startServer(): Promise<{ port: number; stop: () => void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG: 'off' },
    stdio: 'ignore',
  });
  // A fresh database is seeded first: minutes on a busy machine, so wait up to 10 minutes for it.
  for (let i = 0; i < 2_400; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    port,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const siteOrigin = (site: Site, port: number) => `http://${site}.localhost:${port}`;

/** A BFF call as the site's browser would make it (the site is told by the Host header). */
function bff<T>(port: number, site: Site, path: string): Promise<T | undefined> {
  return new Promise((resolve) => {
    request(
      { host: '127.0.0.1', port, path: `/api/bff${path}`, headers: { host: `${site}.localhost:${port}`, accept: 'application/json' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          try {
            resolve(res.statusCode === 200 ? (JSON.parse(text) as T) : undefined);
          } catch {
            resolve(undefined);
          }
        });
      },
    )
      .on('error', () => resolve(undefined))
      .end();
  });
}

interface Listing {
  readonly products?: ReadonlyArray<{ slug: string; title: string; inStock?: boolean }>;
  readonly total?: number;
}

const PREFERRED_CATEGORY = 'power-and-batteries';
const PREFERRED_QUERY = 'battery';

/**
 * The pages measured on a site, found through its own catalogue so that each one exists there and has
 * products: the preferred category and query when the site has them, else its first category with products
 * and a word of that category's first product.
 */
export async function pagesOf(port: number, site: Site): Promise<Array<{ name: string; path: string }>> {
  const listed = async (slug: string) => {
    const page = await bff<Listing>(port, site, `/products/list?category=${encodeURIComponent(slug)}&pageSize=4`);
    return page?.products?.length ? page.products : undefined;
  };
  let category = PREFERRED_CATEGORY;
  let products = await listed(category);
  if (!products) {
    const nav = await bff<{ categories?: ReadonlyArray<{ slug: string }> }>(port, site, `/page?path=${encodeURIComponent('/')}`);
    for (const candidate of nav?.categories ?? []) {
      products = await listed(candidate.slug);
      if (products) {
        category = candidate.slug;
        break;
      }
    }
  }
  const product = products?.find((p) => p.inStock !== false) ?? products?.[0];
  let query = PREFERRED_QUERY;
  const found = await bff<Listing>(port, site, `/products/search?q=${query}&pageSize=1`);
  if (!found?.total && product)
    query =
      product.title
        .split(/\s+/)
        .find((word) => /^[a-z]{4,}$/i.test(word))
        ?.toLowerCase() ?? query;
  const projects = await bff<{ projects?: ReadonlyArray<{ url: string }> }>(port, site, '/projects/list?kind=project&pageSize=1');
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: `/c/${category}` },
    { name: 'search', path: `/search?q=${encodeURIComponent(query)}` },
    { name: 'product', path: `/p/${encodeURIComponent(product?.slug ?? '')}` },
    { name: 'compare', path: '/compare' },
    { name: 'project', path: projects?.projects?.[0]?.url ?? '/makerhub' },
    { name: 'store finder', path: '/store-finder' },
  ];
}

/**
 * The scripts a first visit downloads with an empty cache, as the browser received them: Chrome's
 * encodedDataLength of every script response (compressed body plus headers). First-load JS is what the page
 * asked for before its DOMContentLoaded (the entry, its imports and the page's chunks the HTML names): what
 * it needs to be taken over. What its code asks for after that (analytics, the session, schemas) is "all kB",
 * up to network idle.
 */
async function scriptsOf(browser: Browser, url: string): Promise<{ kb: number; files: number; allKb: number; console: string[] }> {
  const context = await browser.newContext(MID_RANGE_PHONE);
  try {
    const page = await context.newPage();
    const messages = watchConsole(page);
    const cdp = await context.newCDPSession(page);
    const started = new Map<string, number>();
    const scripts = new Set<string>();
    const finished: Array<{ readonly requestId: string; readonly bytes: number }> = [];
    let readyAt = Number.POSITIVE_INFINITY;
    cdp.on('Network.requestWillBeSent', (event) => {
      started.set(event.requestId, event.timestamp);
    });
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (scripts.has(event.requestId)) finished.push({ requestId: event.requestId, bytes: event.encodedDataLength });
    });
    // Network and Page events share one monotonic clock (seconds).
    cdp.on('Page.domContentEventFired', (event) => {
      readyAt = Math.min(readyAt, event.timestamp);
    });
    await cdp.send('Network.enable');
    await cdp.send('Page.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(url, { waitUntil: 'networkidle' });
    await settleAfterLoad(page);
    const kb = (entries: typeof finished) => Math.round((entries.reduce((sum, e) => sum + e.bytes, 0) / 1024) * 10) / 10;
    const first = finished.filter((e) => (started.get(e.requestId) ?? Number.POSITIVE_INFINITY) <= readyAt);
    return { kb: kb(first), files: first.length, allKb: kb(finished), console: messages };
  } finally {
    await context.close();
  }
}

/**
 * What a first visit writes to the console as errors or warnings (a refused call's "Failed to load resource"
 * among them) and any uncaught error, in the order they came.
 */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}${message.location().url ? ` (${message.location().url})` : ''}`);
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  return messages;
}

/** The page's work after load (the session, the cart, the subscribers and their reports, sent once idle) has time to end. */
export async function settleAfterLoad(page: Page): Promise<void> {
  await page.waitForTimeout(1_500);
  await page.waitForLoadState('networkidle');
}

/** Every page of the table visited once on a fresh phone, counting what it writes to the console; no Lighthouse. */
export async function consoleFigures(options: ClientOptions = {}): Promise<PageFigure[]> {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  const figures: PageFigure[] = [];
  try {
    for (const site of options.sites ?? SITES) {
      for (const { name, path } of await pagesOf(server.port, site)) {
        const js = await scriptsOf(browser, `${siteOrigin(site, server.port)}${path}`).catch((error: unknown) => {
          console.error(`Could not load ${path} on ${site}: ${String(error)}`);
          return undefined;
        });
        figures.push({ site, name, path, ...(js && { jsKb: js.kb, jsFiles: js.files, allJsKb: js.allKb, console: js.console }) });
      }
    }
    return figures;
  } finally {
    await browser.close();
    server.stop();
  }
}

/** The console table: how many errors and warnings each first visit wrote, then each message. */
export function printConsoleFigures(figures: readonly PageFigure[]): void {
  const visited = figures.filter((f) => f.console !== undefined);
  const total = visited.reduce((sum, f) => sum + (f.console?.length ?? 0), 0);
  console.log(`\nConsole on a first visit: ${total} errors and warnings on ${visited.length} pages (target 0)`);
  for (const f of visited) {
    for (const message of f.console ?? []) console.log(`  ${f.site} ${f.name.padEnd(13)} ${message.slice(0, 300)}`);
  }
}

type Lighthouse = Pick<PageFigure, 'performance' | 'accessibility' | 'lcpMs' | 'tbtMs' | 'cls'>;

/** One Lighthouse 12 run (mobile, simulated throttling), performance and accessibility only. */
async function lighthouseOf(url: string): Promise<Lighthouse | undefined> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', ...FLAGS] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      formFactor: 'mobile',
    });
    const lhr = result?.lhr;
    if (!lhr) return undefined;
    if (lhr.runtimeError) console.error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      return typeof value === 'number' ? Math.round(value * 100) : undefined;
    };
    const metric = (id: string) => lhr.audits[id]?.numericValue;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/** The page table of every site: the scripts a first visit downloads, then one Lighthouse run per page. */
export async function clientFigures(options: ClientOptions = {}): Promise<PageFigure[]> {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  const figures: PageFigure[] = [];
  try {
    for (const site of options.sites ?? SITES) {
      for (const { name, path } of await pagesOf(server.port, site)) {
        const started = performance.now();
        const url = `${siteOrigin(site, server.port)}${path}`;
        const js = await scriptsOf(browser, url).catch((error: unknown) => {
          console.error(`Could not load ${url}: ${String(error)}`);
          return undefined;
        });
        const runs: Lighthouse[] = [];
        for (let i = 0; i < (options.lighthouseRuns ?? 1); i++) {
          const run = await lighthouseOf(url).catch((error: unknown) => {
            console.error(`Lighthouse could not run on ${url}: ${String(error)}`);
            return undefined;
          });
          if (run) runs.push(run);
        }
        const scores = runs.sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0))[Math.floor(runs.length / 2)];
        figures.push({ site, name, path, ...(js && { jsKb: js.kb, jsFiles: js.files, allJsKb: js.allKb, console: js.console }), ...scores });
        console.error(`  ${site} ${name} measured in ${seconds(started)}`);
      }
    }
    return figures;
  } finally {
    await browser.close();
    server.stop();
  }
}

/**
 * Three interactions on each site, on a phone-sized page with a 4× slower CPU: "Add to cart" on the
 * category page's first product tile, then the header's cart button (the drawer opens), and a filter of the
 * search page. Each repetition loads its pages afresh, in a new browser context.
 */
export async function interactionFigures(options: ClientOptions = {}): Promise<InteractionFigure[]> {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  const runs = new Map<string, InteractionFigure & { runs: InteractionLatency[] }>();
  const record = (site: Site, name: string, path: string, latency: InteractionLatency) => {
    const key = `${site} ${name}`;
    const figure = runs.get(key) ?? { site, name, path, runs: [] };
    figure.runs.push(latency);
    runs.set(key, figure);
  };
  try {
    for (const site of options.sites ?? SITES) {
      const pages = await pagesOf(server.port, site);
      const category = pages.find((p) => p.name === 'category')?.path ?? '/';
      const search = pages.find((p) => p.name === 'search')?.path ?? '/search?q=battery';
      for (let i = 0; i < (options.repetitions ?? 5); i++) {
        const context = await browser.newContext(MID_RANGE_PHONE);
        try {
          await watchInteractions(context);
          const page = await context.newPage();
          await throttleCpu(page);
          await page.goto(`${siteOrigin(site, server.port)}${category}`, { waitUntil: 'networkidle' });
          record(site, 'add to cart', category, await addToCartLatency(page));
          record(site, 'open cart drawer', category, await openCartLatency(page));
          await page.goto(`${siteOrigin(site, server.port)}${search}`, { waitUntil: 'networkidle' });
          record(site, 'search filter', search, await facetLatency(page));
        } catch (error) {
          console.error(`${site}: an interaction could not be measured: ${String(error)}`);
        } finally {
          await context.close();
        }
      }
    }
    return [...runs.values()];
  } finally {
    await browser.close();
    server.stop();
  }
}

const cell = (value: number | undefined, width: number, digits = 0) => (value === undefined ? '—' : value.toFixed(digits)).padStart(width);
/** A mark after a figure that misses its target: printed to read, never a failure. */
const mark = (value: number | undefined, meets: (v: number) => boolean) => (value === undefined || meets(value) ? ' ' : '!');

export function printPageFigures(figures: readonly PageFigure[]): void {
  console.log('\nClient pages: Lighthouse 12 mobile (simulated throttling) and the scripts a first visit receives');
  console.log(
    `targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, CLS < ${TARGETS.cls}, first-load JS ≤ ${TARGETS.jsKb} kB; ! marks a figure off its target`,
  );
  console.log('JS kB: scripts asked for before DOMContentLoaded (entry and page chunks); all kB: until the network is quiet');
  const header = `${'page'.padEnd(13)} ${'perf'.padStart(5)}  ${'a11y'.padStart(5)}  ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(7)}  ${'JS kB'.padStart(7)}  ${'files'.padStart(5)}  ${'all kB'.padStart(6)}  ${'console'.padStart(7)}  path`;
  const targets = `${'(target)'.padEnd(13)} ${`≥${TARGETS.performance}`.padStart(5)}  ${String(TARGETS.accessibility).padStart(5)}  ${''.padStart(7)} ${''.padStart(7)} ${`<${TARGETS.cls}`.padStart(7)}  ${`≤${TARGETS.jsKb}`.padStart(7)}`;
  for (const site of SITES) {
    const rows = figures.filter((f) => f.site === site);
    if (rows.length === 0) continue;
    console.log(`\n${site}`);
    console.log(header);
    console.log(targets);
    for (const f of rows) {
      console.log(
        [
          f.name.padEnd(13),
          cell(f.performance, 5) + mark(f.performance, (v) => v >= TARGETS.performance),
          cell(f.accessibility, 5) + mark(f.accessibility, (v) => v >= TARGETS.accessibility),
          cell(f.lcpMs, 7),
          cell(f.tbtMs, 7),
          cell(f.cls, 7, 3) + mark(f.cls, (v) => v < TARGETS.cls),
          cell(f.jsKb, 7, 1) + mark(f.jsKb, (v) => v <= TARGETS.jsKb),
          cell(f.jsFiles, 5) + ' ',
          cell(f.allJsKb, 6, 1) + ' ',
          cell(f.console?.length, 7) + mark(f.console?.length, (v) => v === 0),
          f.path,
        ].join(' '),
      );
    }
  }
  printConsoleFigures(figures);
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export function printInteractionFigures(figures: readonly InteractionFigure[]): void {
  console.log(
    `\nInteraction to Next Paint: ${MID_RANGE_PHONE.viewport.width}×${MID_RANGE_PHONE.viewport.height} phone, CPU 4× slower (Event Timing, longest entry per interaction)`,
  );
  console.log(`target: INP < ${TARGETS.inpMs} ms; 0 means under 16 ms; ! marks a figure off its target`);
  console.log(
    `${'site'.padEnd(5)} ${'interaction'.padEnd(17)} ${'median ms'.padStart(10)} ${'worst ms'.padStart(10)} ${'runs'.padStart(5)}  ${'slowest event'.padEnd(13)}  page`,
  );
  for (const f of figures) {
    const durations = f.runs.map((r) => r.inp);
    const worst = Math.max(...durations);
    const slowest = f.runs.find((r) => r.inp === worst)?.event ?? '';
    console.log(
      `${f.site.padEnd(5)} ${f.name.padEnd(17)} ${cell(median(durations), 10)}${mark(median(durations), (v) => v < TARGETS.inpMs)}${cell(worst, 9)}${mark(worst, (v) => v < TARGETS.inpMs)}${String(f.runs.length).padStart(5)}  ${slowest.padEnd(13)}  ${f.path}`,
    );
  }
}
