import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { numberOf, row, type TestServer, startTestServer } from './harness';

let server: TestServer;
const db = () => server.database.db;

interface StoreRow {
  store_key: string;
  latitude: number;
  longitude: number;
  can_click_and_collect: number;
}
/** A sku some AU store of the brand holds, the store, and what is available there. */
const storeStock = async () =>
  (await row<{ sku: string; k: string; n: number }>(
    server,
    sql`SELECT s.sku, s.location_key AS k, s.quantity - s.reserved AS n FROM stock s JOIN stores st ON st.store_key = s.location_key
        WHERE st.brand = 'jc' AND st.country = 'AU' AND s.quantity > 0 ORDER BY s.sku, s.location_key LIMIT 1`,
  ))!;
const storesOf = (brand: string, country: string) =>
  db()
    .selectFrom('stores')
    .select(['store_key', 'latitude', 'longitude', 'can_click_and_collect'])
    .where('brand', '=', brand)
    .where('country', '=', country)
    .execute() as Promise<StoreRow[]>;

/** Haversine written out again here, so the server's ordering is checked against an independent brute force. */
function km(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = (d: number) => (d * Math.PI) / 180;
  const a = Math.sin(r(lat2 - lat1) / 2) ** 2 + Math.cos(r(lat1)) * Math.cos(r(lat2)) * Math.sin(r(lon2 - lon1) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(a));
}
const stores = (query: string, site: 'jrau' | 'jrnz' | 'rtau' = 'jrau') => server.request('GET', `/api/bff/stores${query}`, { site });

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => server?.close());

