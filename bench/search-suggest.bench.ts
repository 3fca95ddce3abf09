import { type Page, chromium } from '@playwright/test';
import { type Site, startServer } from './client.bench';
import { throttleCpu } from './interactions';
import { suggestionKey } from '../src/domain/catalog/search-suggestions';

/**
 * How soon the header search box shows its suggestions: the time from a keystroke's keydown (its event
 * timestamp) to the frame after the listbox holds the suggestions for the text that key made (a
 * MutationObserver sees the panel answer for that text, then requestAnimationFrame and a task: the frame
 * has been painted). Fifty maker queries, typed a key at a time into a fresh page of each site.
 *
 *   paced: a key every ~120 ms, as a quick shopper types; each key from the second letter on asks at once
 *          (the first letter asks nothing: SUGGEST_MIN_CHARS).
 *   burst: a key every 40 ms, faster than the debounce; the figure is the query's last key, which waits
 *          for the burst to go quiet (100 ms) before it asks.
 */

export const SUGGEST_QUERIES = [
  'ardu',
  'resis',
  'esp32',
  'solder',
  'multim',
  '12v batt',
  'jumper',
  'led strip',
  'servo',
  'stepper',
  'breadboard',
  'capac',
  'transis',
  'relay',
  'heat shrink',
  'usb c',
  'raspb',
  'oscillo',
  'power supply',
  'lipo',
  '18650',
  'solar',
  'inverter',
  'buck',
  'sensor',
  'ultrason',
  'temperat',
  'humid',
  'lcd',
  'oled',
  'neopix',
  'motor driver',
  'wire strip',
  'crimp',
  'helping hand',
  'flux',
  'desolder',
  'tweez',
  'screwdriver',
  'enclos',
  'fuse',
  'switch',
  'potentio',
  'speaker',
  'micro',
  'bluetooth',
  'wifi',
  'gps',
  'nano',
  'soldering iron',
] as const;

/** What the slowest fifth of shoppers should still see: suggestions within 50 ms of a key. */
export const SUGGEST_TARGET_P95_MS = 50;
const PACED_MS = 120;
const BURST_MS = 40;

export interface SuggestFigures {
  readonly site: Site;
  readonly cpu: number;
  /** Every key of every query, typed at the paced rate (ms). */
  readonly paced: readonly number[];
  /** The last key of every query typed in a burst (ms). */
  readonly burst: readonly number[];
}

declare global {
  interface Window {
    __suggestPainted?: (text: string) => Promise<number>;
    __suggestPending?: Promise<number>;
  }
}

/**
 * Installed in every page: arms a watch for the suggestions of `text`, resolving with the milliseconds from
 * the next keydown in the box to the frame painted after the panel answered for that text.
 */
function installProbe(): void {
  window.__suggestPainted = (text) =>
    new Promise<number>((resolve) => {
      let keyAt: number | null = null;
      const key = text.toLowerCase().trim().split(/\s+/).join(' ');
      const onKey = (event: KeyboardEvent) => {
        if ((event.target as HTMLElement | null)?.id === 'site-search') keyAt = event.timeStamp;
      };
      document.addEventListener('keydown', onKey, true);
      const answered = () => {
        const list = document.getElementById('site-search-suggestions');
        if (!list || list.getAttribute('data-query') !== key || list.getAttribute('aria-busy') === 'true') return false;
        return list.querySelector('[role="option"]') !== null || document.querySelector('.suggest-empty') !== null;
      };
      const check = () => {
        if (keyAt === null || !answered()) return;
        observer.disconnect();
        document.removeEventListener('keydown', onKey, true);
        const from = keyAt;
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - from), 0));
      };
      const observer = new MutationObserver(check);
      // An answer that never shows is reported as such (NaN), not waited for forever.
      setTimeout(() => {
        observer.disconnect();
        document.removeEventListener('keydown', onKey, true);
        resolve(Number.NaN);
      }, 3000);
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-query', 'aria-busy'],
        characterData: true,
      });
    });
}

const box = (page: Page) => page.locator('#site-search');

/**
 * Presses the key that makes the box hold `text`, giving its latency. The watch is armed (and the page has
 * said so) before the key goes: input events reach the page by another way than scripts do.
 */
