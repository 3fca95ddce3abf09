import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBffClient } from '../../src/adapters/bff';
import type { Bff } from '../../src/application/ports/bff';
import { sql } from 'kysely';
import { row, type TestServer, startTestServer } from './harness';
import { MemoryTokens } from '../support/memory-tokens';

/**
 * The BFF client against the real server, over Node's fetch. Node cannot resolve *.localhost and
 * undici refuses a Host header, so the client talks to 127.0.0.1, which the server serves as jrau.
 */

const MINUTE = 60_000;
let clock = Date.now();
let server: TestServer;
let tokens: MemoryTokens;
let bff: Bff;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  tokens = new MemoryTokens();
  bff = createBffClient({ host: `http://127.0.0.1:${server.port}`, fetch: (input, init) => fetch(input, init), tokens, now: () => clock });
  const first = await bff.auth.accessToken();
  if (!first.ok) throw new Error(first.error.message);
  await tokens.update(first.value);
}, 60_000);
afterAll(async () => server?.close());

/** A well-stocked plain product of jrau, so adding one always succeeds. */
const plainSku = async (): Promise<string> =>
  (await row<{ sku: string }>(
    server,
    sql`SELECT p.sku FROM products p JOIN product_prices pp ON pp.sku = p.sku AND pp.site = 'jrau'
         WHERE p.tags = '[]' AND p.order_limit IS NULL AND p.content_type = 'Physical Product'
         AND (SELECT SUM(quantity - reserved) FROM stock WHERE sku = p.sku) >= 100 ORDER BY p.rank LIMIT 1`,
  ))!.sku;

describe('BFF client against the real server (jrau)', () => {
  it('lists products and searches them, every answer passing its contract', async () => {
    const page = await bff.products.list({ pageSize: 5, sort: 'name' });
    expect(page?.products).toHaveLength(5);
    expect(page?.products[0]?.finalPrice.currencyCode).toBe('AUD');

    const search = await bff.products.search('battery', { pageSize: 3 });
    expect(search.ok).toBe(true);
    if (search.ok) {
      expect(search.value.products.length).toBeGreaterThan(0);
      expect(search.value.queryId).not.toBe('');
    }
  });

  it('carries the server’s error message and request on a 400', async () => {
    const result = await bff.products.search('!!!');
    expect(result).toMatchObject({ ok: false, error: { status: 400, request: { method: 'GET' } } });
    if (!result.ok) expect(result.error.message).toMatch(/^query\.q: /);
  });

  it('adds to the cart and reads it back in the details', async () => {
    const sku = await plainSku();
    const added = await bff.cart.add({ sku, quantity: 2, itemContainer: 'integration' });
    expect(added?.lineItems.find((line) => line.variant.sku === sku)?.quantity).toBe(2);
    const details = await bff.cart.details({ location: { country: 'AU', postcode: '3000' } });
    expect(details?.lineItems.map((line) => line.variant.sku)).toContain(sku);
    expect(details?.totalPrice.currencyCode).toBe('AUD');
  });

  it('finds the nearest store to a position', async () => {
    const result = await bff.stores.nearest({ latitude: -37.8136, longitude: 144.9631 });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value).toHaveLength(1);
      expect(result.value[0]?.storeKey).not.toBe('');
      expect(result.value[0]?.distanceKm).toBeGreaterThanOrEqual(0);
    }
  });

  it('refreshes an expired token on the 401, keeps the cart, and retries the call once', async () => {
    const sku = await plainSku();
    await bff.cart.add({ sku, quantity: 1, itemContainer: 'integration' });
    const before = tokens.current();
    clock += 16 * MINUTE; // access tokens live 15 minutes

    const details = await bff.cart.details({});

    expect(details?.lineItems.map((line) => line.variant.sku)).toContain(sku);
    const after = tokens.current();
    expect(after?.accessToken).not.toBe(before?.accessToken);
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
    // The refresh token kept the shopper's anonymousId, and with it their cart.
    expect(after?.anonymousId).toBe(before?.anonymousId);
    expect(tokens.updates).toHaveLength(2);
  });

  it('a refresh token already spent (reuse) hands nothing over: the call goes on under a new, empty identity, and the loss is told', async () => {
    const spent = tokens.updates[0]!;
    const stale = new MemoryTokens(spent);
    const client = createBffClient({
      host: `http://127.0.0.1:${server.port}`,
      fetch: (input, init) => fetch(input, init),
      tokens: stale,
      now: () => clock,
    });
    const details = await client.cart.details({});
    expect(details?.lineItems).toEqual([]);
    expect(stale.current()?.anonymousId).not.toBe(spent.anonymousId);
    expect(stale.replacements).toEqual([{ wasLoggedIn: false, cartHandedOver: false, cartLeftBehind: true }]);
  });

  it('a refresh token past its expiry but within the grace hands the cart to the new identity', async () => {
    const held = new MemoryTokens();
    const client = createBffClient({
      host: `http://127.0.0.1:${server.port}`,
      fetch: (input, init) => fetch(input, init),
      tokens: held,
      now: () => clock,
    });
    const sku = await plainSku();
    await client.cart.add({ sku, quantity: 1, itemContainer: 'integration' });
    const before = held.current()!;
    const { db } = server.database;
    await db
      .updateTable('refresh_tokens')
      .set({ expires_at: clock - MINUTE })
      .where('token', '=', before.refreshToken!)
      .execute();
    await db
      .updateTable('access_tokens')
      .set({ expires_at: clock - MINUTE })
      .where('token', '=', before.accessToken)
      .execute();

    const details = await client.cart.details({});

    expect(details?.lineItems.map((line) => line.variant.sku)).toEqual([sku]);
    expect(held.current()?.anonymousId).not.toBe(before.anonymousId);
    expect(held.replacements).toEqual([{ wasLoggedIn: false, cartHandedOver: true, cartLeftBehind: false }]);
  });
});
