#!/usr/bin/env node
// Runs every check `npm test` promises, in order, and ends with one line that adds up every suite:
// `N passed, N failed`. Exits non-zero when anything failed, so CI and a developer see the same verdict.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

if (broken && failed === 0) failed = 1; // a failed type check or coverage threshold still fails the run
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(broken || failed > 0 ? 1 : 0);
