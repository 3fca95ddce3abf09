import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { countRows, numberOf, putStock, row, rows, type TestServer, startTestServer } from './harness';

let server: TestServer;
let au: string;
let nz: string;

const SITE = { jrau: { site: 'jrau', brand: 'jc', country: 'AU' }, jrnz: { site: 'jrnz', brand: 'jc', country: 'NZ' } } as const;
type SiteKey = keyof typeof SITE;
/** The locations a site sells from: its country's warehouses and its brand's stores there. */
const locations = (site: SiteKey) => sql`(location_key IN (SELECT warehouse_key FROM warehouses WHERE country = ${SITE[site].country})
  OR location_key IN (SELECT store_key FROM stores WHERE brand = ${SITE[site].brand} AND country = ${SITE[site].country}))`;

const db = () => server.database.db;
const available = async (site: SiteKey, sku: string): Promise<number> =>
  (await numberOf(server, sql`SELECT COALESCE(SUM(quantity - reserved), 0) AS n FROM stock WHERE sku = ${sku} AND ${locations(site)}`))!;
const reserved = async (site: SiteKey, sku: string): Promise<number> =>
  (await numberOf(server, sql`SELECT COALESCE(SUM(reserved), 0) AS n FROM stock WHERE sku = ${sku} AND ${locations(site)}`))!;

/** Plain products of a site (no tags, no limit), well stocked in its country, cheapest last used first. */
async function plainSkus(site: SiteKey, count: number, skip = 0): Promise<string[]> {
  const found = await rows<{ sku: string }>(
    server,
    sql`SELECT p.sku FROM products p JOIN product_prices pp ON pp.sku = p.sku AND pp.site = ${site}
       WHERE p.tags = '[]' AND p.order_limit IS NULL AND p.content_type = 'Physical Product'
       AND (SELECT SUM(quantity - reserved) FROM stock WHERE sku = p.sku AND ${locations(site)}) >= 100
       ORDER BY p.rank LIMIT ${count} OFFSET ${skip}`,
  );
  return found.map((r) => r.sku);
}
/** Puts exactly `units` of a sku in the site's first warehouse and none elsewhere in the country. */
async function setStock(site: SiteKey, sku: string, units: number): Promise<void> {
  await sql`UPDATE stock SET quantity = 0, reserved = 0 WHERE sku = ${sku} AND ${locations(site)}`.execute(db());
  const { warehouse_key } = await db()
    .selectFrom('warehouses')
    .select('warehouse_key')
    .where('country', '=', SITE[site].country)
    .orderBy('warehouse_key')
    .executeTakeFirstOrThrow();
  await putStock(server, sku, warehouse_key, units);
}
const setPrice = (site: SiteKey, sku: string, cents: number) =>
  db().updateTable('product_prices').set({ final_cents: cents, regular_cents: cents }).where('site', '=', site).where('sku', '=', sku).execute();
const cartRows = (token: string) =>
  rows(
    server,
    sql`SELECT l.sku, l.quantity FROM cart_lines l JOIN carts c ON c.id = l.cart_id JOIN access_tokens t
       ON c.owner = 'anonymous:' || t.anonymous_id WHERE t.token = ${token} ORDER BY l.sku`,
  );

const add = (token: string, sku: string, quantity: number, site: SiteKey = 'jrau') =>
  server.request('POST', '/api/bff/cart/add', { site, token, body: { sku, quantity, itemContainer: 'test' } });
const details = (token: string, query = '', site: SiteKey = 'jrau', headers: Record<string, string> = {}) =>
  server.request('GET', `/api/bff/cart/details${query}`, { site, token, headers });
const patch = (token: string, path: string, site: SiteKey = 'jrau') =>
  server.request('PATCH', `/api/bff/cart/${path}`, { site, token, headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  server = await startTestServer();
  au = await server.anonymousToken('jrau');
  nz = await server.anonymousToken('jrnz');
}, 60_000);
afterAll(async () => server?.close());

