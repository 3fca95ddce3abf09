// npm run conformance -- <module>: runs the conformance kits of test/conformance against an adapter module of yours.
// The module exports a factory per port it implements: `cardGateway` (test/conformance/card-gateway.ts) and
// `analyticsSink` (test/conformance/analytics-sink.ts), run by Vitest; `paymentProvidersKit`
// (test/conformance/payment-providers.ts), the browser's payment providers, run by Playwright in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const VITEST_KITS = ['cardGateway', 'analyticsSink'];
const BROWSER_KIT = 'paymentProvidersKit';

const target = process.argv[2];
if (!target) {
  console.error(
    `Usage: npm run conformance -- <module exporting ${[...VITEST_KITS, BROWSER_KIT].join(', ')}>   (e.g. test/conformance/sandbox-card-gateway.ts)`,
  );
  process.exit(2);
}
const module = resolve(target);
if (!existsSync(module)) {
  console.error(`No such module: ${module}`);
  process.exit(2);
}
const env = { ...process.env, CONFORMANCE_MODULE: module };

// Which kits apply is read from the module's exports, so a module for one runner never starts the other (the browser
// kit starts the shop's server and Chromium; the Vitest kits need neither). The line is marked: the module may log.
const MARK = 'conformance-exports:';
const PROBE = `
const { pathToFileURL } = await import('node:url');
const exported = await import(pathToFileURL(process.env.CONFORMANCE_MODULE).href);
const kinds = Object.fromEntries(Object.keys(exported).map((name) => [name, exported[name] === null ? 'null' : typeof exported[name]]));
process.stdout.write('\\n${MARK}' + JSON.stringify(kinds) + '\\n');
process.exit(0);`;
const probe = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', PROBE], {
  env,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
const line = (probe.stdout ?? '').split('\n').find((text) => text.startsWith(MARK));
if (probe.status !== 0 || !line) {
  console.error(`Could not import ${module} to read its exports`);
  process.exit(1);
}
const kinds = JSON.parse(line.slice(MARK.length));
const vitestKits = VITEST_KITS.filter((name) => kinds[name] === 'function');
const browserKit = kinds[BROWSER_KIT] === 'object';
if (vitestKits.length === 0 && !browserKit) {
  console.error(`${module} exports none of ${[...VITEST_KITS, BROWSER_KIT].join(', ')}: nothing to run`);
  process.exit(1);
}

const runs = [];
if (vitestKits.length > 0) {
  console.log(`Running ${vitestKits.join(', ')} (Vitest) on ${module}`);
  runs.push(spawnSync('npx', ['vitest', 'run', 'test/conformance/adapter-module.test.ts'], { stdio: 'inherit', env }));
}
if (browserKit) {
  console.log(`Running ${BROWSER_KIT} (Playwright, Chromium) on ${module}`);
  runs.push(spawnSync('npx', ['playwright', 'test', 'test/e2e/payment-providers-module.e2e.ts', '--project=shopper'], { stdio: 'inherit', env }));
}
process.exit(runs.every((run) => run.status === 0) ? 0 : 1);
