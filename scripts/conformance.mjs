// npm run conformance -- <module>: runs the conformance kits of test/conformance against an adapter module of yours.
// The module exports a factory per port it implements: `cardGateway` (test/conformance/card-gateway.ts), `analyticsSink` (test/conformance/analytics-sink.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const target = process.argv[2];
if (!target) {
  console.error('Usage: npm run conformance -- <module exporting cardGateway or analyticsSink>   (e.g. test/conformance/sandbox-card-gateway.ts)');
  process.exit(2);
}
const module = resolve(target);
if (!existsSync(module)) {
  console.error(`No such module: ${module}`);
  process.exit(2);
}
const run = spawnSync('npx', ['vitest', 'run', 'test/conformance/adapter-module.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, CONFORMANCE_MODULE: module },
});
process.exit(run.status ?? 1);
