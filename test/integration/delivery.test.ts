import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { numberOf, putStock, row, type TestServer, startTestServer } from './harness';

let server: TestServer;
const db = () => server.database.db;
const LOCATIONS = sql`(location_key IN (SELECT warehouse_key FROM warehouses WHERE country = 'AU')
  OR location_key IN (SELECT store_key FROM stores WHERE brand = 'jc' AND country = 'AU'))`;
const UNABLE = 'Sorry we are unable to deliver this product to this location';

/** A jrau product carrying exactly these tags, with at least `min` units in AU; price bounds in cents. */
async function skuWith(tags: string[], min = 5, priceBelow = 9000): Promise<string> {
  const found = await row<{ sku: string }>(
    server,
    sql`SELECT p.sku FROM products p JOIN product_prices pp ON pp.sku = p.sku AND pp.site = 'jrau'
       WHERE p.tags = ${JSON.stringify(tags)} AND pp.final_cents < ${priceBelow}
       AND (SELECT SUM(quantity - reserved) FROM stock WHERE sku = p.sku AND ${LOCATIONS}) >= ${min}
       ORDER BY p.rank LIMIT 1`,
  );
  if (!found) throw new Error(`no product tagged ${tags.join(',')}`);
  return found.sku;
}
const delivery = (postcode: string, query: string, site: 'jrau' | 'jrnz' = 'jrau') =>
  server.request('GET', `/api/bff/stores/delivery/${postcode}?${query}`, { site });
const codes = (body: any): string[] => body.deliveryMethods.map((m: any) => m.deliveryMethod);

