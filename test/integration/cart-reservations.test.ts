import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrations';
import { sql } from 'kysely';
import { testDatabaseKind as databaseKind } from '../support/test-database';
import { putStock, row, type TestServer, startTestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => server?.close());

const REDUCE = 'Sorry, the required quantity isnt available, please reduce the quantity.';
const REMOVE = 'Sorry, item is out of stock. Please remove the item.';

type SiteCode = 'jrau' | 'rtau';
interface StockRow {
  location_key: string;
  quantity: number;
  reserved: number;
}

const db = () => server.database.db;
const storeKeys = async (brand: 'jc' | 'rtm', count: number) =>
  (
    await db()
      .selectFrom('stores')
      .select('store_key')
      .where('brand', '=', brand)
      .where('country', '=', 'AU')
      .orderBy('store_key')
      .limit(count)
      .execute()
  ).map((r) => r.store_key);

/** A plain AU product sold on both AU sites, a different one for each test. */
let offset = 0;
async function freshSku(): Promise<string> {
  offset += 1;
  const found = await row<{ sku: string }>(
    server,
    sql`SELECT p.sku FROM products p
       WHERE p.tags = '[]' AND p.order_limit IS NULL AND p.content_type = 'Physical Product'
       AND EXISTS (SELECT 1 FROM product_prices WHERE sku = p.sku AND site = 'jrau')
       AND EXISTS (SELECT 1 FROM product_prices WHERE sku = p.sku AND site = 'rtau')
       ORDER BY p.rank LIMIT 1 OFFSET ${200 + offset}`,
  );
  return found!.sku;
}

/** Lays a sku's AU stock out exactly: every other AU location holds none. */
async function layout(sku: string, rows: Record<string, [quantity: number, reserved?: number]>): Promise<void> {
  await sql`UPDATE stock SET quantity = 0, reserved = 0 WHERE sku = ${sku} AND (location_key IN (SELECT warehouse_key FROM warehouses WHERE country = 'AU')
       OR location_key IN (SELECT store_key FROM stores WHERE country = 'AU'))`.execute(db());
  for (const [location, [quantity, reserved = 0]] of Object.entries(rows)) await putStock(server, sku, location, quantity, reserved);
}

/** Every stock row of the sku, as the shop floor would count it. */
const stockOf = (sku: string): Promise<StockRow[]> =>
  db().selectFrom('stock').select(['location_key', 'quantity', 'reserved']).where('sku', '=', sku).orderBy('location_key').execute();
const heldBy = (cartId: string) =>
  db()
    .selectFrom('cart_reservations')
    .select(['sku', 'location_key', 'quantity'])
    .where('cart_id', '=', cartId)
    .orderBy('sku')
    .orderBy('location_key')
    .execute();
/** reserved per location, minus another snapshot's: what happened in between. */
const delta = (after: StockRow[], before: StockRow[]) =>
  after.flatMap((row) => {
    const moved = row.reserved - (before.find((b) => b.location_key === row.location_key)?.reserved ?? 0);
    return moved === 0 ? [] : [[row.location_key, moved] as const];
  });

async function cartWith(site: SiteCode, sku: string, quantity: number): Promise<{ token: string; id: string }> {
  const token = await server.anonymousToken(site);
  const res = await server.request('POST', '/api/bff/cart/add', { site, token, body: { sku, quantity } });
  expect(res.status, res.text).toBe(200);
  return { token, id: res.body.id };
}
const patch = (token: string, path: 'freeze' | 'unFreeze', site: SiteCode = 'jrau') =>
  server.request('PATCH', `/api/bff/cart/${path}`, { site, token, headers: { 'content-type': 'application/json' } });

