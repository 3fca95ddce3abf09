import { startTestServer } from '../test/integration/harness';

// Runs the real server over a fresh copy of the seeded database in its own process, so the load
// generator does not share its event loop. Prints one JSON line with the port, then waits.
const server = await startTestServer();
console.log(JSON.stringify({ port: server.port }));
process.on('SIGTERM', async () => {
  await server.close();
  process.exit(0);
});
