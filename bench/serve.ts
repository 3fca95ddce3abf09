import { join } from 'node:path';
import { startTestServer } from '../test/integration/harness';

// Runs the real server over a fresh copy of the seeded database in its own process, so the load
// generator does not share its event loop. Prints one JSON line with the port, then waits. The server trusts
// one proxy hop (TRUST_PROXY=1), as it would behind the shop's proxy, and the benches send one X-Forwarded-For
// entry per simulated shopper (the rightmost, so taken for the client): they can speak for many shoppers, as
// anonymous sessions are limited per client address (server/services/limits/rate-limit.ts).
// It serves the built client too, so pages are rendered on the server as `npm start` renders them.
const server = await startTestServer({ trustProxy: 1, app: { clientDir: join(import.meta.dirname, '..', 'dist', 'client') } });
console.log(JSON.stringify({ port: server.port }));
process.on('SIGTERM', async () => {
  await server.close();
  process.exit(0);
});
