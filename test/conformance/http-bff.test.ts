import { afterAll, beforeAll } from 'vitest';
import { createBffClient } from '../../src/adapters/bff';
import type { SessionToken } from '../../src/domain/session';
import { type TestServer, startTestServer } from '../integration/harness';
import { MemoryTokens } from '../support/memory-tokens';
import { type BffUnderTest, bffConformance } from './bff';

/** The browser's BFF client over the real server (jrau): the implementation the shop runs on. */

let server: TestServer;
let facts: Omit<BffUnderTest, 'shopper' | 'customer'>;
let customerToken: SessionToken;

beforeAll(async () => {
  server = await startTestServer();
  // Two well-stocked plain products of jrau without an order limit, so any cart of them is accepted.
  const plain = server.database.sqlite
    .prepare(
      `SELECT p.sku, p.title FROM products p JOIN product_prices pp ON pp.sku = p.sku AND pp.site = 'jrau'
       WHERE p.tags = '[]' AND p.order_limit IS NULL AND p.content_type = 'Physical Product' AND pp.final_cents BETWEEN 1000 AND 5000
       AND (SELECT SUM(quantity - reserved) FROM stock WHERE sku = p.sku) >= 200 ORDER BY p.rank LIMIT 2`,
    )
    .all() as Array<{ sku: string; title: string }>;
  const [stocked, other] = plain;
  if (!stocked || !other) throw new Error('the seeded catalog has no two plain, well-stocked products');
  // One customer signs up through the port, and comes back for every test of their lists.
  const { bff, tokens } = await newShopper();
  const signedUp = await bff.auth.signUp({
    email: `conformance.${process.pid}@example.com`,
    password: 'Maker-Pass-2026',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  if (!signedUp.ok) throw new Error(`sign-up failed: ${signedUp.error.status} ${signedUp.error.message}`);
  await tokens.update(signedUp.value);
  customerToken = tokens.current()!;
  facts = {
    stocked: { sku: stocked.sku, title: stocked.title },
    otherStocked: { sku: other.sku },
    discountCodes: ['MAKER10', 'SAVE5'],
    currency: 'AUD',
    place: { postcode: '2000', locality: 'Sydney' },
  };
}, 120_000);
afterAll(async () => server?.close());

function client(tokens: MemoryTokens) {
  return createBffClient({ host: `http://127.0.0.1:${server.port}`, fetch: (input, init) => fetch(input, init), tokens });
}

/** A new anonymous session, as a first visit makes. */
async function newShopper() {
  const tokens = new MemoryTokens();
  const bff = client(tokens);
  const issued = await bff.auth.accessToken();
  if (!issued.ok) throw new Error(issued.error.message);
  await tokens.update(issued.value);
  return { bff, tokens };
}

bffConformance('the BFF client over the real server', () => ({
  ...facts,
  shopper: async () => (await newShopper()).bff,
  customer: async () => {
    const tokens = new MemoryTokens();
    await tokens.update(customerToken);
    return client(tokens);
  },
}));