describe('freeze records where each unit is held, unFreeze gives exactly those back', () => {
  it('restores every stock row across warehouses and stores, whatever other carts hold meanwhile', async () => {
    const sku = await freshSku();
    const [jcA, jcB] = await storeKeys('jc', 2);
    const [rtm] = await storeKeys('rtm', 1);
    // A unit at jcB is held by something that is no cart (a pick in progress): no unFreeze may give it back.
    await layout(sku, { 'wh-au-brisbane': [2], 'wh-au-sydney': [1], [jcA!]: [3], [jcB!]: [2, 1], [rtm!]: [4] });
    const s0 = await stockOf(sku);

    const y = await cartWith('jrau', sku, 5);
    const x = await cartWith('jrau', sku, 2);
    const z = await cartWith('rtau', sku, 2);

    expect((await patch(y.token, 'freeze')).body.frozen).toBe(true);
    const s1 = await stockOf(sku);
    // The warehouses first, then the brand's stores, each by key.
    expect(delta(s1, s0)).toEqual([
      [jcA, 2],
      ['wh-au-brisbane', 2],
      ['wh-au-sydney', 1],
    ]);
    expect(await heldBy(y.id)).toEqual(delta(s1, s0).map(([location_key, quantity]) => ({ sku, location_key, quantity })));

    expect((await patch(x.token, 'freeze')).status).toBe(200);
    expect((await patch(z.token, 'freeze', 'rtau')).status).toBe(200);
    const s2 = await stockOf(sku);
    expect(delta(s2, s1)).toEqual([
      [jcA, 1],
      [jcB, 1],
      [rtm, 2],
    ]);

    // Y gives back exactly what Y took, while X's and Z's holds (and the pick) stay where they are.
    expect((await patch(y.token, 'unFreeze')).body.frozen).toBe(false);
    const s3 = await stockOf(sku);
    expect(delta(s3, s2)).toEqual(delta(s0, s1));
    expect(delta(s3, s0)).toEqual(delta(s2, s1));
    expect(await heldBy(y.id)).toEqual([]);

    expect((await patch(x.token, 'unFreeze')).status).toBe(200);
    expect((await patch(z.token, 'unFreeze', 'rtau')).status).toBe(200);
    expect(await stockOf(sku)).toEqual(s0);
  });

  it('is idempotent both ways', async () => {
    const sku = await freshSku();
    const [jcA] = await storeKeys('jc', 1);
    await layout(sku, { 'wh-au-perth': [1], [jcA!]: [5] });
    const s0 = await stockOf(sku);
    const cart = await cartWith('jrau', sku, 4);
    await patch(cart.token, 'freeze');
    const s1 = await stockOf(sku);
    const held = await heldBy(cart.id);
    expect((await patch(cart.token, 'freeze')).status).toBe(200);
    expect(await stockOf(sku)).toEqual(s1);
    expect(await heldBy(cart.id)).toEqual(held);
    await patch(cart.token, 'unFreeze');
    expect(await stockOf(sku)).toEqual(s0);
    expect((await patch(cart.token, 'unFreeze')).status).toBe(200);
    expect(await stockOf(sku)).toEqual(s0);
    expect(await heldBy(cart.id)).toEqual([]);
  });

  it('never takes reserved below 0 when a stocktake recounted a location during the hold', async () => {
    const sku = await freshSku();
    const [jcA] = await storeKeys('jc', 1);
    await layout(sku, { 'wh-au-brisbane': [3], [jcA!]: [3] });
    const cart = await cartWith('jrau', sku, 5);
    await patch(cart.token, 'freeze');
    // The count found 1 unit at Brisbane and cleared its holds.
    await putStock(server, sku, 'wh-au-brisbane', 1);
    const res = await patch(cart.token, 'unFreeze');
    expect(res.status).toBe(200);
    expect((await stockOf(sku)).filter((r) => r.quantity > 0 && !r.location_key.includes('-nz-'))).toEqual([
      { location_key: jcA, quantity: 3, reserved: 0 },
      { location_key: 'wh-au-brisbane', quantity: 1, reserved: 0 },
    ]);
  });
});

