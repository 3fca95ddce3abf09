import { afterAll, beforeAll } from 'vitest';
import { createBffClient } from '../../src/adapters/bff';
import type { TokenSource } from '../../src/application/ports/token-source';
import type { SessionToken } from '../../src/domain/session';
import { type TestServer, startTestServer } from '../integration/harness';
import { type BffUnderTest, bffConformance } from './bff';

/** The browser's BFF client over the real server (jrau): the implementation the shop runs on. */

class ShopperTokens implements TokenSource {
  private token: SessionToken | null = null;
  current(): SessionToken | null {
    return this.token;
  }
  async update(token: SessionToken): Promise<void> {
    this.token = { ...this.token, ...token };
  }
  replaced(): void {}
}

let server: TestServer;
let facts: Omit<BffUnderTest, 'shopper'>;

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
  facts = {
    stocked: { sku: stocked.sku, title: stocked.title },
    otherStocked: { sku: other.sku },
    discountCodes: ['MAKER10', 'SAVE5'],
    currency: 'AUD',
    place: { postcode: '2000', locality: 'Sydney' },
  };
}, 120_000);
afterAll(async () => server?.close());

bffConformance('the BFF client over the real server', () => ({
  ...facts,
  shopper: async () => {
    const tokens = new ShopperTokens();
    const bff = createBffClient({ host: `http://127.0.0.1:${server.port}`, fetch: (input, init) => fetch(input, init), tokens });
    const issued = await bff.auth.accessToken();
    if (!issued.ok) throw new Error(issued.error.message);
    await tokens.update(issued.value);
    return bff;
  },
}));
