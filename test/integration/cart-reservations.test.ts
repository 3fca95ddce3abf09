import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrations';
import { type TestServer, startTestServer } from './harness';

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

const db = () => server.database.sqlite;
const storeKeys = (brand: 'jc' | 'rtm', count: number) =>
  (
    db().prepare("SELECT store_key AS k FROM stores WHERE brand = ? AND country = 'AU' ORDER BY store_key LIMIT ?").all(brand, count) as Array<{
      k: string;
    }>
  ).map((r) => r.k);

/** A plain AU product sold on both AU sites, a different one for each test. */
let offset = 0;
function freshSku(): string {
  offset += 1;
  const row = db()
    .prepare(
      `SELECT p.sku FROM products p
       WHERE p.tags = '[]' AND p.order_limit IS NULL AND p.content_type = 'Physical Product'
       AND EXISTS (SELECT 1 FROM product_prices WHERE sku = p.sku AND site = 'jrau')
       AND EXISTS (SELECT 1 FROM product_prices WHERE sku = p.sku AND site = 'rtau')
       ORDER BY p.rank LIMIT 1 OFFSET ?`,
    )
    .get(200 + offset) as { sku: string };
  return row.sku;
}

/** Lays a sku's AU stock out exactly: every other AU location holds none. */
function layout(sku: string, rows: Record<string, [quantity: number, reserved?: number]>): void {
  db()
    .prepare(
      `UPDATE stock SET quantity = 0, reserved = 0 WHERE sku = ? AND (location_key IN (SELECT warehouse_key FROM warehouses WHERE country = 'AU')
       OR location_key IN (SELECT store_key FROM stores WHERE country = 'AU'))`,
    )
    .run(sku);
  const put = db().prepare(
    'INSERT INTO stock (sku, location_key, quantity, reserved) VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET quantity = excluded.quantity, reserved = excluded.reserved',
  );
  for (const [location, [quantity, reserved = 0]] of Object.entries(rows)) put.run(sku, location, quantity, reserved);
}

/** Every stock row of the sku, as the shop floor would count it. */
const stockOf = (sku: string): StockRow[] =>
  db().prepare('SELECT location_key, quantity, reserved FROM stock WHERE sku = ? ORDER BY location_key').all(sku) as StockRow[];
const heldBy = (cartId: string) =>
  db().prepare('SELECT sku, location_key, quantity FROM cart_reservations WHERE cart_id = ? ORDER BY sku, location_key').all(cartId);
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
    const sku = freshSku();
    const [jcA, jcB] = storeKeys('jc', 2);
    const [rtm] = storeKeys('rtm', 1);
    // A unit at jcB is held by something that is no cart (a pick in progress): no unFreeze may give it back.
    layout(sku, { 'wh-au-brisbane': [2], 'wh-au-sydney': [1], [jcA!]: [3], [jcB!]: [2, 1], [rtm!]: [4] });
    const s0 = stockOf(sku);

    const y = await cartWith('jrau', sku, 5);
    const x = await cartWith('jrau', sku, 2);
    const z = await cartWith('rtau', sku, 2);

    expect((await patch(y.token, 'freeze')).body.frozen).toBe(true);
    const s1 = stockOf(sku);
    // The warehouses first, then the brand's stores, each by key.
    expect(delta(s1, s0)).toEqual([
      [jcA, 2],
      ['wh-au-brisbane', 2],
      ['wh-au-sydney', 1],
    ]);
    expect(heldBy(y.id)).toEqual(delta(s1, s0).map(([location_key, quantity]) => ({ sku, location_key, quantity })));

    expect((await patch(x.token, 'freeze')).status).toBe(200);
    expect((await patch(z.token, 'freeze', 'rtau')).status).toBe(200);
    const s2 = stockOf(sku);
    expect(delta(s2, s1)).toEqual([
      [jcA, 1],
      [jcB, 1],
      [rtm, 2],
    ]);

    // Y gives back exactly what Y took, while X's and Z's holds (and the pick) stay where they are.
    expect((await patch(y.token, 'unFreeze')).body.frozen).toBe(false);
    const s3 = stockOf(sku);
    expect(delta(s3, s2)).toEqual(delta(s0, s1));
    expect(delta(s3, s0)).toEqual(delta(s2, s1));
    expect(heldBy(y.id)).toEqual([]);

    expect((await patch(x.token, 'unFreeze')).status).toBe(200);
    expect((await patch(z.token, 'unFreeze', 'rtau')).status).toBe(200);
    expect(stockOf(sku)).toEqual(s0);
  });

  it('is idempotent both ways', async () => {
    const sku = freshSku();
    const [jcA] = storeKeys('jc', 1);
    layout(sku, { 'wh-au-perth': [1], [jcA!]: [5] });
    const s0 = stockOf(sku);
    const cart = await cartWith('jrau', sku, 4);
    await patch(cart.token, 'freeze');
    const s1 = stockOf(sku);
    const held = heldBy(cart.id);
    expect((await patch(cart.token, 'freeze')).status).toBe(200);
    expect(stockOf(sku)).toEqual(s1);
    expect(heldBy(cart.id)).toEqual(held);
    await patch(cart.token, 'unFreeze');
    expect(stockOf(sku)).toEqual(s0);
    expect((await patch(cart.token, 'unFreeze')).status).toBe(200);
    expect(stockOf(sku)).toEqual(s0);
    expect(heldBy(cart.id)).toEqual([]);
  });

  it('never takes reserved below 0 when a stocktake recounted a location during the hold', async () => {
    const sku = freshSku();
    const [jcA] = storeKeys('jc', 1);
    layout(sku, { 'wh-au-brisbane': [3], [jcA!]: [3] });
    const cart = await cartWith('jrau', sku, 5);
    await patch(cart.token, 'freeze');
    // The count found 1 unit at Brisbane and cleared its holds.
    db().prepare("UPDATE stock SET quantity = 1, reserved = 0 WHERE sku = ? AND location_key = 'wh-au-brisbane'").run(sku);
    const res = await patch(cart.token, 'unFreeze');
    expect(res.status).toBe(200);
    expect(stockOf(sku).filter((r) => r.quantity > 0 && !r.location_key.includes('-nz-'))).toEqual([
      { location_key: jcA, quantity: 3, reserved: 0 },
      { location_key: 'wh-au-brisbane', quantity: 1, reserved: 0 },
    ]);
  });
});