describe('GET /bff/stores?sortBy=closest', () => {
  const points: Array<[string, 'jrau' | 'jrnz' | 'rtau', string, string, number, number]> = [
    ['Sydney', 'jrau', 'jc', 'AU', -33.8688, 151.2093],
    ['Alice Springs', 'jrau', 'jc', 'AU', -23.698, 133.8807],
    ['Hobart for rtm', 'rtau', 'rtm', 'AU', -42.8821, 147.3272],
    ['Dunedin', 'jrnz', 'jc', 'NZ', -45.8788, 170.5028],
  ];
  it.each(points)('near %s the nearest store really is the closest of its brand and country', async (_name, site, brand, country, lat, lon) => {
    const brute = (await storesOf(brand, country))
      .map((s) => ({ key: s.store_key, d: km(lat, lon, s.latitude, s.longitude) }))
      .sort((a, b) => a.d - b.d);
    const nearest = await stores(`?sortBy=closest&limit=1&latitude=${lat}&longitude=${lon}`, site);
    expect(nearest.status).toBe(200);
    expect(nearest.body).toHaveLength(1);
    expect(nearest.body[0].storeKey).toBe(brute[0]!.key);
    expect(nearest.body[0].distanceKm).toBeCloseTo(brute[0]!.d, 1);
    expect(nearest.body[0].supplyChannelId).toBeTruthy();

    const five = await stores(`?sortBy=closest&limit=5&latitude=${lat}&longitude=${lon}`, site);
    expect(five.body.map((s: any) => s.storeKey)).toEqual(brute.slice(0, 5).map((b) => b.key));
    const distances = five.body.map((s: any) => s.distanceKm);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  it('defaults to 10 stores and keeps click-and-collect stores only when asked', async () => {
    const all = await stores('?sortBy=closest&latitude=-37.81&longitude=144.96');
    expect(all.body).toHaveLength(10);
    const cnc = await stores('?sortBy=closest&limit=50&latitude=-37.81&longitude=144.96&canClickAndCollect=true');
    expect(cnc.body.length).toBeGreaterThan(0);
    expect(cnc.body.every((s: any) => s.canClickAndCollect === true)).toBe(true);
    const expected = (await storesOf('jc', 'AU')).filter((s) => s.can_click_and_collect === 1).length;
    expect(cnc.body).toHaveLength(Math.min(50, expected));
  });

  it('carries the stock of a sku in each store', async () => {
    const row = await storeStock();
    const store = await db().selectFrom('stores').select(['latitude', 'longitude']).where('store_key', '=', row.k).executeTakeFirstOrThrow();
    const res = await stores(`?sortBy=closest&limit=3&latitude=${store.latitude}&longitude=${store.longitude}&sku=${row.sku}`);
    expect(res.body[0]).toMatchObject({ storeKey: row.k, stock: row.n, distanceKm: 0 });
    for (const s of res.body) {
      const held = await numberOf(server, sql`SELECT quantity - reserved AS n FROM stock WHERE sku = ${row.sku} AND location_key = ${s.storeKey}`);
      expect(s.stock).toBe(held ?? 0);
    }
  });

  it('lists stores by state and name without a position', async () => {
    const res = await stores('?limit=3');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    expect(res.body[0].distanceKm).toBeUndefined();
  });

  it('refuses a malformed query naming the field', async () => {
    for (const [query, field] of [
      ['?sortBy=closest&limit=0&latitude=-33&longitude=151', 'query.limit'],
      ['?sortBy=closest&limit=51&latitude=-33&longitude=151', 'query.limit'],
      ['?sortBy=closest&limit=ten&latitude=-33&longitude=151', 'query.limit'],
      ['?sortBy=closest&latitude=-95&longitude=151', 'query.latitude'],
      ['?sortBy=closest&latitude=-33&longitude=190', 'query.longitude'],
      ['?sortBy=closest', 'query.latitude'],
      ['?latitude=-33', 'query.longitude'],
      ['?sortBy=farthest&latitude=-33&longitude=151', 'query.sortBy'],
      ['?sortBy=closest&latitude=-33&longitude=151&canClickAndCollect=yes', 'query.canClickAndCollect'],
      ['?sortBy=closest&latitude=-33&longitude=151&sku=%3Cscript%3E', 'query.sku'],
    ]) {
      const res = await stores(query!);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toContain(field);
    }
    expect((await stores('?sortBy=closest&latitude=-33&longitude=151&sku=ZZ0000')).status).toBe(404);
  });

  it('refuses an empty or blank coordinate (not a point at 0) and takes numbers written any usual way', async () => {
    for (const [query, field] of [
      ['?sortBy=closest&latitude=&longitude=151', 'query.latitude: must be a number'],
      ['?sortBy=closest&latitude=-33&longitude=', 'query.longitude: must be a number'],
      ['?sortBy=closest&latitude=%20%20&longitude=151', 'query.latitude: must be a number'],
      ['?sortBy=closest&latitude=-33&longitude=%09', 'query.longitude: must be a number'],
      ['?sortBy=closest&latitude=0x10&longitude=151', 'query.latitude: must be a number'],
      ['?sortBy=closest&latitude=-33&longitude=Infinity', 'query.longitude: must be a number'],
      ['?sortBy=closest&latitude=-33&latitude=-34&longitude=151', 'query.latitude: must be a number'],
    ]) {
      const res = await stores(query!);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBe(field);
    }
    const plain = await stores('?sortBy=closest&limit=1&latitude=-33.87&longitude=151.21');
    for (const query of [
      '?sortBy=closest&limit=1&latitude=%20-33.87%20&longitude=%2B151.21',
      '?sortBy=closest&limit=1&latitude=-3387e-2&longitude=151.210',
    ]) {
      const res = await stores(query);
      expect(res.status, query).toBe(200);
      expect(res.body).toEqual(plain.body);
    }
  });
});

describe('GET /bff/stores?storeKey=', () => {
  it('answers a list holding that store, with stock of a sku', async () => {
    const row = await storeStock();
    const res = await stores(`?storeKey=${row.k}&sku=${row.sku}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ storeKey: row.k, stock: row.n });
    expect(res.body[0].openingHours.length).toBe(7);
    const plain = await stores(`?storeKey=${row.k}`);
    expect(plain.body[0].stock).toBeUndefined();
  });

  it('is 404 for an unknown key and for another brand or country', async () => {
    expect((await stores('?storeKey=nowhere')).status).toBe(404);
    const rtm = (await storesOf('rtm', 'AU'))[0]!.store_key;
    expect((await stores(`?storeKey=${rtm}`)).status).toBe(404);
    expect((await stores(`?storeKey=${rtm}`, 'rtau')).status).toBe(200);
    const nzStore = (await storesOf('jc', 'NZ'))[0]!.store_key;
    expect((await stores(`?storeKey=${nzStore}`)).status).toBe(404);
  });
});

describe('GET /bff/stores/postcode-search/{postcode}', () => {
  it('finds the localities of an AU postcode by default', async () => {
    const res = await server.request('GET', '/api/bff/stores/postcode-search/2000');
    expect(res.status).toBe(200);
    expect(res.body.map((p: any) => p.locality)).toContain('Sydney');
    expect(res.body.every((p: any) => p.postcode === '2000' && p.state === 'NSW')).toBe(true);
    expect(typeof res.body[0].latitude).toBe('number');
  });

  it('finds NZ postcodes with country=NZ, and a locality by its first letters', async () => {
    const nz = await db()
      .selectFrom('places')
      .select(['postcode', 'locality'])
      .where('country', '=', 'NZ')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const res = await server.request('GET', `/api/bff/stores/postcode-search/${nz.postcode}?country=nz`);
    expect(res.body.map((p: any) => p.locality)).toContain(nz.locality);
    const byName = await server.request('GET', '/api/bff/stores/postcode-search/parram');
    expect(byName.body.length).toBeGreaterThan(0);
    expect(byName.body.every((p: any) => p.locality.toLowerCase().startsWith('parram'))).toBe(true);
    const none = await server.request('GET', '/api/bff/stores/postcode-search/0001');
    expect(none).toMatchObject({ status: 200, body: [] });
  });

  it('refuses what is neither a postcode nor a locality start', async () => {
    for (const [path, field] of [
      ['/api/bff/stores/postcode-search/20', 'params.postcode'],
      ['/api/bff/stores/postcode-search/12345', 'params.postcode'],
      ['/api/bff/stores/postcode-search/ab', 'params.postcode'],
      ['/api/bff/stores/postcode-search/a%25b', 'params.postcode'],
      ['/api/bff/stores/postcode-search/2000?country=US', 'query.country'],
    ]) {
      const res = await server.request('GET', path!);
      expect(res.status, path).toBe(400);
      expect(res.body.message).toContain(field);
    }
  });
});

describe('GET /bff/stores/shipping-methods/{postcode}', () => {
  it('offers standard, express and same day in a city, standard alone far away', async () => {
    const city = await server.request('GET', '/api/bff/stores/shipping-methods/3000');
    expect(city.status).toBe(200);
    expect(city.body).toMatchObject({ postcode: '3000', state: 'VIC', zone: 'metro' });
    expect(city.body.shippingMethods.map((m: any) => m.deliveryMethod)).toEqual(['JAU_STD', 'JAU_EXP', 'JAU_SMD']);
    const remote = await server.request('GET', '/api/bff/stores/shipping-methods/0872');
    expect(remote.body.zone).toBe('remote');
    expect(remote.body.shippingMethods).toEqual([
      {
        deliveryLabel: 'Standard delivery',
        deliveryCharge: { centAmount: 1995, currencyCode: 'AUD' },
        deliveryMethod: 'JAU_STD',
        isBulkyItem: false,
      },
    ]);
  });

  it('makes standard free from $99 and prices NZ in NZD with NZ codes', async () => {
    const free = await server.request('GET', '/api/bff/stores/shipping-methods/3000?productPrice=120.50');
    expect(free.body.shippingMethods[0].deliveryCharge).toEqual({ centAmount: 0, currencyCode: 'AUD' });
    const paid = await server.request('GET', '/api/bff/stores/shipping-methods/3000?productPrice=98.99');
    expect(paid.body.shippingMethods[0].deliveryCharge.centAmount).toBeGreaterThan(0);
    const nz = await db().selectFrom('places').select('postcode').where('country', '=', 'NZ').where('locality', '=', 'Wellington').executeTakeFirst();
    const res = await server.request('GET', `/api/bff/stores/shipping-methods/${nz?.postcode ?? '6011'}`, { site: 'jrnz' });
    expect(res.status).toBe(200);
    expect(res.body.shippingMethods[0]).toMatchObject({ deliveryMethod: 'JNZ_STD', deliveryCharge: { currencyCode: 'NZD' } });
  });

  it('refuses bad input naming the field, and an unknown sku with 404', async () => {
    for (const [path, field] of [
      ['/api/bff/stores/shipping-methods/abcd', 'params.postcode'],
      ['/api/bff/stores/shipping-methods/0001', 'params.postcode'],
      ['/api/bff/stores/shipping-methods/3000?productPrice=-1', 'query.productPrice'],
      ['/api/bff/stores/shipping-methods/3000?productPrice=lots', 'query.productPrice'],
    ]) {
      const res = await server.request('GET', path!);
      expect(res.status, path).toBe(400);
      expect(res.body.message).toContain(field);
    }
    expect((await server.request('GET', '/api/bff/stores/shipping-methods/3000?sku=ZZ0000')).status).toBe(404);
  });
});
