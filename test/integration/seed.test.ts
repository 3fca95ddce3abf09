import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RawBuilder, sql } from 'kysely';
import { type OpenedDatabase, openDatabase } from '../../server/db/database';
import { numberOf, rows } from './harness';
import { SEED_VERSION, seedDatabase } from '../../server/seed';
import { loadCatalog } from '../../server/services/catalog/store';
import { rankMatches, searchEngineOf } from '../../server/services/search/engine';
import { ITEM_STATUS_TAGS } from '../../src/domain/delivery';

const dir = mkdtempSync(join(tmpdir(), 'storefront-seed-test-'));
let database: OpenedDatabase;
let summary: string;

const all = <T>(query: RawBuilder<unknown>) => rows<T>(database, query);
const one = async <T>(query: RawBuilder<unknown>) => (await rows<T>(database, query))[0]!;
/** A count (or another number) the query answers as its first column. */
const n = async (query: RawBuilder<unknown>) => (await numberOf(database, query))!;

/** Every row of products and product_prices in key order, hashed: equal hashes mean identical catalogs. */
async function catalogHash(on: OpenedDatabase): Promise<string> {
  const hash = createHash('sha256');
  const { db } = on;
  for (const row of await db.selectFrom('products').selectAll().orderBy('sku').execute()) hash.update(JSON.stringify(row));
  for (const row of await db.selectFrom('product_prices').selectAll().orderBy('site').orderBy('sku').execute()) hash.update(JSON.stringify(row));
  for (const row of await db.selectFrom('stock').selectAll().orderBy('sku').orderBy('location_key').execute()) hash.update(JSON.stringify(row));
  return hash.digest('hex');
}

beforeAll(async () => {
  database = await openDatabase(join(dir, 'seed.sqlite'));
  summary = await seedDatabase(database);
}, 60_000);

/** Marks the catalog as seeded by the version before, as an older database would be. */
const olderSeed = () =>
  database.db
    .updateTable('seed_runs')
    .set((eb) => ({ version: eb('version', '-', 1) }))
    .where('name', '=', 'catalog')
    .execute();

afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('seed', () => {
  it('reports what it wrote and records the run', async () => {
    expect(summary).toMatch(/^[\d,]+ products, [\d,]+ stores, [\d,]+ places/);
    expect((await one<{ version: number }>(sql`SELECT version FROM seed_runs WHERE name = 'catalog'`)).version).toBe(SEED_VERSION);
  });

  it('has at least 5,000 products, each sold on at least one site', async () => {
    expect(await n(sql`SELECT count(*) n FROM products`)).toBeGreaterThanOrEqual(5000);
    expect(await n(sql`SELECT count(*) n FROM products WHERE sku NOT IN (SELECT sku FROM product_prices)`)).toBe(0);
    const skus = (await database.db.selectFrom('products').select('sku').execute()).map((p) => p.sku);
    expect(skus.filter((sku) => !/^[A-Z]{2}[0-9]{4}$/.test(sku))).toEqual([]);
    expect(await n(sql`SELECT count(*) n FROM products WHERE content_type = 'Gift Cards'`)).toBeGreaterThan(0);
  });

  it('has at least 12 top categories, each with level-2 and level-3 children holding products', async () => {
    const tops = await all<{ id: string; name: string }>(sql`SELECT id, name FROM categories WHERE level = 1`);
    expect(tops.length).toBeGreaterThanOrEqual(12);
    for (const top of tops) {
      const leaves = await n(
        sql`SELECT count(*) n FROM categories c3 JOIN categories c2 ON c3.parent_id = c2.id WHERE c2.parent_id = ${top.id} AND c3.level = 3`,
      );
      expect(leaves, top.name).toBeGreaterThan(0);
    }
    // Products hang off leaves only.
    expect(await n(sql`SELECT count(*) n FROM products p JOIN categories c ON c.id = p.category_id WHERE c.level <> 3`)).toBe(0);
  });

  it('gives each site its own assortment, and prices in cents that make sense', async () => {
    const sites = Object.fromEntries(
      (await all<{ site: string; n: number }>(sql`SELECT site, count(*) n FROM product_prices GROUP BY site`)).map((r) => [r.site, r.n]),
    );
    expect(Object.keys(sites).sort()).toEqual(['jrau', 'jrnz', 'rtau']);
    for (const count of Object.values(sites)) expect(count).toBeGreaterThan(1000);
    const only = async (a: string, b: string) =>
      await n(sql`SELECT count(*) n FROM product_prices x WHERE site = ${a} AND sku NOT IN (SELECT sku FROM product_prices WHERE site = ${b})`);
    expect(await only('jrau', 'rtau')).toBeGreaterThan(500);
    expect(await only('rtau', 'jrau')).toBeGreaterThan(100);
    expect(await only('jrau', 'jrnz')).toBeGreaterThan(0);
    // Marine is rtm's: rtau carries far more of it than jrau.
    const marine = async (site: string) =>
      await n(
        sql`SELECT count(*) n FROM product_prices pp JOIN products p USING (sku) JOIN categories c3 ON c3.id = p.category_id JOIN categories c2 ON c2.id = c3.parent_id JOIN categories c1 ON c1.id = c2.parent_id WHERE c1.name = 'Marine' AND pp.site = ${site}`,
      );
    expect(await marine('rtau')).toBeGreaterThan((await marine('jrau')) * 3);
    expect(await n(sql`SELECT count(*) n FROM product_prices WHERE final_cents > regular_cents OR regular_cents <= 0`)).toBe(0);
    const onSale =
      (await n(sql`SELECT count(*) n FROM product_prices WHERE final_cents < regular_cents`)) / (await n(sql`SELECT count(*) n FROM product_prices`));
    expect(onSale).toBeGreaterThan(0.1);
    expect(onSale).toBeLessThan(0.2);
    // NZD shelf prices sit above the AUD ones for the same product.
    const pair = await one<{ au: number; nz: number }>(
      sql`SELECT a.regular_cents au, z.regular_cents nz FROM product_prices a JOIN product_prices z ON z.sku = a.sku AND z.site = 'jrnz' JOIN products p ON p.sku = a.sku WHERE a.site = 'jrau' AND p.content_type <> 'Gift Cards' LIMIT 1`,
    );
    expect(pair.nz).toBeGreaterThan(pair.au);
    expect(await n(sql`SELECT min(final_cents) n FROM product_prices`)).toBeLessThan(200);
    expect(await n(sql`SELECT max(regular_cents) n FROM product_prices`)).toBeGreaterThan(100_000);
  });

  it('carries every item status tag', async () => {
    for (const tag of ITEM_STATUS_TAGS)
      expect(await n(sql`SELECT count(*) n FROM products WHERE tags LIKE ${`%"${tag}"%`}`), tag).toBeGreaterThan(20);
  });

  it('has >= 100 AU jc, >= 30 rtm and >= 10 NZ stores at coordinates inside their country', async () => {
    expect(
      await n(
        sql`SELECT count(*) n FROM stores WHERE brand = 'jc' AND country = 'AU' AND latitude BETWEEN -44 AND -10 AND longitude BETWEEN 112 AND 154`,
      ),
    ).toBeGreaterThanOrEqual(100);
    expect(
      await n(
        sql`SELECT count(*) n FROM stores WHERE brand = 'rtm' AND country = 'AU' AND latitude BETWEEN -44 AND -10 AND longitude BETWEEN 112 AND 154`,
      ),
    ).toBeGreaterThanOrEqual(30);
    expect(
      await n(sql`SELECT count(*) n FROM stores WHERE country = 'NZ' AND latitude BETWEEN -47.5 AND -34 AND longitude BETWEEN 166 AND 179`),
    ).toBeGreaterThanOrEqual(10);
    expect(await n(sql`SELECT count(*) n FROM stores`)).toBe(await n(sql`SELECT count(DISTINCT supply_channel_id) n FROM stores`));
    const parramatta = await one<{ postcode: string; opening_hours: string }>(sql`SELECT * FROM stores WHERE store_key = 'jc-au-nsw-parramatta'`);
    expect(parramatta.postcode).toBe('2150');
    expect(JSON.parse(parramatta.opening_hours)).toHaveLength(7);
    expect(await n(sql`SELECT count(*) n FROM warehouses`)).toBe(5);
  });

  it('stocks products per store and warehouse, never negative, with some out of stock everywhere', async () => {
    expect(await n(sql`SELECT count(*) n FROM stock WHERE quantity < 0 OR reserved <> 0`)).toBe(0);
    expect(
      await n(sql`SELECT count(*) n FROM stock WHERE location_key NOT IN (SELECT store_key FROM stores UNION SELECT warehouse_key FROM warehouses)`),
    ).toBe(0);
    const nowhere = await n(
      sql`SELECT count(*) n FROM products WHERE content_type <> 'Gift Cards' AND sku NOT IN (SELECT sku FROM stock WHERE quantity > 0)`,
    );
    expect(nowhere / (await n(sql`SELECT count(*) n FROM products`))).toBeGreaterThan(0.02);
    expect(nowhere / (await n(sql`SELECT count(*) n FROM products`))).toBeLessThan(0.1);
    // Click-and-collect-only goods sit only in stores.
    expect(
      await n(
        sql`SELECT count(*) n FROM stock s JOIN products p USING (sku) WHERE s.location_key LIKE 'wh-%' AND s.quantity > 0 AND p.tags LIKE '%"click-and-collect-only"%'`,
      ),
    ).toBe(0);
    // A store only holds what its own site sells.
    expect(
      await n(
        sql`SELECT count(*) n FROM stock s JOIN stores st ON st.store_key = s.location_key WHERE st.brand = 'rtm' AND s.sku NOT IN (SELECT sku FROM product_prices WHERE site = 'rtau')`,
      ),
    ).toBe(0);
  });

  it('has every AU postcode and locality of the package and NZ towns', async () => {
    expect(await n(sql`SELECT count(*) n FROM places WHERE country = 'AU'`)).toBeGreaterThan(15_000);
    expect(await n(sql`SELECT count(*) n FROM places WHERE country = 'AU' AND postcode = '2000' AND locality = 'Sydney' AND state = 'NSW'`)).toBe(1);
    expect(await n(sql`SELECT count(*) n FROM places WHERE country = 'AU' AND postcode = '3000' AND locality = 'Melbourne' AND state = 'VIC'`)).toBe(
      1,
    );
    expect(await n(sql`SELECT count(*) n FROM places WHERE country = 'NZ'`)).toBeGreaterThanOrEqual(60);
    expect(await n(sql`SELECT count(DISTINCT state) n FROM places WHERE country = 'NZ'`)).toBeGreaterThanOrEqual(16);
  });

  it('names every product so that its full name finds it among the first three on its site', async () => {
    const catalog = await loadCatalog(database);
    const engine = searchEngineOf(catalog);
    const offers = catalog.sites.jrau.sorted.name;
    for (let i = 0; i < offers.length; i += 97) {
      const { product } = offers[i]!;
      const found = rankMatches(engine.match('jrau', product.title), new Set(), catalog.maxRank)
        .slice(0, 3)
        .map((o) => o.product.title);
      expect(found, product.title).toContain(product.title);
    }
  }, 60_000);

  it('has discount codes with real effects, one inactive', async () => {
    expect(await one<{ kind: string; value: number }>(sql`SELECT * FROM discount_codes WHERE code = 'maker10' AND site = 'jrnz'`)).toMatchObject({
      kind: 'percent',
      value: 10,
    });
    expect(
      await one<{ value: number; min_spend_cents: number }>(sql`SELECT * FROM discount_codes WHERE code = 'SAVE5' AND site = 'jrau'`),
    ).toMatchObject({
      value: 500,
      min_spend_cents: 5000,
    });
    expect(await n(sql`SELECT count(*) n FROM discount_codes WHERE code = 'EXPIRED20' AND active = 1`)).toBe(0);
  });

  it('has content pages of the spec page types and projects on every site', async () => {
    for (const site of ['jrau', 'jrnz', 'rtau']) {
      const types = new Set(
        (await all<{ page_type: string }>(sql`SELECT DISTINCT page_type FROM content_pages WHERE site = ${site}`)).map((r) => r.page_type),
      );
      for (const t of [
        'Full Width',
        'Category',
        'Stores',
        'StoreFinder',
        'Makerhub',
        'Makerhub Workshop',
        'Makerhub Article',
        'Makerhub Project Detail',
        'Makerhub Community',
        'Makerhub Competitions',
        'Project Listing',
        'Article Listing',
        'Not Found',
      ]) {
        expect(types.has(t), `${site} ${t}`).toBe(true);
      }
      const home = JSON.parse((await one<{ body: string }>(sql`SELECT body FROM content_pages WHERE site = ${site} AND path = '/'`)).body);
      expect(home.blocks[0]).toMatchObject({ type: 'hero' });
    }
    expect(await n(sql`SELECT count(*) n FROM projects WHERE site = 'jrau'`)).toBeGreaterThanOrEqual(40);
    expect(await n(sql`SELECT count(*) n FROM projects WHERE site = 'jrnz'`)).toBeGreaterThanOrEqual(40);
    expect(await n(sql`SELECT count(*) n FROM projects WHERE site = 'rtau'`)).toBeGreaterThan(5);
    // A project's parts are on sale on its own site.
    for (const p of await all<{ site: string; skus: string }>(sql`SELECT site, skus FROM projects`)) {
      const skus = JSON.parse(p.skus) as string[];
      expect(skus.length).toBeGreaterThan(0);
      for (const sku of skus) expect(await n(sql`SELECT count(*) n FROM product_prices WHERE site = ${p.site} AND sku = ${sku}`)).toBe(1);
    }
    expect(await n(sql`SELECT count(*) n FROM content_pages WHERE path = '/stores/jc-au-nsw-parramatta' AND site = 'jrau'`)).toBe(1);
  });

  it('writes nothing the second time', async () => {
    // The database's own mark of having been written.
    const before = database.writeMark();
    expect(await seedDatabase(database)).toBe('already seeded');
    expect(database.writeMark()).toBe(before);
  });

  it('writes the same catalog on every run', async () => {
    const other = await openDatabase(':memory:');
    try {
      await seedDatabase(other);
      expect(await catalogHash(other)).toBe(await catalogHash(database));
    } finally {
      await other.close();
    }
  }, 60_000);

  it('reseeds a database of an older seed in place, keeping the orders and carts that point at its products', async () => {
    const { sku } = await one<{ sku: string }>(sql`SELECT sku FROM product_prices WHERE site = 'jrau' LIMIT 1`);
    await database.db
      .insertInto('carts')
      .values({ id: 'cart-reseed', site: 'jrau', owner: 'anon-reseed', frozen: 0, discount_code: null, updated_at: 0 })
      .execute();
    await database.db
      .insertInto('cart_lines')
      .values({ id: 'line-reseed', cart_id: 'cart-reseed', sku, quantity: 1, item_container: 'test', added_at: 0 })
      .execute();
    const ordersBefore = await n(sql`SELECT count(*) n FROM orders`);
    await olderSeed();
    expect(await seedDatabase(database)).toMatch(/products/);
    expect((await one<{ version: number }>(sql`SELECT version FROM seed_runs WHERE name = 'catalog'`)).version).toBe(SEED_VERSION);
    expect(await n(sql`SELECT count(*) n FROM orders`)).toBe(ordersBefore);
    expect(await n(sql`SELECT count(*) n FROM products WHERE sku = ${sku}`)).toBe(1);
    expect(await n(sql`SELECT count(*) n FROM cart_lines WHERE cart_id = 'cart-reseed'`)).toBe(1);
  }, 60_000);

  it('reseeding keeps a product the new catalogue drops while a cart, list or order still names it, with no price', async () => {
    const category = (await one<{ id: string }>(sql`SELECT id FROM categories WHERE level = 3 LIMIT 1`)).id;
    await sql`INSERT INTO products (sku, product_code, slug, title, brand, description, category_id, specs, tags, order_limit, rank, content_type, created_at)
      VALUES ('ZZ0001', 'ZZ0001', 'old-widget', 'Old Widget', 'Old', 'Gone', ${category}, '{}', '[]', NULL, 99999, 'Physical Product', '2020-01-01T00:00:00.000Z')`.execute(
      database.db,
    );
    await database.db.insertInto('product_prices').values({ sku: 'ZZ0001', site: 'jrau', regular_cents: 995, final_cents: 995 }).execute();
    await database.db
      .insertInto('carts')
      .values({ id: 'cart-old', site: 'jrau', owner: 'anon-old', frozen: 0, discount_code: null, updated_at: 0 })
      .execute();
    await database.db
      .insertInto('cart_lines')
      .values({ id: 'line-old', cart_id: 'cart-old', sku: 'ZZ0001', quantity: 1, item_container: 'test', added_at: 0 })
      .execute();
    await olderSeed();
    expect(await seedDatabase(database)).toMatch(/products/);
    expect(await n(sql`SELECT count(*) n FROM products WHERE sku = 'ZZ0001'`)).toBe(1);
    expect(await n(sql`SELECT count(*) n FROM product_prices WHERE sku = 'ZZ0001'`)).toBe(0);
    expect(await n(sql`SELECT count(*) n FROM cart_lines WHERE sku = 'ZZ0001'`)).toBe(1);
    // Every reference still resolves (SQLite checks them here; PostgreSQL refuses a dangling one as it is written).
    expect((await sql`PRAGMA foreign_key_check`.execute(database.db)).rows).toEqual([]);
  }, 60_000);
});
