import { afterAll, beforeAll } from 'vitest';
import { createBffClient } from '../../src/adapters/bff';
import type { SessionToken } from '../../src/domain/session';
import { sql } from 'kysely';
import { row, rows, type TestServer, startTestServer } from '../integration/harness';
import { MemoryTokens } from '../support/memory-tokens';
import { type BffUnderTest, bffConformance } from './bff';

/** The browser's BFF client over the real server (jrau): the implementation the shop runs on. */

let server: TestServer;
let facts: Omit<BffUnderTest, 'shopper' | 'customer'>;
let customerToken: SessionToken;

beforeAll(async () => {
  server = await startTestServer();
  // Two well-stocked plain products of jrau without an order limit, so any cart of them is accepted.
  const plain = await rows<{ sku: string; title: string }>(
    server,
    sql`SELECT p.sku, p.title FROM products p JOIN product_prices pp ON pp.sku = p.sku AND pp.site = 'jrau'
       WHERE p.tags = '[]' AND p.order_limit IS NULL AND p.content_type = 'Physical Product' AND pp.final_cents BETWEEN 1000 AND 5000
       AND (SELECT SUM(quantity - reserved) FROM stock WHERE sku = p.sku) >= 200 ORDER BY p.rank LIMIT 2`,
  );
  const [stocked, other] = plain;
  if (!stocked || !other) throw new Error('the seeded catalog has no two plain, well-stocked products');
  const now = Date.now();
  const workshop = await row<{ slug: string }>(
    server,
    sql`SELECT workshop_slug AS slug FROM workshop_sessions WHERE site = 'jrau' AND starts_at > ${now + 86_400_000} ORDER BY starts_at LIMIT 1`,
  );
  /** An open competition without winners yet, or a closed one with its winners drawn. */
  const competition = (open: boolean) =>
    row<{ slug: string }>(
      server,
      sql`SELECT c.slug FROM competitions c WHERE c.site = 'jrau' AND ${open ? sql`c.closes_at > ${now + 86_400_000}` : sql`c.closes_at <= ${now + 86_400_000}`}
         AND ${open ? sql`NOT EXISTS` : sql`EXISTS`} (SELECT 1 FROM competition_entries e WHERE e.competition_id = c.id AND e.winner_rank IS NOT NULL)
         ORDER BY c.closes_at LIMIT 1`,
    );
  const [openCompetition, closedCompetition] = [await competition(true), await competition(false)];
  if (!workshop || !openCompetition || !closedCompetition)
    throw new Error('the seeded Makerhub has no workshop to come, or no open and closed competition');
  // One customer signs up through the port, and comes back for every test of their lists.
  const { bff, tokens } = await newShopper();
  const account = { email: `conformance.${process.pid}@example.com`, password: 'Maker-Pass-2026', firstName: 'Ada', lastName: 'Lovelace' };
  const signedUp = await bff.auth.signUp({
    ...account,
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
    account,
    contentWord: 'soldering',
    makerhub: { workshop: workshop.slug, openCompetition: openCompetition.slug, closedCompetition: closedCompetition.slug },
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
