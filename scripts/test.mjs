#!/usr/bin/env node
// Runs every check `npm test` promises, in order, and ends with one line that adds up every suite:
// `N passed, N failed`. Exits non-zero when anything failed, so CI and a developer see the same verdict.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const reports = join(root, '.test-report');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (title, command, args) => {
  console.log(`\n▶ ${title}`);
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  return status ?? 1;
};

let passed = 0;
let failed = 0;
let broken = false;

if (run('type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']) !== 0) {
  console.error('The type check failed.');
  broken = true;
}

if (run('lint and format (eslint, prettier) over the whole tree, no warnings', 'npm', ['run', '--silent', 'lint']) !== 0) {
  console.error('The lint or the format check failed: `npm run lint` says where, `npm run format` mends the format.');
  broken = true;
}

// The invoice tests read the printed PDF's text with pdftotext.
const hasPdfToText = () => spawnSync('pdftotext', ['-v']).error === undefined;
if (!ensureDebianPackage('poppler-utils', hasPdfToText, 'the invoice tests')) broken = true;

const vitestReport = join(reports, 'vitest.json');
const vitestStatus = run('vitest (unit, property, integration) with domain coverage', bin('vitest'), [
  'run',
  '--coverage',
  '--coverage.reporter=text-summary',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
if (existsSync(vitestReport)) {
  const summary = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += summary.numPassedTests ?? 0;
  failed += summary.numFailedTests ?? 0;
}
if (vitestStatus !== 0) broken = true;

// The integration suite again on PostgreSQL (vitest.postgres.config.ts), on a throwaway cluster of Debian's
// postgresql, installed here when it is missing and this user may.
const postgresBin = () =>
  spawnSync('pg_config', ['--bindir']).status === 0 ||
  (existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').some((v) => existsSync(join('/usr/lib/postgresql', v, 'bin', 'pg_ctl'))));
if (!ensureDebianPackage('postgresql', postgresBin, 'the integration suite on PostgreSQL')) {
  broken = true;
} else {
  const postgresReport = join(reports, 'vitest-postgres.json');
  const status = run('vitest (integration) on PostgreSQL', bin('vitest'), [
    'run',
    '--config',
    'vitest.postgres.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${postgresReport}`,
  ]);
  if (existsSync(postgresReport)) {
    const summary = JSON.parse(readFileSync(postgresReport, 'utf8'));
    passed += summary.numPassedTests ?? 0;
    failed += summary.numFailedTests ?? 0;
  }
  if (status !== 0) broken = true;
}

// Browser tests: Debian's Chromium, installed here when it is missing and this user may install it.
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ensureChromium = () => ensureDebianPackage('chromium', () => existsSync(chromium), 'the browser tests');

if (!ensureChromium()) {
  broken = true;
} else if (run('build the client for the browser tests', bin('vite'), ['build', '--logLevel', 'warn']) !== 0) {
  broken = true;
} else {
  const report = join(reports, 'playwright.json');
  console.log('\n▶ playwright (browser tests in Chromium)');
  const { status } = spawnSync(bin('playwright'), ['test', '--reporter=list,json'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  if (existsSync(report)) {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    failed += stats?.unexpected ?? 0;
  }
  if (status !== 0) broken = true;
}

if (broken && failed === 0) failed = 1; // a failed type check, coverage threshold or setup still fails the run
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(broken || failed > 0 ? 1 : 0);

/**
 * A Debian package the tests need (Chromium for the browser tests, poppler-utils' pdftotext to read the
 * invoices they print), installed when missing and this user may; otherwise the one command to run.
 */
function ensureDebianPackage(name, present, forWhat) {
  if (present()) return true;
  const canInstall = userInfo().uid === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canInstall) {
    console.error(`\n${name} is missing for ${forWhat}. Install it with:\n  sudo apt-get update && sudo apt-get install -y ${name}\n`);
    return false;
  }
  console.log(`\n▶ installing Debian ${name} for ${forWhat}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  return spawnSync('apt-get', ['install', '-y', '-qq', name], { stdio: 'inherit', env }).status === 0 && present();
}