describe('every cart call needs a valid bearer', () => {
  const calls: Array<[string, string, unknown?]> = [
    ['POST', '/api/bff/cart/add', { sku: 'AB1234', quantity: 1, itemContainer: '' }],
    ['PATCH', '/api/bff/cart/update', [{ lineItemId: 'x', quantity: 1, sku: 'AB1234' }]],
    ['GET', '/api/bff/cart/details'],
    ['PATCH', '/api/bff/cart/freeze'],
    ['PATCH', '/api/bff/cart/unFreeze'],
    ['GET', '/api/bff/cart/upsell'],
    ['POST', '/api/bff/cart/discount', { discountCode: 'MAKER10' }],
    ['DELETE', '/api/bff/cart/discount'],
  ];
  it.each(calls)('%s %s → 401 without or with a bad token', async (method, path, body) => {
    const carts = await countRows(server, 'carts');
    for (const token of [undefined, 'not-a-real-token-0123456789']) {
      const res = await server.request(method, path, { token, body });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
    }
    expect(await countRows(server, 'carts')).toBe(carts);
  });
});

describe('add and update', () => {
  it('adds a line and merges a second add of the same sku into it', async () => {
    const token = await server.anonymousToken('jrau');
    const [sku] = await plainSkus('jrau', 1);
    const first = await add(token, sku!, 2);
    expect(first.status).toBe(200);
    expect(first.body.lineItems).toHaveLength(1);
    const again = await add(token, sku!, 3);
    expect(again.status).toBe(200);
    expect(again.body.lineItems).toHaveLength(1);
    const line = again.body.lineItems[0];
    const { final_cents: price } = await db()
      .selectFrom('product_prices')
      .select('final_cents')
      .where('site', '=', 'jrau')
      .where('sku', '=', sku!)
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({
      variant: { sku },
      quantity: 5,
      itemContainer: 'test',
      inStock: true,
      price: { value: { centAmount: price * 5, currencyCode: 'AUD' } },
    });
    expect(again.body.totalQuantity).toBe(5);
    expect(again.body.totalPrice).toEqual({ centAmount: price * 5, currencyCode: 'AUD' });
  });

  it('refuses malformed bodies with a 400 naming the field and changes nothing', async () => {
    const token = await server.anonymousToken('jrau');
    const [sku] = await plainSkus('jrau', 1);
    const cases: Array<[unknown, string]> = [
      [{ sku, quantity: 0, itemContainer: '' }, 'body.quantity'],
      [{ sku, quantity: 1000, itemContainer: '' }, 'body.quantity'],
      [{ sku, quantity: 1.5, itemContainer: '' }, 'body.quantity'],
      [{ sku, quantity: '2', itemContainer: '' }, 'body.quantity'],
      [{ sku: 'bad sku!', quantity: 1, itemContainer: '' }, 'body.sku'],
      [{ quantity: 1 }, 'body.sku'],
      [[], 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await server.request('POST', '/api/bff/cart/add', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(field);
    }
    const broken = await server.request('POST', '/api/bff/cart/add', { token, raw: '{"sku":' });
    expect(broken.status).toBe(400);
    expect(await cartRows(token)).toEqual([]);
  });

  it('refuses an unknown sku and one not sold on this site with 404', async () => {
    const token = await server.anonymousToken('jrau');
    expect((await add(token, 'ZZ9999', 1)).status).toBe(404);
    const rtauOnly = (await row<{ sku: string }>(
      server,
      sql`SELECT sku FROM product_prices WHERE site = 'rtau' AND sku NOT IN (SELECT sku FROM product_prices WHERE site = 'jrau') LIMIT 1`,
    ))!;
    expect((await add(token, rtauOnly.sku, 1)).status).toBe(404);
    expect(await cartRows(token)).toEqual([]);
  });

  it('keeps the order quantity limit ("Order quantity limit exceeded.")', async () => {
    const token = await server.anonymousToken('jrau');
    const limited = await db()
      .selectFrom('products as p')
      .innerJoin('product_prices as pp', (join) => join.onRef('pp.sku', '=', 'p.sku').on('pp.site', '=', 'jrau'))
      .select(['p.sku', 'p.order_limit as lim'])
      .where('p.order_limit', '>=', 2)
      .where('p.order_limit', '<=', 10)
      .limit(1)
      .executeTakeFirstOrThrow();
    const row = { sku: limited.sku, lim: limited.lim! };
    await setStock('jrau', row.sku, 500);
    const over = await add(token, row.sku, row.lim + 1);
    expect(over).toMatchObject({ status: 400, body: { message: 'Order quantity limit exceeded.' } });
    expect((await add(token, row.sku, row.lim)).status).toBe(200);
    expect(await add(token, row.sku, 1)).toMatchObject({ status: 400, body: { message: 'Order quantity limit exceeded.' } });
    expect(await cartRows(token)).toEqual([{ sku: row.sku, quantity: row.lim }]);
  });

  it('refuses more than the country holds with the §8 messages', async () => {
    const token = await server.anonymousToken('jrau');
    const [short, none] = await plainSkus('jrau', 2, 10);
    await setStock('jrau', short!, 4);
    await setStock('jrau', none!, 0);
    expect(await add(token, short!, 5)).toMatchObject({ status: 400, body: { message: 'Sorry, requested quantity is unavailable.' } });
    expect(await add(token, none!, 1)).toMatchObject({ status: 400, body: { message: 'Out of stock' } });
    expect((await add(token, short!, 3)).status).toBe(200);
    expect(await add(token, short!, 2)).toMatchObject({ status: 400, body: { message: 'Sorry, requested quantity is unavailable.' } });
    expect(await cartRows(token)).toEqual([{ sku: short, quantity: 3 }]);
  });

  it('updates quantities, removes a line at 0, and is all-or-nothing', async () => {
    const token = await server.anonymousToken('jrau');
    const [a, b, c] = await plainSkus('jrau', 3, 20);
    await setStock('jrau', c!, 6);
    await add(token, a!, 1);
    await add(token, b!, 1);
    const cart = (await add(token, c!, 1)).body;
    const id = (sku: string) => cart.lineItems.find((l: any) => l.variant.sku === sku).id;

    const ok = await server.request('PATCH', '/api/bff/cart/update', {
      token,
      body: [
        { lineItemId: id(a!), quantity: 4, sku: a },
        { lineItemId: id(b!), quantity: 0, sku: b },
      ],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.lineItems.map((l: any) => [l.variant.sku, l.quantity])).toEqual([
      [a, 4],
      [c, 1],
    ]);

    const before = await cartRows(token);
    const tooMany = await server.request('PATCH', '/api/bff/cart/update', {
      token,
      body: [
        { lineItemId: id(a!), quantity: 2, sku: a },
        { lineItemId: id(c!), quantity: 7, sku: c },
      ],
    });
    expect(tooMany).toMatchObject({ status: 400, body: { message: 'Sorry, requested quantity is unavailable.' } });
    expect(await cartRows(token)).toEqual(before);

    expect((await server.request('PATCH', '/api/bff/cart/update', { token, body: [{ lineItemId: 'nope', quantity: 1, sku: a }] })).status).toBe(404);
    expect((await server.request('PATCH', '/api/bff/cart/update', { token, body: [{ lineItemId: id(b!), quantity: 1, sku: b }] })).status).toBe(404);
    const wrongSku = await server.request('PATCH', '/api/bff/cart/update', { token, body: [{ lineItemId: id(a!), quantity: 1, sku: c }] });
    expect(wrongSku.status).toBe(400);
    expect(wrongSku.body.message).toMatch(/^body\.0\.sku/);
    const negative = await server.request('PATCH', '/api/bff/cart/update', { token, body: [{ lineItemId: id(a!), quantity: -1, sku: a }] });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toMatch(/^body\.0\.quantity/);
    expect((await server.request('PATCH', '/api/bff/cart/update', { token, body: [] })).status).toBe(400);
    expect((await server.request('PATCH', '/api/bff/cart/update', { token, body: { lineItemId: id(a!) } })).body.message).toMatch(/^body/);
    expect(await cartRows(token)).toEqual(before);
  });

  it('gives each shopper and site their own cart', async () => {
    const other = await server.anonymousToken('jrau');
    const [sku] = await plainSkus('jrau', 1, 30);
    await add(other, sku!, 1);
    const mine = await details(au);
    expect(mine.body.lineItems.some((l: any) => l.variant.sku === sku)).toBe(false);
    const nzCart = await details(other, '', 'jrnz');
    expect(nzCart.body).toMatchObject({ lineItems: [], totalPrice: { centAmount: 0, currencyCode: 'NZD' } });
  });

  it('ends 20 concurrent adds of one sku in one line with the summed quantity', async () => {
    const token = await server.anonymousToken('jrau');
    const [sku] = await plainSkus('jrau', 1, 40);
    await setStock('jrau', sku!, 500);
    const results = await Promise.all(Array.from({ length: 20 }, () => add(token, sku!, 2)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await cartRows(token)).toEqual([{ sku, quantity: 40 }]);
  });

  it('lets exactly the stock through when 20 concurrent adds race for 7 units', async () => {
    const token = await server.anonymousToken('jrau');
    const [sku] = await plainSkus('jrau', 1, 41);
    await setStock('jrau', sku!, 7);
    const results = await Promise.all(Array.from({ length: 20 }, () => add(token, sku!, 1)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(7);
    expect(results.filter((r) => r.status === 400).every((r) => r.body.message === 'Sorry, requested quantity is unavailable.')).toBe(true);
    expect(await cartRows(token)).toEqual([{ sku, quantity: 7 }]);
  });
});

describe('details with the lookup context', () => {
  it('says inStock and the §8 cart-line messages when stock falls below a line', async () => {
    const token = await server.anonymousToken('jrau');
    const [a, b] = await plainSkus('jrau', 2, 50);
    await add(token, a!, 3);
    await add(token, b!, 1);
    await setStock('jrau', a!, 2);
    await setStock('jrau', b!, 0);
    const res = await details(token);
    expect(res.status).toBe(200);
    const line = (sku: string) => res.body.lineItems.find((l: any) => l.variant.sku === sku);
    expect(line(a!)).toMatchObject({ inStock: true, stockMessage: 'Sorry, the required quantity isnt available, please reduce the quantity.' });
    expect(line(b!)).toMatchObject({ inStock: false, stockMessage: 'Sorry, item is out of stock. Please remove the item.' });
    expect(line(b!).availabilityMessages).toContain('Out of stock');
  });

  it('adds delivery for a postcode and collection for the chosen store', async () => {
    const token = await server.anonymousToken('jrau');
    const [sku] = await plainSkus('jrau', 1, 60);
    await add(token, sku!, 1);
    const store = await db()
      .selectFrom('stores')
      .select(['store_key', 'name'])
      .where('brand', '=', 'jc')
      .where('country', '=', 'AU')
      .orderBy('store_key')
      .limit(1)
      .executeTakeFirstOrThrow();
    const inStore =
      (await numberOf(server, sql`SELECT quantity - reserved AS n FROM stock WHERE sku = ${sku} AND location_key = ${store.store_key}`)) ?? 0;
    const res = await details(token, '?postcode=2000&suburb=Sydney&state=NSW&country=AU', 'jrau', { storeKey: store.store_key });
    expect(res.status).toBe(200);
    const line = res.body.lineItems[0];
    expect(line.delivery.deliveryMethods.map((m: any) => m.deliveryMethod)).toContain('JAU_STD');
    expect(line.delivery.deliveryMethods.every((m: any) => m.fullBasket === true)).toBe(true);
    expect(line.collection).toMatchObject({ storeKey: store.store_key, storeName: store.name, available: inStore });
    if (inStore === 0) expect(line.collection.code).toBe('CNC_NO_STOCK');

    const byPosition = await details(token, '?latitude=-33.87&longitude=151.21');
    expect(byPosition.body.lineItems[0].collection.storeKey).toMatch(/^jc-au-/);
    const plain = await details(token);
    expect(plain.body.lineItems[0].delivery).toBeUndefined();
    expect(plain.body.lineItems[0].collection).toBeUndefined();
    const unknownPostcode = await details(token, '?postcode=0001');
    expect(unknownPostcode.status).toBe(200);
    expect(unknownPostcode.body.lineItems[0].delivery).toBeUndefined();
  });

  it('refuses a malformed context naming the field', async () => {
    for (const [query, field] of [
      ['?postcode=20', 'query.postcode'],
      ['?latitude=91&longitude=0', 'query.latitude'],
      ['?latitude=-33', 'query.latitude'],
      ['?longitude=abc', 'query.longitude'],
      ['?country=US', 'query.country'],
      // Empty or blank is no position at all, not the point 0,0.
      ['?latitude=&longitude=', 'query.longitude'],
      ['?latitude=-33.87&longitude=', 'query.longitude'],
      ['?latitude=%20&longitude=151.21', 'query.latitude'],
    ]) {
      const res = await details(au, query);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toContain(field);
    }
  });

  it('answers an empty cart for a shopper who never added anything', async () => {
    const token = await server.anonymousToken('jrnz');
    const res = await details(token, '', 'jrnz');
    expect(res.body).toMatchObject({
      lineItems: [],
      totalQuantity: 0,
      isDiscountCode: false,
      frozen: false,
      gst: { centAmount: 0, currencyCode: 'NZD' },
    });
    expect(res.body.id).toBeUndefined();
  });
});

describe('discount codes, totals and GST', () => {
  it('AU: MAKER10 on 2 × $19.99 + 1 × $45.50, checked by hand', async () => {
    const token = await server.anonymousToken('jrau');
    const [a, b] = await plainSkus('jrau', 2, 70);
    await setPrice('jrau', a!, 1999);
    await setPrice('jrau', b!, 4550);
    await add(token, a!, 2);
    const plain = (await add(token, b!, 1)).body;
    // 3998 + 4550 = 8548; GST = 8548 × 10 / 110 = 777.09 → 777.
    expect(plain).toMatchObject({
      subtotal: { centAmount: 8548 },
      discount: { centAmount: 0 },
      totalPrice: { centAmount: 8548 },
      gst: { centAmount: 777 },
      isDiscountCode: false,
    });

    const res = await server.request('POST', '/api/bff/cart/discount', { token, body: { discountCode: 'maker10' } });
    expect(res.status).toBe(200);
    // 10 % of 8548 = 854.8 → 855; total 7693; GST = 7693 × 10 / 110 = 699.36 → 699.
    expect(res.body).toMatchObject({
      subtotal: { centAmount: 8548, currencyCode: 'AUD' },
      discount: { centAmount: 855, currencyCode: 'AUD' },
      totalPrice: { centAmount: 7693, currencyCode: 'AUD' },
      gst: { centAmount: 699, currencyCode: 'AUD' },
      isDiscountCode: true,
      discountCode: 'MAKER10',
      discountApplies: true,
    });
    // The 855 is spread by line total: 3998 → 3598 (400 off), 4550 → 4095 (455 off).
    const line = (sku: string) => res.body.lineItems.find((l: any) => l.variant.sku === sku);
    expect(line(a!).price).toEqual({
      value: { centAmount: 3998, currencyCode: 'AUD' },
      discounted: { value: { centAmount: 3598, currencyCode: 'AUD' } },
    });
    expect(line(b!).price.discounted.value.centAmount).toBe(4095);

    const removed = await server.request('DELETE', '/api/bff/cart/discount', { token, headers: { 'content-type': 'application/json' } });
    expect(removed.body).toMatchObject({ totalPrice: { centAmount: 8548 }, isDiscountCode: false, discountCode: null });
    expect(removed.body.lineItems[0].price.discounted).toBeUndefined();
  });

  it('NZ: SAVE5 ($5 off from $50) on the same basket in NZD, GST 15 %', async () => {
    const [a, b] = await plainSkus('jrnz', 2, 70);
    await setPrice('jrnz', a!, 1999);
    await setPrice('jrnz', b!, 4550);
    await add(nz, a!, 2, 'jrnz');
    await add(nz, b!, 1, 'jrnz');
    const res = await server.request('POST', '/api/bff/cart/discount', { site: 'jrnz', token: nz, body: { discountCode: 'SAVE5' } });
    // 8548 − 500 = 8048; GST = 8048 × 15 / 115 = 1049.74 → 1050.
    expect(res.body).toMatchObject({
      subtotal: { centAmount: 8548, currencyCode: 'NZD' },
      discount: { centAmount: 500, currencyCode: 'NZD' },
      totalPrice: { centAmount: 8048, currencyCode: 'NZD' },
      gst: { centAmount: 1050, currencyCode: 'NZD' },
      discountCode: 'SAVE5',
    });
    const sum = res.body.lineItems.reduce((s: number, l: any) => s + (l.price.discounted?.value ?? l.price.value).centAmount, 0);
    expect(sum).toBe(8048);
  });

  it('refuses unknown, inactive, other-site and under-minimum codes and keeps the cart as it was', async () => {
    const token = await server.anonymousToken('jrau');
    const [sku] = await plainSkus('jrau', 1, 80);
    await setPrice('jrau', sku!, 1000);
    await add(token, sku!, 1);
    for (const code of ['NOPE', 'EXPIRED20', 'KIWI15']) {
      const res = await server.request('POST', '/api/bff/cart/discount', { token, body: { discountCode: code } });
      expect(res).toMatchObject({ status: 400, body: { message: 'Discount code is not valid' } });
    }
    const under = await server.request('POST', '/api/bff/cart/discount', { token, body: { discountCode: 'SAVE5' } });
    expect(under.status).toBe(400);
    expect(under.body.message).toContain('$50.00');
    const blank = await server.request('POST', '/api/bff/cart/discount', { token, body: { discountCode: '' } });
    expect(blank.body.message).toContain('body.discountCode');
    expect((await details(token)).body).toMatchObject({ isDiscountCode: false, discount: { centAmount: 0 } });
  });

  it('holds one code per order: a second is refused naming both, the first stays, and after removing it the second applies', async () => {
    const token = await server.anonymousToken('jrau');
    const [sku] = await plainSkus('jrau', 1, 82);
    await setPrice('jrau', sku!, 6000);
    await add(token, sku!, 1);
    expect((await server.request('POST', '/api/bff/cart/discount', { token, body: { discountCode: 'MAKER10' } })).body.discount.centAmount).toBe(600);
    // The same code again changes nothing and is no error.
    expect((await server.request('POST', '/api/bff/cart/discount', { token, body: { discountCode: 'maker10' } })).status).toBe(200);
    const second = await server.request('POST', '/api/bff/cart/discount', { token, body: { discountCode: 'save5' } });
    expect(second).toMatchObject({ status: 409, body: { message: 'Only one discount code per order: MAKER10 is applied. Remove it to use SAVE5.' } });
    expect((await details(token)).body).toMatchObject({ discountCode: 'MAKER10', discount: { centAmount: 600 }, totalPrice: { centAmount: 5400 } });
    // An unknown code is still just not valid, whatever the cart holds.
    expect((await server.request('POST', '/api/bff/cart/discount', { token, body: { discountCode: 'NOPE' } })).body.message).toBe(
      'Discount code is not valid',
    );
    await server.request('DELETE', '/api/bff/cart/discount', { token, headers: { 'content-type': 'application/json' } });
    const swapped = await server.request('POST', '/api/bff/cart/discount', { token, body: { discountCode: 'SAVE5' } });
    expect(swapped.body).toMatchObject({ discountCode: 'SAVE5', discount: { centAmount: 500 }, totalPrice: { centAmount: 5500 } });
  });

  it('keeps a code whose minimum spend is no longer met, without effect', async () => {
    const token = await server.anonymousToken('jrau');
    const [sku] = await plainSkus('jrau', 1, 81);
    await setPrice('jrau', sku!, 3000);
    const cart = (await add(token, sku!, 2)).body;
    expect((await server.request('POST', '/api/bff/cart/discount', { token, body: { discountCode: 'SAVE5' } })).body.discount.centAmount).toBe(500);
    const res = await server.request('PATCH', '/api/bff/cart/update', { token, body: [{ lineItemId: cart.lineItems[0].id, quantity: 1, sku }] });
    expect(res.body).toMatchObject({ isDiscountCode: true, discountApplies: false, discount: { centAmount: 0 }, totalPrice: { centAmount: 3000 } });
  });
});

describe('freeze and unFreeze', () => {
  it('reserves the line quantities, is idempotent, blocks changes, and releases them', async () => {
    const token = await server.anonymousToken('jrau');
    const [a, b] = await plainSkus('jrau', 2, 90);
    await add(token, a!, 3);
    const cart = (await add(token, b!, 2)).body;
    const before = { a: await reserved('jrau', a!), b: await reserved('jrau', b!), availA: await available('jrau', a!) };

    const frozen = await patch(token, 'freeze');
    expect(frozen.status).toBe(200);
    expect(frozen.body.frozen).toBe(true);
    expect(frozen.body.lineItems.every((l: any) => l.inStock && l.stockMessage === undefined)).toBe(true);
    expect([await reserved('jrau', a!), await reserved('jrau', b!)]).toEqual([before.a + 3, before.b + 2]);
    expect(await available('jrau', a!)).toBe(before.availA - 3);

    expect((await patch(token, 'freeze')).status).toBe(200);
    expect([await reserved('jrau', a!), await reserved('jrau', b!)]).toEqual([before.a + 3, before.b + 2]);

    expect((await add(token, a!, 1)).status).toBe(409);
    expect(
      (await server.request('PATCH', '/api/bff/cart/update', { token, body: [{ lineItemId: cart.lineItems[0].id, quantity: 1, sku: a }] })).status,
    ).toBe(409);
    expect((await server.request('POST', '/api/bff/cart/discount', { token, body: { discountCode: 'MAKER10' } })).status).toBe(409);
    expect(await cartRows(token)).toEqual(
      [
        { sku: a, quantity: 3 },
        { sku: b, quantity: 2 },
      ].sort((x, y) => x.sku!.localeCompare(y.sku!)),
    );

    const thawed = await patch(token, 'unFreeze');
    expect(thawed.body.frozen).toBe(false);
    expect([await reserved('jrau', a!), await reserved('jrau', b!)]).toEqual([before.a, before.b]);
    expect((await patch(token, 'unFreeze')).status).toBe(200);
    expect([await reserved('jrau', a!), await reserved('jrau', b!)]).toEqual([before.a, before.b]);
    expect((await add(token, a!, 1)).status).toBe(200);
  });

  it('refuses to freeze when a line is short, holding nothing at all', async () => {
    const token = await server.anonymousToken('jrau');
    const [a, b] = await plainSkus('jrau', 2, 100);
    await add(token, a!, 2);
    await add(token, b!, 5);
    await setStock('jrau', b!, 3);
    const before = await reserved('jrau', a!);
    const res = await patch(token, 'freeze');
    expect(res).toMatchObject({ status: 400, body: { message: 'Sorry, the required quantity isnt available, please reduce the quantity.' } });
    expect(await reserved('jrau', a!)).toBe(before);
    expect(await reserved('jrau', b!)).toBe(0);
    expect((await details(token)).body.frozen).toBe(false);
    await setStock('jrau', b!, 0);
    expect((await patch(token, 'freeze')).body.message).toBe('Sorry, item is out of stock. Please remove the item.');
  });

  it('spreads a hold over several locations and never holds more than is on hand', async () => {
    const token = await server.anonymousToken('jrau');
    const [sku] = await plainSkus('jrau', 1, 110);
    await setStock('jrau', sku!, 4);
    const { store_key: store } = await db()
      .selectFrom('stores')
      .select('store_key')
      .where('brand', '=', 'jc')
      .where('country', '=', 'AU')
      .orderBy('store_key')
      .limit(1)
      .executeTakeFirstOrThrow();
    await putStock(server, sku!, store, 5);
    await add(token, sku!, 9);
    expect((await patch(token, 'freeze')).status).toBe(200);
    expect(await reserved('jrau', sku!)).toBe(9);
    expect(await available('jrau', sku!)).toBe(0);
    expect((await patch(token, 'unFreeze')).status).toBe(200);
    expect(await reserved('jrau', sku!)).toBe(0);
  });

  it('refuses to freeze an empty cart', async () => {
    const token = await server.anonymousToken('jrau');
    expect(await patch(token, 'freeze')).toMatchObject({ status: 400, body: { message: 'The cart is empty' } });
    expect((await patch(token, 'unFreeze')).status).toBe(200);
  });
});

describe('upsell', () => {
  it('offers in-stock products of the cart categories that are not in the cart', async () => {
    const token = await server.anonymousToken('jrau');
    const [sku] = await plainSkus('jrau', 1, 5);
    const line = (await add(token, sku!, 1)).body.lineItems[0];
    const res = await server.request('GET', '/api/bff/cart/upsell', { token });
    expect(res.status).toBe(200);
    expect(res.body.title).toBeTruthy();
    expect(res.body.upsellProducts.length).toBeGreaterThan(0);
    for (const product of res.body.upsellProducts) {
      expect(product.sku).not.toBe(sku);
      expect(product.inStock).toBe(true);
      expect(await available('jrau', product.sku)).toBeGreaterThan(0);
      expect(product.category2Name).toBe(line.category2Name);
      expect(product.finalPrice.currencyCode).toBe('AUD');
    }
  });

  it('is an empty list for an empty cart', async () => {
    const token = await server.anonymousToken('jrau');
    const res = await server.request('GET', '/api/bff/cart/upsell', { token });
    expect(res.body.upsellProducts).toEqual([]);
  });
});
