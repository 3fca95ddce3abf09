import { join } from 'node:path';
import { startTestServer } from '../test/integration/harness';

// Runs the real server over a fresh copy of the seeded database in its own process, so the load
// generator does not share its event loop. Prints one JSON line with the port, then waits. The server trusts
// X-Forwarded-For, as it would behind the shop's proxy, so the benches can speak for many shoppers: anonymous
// sessions are limited per client address (server/services/rate-limit.ts).
// It serves the built client too, so pages are rendered on the server as `npm start` renders them.
const server = await startTestServer({ trustProxy: true, app: { clientDir: join(import.meta.dirname, '..', 'dist', 'client') } });
console.log(JSON.stringify({ port: server.port }));
process.on('SIGTERM', async () => {
  await server.close();
  process.exit(0);
});
