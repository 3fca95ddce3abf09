import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { BOT_CHECK_DIFFICULTY, BOT_CHECK_HARDEST } from '../server/services/limits/bot-check';
import { CPU_SLOWDOWN } from './interactions';

/**
 * What the bot check costs: the shop's own solver (src/adapters/bot-check/solve-challenge.ts, bundled as
 * the client ships it) in Chromium with the CPU slowed 4× as a mid-range phone's, against a script on this
 * machine hashing with Node's native crypto in a tight loop. Proof of work is a geometric draw: the number
 * of hashes a challenge takes varies (the median is 0.69 of the mean, one in ten takes 2.3 times the mean),
 * so the median and p90 of many solves are printed, not one time.
 */

const root = join(import.meta.dirname, '..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface DifficultyCost {
  /** Leading zero bits asked for. */
  readonly difficulty: number;
  /** The median time the throttled browser takes, from its hash rate (ln 2 × 2^difficulty / rate). */
  readonly phoneMedianMs: number;
  readonly phoneP90Ms: number;
  /** What one solve costs a Node script on average (2^difficulty / the faster of its two rates). */
  readonly scriptMeanMs: number;
}

export interface BotCheckFigures {
  readonly cpuSlowdown: number;
  /** The shop's solver in the throttled browser: the hashes its solves took (nonce + 1 each) over their time. */
  readonly browserHashesPerSecond: number;
  /** Real solves of fresh challenges at the server's base difficulty, in the throttled browser. */
  readonly solves: number;
  readonly difficulty: number;
  readonly medianMs: number;
  readonly p90Ms: number;
  readonly maxMs: number;
  /** A script's tight loop of Node's createHash, and the shop's solver run by Node. */
  readonly nodeHashesPerSecond: number;
  readonly nodeSolverHashesPerSecond: number;
  /** Every difficulty the server may ask for, from the base (any bot check) to the hardest (an account under attack). */
  readonly steps: readonly DifficultyCost[];
}

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;

/** Hashes a second of a script's tight loop: Node's native sha256 over the same salt + nonce text. */
function nodeHashRate(ms = 1000): number {
  const salt = randomBytes(16).toString('hex');
  const started = performance.now();
  let n = 0;
  while (performance.now() - started < ms) {
    for (const end = n + 10_000; n < end; n += 1)
      createHash('sha256')
        .update(salt + n)
        .digest();
  }
  return n / ((performance.now() - started) / 1000);
}

/** The solver bundled as the client ships it, exposed to the page as `window.botCheck`. */
async function solverBundle(): Promise<string> {
  const bundled = await build({
    stdin: { contents: "export { solveChallenge } from './src/adapters/bot-check/solve-challenge';", resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'iife',
    globalName: 'botCheck',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return bundled.outputFiles[0]?.text ?? '';
}

/** `difficulty`: the bits the solves ask for, the server's base unless a retune is being tried. */
export async function botCheckFigures(options: { solves?: number; cpuSlowdown?: number; difficulty?: number } = {}): Promise<BotCheckFigures> {
  const solves = options.solves ?? 40;
  const cpuSlowdown = options.cpuSlowdown ?? CPU_SLOWDOWN;
  const difficulty = options.difficulty ?? BOT_CHECK_DIFFICULTY;
  const bundle = await solverBundle();
  const nodeHashesPerSecond = nodeHashRate();
  const { solveChallenge } = await import('../src/adapters/bot-check/solve-challenge');
  const nodeStarted = performance.now();
  // Difficulty 32 is practically never met: the bound on attempts times the loop.
  await solveChallenge({ challengeId: 'bench-rate', difficulty: 32, salt: randomBytes(16).toString('hex') }, { maxAttempts: 500_000 });
  const nodeSolverHashesPerSecond = 500_000 / ((performance.now() - nodeStarted) / 1000);

  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  try {
    const page = await browser.newPage();
    await page.route('http://localhost/', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bot check</title>' }));
    await page.goto('http://localhost/');
    await page.addScriptTag({ content: bundle });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const salts = Array.from({ length: solves }, () => randomBytes(16).toString('hex'));
    // A string, not a function: tsx's helpers do not exist in the page.
    const runs = (await page.evaluate(`(async () => {
      const runs = [];
      for (const salt of ${JSON.stringify(salts)}) {
        const started = performance.now();
        const nonce = await botCheck.solveChallenge({ challengeId: 'bench-solve', difficulty: ${difficulty}, salt });
        if (nonce === undefined) throw new Error('unsolved');
        runs.push({ ms: performance.now() - started, hashes: Number(nonce) + 1 });
      }
      return runs;
    })()`)) as Array<{ ms: number; hashes: number }>;
    const browserHashesPerSecond = runs.reduce((sum, run) => sum + run.hashes, 0) / (runs.reduce((sum, run) => sum + run.ms, 0) / 1000);
    const scriptHashesPerSecond = Math.max(nodeHashesPerSecond, nodeSolverHashesPerSecond);
    const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
    const steps: DifficultyCost[] = [];
    for (let d = Math.min(difficulty, BOT_CHECK_DIFFICULTY); d <= Math.max(difficulty, BOT_CHECK_HARDEST); d += 1) {
      const mean = (2 ** d / browserHashesPerSecond) * 1000;
      steps.push({
        difficulty: d,
        phoneMedianMs: mean * Math.LN2,
        phoneP90Ms: mean * Math.LN10,
        scriptMeanMs: (2 ** d / scriptHashesPerSecond) * 1000,
      });
    }
    return {
      cpuSlowdown,
      browserHashesPerSecond,
      solves,
      difficulty,
      medianMs: quantile(sorted, 0.5),
      p90Ms: quantile(sorted, 0.9),
      maxMs: sorted.at(-1) ?? 0,
      nodeHashesPerSecond,
      nodeSolverHashesPerSecond,
      steps,
    };
  } finally {
    await browser.close();
  }
}

const k = (rate: number) => `${Math.round(rate / 1000)}k`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function printBotCheckFigures(f: BotCheckFigures): void {
  console.log(`\nBot check (proof of work: sha256(salt + nonce) with leading zero bits)`);
  console.log(`  phone (Chromium, CPU ${f.cpuSlowdown}× slower), the shop's solver: ${k(f.browserHashesPerSecond)} hashes/s`);
  console.log(`  ${f.solves} fresh challenges at ${f.difficulty} bits: median ${s(f.medianMs)}, p90 ${s(f.p90Ms)}, slowest ${s(f.maxMs)}`);
  console.log(
    `  script (Node createHash, tight loop): ${k(f.nodeHashesPerSecond)} hashes/s; the shop's solver under Node: ${k(f.nodeSolverHashesPerSecond)} hashes/s`,
  );
  console.log('  bits  phone median  phone p90  script per solve (the faster of the two, on one core)');
  for (const step of f.steps) {
    console.log(
      `  ${String(step.difficulty).padStart(4)}  ${s(step.phoneMedianMs).padStart(12)}  ${s(step.phoneP90Ms).padStart(9)}  ${s(step.scriptMeanMs).padStart(16)}`,
    );
  }
}
