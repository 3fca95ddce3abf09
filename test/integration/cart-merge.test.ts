import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { type ApiResponse, numberOf, putStock, type RequestOptions, row, rows, type TestServer, startTestServer } from './harness';

let server: TestServer;
// A clock that moves on every read, so lines added one after another never tie on their time added.
let clock = Date.now();
beforeAll(async () => {
  server = await startTestServer({ now: () => (clock += 1) });
}, 60_000);
afterAll(async () => server?.close());

type SiteCode = 'jrau' | 'jrnz';
const COUNTRY = { jrau: 'AU', jrnz: 'NZ' } as const;
const PASSWORD = 'flux-capacitor-88';
const db = () => server.database.db;

/** Plain products of a site with plenty of stock there, a different slice for each call. */
let offset = 0;
async function plainSkus(site: SiteCode, count: number): Promise<string[]> {
  offset += count;
  const found = await rows<{ sku: string }>(
    server,
    sql`SELECT p.sku FROM products p JOIN product_prices pp ON pp.sku = p.sku AND pp.site = ${site}
       WHERE p.tags = '[]' AND p.order_limit IS NULL AND p.content_type = 'Physical Product'
       AND (SELECT SUM(quantity - reserved) FROM stock WHERE sku = p.sku
            AND location_key IN (SELECT warehouse_key FROM warehouses WHERE country = ${COUNTRY[site]})) >= 100
       ORDER BY p.rank LIMIT ${count} OFFSET ${300 + offset}`,
  );
  return found.map((r) => r.sku);
}
/** Puts exactly `units` of a sku in the country's first warehouse and none elsewhere in the country. */
async function setStock(site: SiteCode, sku: string, units: number): Promise<void> {
  const country = COUNTRY[site];
  await sql`UPDATE stock SET quantity = 0, reserved = 0 WHERE sku = ${sku} AND (location_key IN (SELECT warehouse_key FROM warehouses WHERE country = ${country})
       OR location_key IN (SELECT store_key FROM stores WHERE country = ${country}))`.execute(db());
  const { warehouse_key } = await db()
    .selectFrom('warehouses')
    .select('warehouse_key')
    .where('country', '=', country)
    .orderBy('warehouse_key')
    .executeTakeFirstOrThrow();
  await putStock(server, sku, warehouse_key, units);
}

const anonymous = async (site: SiteCode = 'jrau') => (await server.request('GET', '/api/bff/auth/accessToken', { site })).body;
const add = async (token: string, sku: string, quantity: number, site: SiteCode = 'jrau') => {
  const res = await server.request('POST', '/api/bff/cart/add', { site, token, body: { sku, quantity } });
  expect(res.status, res.text).toBe(200);
  return res.body;
};
const details = (token: string, site: SiteCode = 'jrau') => server.request('GET', '/api/bff/cart/details', { site, token });
/** The cart as a shopper reads it: sku → quantity, in the order shown. */
const linesOf = (cart: any) => cart.lineItems.map((l: any) => [l.variant.sku, l.quantity]);
const anonymousCarts = (anonymousId: string) =>
  db().selectFrom('carts').select(['site', 'frozen']).where('owner', '=', `anonymous:${anonymousId}`).orderBy('site').execute();

