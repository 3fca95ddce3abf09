import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from '../../server/services/housekeeping/purge';
import { freshProduct } from './checkout-support';
import { type TestServer, startTestServer } from './harness';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const START = Date.parse('2030-09-01T00:00:00.000Z');
let clock = START;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(async () => {
  await server?.close();
});

const sqlite = () => server.database.sqlite;
const exists = (table: string, column: string, value: string) =>
  sqlite().prepare(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`).get(value) as { n: number };
const has = (table: string, column: string, value: string) => exists(table, column, value).n === 1;

function cart(id: string, owner: string, updatedAt: number, withLine = false): void {
  sqlite()
    .prepare('INSERT INTO carts (id, site, owner, frozen, discount_code, updated_at) VALUES (?, ?, ?, 0, NULL, ?)')
    .run(id, 'jrau', owner, updatedAt);
  if (withLine) {
    const sku = (sqlite().prepare("SELECT sku FROM product_prices WHERE site = 'jrau' LIMIT 1").get() as { sku: string }).sku;
    sqlite()
      .prepare("INSERT INTO cart_lines (id, cart_id, sku, quantity, item_container, added_at) VALUES (?, ?, ?, 1, 'cart', ?)")
      .run(`${id}-line`, id, sku, updatedAt);
  }
}

describe('purgeExpired', () => {
  it('deletes what can no longer be used, and keeps spent refresh tokens until they expire for reuse detection', async () => {
    const first = (await server.request('GET', '/api/bff/auth/accessToken')).body;
    const second = (await server.request('POST', `/api/bff/auth/refreshToken/${first.refreshToken}`)).body; // first's refresh token is spent
    const leaked = (await server.request('GET', '/api/bff/auth/accessToken')).body;
    const leakedNext = (await server.request('POST', `/api/bff/auth/refreshToken/${leaked.refreshToken}`)).body;
    expect((await server.request('POST', `/api/bff/auth/refreshToken/${leaked.refreshToken}`)).status).toBe(401); // reuse: the family is revoked
    expect((await server.request('POST', '/api/bff/cart/discount', { token: second.accessToken, body: { discountCode: 'NOT-A-CODE' } })).status).toBe(
      400,
    );
    const email = 'purge@example.com';
    expect(
      (await server.request('POST', '/api/bff/account/customer', { body: { email, password: 'capacitor-77', firstName: 'Ada', lastName: 'Byron' } }))
        .status,
    ).toBe(201);
    await server.request('POST', '/api/bff/account/forgot-password', { body: { email } });
    const resets = () => (sqlite().prepare('SELECT count(*) AS n FROM password_resets').get() as { n: number }).n;
    expect(resets()).toBe(1);
    const counters = () => (sqlite().prepare('SELECT count(*) AS n FROM sign_in_attempts').get() as { n: number }).n;
    expect(counters()).toBeGreaterThan(0);
    cart('stale-empty', 'anonymous:gone', START - 31 * DAY);
    cart('stale-with-line', 'anonymous:kept', START - 31 * DAY, true);
    cart('stale-customer', 'customer:someone', START - 31 * DAY);
    cart('recent-empty', 'anonymous:recent', START - 29 * DAY);

    // The revoked family's access tokens ended at the revocation, and the stale empty anonymous cart goes at once.
    expect(await purgeExpired(server.database.db, clock)).toMatchObject({ accessTokens: 2, refreshTokens: 0, passwordResets: 0, emptyCarts: 1 });
    expect(has('access_tokens', 'token', leakedNext.accessToken)).toBe(false);
    expect(has('access_tokens', 'token', second.accessToken)).toBe(true);
    expect(has('carts', 'id', 'stale-empty')).toBe(false);
    for (const id of ['stale-with-line', 'stale-customer', 'recent-empty']) expect(has('carts', 'id', id)).toBe(true);

    // Two hours on: access tokens, the reset and the counters have expired; the revoked family is kept a day.
    clock += 2 * 60 * MINUTE;
    const purged = await purgeExpired(server.database.db, clock);
    expect(purged).toMatchObject({ passwordResets: 1, refreshTokens: 0 });
    expect(purged.accessTokens).toBe(3); // first, second and the new customer's
    for (const token of [first, second, leaked, leakedNext]) expect(has('access_tokens', 'token', token.accessToken)).toBe(false);
    expect(resets()).toBe(0);
    expect(counters()).toBe(0);
    expect(has('refresh_tokens', 'token', first.refreshToken)).toBe(true);
    expect(has('refresh_tokens', 'token', leaked.refreshToken)).toBe(true);

    // A day after the revocation the revoked family goes; the spent token stays and still gives away a reuse.
    clock += DAY;
    expect((await purgeExpired(server.database.db, clock)).refreshTokens).toBe(2);
    expect(has('refresh_tokens', 'token', leaked.refreshToken)).toBe(false);
    expect(has('refresh_tokens', 'token', leakedNext.refreshToken)).toBe(false);
    expect(has('refresh_tokens', 'token', first.refreshToken)).toBe(true);
    expect((await server.request('POST', `/api/bff/auth/refreshToken/${first.refreshToken}`)).status).toBe(401);
    expect(has('refresh_tokens', 'token', second.refreshToken)).toBe(true); // revoked by the reuse just now

    // Thirty days on, every refresh token of that time has expired and goes, but for the anonymous one never
    // spent, which may still hand its cart to a new identity for a week; so does the cart left empty since.
    clock += 30 * DAY;
    await purgeExpired(server.database.db, clock);
    expect(has('refresh_tokens', 'token', first.refreshToken)).toBe(false);
    expect(has('refresh_tokens', 'token', second.refreshToken)).toBe(false); // revoked by the reuse
    expect(has('refresh_tokens', 'token', leakedNext.refreshToken)).toBe(false);
    expect(has('carts', 'id', 'recent-empty')).toBe(false);
    expect(has('carts', 'id', 'stale-with-line')).toBe(true);
    expect(has('carts', 'id', 'stale-customer')).toBe(true);
  });

  it('keeps an unspent anonymous refresh token a week past its expiry, so the cart can still follow it', async () => {
    const shopper = (await server.request('GET', '/api/bff/auth/accessToken')).body;
    // Only a shopper with something to come back to gets the week (anonymous-cap.test.ts has one without).
    const sku = freshProduct(server, 'jrau').sku;
    expect(
      (await server.request('POST', '/api/bff/cart/add', { token: shopper.accessToken, body: { sku, quantity: 1, itemContainer: 'test' } })).status,
    ).toBe(200);
    const customer = (
      await server.request('POST', '/api/bff/account/customer', {
        body: { email: 'purge-handover@example.com', password: 'capacitor-77', firstName: 'Ada', lastName: 'Byron' },
      })
    ).body;
    clock += 31 * DAY; // both refresh tokens expired a day ago
    await purgeExpired(server.database.db, clock);
    expect(has('refresh_tokens', 'token', customer.refreshToken)).toBe(false);
    expect(has('refresh_tokens', 'token', shopper.refreshToken)).toBe(true);
    const next = await server.request('POST', '/api/bff/auth/accessToken', { body: { previousRefreshToken: shopper.refreshToken } });
    expect(next.status).toBe(200);
    expect(next.body).toMatchObject({ cartHandedOver: true });
    expect(next.body.anonymousId).not.toBe(shopper.anonymousId);

    const late = (await server.request('GET', '/api/bff/auth/accessToken')).body;
    expect(
      (await server.request('POST', '/api/bff/cart/add', { token: late.accessToken, body: { sku, quantity: 1, itemContainer: 'test' } })).status,
    ).toBe(200);
    clock += 38 * DAY; // a week and a day past its expiry
    await purgeExpired(server.database.db, clock);
    expect(has('refresh_tokens', 'token', late.refreshToken)).toBe(false);
  });
});