describe('carts freezing the last units at once', () => {
  it('holds them for one cart only; the other gets the §8 message and holds nothing', async () => {
    for (let round = 0; round < 5; round += 1) {
      const sku = await freshSku();
      const [jcA] = await storeKeys('jc', 1);
      await layout(sku, { 'wh-au-melbourne': [2], [jcA!]: [1] });
      const carts = [await cartWith('jrau', sku, 2), await cartWith('jrau', sku, 2)];
      const results = await Promise.all(carts.map((cart) => patch(cart.token, 'freeze')));
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      const loser = carts[results.findIndex((r) => r.status === 400)]!;
      expect(results.find((r) => r.status === 400)!.body).toEqual({ statusCode: 400, message: REDUCE });
      expect(await heldBy(loser.id)).toEqual([]);
      expect((await stockOf(sku)).reduce((sum, r) => sum + r.reserved, 0)).toBe(2);
      expect((await stockOf(sku)).every((r) => r.reserved <= r.quantity)).toBe(true);
    }
  });

  it('lets exactly the stock through when many carts race, then says the last is gone', async () => {
    const sku = await freshSku();
    const [jcA, jcB] = await storeKeys('jc', 2);
    await layout(sku, { 'wh-au-sydney': [3], [jcA!]: [2], [jcB!]: [2] });
    const carts = await Promise.all(Array.from({ length: 8 }, () => cartWith('jrau', sku, 2)));
    const results = await Promise.all(carts.map((cart) => patch(cart.token, 'freeze')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 400).every((r) => r.body.message === REDUCE)).toBe(true);
    const rows = await stockOf(sku);
    expect(rows.reduce((sum, r) => sum + r.reserved, 0)).toBe(6);
    expect(rows.every((r) => r.reserved <= r.quantity)).toBe(true);
    const recorded = (
      await db()
        .selectFrom('cart_reservations')
        .select((eb) => ['location_key', eb.fn.sum<number>('quantity').as('n')])
        .where('sku', '=', sku)
        .groupBy('location_key')
        .orderBy('location_key')
        .execute()
    ).map((r) => ({ location_key: r.location_key, n: Number(r.n) }));
    expect(recorded).toEqual(rows.filter((r) => r.reserved > 0).map((r) => ({ location_key: r.location_key, n: r.reserved })));

    const last = await cartWith('jrau', sku, 1);
    const late = await cartWith('jrau', sku, 1);
    expect((await patch(last.token, 'freeze')).status).toBe(200);
    expect(await patch(late.token, 'freeze')).toMatchObject({ status: 400, body: { message: REMOVE } });
  });
});

// About the SQLite schema's migration history (002 and the ones after it); PostgreSQL's schema starts past it.
describe.skipIf(databaseKind() === 'postgres')('migration 002 on a database frozen before it', () => {
  it('records the holds of carts already frozen, so their unFreeze gives the stock back', async () => {
    const sku = await freshSku();
    const [jcA] = await storeKeys('jc', 1);
    await layout(sku, { 'wh-au-brisbane': [2], [jcA!]: [4] });
    const s0 = await stockOf(sku);
    const cart = await cartWith('jrau', sku, 5);
    await patch(cart.token, 'freeze');
    const held = await heldBy(cart.id);
    // Back to the schema of 001, with the cart still frozen and its units still reserved, then forward.
    // Back to the schema before 002; the migrations after it go too, as Kysely runs them only in order.
    for (const table of [
      'cart_reservations',
      'chat_messages',
      'chat_conversations',
      'insight_events',
      'bot_challenges',
      'newsletter_subscriptions',
      'banners',
    ])
      await db().schema.dropTable(table).execute();
    await sql`DELETE FROM kysely_migration WHERE name > '001-initial'`.execute(db());
    await migrateToLatest(server.database.db);
    expect(await heldBy(cart.id)).toEqual(held);
    await patch(cart.token, 'unFreeze');
    expect(await stockOf(sku)).toEqual(s0);
  });
});