let serial = 0;
async function signUp(token?: string, site: SiteCode = 'jrau') {
  serial += 1;
  const email = `merge${serial}@example.com`;
  const res = await server.request('POST', '/api/bff/account/customer', {
    site,
    token,
    body: { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
  });
  expect(res.status, res.text).toBe(201);
  return { email, token: res.body.accessToken as string };
}
async function signIn(email: string, token?: string, site: SiteCode = 'jrau', password = PASSWORD): Promise<ApiResponse> {
  return server.request('POST', '/api/bff/auth/signin', { site, token, body: { email, password } });
}

describe('the anonymous cart joins the customer cart on sign-in', () => {
  it('sign-up brings the anonymous lines and code along; signing in again does not double them', async () => {
    const shopper = await anonymous();
    const [a, b] = await plainSkus('jrau', 2);
    await add(shopper.accessToken, a!, 2);
    await add(shopper.accessToken, b!, 1);
    expect((await server.request('POST', '/api/bff/cart/discount', { token: shopper.accessToken, body: { discountCode: 'MAKER10' } })).status).toBe(
      200,
    );

    const customer = await signUp(shopper.accessToken);
    const cart = (await details(customer.token)).body;
    expect(linesOf(cart)).toEqual([
      [a, 2],
      [b, 1],
    ]);
    expect(cart).toMatchObject({ totalQuantity: 3, discountCode: 'MAKER10', isDiscountCode: true });
    expect(await anonymousCarts(shopper.anonymousId)).toEqual([]);
    // Signing up ended the anonymous token (a new session at authentication): it reads nothing any more.
    expect((await details(shopper.accessToken)).status).toBe(401);

    // The customer's token carries the anonymousId on, so signing in again with it merges again: nothing is left to add.
    const again = await signIn(customer.email, customer.token);
    expect(again.status).toBe(200);
    expect(linesOf((await details(again.body.accessToken)).body)).toEqual([
      [a, 2],
      [b, 1],
    ]);
  });

  it('sign-in adds quantities of the same sku, capped by the order limit and the stock; the customer keeps their code', async () => {
    const customer = await signUp();
    const [plain, short] = await plainSkus('jrau', 2);
    const limited = (await row<{ sku: string; lim: number }>(
      server,
      sql`SELECT p.sku, p.order_limit AS lim FROM products p JOIN product_prices pp ON pp.sku = p.sku AND pp.site = 'jrau' WHERE p.order_limit BETWEEN 3 AND 10 LIMIT 1`,
    ))!;
    await setStock('jrau', limited.sku, 500);
    await setStock('jrau', short!, 5);
    await add(customer.token, plain!, 1);
    await add(customer.token, limited.sku, limited.lim - 1);
    await add(customer.token, short!, 3);
    await server.request('POST', '/api/bff/cart/discount', { token: customer.token, body: { discountCode: 'MAKER10' } });

    const shopper = await anonymous();
    const [fresh] = await plainSkus('jrau', 1);
    await add(shopper.accessToken, plain!, 2);
    await add(shopper.accessToken, limited.sku, 2);
    await add(shopper.accessToken, short!, 4);
    await add(shopper.accessToken, fresh!, 1);
    await server.request('POST', '/api/bff/cart/discount', { token: shopper.accessToken, body: { discountCode: 'SAVE5' } });

    const res = await signIn(customer.email, shopper.accessToken);
    expect(res.status).toBe(200);
    const cart = (await details(res.body.accessToken)).body;
    expect(linesOf(cart)).toEqual([
      [plain, 3],
      [limited.sku, limited.lim],
      [short, 5],
      [fresh, 1],
    ]);
    expect(cart.lineItems.every((l: any) => l.stockMessage === undefined)).toBe(true);
    expect(cart.discountCode).toBe('MAKER10');
    expect(await anonymousCarts(shopper.anonymousId)).toEqual([]);
  });

  it('thaws a frozen anonymous cart into the customer cart, giving its holds back; the carts of other sites stay', async () => {
    const customer = await signUp();
    const shopper = await anonymous();
    const [au] = await plainSkus('jrau', 1);
    const [nz] = await plainSkus('jrnz', 1);
    await setStock('jrau', au!, 3);
    await add(shopper.accessToken, au!, 3);
    await add(shopper.accessToken, nz!, 2, 'jrnz');
    expect(
      (await server.request('PATCH', '/api/bff/cart/freeze', { token: shopper.accessToken, headers: { 'content-type': 'application/json' } })).status,
    ).toBe(200);
    const reserved = async () => ({ n: await numberOf(server, sql`SELECT SUM(reserved) AS n FROM stock WHERE sku = ${au}`) });
    expect((await reserved()).n).toBe(3);

    const res = await signIn(customer.email, shopper.accessToken);
    // Every unit there is came over: the ones the guest held were released before the stock was counted.
    expect(linesOf((await details(res.body.accessToken)).body)).toEqual([[au, 3]]);
    expect((await reserved()).n).toBe(0);
    expect(linesOf((await details(res.body.accessToken, 'jrnz')).body)).toEqual([]);
    expect(await anonymousCarts(shopper.anonymousId)).toEqual([{ site: 'jrnz', frozen: 0 }]);

    // Signing in on the NZ site brings the NZ cart along there: the anonymous token ended at the first sign-in,
    // and the customer's token that replaced it carries the same anonymousId.
    const nzSignIn = await signIn(customer.email, res.body.accessToken, 'jrnz');
    expect(linesOf((await details(nzSignIn.body.accessToken, 'jrnz')).body)).toEqual([[nz, 2]]);
    expect(await anonymousCarts(shopper.anonymousId)).toEqual([]);
  });

  it('a refused sign-in moves nothing', async () => {
    const customer = await signUp();
    const shopper = await anonymous();
    const [sku] = await plainSkus('jrau', 1);
    await add(shopper.accessToken, sku!, 1);
    expect((await signIn(customer.email, shopper.accessToken, 'jrau', 'not-the-password-1')).status).toBe(401);
    expect(linesOf((await details(shopper.accessToken)).body)).toEqual([[sku, 1]]);
    expect(linesOf((await details(customer.token)).body)).toEqual([]);
  });
});

describe('the session service credentials sign-in', () => {
  /** A browser that keeps the cookies the server sets (enough of one for the session service). */
  const cookies = new Map<string, string>();
  const browse = async (method: string, path: string, options: RequestOptions = {}) => {
    const cookie = [...cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const res = await server.request(method, path, { ...options, headers: { ...(cookie ? { cookie } : {}), ...options.headers } });
    const raw = res.headers['set-cookie'];
    for (const line of Array.isArray(raw) ? raw : raw ? [raw] : []) {
      const pair = line.split(';')[0]!;
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq), decodeURIComponent(pair.slice(eq + 1)));
    }
    return res;
  };

  it('brings the cart of the session anonymous shopper into the customer cart', async () => {
    const customer = await signUp();
    const shopper = await anonymous();
    const [a, b] = await plainSkus('jrau', 2);
    await add(shopper.accessToken, a!, 1);
    await add(shopper.accessToken, b!, 3);
    const csrfToken = (await browse('GET', '/api/auth/csrf')).body.csrfToken;
    expect((await browse('POST', '/api/auth/session', { body: { csrfToken, data: shopper } })).status).toBe(200);

    const res = await browse('POST', '/api/auth/callback/credentials', {
      form: { csrfToken, callbackUrl: '/cart', json: 'true', email: customer.email, password: PASSWORD },
    });
    expect(res.body).toEqual({ url: '/cart' });
    const session = (await browse('GET', '/api/auth/session')).body;
    expect(session.status).toBe('authenticated');
    expect(linesOf((await details(session.data.accessToken)).body)).toEqual([
      [a, 1],
      [b, 3],
    ]);
    expect(await anonymousCarts(shopper.anonymousId)).toEqual([]);
  });
});
