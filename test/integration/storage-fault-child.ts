import { FakeGateways } from './fake-gateways';
import { startTestServer } from './harness';

/**
 * The shop in a process of its own for storage-faults.test.ts, so that a signal that kills it shows as the
 * child's exit instead of taking the test runner down. Its database is copied into FAULT_DATA_DIR; the
 * parent is told the port, and asks over IPC for a payment to be authorised by the in-memory provider.
 */
const gateways = new FakeGateways();
const server = await startTestServer({ gateways, dataDir: process.env.FAULT_DATA_DIR, now: () => Date.parse('2030-03-01T00:00:00.000Z') });
process.on('message', (message: { authorise?: string; stop?: boolean }) => {
  if (message.authorise) {
    gateways.authorise(message.authorise);
    process.send?.({ authorised: message.authorise });
  }
  if (message.stop) void server.close().then(() => process.exit(0));
});
process.send?.({ port: server.port });
