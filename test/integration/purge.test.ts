import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from '../../server/services/housekeeping/purge';
import { freshProduct } from './checkout-support';
import { sql } from 'kysely';
import { countRows, numberOf, type TestServer, startTestServer } from './harness';

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

const db = () => server.database.db;
const has = async (table: 'access_tokens' | 'refresh_tokens' | 'carts', column: 'token' | 'id', value: string) =>
  (await numberOf(server, sql`SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${value}`)) === 1;

async function cart(id: string, owner: string, updatedAt: number, withLine = false): Promise<void> {
  await db().insertInto('carts').values({ id, site: 'jrau', owner, frozen: 0, discount_code: null, updated_at: updatedAt }).execute();
  if (withLine) {
    const { sku } = await db()
      .selectFrom('product_prices')
      .select('sku')
      .where('site', '=', 'jrau')
      .orderBy('sku')
      .limit(1)
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('cart_lines')
      .values({ id: `${id}-line`, cart_id: id, sku, quantity: 1, item_container: 'cart', added_at: updatedAt })
      .execute();
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
    const resets = () => countRows(server, 'password_resets');
    expect(await resets()).toBe(1);
    const counters = () => countRows(server, 'sign_in_attempts');
    expect(await counters()).toBeGreaterThan(0);
    await cart('stale-empty', 'anonymous:gone', START - 31 * DAY);
    await cart('stale-with-line', 'anonymous:kept', START - 31 * DAY, true);
    await cart('stale-customer', 'customer:someone', START - 31 * DAY);
    await cart('recent-empty', 'anonymous:recent', START - 29 * DAY);

    // The revoked family's access tokens ended at the revocation, and the stale empty anonymous cart goes at once.
    expect(await purgeExpired(server.database.db, clock)).toMatchObject({ accessTokens: 2, refreshTokens: 0, passwordResets: 0, emptyCarts: 1 });
    expect(await has('access_tokens', 'token', leakedNext.accessToken)).toBe(false);
    expect(await has('access_tokens', 'token', second.accessToken)).toBe(true);
    expect(await has('carts', 'id', 'stale-empty')).toBe(false);
    for (const id of ['stale-with-line', 'stale-customer', 'recent-empty']) expect(await has('carts', 'id', id)).toBe(true);

    // Two hours on: access tokens, the reset and the counters have expired; the revoked family is kept a day.
    clock += 2 * 60 * MINUTE;
    const purged = await purgeExpired(server.database.db, clock);
    expect(purged).toMatchObject({ passwordResets: 1, refreshTokens: 0 });
    expect(purged.accessTokens).toBe(3); // first, second and the new customer's
    for (const token of [first, second, leaked, leakedNext]) expect(await has('access_tokens', 'token', token.accessToken)).toBe(false);
    expect(await resets()).toBe(0);
    expect(await counters()).toBe(0);
    expect(await has('refresh_tokens', 'token', first.refreshToken)).toBe(true);
    expect(await has('refresh_tokens', 'token', leaked.refreshToken)).toBe(true);

    // A day after the revocation the revoked family goes; the spent token stays and still gives away a reuse.
    clock += DAY;
    expect((await purgeExpired(server.database.db, clock)).refreshTokens).toBe(2);
    expect(await has('refresh_tokens', 'token', leaked.refreshToken)).toBe(false);
    expect(await has('refresh_tokens', 'token', leakedNext.refreshToken)).toBe(false);
    expect(await has('refresh_tokens', 'token', first.refreshToken)).toBe(true);
    expect((await server.request('POST', `/api/bff/auth/refreshToken/${first.refreshToken}`)).status).toBe(401);
    expect(await has('refresh_tokens', 'token', second.refreshToken)).toBe(true); // revoked by the reuse just now

    // Thirty days on, every refresh token of that time has expired and goes, but for the anonymous one never
    // spent, which may still hand its cart to a new identity for a week; so does the cart left empty since.
    clock += 30 * DAY;
    await purgeExpired(server.database.db, clock);
    expect(await has('refresh_tokens', 'token', first.refreshToken)).toBe(false);
    expect(await has('refresh_tokens', 'token', second.refreshToken)).toBe(false); // revoked by the reuse
    expect(await has('refresh_tokens', 'token', leakedNext.refreshToken)).toBe(false);
    expect(await has('carts', 'id', 'recent-empty')).toBe(false);
    expect(await has('carts', 'id', 'stale-with-line')).toBe(true);
    expect(await has('carts', 'id', 'stale-customer')).toBe(true);
  });

  it('keeps an unspent anonymous refresh token a week past its expiry, so the cart can still follow it', async () => {
    const shopper = (await server.request('GET', '/api/bff/auth/accessToken')).body;
    // Only a shopper with something to come back to gets the week (anonymous-cap.test.ts has one without).
    const sku = (await freshProduct(server, 'jrau')).sku;
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
    expect(await has('refresh_tokens', 'token', customer.refreshToken)).toBe(false);
    expect(await has('refresh_tokens', 'token', shopper.refreshToken)).toBe(true);
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
    expect(await has('refresh_tokens', 'token', late.refreshToken)).toBe(false);
  });
});
