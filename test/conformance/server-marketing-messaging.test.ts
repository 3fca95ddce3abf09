import { afterAll, beforeAll } from 'vitest';
import { MemoryKeyValueStore } from '../../src/adapters/memory';
import { createServerMarketingMessaging } from '../../src/adapters/marketing';
import type { MarketingMessagingEvent } from '../../src/application/ports/marketing-messaging';
import { type TestServer, startTestServer } from '../integration/harness';
import { marketingMessagingConformance } from './marketing-messaging';

/** The browser's adapter over the real server (jrau), read back through the operator's listing. */
const OPS = 'ops-key-for-conformance';
let server: TestServer;
beforeAll(async () => {
  process.env.OPS_TOKEN = OPS;
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  delete process.env.OPS_TOKEN;
  await server?.close();
});

marketingMessagingConformance('the marketing messaging over the real server', () => ({
  currency: 'AUD',
  open: async () => {
    const token = await server.anonymousToken('jrau');
    const { anonymous_id: anonymousId } = await server.database.db
      .selectFrom('access_tokens')
      .select('anonymous_id')
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    const messaging = createServerMarketingMessaging({
      origin: `http://127.0.0.1:${server.port}`,
      fetch: (url, init) => fetch(url, init),
      store: new MemoryKeyValueStore(),
      storageKey: 'marketingOutbox',
      accessToken: () => token,
      beacon: () => false,
      onPageHide: () => undefined,
      after: (ms, then) => void setTimeout(then, ms),
    });
    const kept = async (): Promise<MarketingMessagingEvent[]> => {
      const res = await server.request('GET', `/api/bff/ops/marketing/events?anonymousId=${anonymousId}`, { headers: { 'x-ops-token': OPS } });
      return res.body.events;
    };
    return { messaging, kept };
  },
}));