async function pressMeasured(page: Page, text: string): Promise<number> {
  await page.evaluate((typed) => {
    window.__suggestPending = window.__suggestPainted!(typed);
  }, text);
  const key = text.at(-1) === ' ' ? 'Space' : text.at(-1)!;
  await page.keyboard.press(key);
  const ms = await page.evaluate(() => window.__suggestPending!);
  if (Number.isNaN(ms)) console.error(`no suggestions painted for "${text}"`);
  return ms;
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Types `text` a key at a time, each key's latency measured before the next key. */
async function typePaced(page: Page, text: string): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 1; i <= text.length; i++) {
    const started = performance.now();
    // A space leaves the words as they were, and a first letter is not asked about (SUGGEST_MIN_CHARS):
    // neither changes the suggestions, so there is nothing to time.
    if (text[i - 1] === ' ' || suggestionKey(text.slice(0, i)) === null) await page.keyboard.press(text[i - 1] === ' ' ? 'Space' : text[i - 1]!);
    else {
      const ms = await pressMeasured(page, text.slice(0, i));
      if (!Number.isNaN(ms)) latencies.push(ms);
    }
    await pause(Math.max(0, PACED_MS - (performance.now() - started)));
  }
  return latencies;
}

/** Types `text` faster than the debounce, giving the latency of its last key. */
async function typeBurst(page: Page, text: string): Promise<number> {
  await page.keyboard.type(text.slice(0, -1), { delay: BURST_MS });
  await pause(BURST_MS);
  return pressMeasured(page, text);
}

async function clearBox(page: Page): Promise<void> {
  await box(page).fill('');
  await pause(200);
}

export async function suggestFigures(options: { sites?: readonly Site[]; cpu?: number } = {}): Promise<SuggestFigures[]> {
  const server = await startServer();
  const browser = await chromium.launch({
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
  });
  const figures: SuggestFigures[] = [];
  const cpu = options.cpu ?? 1;
  try {
    for (const site of options.sites ?? (['jrau'] as const)) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      // tsx names the probe's inner functions through a helper the page does not have: it is given one.
      await context.addInitScript({ content: `var __name = (f) => f; (${installProbe.toString()})();` });
      const page = await context.newPage();
      if (cpu > 1) await throttleCpu(page, cpu);
      await page.goto(`http://${site}.localhost:${server.port}/`, { waitUntil: 'networkidle' });
      await box(page).click();
      await page.waitForSelector('#site-search-suggestions', { state: 'attached' });
      const paced: number[] = [];
      const burst: number[] = [];
      // The paced run meets the server's caches cold. The burst run starts from a fresh page (nothing kept in
      // the client): its last key waits out the debounce, then asks the server (warm by then).
      for (const query of SUGGEST_QUERIES) {
        await clearBox(page);
        paced.push(...(await typePaced(page, query)));
      }
      await page.reload({ waitUntil: 'networkidle' });
      await box(page).click();
      await page.waitForSelector('#site-search-suggestions', { state: 'attached' });
      for (const query of SUGGEST_QUERIES) {
        await clearBox(page);
        const ms = await typeBurst(page, query);
        if (!Number.isNaN(ms)) burst.push(ms);
      }
      figures.push({ site, cpu, paced, burst });
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
    server.stop();
  }
}

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
};

export function printSuggestFigures(figures: readonly SuggestFigures[]): void {
  console.log(
    `\nSearch suggestions: keydown to suggestions painted, ${SUGGEST_QUERIES.length} maker queries typed into the header box (desktop Chromium)`,
  );
  console.log(`target: p95 < ${SUGGEST_TARGET_P95_MS} ms for paced typing; ! marks a figure off its target`);
  console.log(
    `${'site'.padEnd(5)} ${'cpu'.padStart(3)}  ${'typing'.padEnd(26)} ${'keys'.padStart(5)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'max ms'.padStart(7)}`,
  );
  for (const f of figures) {
    const row = (label: string, values: readonly number[], target: boolean) => {
      const p95 = percentile(values, 95);
      console.log(
        `${f.site.padEnd(5)} ${`${f.cpu}×`.padStart(3)}  ${label.padEnd(26)} ${String(values.length).padStart(5)} ${percentile(values, 50).toFixed(1).padStart(7)} ${p95.toFixed(1).padStart(7)}${target && p95 >= SUGGEST_TARGET_P95_MS ? '!' : ' '}${Math.max(
          ...values,
        )
          .toFixed(1)
          .padStart(7)}`,
      );
    };
    row(`paced ${PACED_MS} ms/key, every key`, f.paced, true);
    row(`burst ${BURST_MS} ms/key, last key`, f.burst, false);
  }
}

// Run alone: node --import tsx bench/search-suggest.bench.ts [--site=jrau,rtau] [--cpu=4]
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const sites = args
    .find((a) => a.startsWith('--site='))
    ?.slice(7)
    .split(',') as Site[] | undefined;
  const cpu = Number(args.find((a) => a.startsWith('--cpu='))?.slice(6) ?? 1) || 1;
  printSuggestFigures(await suggestFigures({ ...(sites ? { sites } : {}), cpu }));
}
