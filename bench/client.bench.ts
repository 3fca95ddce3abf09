import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = join(import.meta.dirname, '..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export interface PageFigure {
  readonly name: string;
  readonly jsGzipKb: number;
  readonly jsFiles: number;
  readonly performance?: number;
  readonly accessibility?: number;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function startServer(): Promise<{ port: number; stop: () => void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG: 'off' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 360; i++) {
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

/** The JavaScript a first visit to a page downloads, gzipped as the server would send it. */
async function javascriptOf(url: string): Promise<{ kb: number; files: number }> {
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  const page = await browser.newPage();
  const scripts = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
      try {
        scripts.set(response.url(), await response.body());
      } catch {
        // A redirect or an aborted load carries no body.
      }
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
  const bytes = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return { kb: Math.round((bytes / 1024) * 10) / 10, files: scripts.size };
}

async function lighthouseScores(url: string): Promise<{ performance: number; accessibility: number } | undefined> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', ...FLAGS] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], formFactor: 'mobile' });
    const categories = result?.lhr.categories;
    if (!categories) return undefined;
    return { performance: Math.round((categories.performance?.score ?? 0) * 100), accessibility: Math.round((categories.accessibility?.score ?? 0) * 100) };
  } finally {
    await chrome.kill();
  }
}

export async function clientFigures(): Promise<PageFigure[]> {
  const server = await startServer();
  try {
    const base = `http://jrau.localhost:${server.port}`;
    const listing = (await (await fetch(`http://127.0.0.1:${server.port}/api/bff/products/list?pageSize=1`)).json()) as { products: Array<{ slug: string }> };
    const pages: Array<[string, string]> = [
      ['home', `${base}/`],
      ['category', `${base}/c/power-and-batteries`],
      ['product', `${base}/p/${listing.products[0]?.slug ?? ''}`],
    ];
    const figures: PageFigure[] = [];
    for (const [name, url] of pages) {
      const js = await javascriptOf(url);
      const scores = await lighthouseScores(url).catch((error: unknown) => {
        console.error(`Lighthouse could not run on ${name}: ${String(error)}`);
        return undefined;
      });
      figures.push({ name, jsGzipKb: js.kb, jsFiles: js.files, ...scores });
    }
    return figures;
  } finally {
    server.stop();
  }
}

export function printPageFigures(figures: readonly PageFigure[]): void {
  console.log('\nClient pages (built client; JS a first visit downloads, gzip -9; Lighthouse 12 mobile)');
  console.log(`${'page'.padEnd(12)} ${'JS kB gz'.padStart(9)} ${'files'.padStart(6)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)}`);
  for (const f of figures) {
    console.log(`${f.name.padEnd(12)} ${String(f.jsGzipKb).padStart(9)} ${String(f.jsFiles).padStart(6)} ${String(f.performance ?? '—').padStart(5)} ${String(f.accessibility ?? '—').padStart(5)}`);
  }
}
