import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDOVER_GRACE_MS, REFRESH_TOKEN_TTL_MS } from '../../server/services/auth/session-tokens';
import { sql } from 'kysely';
import { numberOf, row, type TestServer, startTestServer } from './harness';

/**
 * POST /bff/auth/accessToken { previousRefreshToken }: a shopper whose refresh was refused gets a new
 * anonymous identity, and their cart follows when the old anonymous refresh token still proves it.
 */
let server: TestServer;
let now = Date.now();
beforeAll(async () => {
  server = await startTestServer({ now: () => (now += 1) });
}, 60_000);
afterAll(async () => server?.close());

const db = () => server.database.db;
const PASSWORD = 'flux-capacitor-88';

/** A plain product of jrau with plenty of stock, a different one for each call. */
let offset = 0;
async function plainSku(): Promise<string> {
  offset += 1;
  const found = await row<{ sku: string }>(
    server,
    sql`SELECT p.sku FROM products p JOIN product_prices pp ON pp.sku = p.sku AND pp.site = 'jrau'
       WHERE p.tags = '[]' AND p.order_limit IS NULL AND p.content_type = 'Physical Product'
       AND (SELECT SUM(quantity - reserved) FROM stock WHERE sku = p.sku
            AND location_key IN (SELECT warehouse_key FROM warehouses WHERE country = 'AU')) >= 100
       ORDER BY p.rank LIMIT 1 OFFSET ${600 + offset}`,
  );
  return found!.sku;
}

const anonymous = async () => (await server.request('GET', '/api/bff/auth/accessToken', { site: 'jrau' })).body;
const handOver = (body: unknown) => server.request('POST', '/api/bff/auth/accessToken', { site: 'jrau', body });
const refresh = (refreshToken: string) => server.request('POST', `/api/bff/auth/refreshToken/${refreshToken}`, { site: 'jrau' });
const skusIn = async (token: string) =>
  (
    (await server.request('GET', '/api/bff/cart/details', { site: 'jrau', token })).body.lineItems as Array<{
      variant: { sku: string };
      quantity: number;
    }>
  ).map((line) => [line.variant.sku, line.quantity]);

async function shopperWithCart() {
  const token = await anonymous();
  const sku = await plainSku();
  const added = await server.request('POST', '/api/bff/cart/add', { site: 'jrau', token: token.accessToken, body: { sku, quantity: 2 } });
  expect(added.status, added.text).toBe(200);
  return { token, sku };
}

/** Moves the refresh token's expiry, as time passing would. */
const expireRefreshToken = (refreshToken: string, agoMs: number) =>
  db()
    .updateTable('refresh_tokens')
    .set({ expires_at: now - agoMs })
    .where('token', '=', refreshToken)
    .execute();

describe('the cart follows a new anonymous identity when the old refresh token proves it', () => {
  it('an expired, unspent anonymous refresh token within the grace hands its cart over, once', async () => {
    const { token, sku } = await shopperWithCart();
    await expireRefreshToken(token.refreshToken, 60_000);
    expect((await refresh(token.refreshToken)).status).toBe(401);

    const answer = await handOver({ previousRefreshToken: token.refreshToken });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ isLoggedIn: false, cartHandedOver: true, cartLeftBehind: false });
    expect(answer.body.anonymousId).not.toBe(token.anonymousId);
    expect(await skusIn(answer.body.accessToken)).toEqual([[sku, 2]]);

    // Spent by the handover: a second new identity gets nothing, and the old access token is ended.
    const again = await handOver({ previousRefreshToken: token.refreshToken });
    expect(again.body.cartHandedOver).toBe(false);
    expect(await skusIn(again.body.accessToken)).toEqual([]);
    expect((await server.request('GET', '/api/bff/cart/details', { site: 'jrau', token: token.accessToken })).status).toBe(401);
  });

  it('a token reused after rotation (its family revoked) gets a fresh, empty identity, told the cart was left behind', async () => {
    const { token } = await shopperWithCart();
    expect((await refresh(token.refreshToken)).status).toBe(200);
    expect((await refresh(token.refreshToken)).status).toBe(401); // reuse: the family is revoked
    const answer = await handOver({ previousRefreshToken: token.refreshToken });
    expect(answer.body).toMatchObject({ cartHandedOver: false, cartLeftBehind: true });
    expect(await skusIn(answer.body.accessToken)).toEqual([]);
  });

  it('an unknown token, or one too long past its expiry, gets a fresh, empty identity', async () => {
    const unknown = await handOver({ previousRefreshToken: 'x'.repeat(43) });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ cartHandedOver: false, cartLeftBehind: false });

    const { token } = await shopperWithCart();
    await expireRefreshToken(token.refreshToken, HANDOVER_GRACE_MS + 60_000);
    const late = await handOver({ previousRefreshToken: token.refreshToken });
    expect(late.body.cartHandedOver).toBe(false);
    expect(await skusIn(late.body.accessToken)).toEqual([]);
    expect(HANDOVER_GRACE_MS).toBeLessThan(REFRESH_TOKEN_TTL_MS);
  });

  it("a customer's refresh token never hands the customer's cart to an anonymous identity", async () => {
    const email = `handover${Date.now()}@example.com`;
    const signedUp = await server.request('POST', '/api/bff/account/customer', {
      site: 'jrau',
      body: { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(signedUp.status, signedUp.text).toBe(201);
    const customer = signedUp.body;
    const sku = await plainSku();
    await server.request('POST', '/api/bff/cart/add', { site: 'jrau', token: customer.accessToken, body: { sku, quantity: 1 } });
    await expireRefreshToken(customer.refreshToken, 60_000);

    const answer = await handOver({ previousRefreshToken: customer.refreshToken });
    expect(answer.body).toMatchObject({ isLoggedIn: false, cartHandedOver: false, cartLeftBehind: false });
    expect(answer.body).not.toHaveProperty('customerId');
    expect(await skusIn(answer.body.accessToken)).toEqual([]);
    // The customer's cart stays the customer's.
    const owner = { n: await numberOf(server, sql`SELECT COUNT(*) AS n FROM carts WHERE owner = ${`customer:${customer.customerId}`}`) };
    expect(owner.n).toBe(1);
  });

  it('without a previous token, or with an empty body, it is GET /bff/auth/accessToken; a malformed token is a 400', async () => {
    for (const body of [{}, undefined]) {
      const answer = await handOver(body);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toMatchObject({ isLoggedIn: false, cartHandedOver: false });
    }
    const bad = await handOver({ previousRefreshToken: 'not a token!' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ statusCode: 400 });
  });
});