function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const r = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(r(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(r(a.latitude)) * Math.cos(r(b.latitude)) * Math.sin(r(b.longitude - a.longitude) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => server?.close());

describe('delivery availability by postcode, distance and item tags', () => {
  it('a plain item in a capital: standard and express, each marked fullBasket', async () => {
    const res = await delivery('3000', `sku=${await skuWith([])}&suburb=Melbourne&state=VIC`);
    expect(res.status).toBe(200);
    expect(codes(res.body)).toEqual(expect.arrayContaining(['JAU_STD', 'JAU_EXP']));
    expect(res.body.deliveryMethods.every((m: any) => m.fullBasket === true && m.isBulkyItem === false)).toBe(true);
    expect(res.body).toMatchObject({ freightServiceErrorCode: 0, freightServiceMessage: '' });
    expect(res.body.deliveryMethods[0]).toMatchObject({
      deliveryLabel: 'Standard delivery',
      deliveryCharge: { centAmount: 995, currencyCode: 'AUD' },
    });
  });

  it('same day only from a store within reach that holds the stock', async () => {
    const sku = await skuWith([]);
    const places = await db()
      .selectFrom('places')
      .select(['latitude', 'longitude'])
      .where('country', '=', 'AU')
      .where('postcode', '=', '2000')
      .execute();
    const centre = {
      latitude: places.reduce((s, p) => s + p.latitude, 0) / places.length,
      longitude: places.reduce((s, p) => s + p.longitude, 0) / places.length,
    };
    const stores = await db()
      .selectFrom('stores')
      .select(['store_key', 'latitude', 'longitude'])
      .where('brand', '=', 'jc')
      .where('country', '=', 'AU')
      .execute();
    const near = stores.map((s) => ({ key: s.store_key, d: km(centre, s) })).sort((a, b) => a.d - b.d);
    expect(near[0]!.d).toBeLessThan(25);
    const far = near.find((s) => s.d > 25)!;
    await sql`UPDATE stock SET quantity = 0, reserved = 0 WHERE sku = ${sku}
      AND location_key IN (SELECT store_key FROM stores WHERE brand = 'jc' AND country = 'AU')`.execute(db());
    const put = { run: (atSku: string, location: string) => putStock(server, atSku, location, 5) };

    await put.run(sku, far.key);
    expect(codes((await delivery('2000', `sku=${sku}`)).body)).not.toContain('JAU_SMD');

    const target = near[near.length > 1 && near[1]!.d < 25 ? 1 : 0]!;
    await put.run(sku, target.key);
    const res = await delivery('2000', `sku=${sku}`);
    const sameDay = res.body.deliveryMethods.find((m: any) => m.deliveryMethod === 'JAU_SMD');
    expect(sameDay).toMatchObject({ deliveryLabel: 'Same day delivery', collectionStore: target.key });
    // Asking for more than that store holds takes same day away.
    expect(codes((await delivery('2000', `sku=${sku}&quantity=6`)).body)).not.toContain('JAU_SMD');
  });

  it('dangerous goods never go by express', async () => {
    const res = await delivery('2000', `sku=${await skuWith(['dangerous-good'])}`);
    expect(codes(res.body)).toContain('JAU_STD');
    expect(codes(res.body)).not.toContain('JAU_EXP');
  });

  it('bulky goods only by bulky freight, never free', async () => {
    const sku = await skuWith(['bulky'], 1, 10_000_000);
    await db().updateTable('product_prices').set({ final_cents: 25000 }).where('site', '=', 'jrau').where('sku', '=', sku).execute();
    const res = await delivery('2000', `sku=${sku}`);
    expect(res.body.deliveryMethods).toHaveLength(1);
    expect(res.body.deliveryMethods[0]).toMatchObject({
      deliveryLabel: 'Bulky goods freight',
      deliveryMethod: 'JAU_NTD',
      isBulkyItem: true,
      fullBasket: true,
      message: 'Sorry but your product does not qualify for free freight',
    });
    expect(res.body.deliveryMethods[0].deliveryCharge.centAmount).toBeGreaterThan(0);
  });

  it('click-and-collect-only items are not delivered: code 793 and the §8 message', async () => {
    const res = await delivery('2000', `sku=${await skuWith(['click-and-collect-only'], 1)}`);
    expect(res.body).toEqual({ deliveryMethods: [], freightServiceErrorCode: 793, freightServiceMessage: UNABLE });
  });

  it('marketplace items come by standard delivery only, with their lead time', async () => {
    const res = await delivery('2000', `sku=${await skuWith(['marketplace'], 1)}`);
    expect(codes(res.body)).toEqual(['JAU_STD']);
    expect(res.body.deliveryMethods[0].deliveryLabel).toContain('15-day');
  });

  it('out of stock: no methods, code 793, "Out of stock"', async () => {
    const sku = await skuWith([], 5, 9000);
    await sql`UPDATE stock SET quantity = 0, reserved = 0 WHERE sku = ${sku} AND ${LOCATIONS}`.execute(db());
    const res = await delivery('2000', `sku=${sku}`);
    expect(res.body).toEqual({ deliveryMethods: [], freightServiceErrorCode: 793, freightServiceMessage: 'Out of stock' });
  });

  it('free standard delivery from $99, paid below', async () => {
    const sku = await skuWith([], 5, 9000);
    const { final_cents: price } = await db()
      .selectFrom('product_prices')
      .select('final_cents')
      .where('site', '=', 'jrau')
      .where('sku', '=', sku)
      .executeTakeFirstOrThrow();
    const cheap = await delivery('2000', `sku=${sku}`);
    expect(cheap.body.deliveryMethods[0].deliveryCharge.centAmount).toBe(995);
    const quantity = Math.ceil(9900 / price);
    const stocked = { n: (await numberOf(server, sql`SELECT SUM(quantity - reserved) AS n FROM stock WHERE sku = ${sku} AND ${LOCATIONS}`))! };
    if (stocked.n >= quantity) {
      const many = await delivery('2000', `sku=${sku}&quantity=${quantity}`);
      expect(many.body.deliveryMethods[0].deliveryCharge.centAmount).toBe(0);
    }
  });

  it('remote places get standard only, at the remote charge', async () => {
    const res = await delivery('0872', `sku=${await skuWith([])}`);
    expect(codes(res.body)).toEqual(['JAU_STD']);
    expect(res.body.deliveryMethods[0].deliveryCharge.centAmount).toBe(1995);
  });

  it('NZ: NZ codes in NZD', async () => {
    const nzSku = (await row<{ sku: string }>(
      server,
      sql`SELECT p.sku FROM products p JOIN product_prices pp ON pp.sku = p.sku AND pp.site = 'jrnz' WHERE p.tags = '[]'
         AND (SELECT SUM(quantity - reserved) FROM stock WHERE sku = p.sku AND location_key = 'wh-nz-auckland') > 5 LIMIT 1`,
    ))!;
    const auckland = await db()
      .selectFrom('places')
      .select('postcode')
      .where('country', '=', 'NZ')
      .where('locality', 'like', 'Auckland%')
      .limit(1)
      .executeTakeFirstOrThrow();
    const res = await delivery(auckland.postcode, `sku=${nzSku.sku}`, 'jrnz');
    expect(res.status).toBe(200);
    expect(codes(res.body)).toContain('JNZ_STD');
    expect(res.body.deliveryMethods.every((m: any) => m.deliveryCharge.currencyCode === 'NZD')).toBe(true);
    expect((await delivery('2000', `sku=${nzSku.sku}`, 'jrnz')).status).toBe(400);
  });

  it('refuses bad input naming the field, and an unknown sku with 404', async () => {
    const sku = await skuWith([]);
    for (const [postcode, query, field] of [
      ['20x0', `sku=${sku}`, 'params.postcode'],
      ['0001', `sku=${sku}`, 'params.postcode'],
      ['2000', '', 'query.sku'],
      ['2000', `sku=${sku}&state=XYZ`, 'query.state'],
      ['2000', `sku=${sku}&state=VIC`, 'query.state'],
      ['2000', `sku=${sku}&quantity=0`, 'query.quantity'],
    ]) {
      const res = await delivery(postcode!, query!);
      expect(res.status, `${postcode} ${query}`).toBe(400);
      expect(res.body.message).toContain(field);
    }
    expect((await delivery('2000', 'sku=ZZ0000')).status).toBe(404);
  });
});