describe('carts freezing the last units at once', () => {
  it('holds them for one cart only; the other gets the §8 message and holds nothing', async () => {
    for (let round = 0; round < 5; round += 1) {
      const sku = freshSku();
      const [jcA] = storeKeys('jc', 1);
      layout(sku, { 'wh-au-melbourne': [2], [jcA!]: [1] });
      const carts = [await cartWith('jrau', sku, 2), await cartWith('jrau', sku, 2)];
      const results = await Promise.all(carts.map((cart) => patch(cart.token, 'freeze')));
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      const loser = carts[results.findIndex((r) => r.status === 400)]!;
      expect(results.find((r) => r.status === 400)!.body).toEqual({ statusCode: 400, message: REDUCE });
      expect(heldBy(loser.id)).toEqual([]);
      expect(stockOf(sku).reduce((sum, r) => sum + r.reserved, 0)).toBe(2);
      expect(stockOf(sku).every((r) => r.reserved <= r.quantity)).toBe(true);
    }
  });

  it('lets exactly the stock through when many carts race, then says the last is gone', async () => {
    const sku = freshSku();
    const [jcA, jcB] = storeKeys('jc', 2);
    layout(sku, { 'wh-au-sydney': [3], [jcA!]: [2], [jcB!]: [2] });
    const carts = await Promise.all(Array.from({ length: 8 }, () => cartWith('jrau', sku, 2)));
    const results = await Promise.all(carts.map((cart) => patch(cart.token, 'freeze')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 400).every((r) => r.body.message === REDUCE)).toBe(true);
    const rows = stockOf(sku);
    expect(rows.reduce((sum, r) => sum + r.reserved, 0)).toBe(6);
    expect(rows.every((r) => r.reserved <= r.quantity)).toBe(true);
    const recorded = db()
      .prepare('SELECT location_key, SUM(quantity) AS n FROM cart_reservations WHERE sku = ? GROUP BY location_key ORDER BY location_key')
      .all(sku);
    expect(recorded).toEqual(rows.filter((r) => r.reserved > 0).map((r) => ({ location_key: r.location_key, n: r.reserved })));

    const last = await cartWith('jrau', sku, 1);
    const late = await cartWith('jrau', sku, 1);
    expect((await patch(last.token, 'freeze')).status).toBe(200);
    expect(await patch(late.token, 'freeze')).toMatchObject({ status: 400, body: { message: REMOVE } });
  });
});

describe('migration 002 on a database frozen before it', () => {
  it('records the holds of carts already frozen, so their unFreeze gives the stock back', async () => {
    const sku = freshSku();
    const [jcA] = storeKeys('jc', 1);
    layout(sku, { 'wh-au-brisbane': [2], [jcA!]: [4] });
    const s0 = stockOf(sku);
    const cart = await cartWith('jrau', sku, 5);
    await patch(cart.token, 'freeze');
    const held = heldBy(cart.id);
    // Back to the schema of 001, with the cart still frozen and its units still reserved, then forward.
    // Back to the schema before 002; the migrations after it go too, as Kysely runs them only in order.
    db().exec(
      'DROP TABLE cart_reservations; DROP TABLE chat_messages; DROP TABLE chat_conversations; DROP TABLE insight_events; ' +
        'DROP TABLE bot_challenges; DROP TABLE newsletter_subscriptions; DROP TABLE banners; ' +
        "DELETE FROM kysely_migration WHERE name > '001-initial'",
    );
    await migrateToLatest(server.database.db);
    expect(heldBy(cart.id)).toEqual(held);
    await patch(cart.token, 'unFreeze');
    expect(stockOf(sku)).toEqual(s0);
  });
});
