import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE, FORM_BODY_MESSAGE } from '../../server/http/same-origin';
import { freshProduct } from './checkout-support';
import { sql } from 'kysely';
import { countRows, numberOf, type TestServer, startTestServer } from './harness';

/**
 * A page of another site posting to the shop in a shopper's browser (cross-site request forgery): the
 * browser adds the shopper's cookies, Origin and Sec-Fetch-Site, and a form needs no preflight.
 */
let server: TestServer;
let sku: string;

beforeAll(async () => {
  server = await startTestServer();
  sku = (await freshProduct(server, 'jrau')).sku;
});
afterAll(async () => {
  await server?.close();
});

const ownOrigin = () => `http://jrau.localhost:${server.port}`;
const resets = () => countRows(server, 'password_resets');
/** Mail queued: a refused request queues none (the outbox is written with the change itself). */
const mails = () => countRows(server, 'mail_outbox');

async function shopperWithAccount() {
  const email = `csrf-${Math.random().toString(36).slice(2)}@example.com`;
  const res = await server.request('POST', '/api/bff/account/customer', {
    body: { email, password: 'breadboard-42', firstName: 'Grace', lastName: 'Hopper' },
  });
  expect(res.status, res.text).toBe(201);
  return { email, token: res.body.accessToken as string };
}

const cartLines = async (token: string) =>
  (await numberOf(
    server,
    sql`SELECT count(*) AS n FROM cart_lines l JOIN carts c ON c.id = l.cart_id JOIN access_tokens t ON c.owner = 'anonymous:' || t.anonymous_id WHERE t.token = ${token}`,
  ))!;
const add = (token: string, headers: Record<string, string>) =>
  server.request('POST', '/api/bff/cart/add', { token, body: { sku, quantity: 1, itemContainer: 'test' }, headers });

describe('cross-site requests to the BFF', () => {
  it('refuses a forged form post to forgot-password, and does nothing', async () => {
    const { email } = await shopperWithAccount();
    const [resetsBefore, mailsBefore] = [await resets(), await mails()];
    const forged: Array<Record<string, string>> = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { origin: `http://jrnz.localhost:${server.port}`, 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of forged) {
      const res = await server.request('POST', '/api/bff/account/forgot-password', { form: { email }, headers });
      expect(res.body).toEqual({ statusCode: 403, message: CROSS_SITE_MESSAGE });
    }
    expect([await resets(), await mails()]).toEqual([resetsBefore, mailsBefore]);
  });

  it('refuses a forged post to the cart, and the cart is unchanged', async () => {
    const token = await server.anonymousToken();
    const cart = await add(token, {});
    expect(cart.status).toBe(200);
    expect((await add(token, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).body).toEqual({
      statusCode: 403,
      message: CROSS_SITE_MESSAGE,
    });
    const lineItemId = cart.body.lineItems[0].id as string;
    const remove = [{ lineItemId, sku, quantity: 0 }];
    const update = await server.request('PATCH', '/api/bff/cart/update', { token, body: remove, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(update.status).toBe(403);
    expect(await cartLines(token)).toBe(1);
    expect((await server.request('PATCH', '/api/bff/cart/update', { token, body: remove })).status).toBe(200); // the same call from the shop's page
    expect(await cartLines(token)).toBe(0);
  });

  it('takes no form bodies on the BFF, whoever sends them', async () => {
    const { email } = await shopperWithAccount();
    const resetsBefore = await resets();
    const res = await server.request('POST', '/api/bff/account/forgot-password', { form: { email } });
    expect(res.body).toEqual({ statusCode: 415, message: FORM_BODY_MESSAGE });
    const plain = await server.request('POST', '/api/bff/account/forgot-password', {
      raw: JSON.stringify({ email }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
    expect(await resets()).toBe(resetsBefore);
  });

  it('lets same-origin calls through, as the shop’s own pages send them, and calls without either header', async () => {
    const { email } = await shopperWithAccount();
    const asBrowser = { origin: ownOrigin(), 'sec-fetch-site': 'same-origin' };
    expect((await server.request('POST', '/api/bff/account/forgot-password', { body: { email }, headers: asBrowser })).body).toEqual({ sent: true });
    expect((await server.request('POST', '/api/bff/account/forgot-password', { body: { email } })).body).toEqual({ sent: true });
    const token = await server.anonymousToken();
    const added = await add(token, asBrowser);
    expect(added.status, added.text).toBe(200);
    expect(await cartLines(token)).toBe(1);
    // Reads are not refused from anywhere: a GET changes nothing.
    expect(
      (await server.request('GET', '/api/bff/cart/details', { token, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } }))
        .status,
    ).toBe(200);
  });

  it('leaves the session service’s own forms alone', async () => {
    const csrf = await server.request('GET', '/api/auth/csrf');
    const cookie = String(csrf.headers['set-cookie'] ?? '').split(';')[0]!;
    const res = await server.request('POST', '/api/auth/signout', {
      form: { csrfToken: csrf.body.csrfToken, callbackUrl: '/', json: 'true' },
      headers: { cookie, origin: ownOrigin(), 'sec-fetch-site': 'same-origin' },
    });
    expect(res.status, res.text).toBe(200);
  });
});
