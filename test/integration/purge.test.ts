import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../../server/composition';
import type { Sandbox } from '../../server/sandbox';
import { OPEN_LIFETIME_MS, PAYMENT_LIFETIME_MS } from '../../server/sandbox/records';
import { purgeExpired } from '../../server/services/housekeeping/purge';
import { freshProduct } from './checkout-support';
import { sql } from 'kysely';
import { countRows, numberOf, type TestServer, serveContainer, startTestServer, testServerContainer } from './harness';
import { card } from './sandbox-harness';

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

describe('purgeExpired and the payment sandboxes', () => {
  let shop: TestServer;
  let sandbox: Sandbox;
  beforeAll(async () => {
    const built = await testServerContainer({ now: () => clock });
    shop = await serveContainer(built);
    sandbox = await built.container.getAsync(TOKENS.Sandbox);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const session = (reference: string) =>
    sandbox.gateways.card.createSession({
      reference,
      amount: 3_000,
      currency: 'AUD',
      returnUrl: 'http://jrau.localhost/checkout',
      fraudToken: 'ftr_purgedevice1',
      country: 'AU',
    });

  it('deletes sessions nobody paid a day on, payments and refunds long after, and never a saved card', async () => {
    const unpaid = await session('JAU-PURGE-OPEN');
    const paid = await session('JAU-PURGE-PAID');
    const wallet = { sessionData: paid.sessionData, paymentMethod: { type: 'wallet' } };
    expect((await shop.request('POST', `/sandbox/adyen/sessions/${paid.id}/payments`, { body: wallet })).body.resultCode).toBe('Authorised');
    expect(await sandbox.gateways.card.refund({ reference: 'JAU-PURGE-PAID', amount: 3_000, reason: 'Refused' })).toEqual({ refunded: true });
    const request = await sandbox.gateways.payForm.createPayRequest({
      reference: 'JAU-PURGE-CARD',
      amount: 1_000,
      currency: 'AUD',
      customerId: 'customer-purge',
      fraudToken: 'ftr_purgedevice2',
    });
    const saved = await shop.request('POST', `/sandbox/tyro/pay-requests/${request.paySecret}/pay`, {
      body: { card: card('4111111111111111'), save: true },
    });
    expect(await sandbox.gateways.payForm.saveCard({ payId: saved.body.payId, customerId: 'customer-purge', save: true })).toBe(true);
    const dropIn = (id: string) => shop.request('GET', `/sandbox/adyen/drop-in?sessionId=${id}`);
    expect((await dropIn(unpaid.id)).status).toBe(200);

    // Nothing has outlived its lifetime yet.
    expect((await purgeExpired(shop.database.db, clock)).sandboxRecords).toBe(0);

    // A day on, the sessions and the pay request are gone; the payments, the refund and the saved card are kept.
    clock += OPEN_LIFETIME_MS;
    expect((await purgeExpired(shop.database.db, clock)).sandboxRecords).toBeGreaterThan(0);
    expect((await dropIn(unpaid.id)).status).toBe(404);
    expect((await dropIn(paid.id)).status).toBe(404);
    expect(await sandbox.gateways.card.paymentState({ reference: 'JAU-PURGE-PAID' })).toEqual({ state: 'refunded', reason: 'Refunded' });
    expect(await sandbox.gateways.payForm.paymentState({ reference: 'JAU-PURGE-CARD' })).toMatchObject({ state: 'authorised', amount: 1_000 });
    expect(await sandbox.gateways.payForm.savedCards('customer-purge')).toEqual([expect.objectContaining({ brand: 'visa', last4: '1111' })]);

    // Past a payment's lifetime the payments and the refund go too; the saved card stays until it is deleted.
    clock += PAYMENT_LIFETIME_MS;
    expect((await purgeExpired(shop.database.db, clock)).sandboxRecords).toBeGreaterThan(0);
    expect(await sandbox.gateways.card.paymentState({ reference: 'JAU-PURGE-PAID' })).toEqual({ state: 'none' });
    expect(await sandbox.gateways.payForm.paymentState({ reference: 'JAU-PURGE-CARD' })).toEqual({ state: 'none' });
    expect(await sandbox.gateways.payForm.savedCards('customer-purge')).toHaveLength(1);
    const left = await shop.database.db.selectFrom('sandbox_records').select(['provider', 'kind']).execute();
    expect(left).toEqual([{ provider: 'tyro', kind: 'wallet' }]);
  });
});
