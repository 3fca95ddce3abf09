import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenedDatabase, openDatabase } from '../../server/db/database';
import { SEED_VERSION, seedDatabase } from '../../server/seed';
import { loadCatalog } from '../../server/services/catalog/store';
import { rankMatches, searchEngineOf } from '../../server/services/search/engine';
import { ITEM_STATUS_TAGS } from '../../src/domain/delivery';

const dir = mkdtempSync(join(tmpdir(), 'storefront-seed-test-'));
let database: OpenedDatabase;
let summary: string;

const all = <T>(sql: string, ...params: unknown[]) => database.sqlite.prepare(sql).all(...params) as T[];
const one = <T>(sql: string, ...params: unknown[]) => database.sqlite.prepare(sql).get(...params) as T;
const n = (sql: string, ...params: unknown[]) => one<{ n: number }>(sql, ...params).n;

/** Every row of products and product_prices in key order, hashed: equal hashes mean identical catalogs. */
function catalogHash(db: OpenedDatabase): string {
  const hash = createHash('sha256');
  for (const row of db.sqlite.prepare('SELECT * FROM products ORDER BY sku').iterate()) hash.update(JSON.stringify(row));
  for (const row of db.sqlite.prepare('SELECT * FROM product_prices ORDER BY site, sku').iterate()) hash.update(JSON.stringify(row));
  for (const row of db.sqlite.prepare('SELECT * FROM stock ORDER BY sku, location_key').iterate()) hash.update(JSON.stringify(row));
  return hash.digest('hex');
}

beforeAll(async () => {
  database = await openDatabase(join(dir, 'seed.sqlite'));
  summary = await seedDatabase(database);
}, 60_000);

afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('seed', () => {
  it('reports what it wrote and records the run', () => {
    expect(summary).toMatch(/^[\d,]+ products, [\d,]+ stores, [\d,]+ places/);
    expect(one<{ version: number }>("SELECT version FROM seed_runs WHERE name = 'catalog'").version).toBe(SEED_VERSION);
  });

  it('has at least 5,000 products, each sold on at least one site', () => {
    expect(n('SELECT count(*) n FROM products')).toBeGreaterThanOrEqual(5000);
    expect(n('SELECT count(*) n FROM products WHERE sku NOT IN (SELECT sku FROM product_prices)')).toBe(0);
    expect(n("SELECT count(*) n FROM products WHERE sku NOT GLOB '[A-Z][A-Z][0-9][0-9][0-9][0-9]'")).toBe(0);
    expect(n("SELECT count(*) n FROM products WHERE content_type = 'Gift Cards'")).toBeGreaterThan(0);
  });

  it('has at least 12 top categories, each with level-2 and level-3 children holding products', () => {
    const tops = all<{ id: string; name: string }>('SELECT id, name FROM categories WHERE level = 1');
    expect(tops.length).toBeGreaterThanOrEqual(12);
    for (const top of tops) {
      const leaves = n(
        'SELECT count(*) n FROM categories c3 JOIN categories c2 ON c3.parent_id = c2.id WHERE c2.parent_id = ? AND c3.level = 3',
        top.id,
      );
      expect(leaves, top.name).toBeGreaterThan(0);
    }
    // Products hang off leaves only.
    expect(n('SELECT count(*) n FROM products p JOIN categories c ON c.id = p.category_id WHERE c.level <> 3')).toBe(0);
  });

  it('gives each site its own assortment, and prices in cents that make sense', () => {
    const sites = Object.fromEntries(
      all<{ site: string; n: number }>('SELECT site, count(*) n FROM product_prices GROUP BY site').map((r) => [r.site, r.n]),
    );
    expect(Object.keys(sites).sort()).toEqual(['jrau', 'jrnz', 'rtau']);
    for (const count of Object.values(sites)) expect(count).toBeGreaterThan(1000);
    const only = (a: string, b: string) =>
      n('SELECT count(*) n FROM product_prices x WHERE site = ? AND sku NOT IN (SELECT sku FROM product_prices WHERE site = ?)', a, b);
    expect(only('jrau', 'rtau')).toBeGreaterThan(500);
    expect(only('rtau', 'jrau')).toBeGreaterThan(100);
    expect(only('jrau', 'jrnz')).toBeGreaterThan(0);
    // Marine is rtm's: rtau carries far more of it than jrau.
    const marine = (site: string) =>
      n(
        "SELECT count(*) n FROM product_prices pp JOIN products p USING (sku) JOIN categories c3 ON c3.id = p.category_id JOIN categories c2 ON c2.id = c3.parent_id JOIN categories c1 ON c1.id = c2.parent_id WHERE c1.name = 'Marine' AND pp.site = ?",
        site,
      );
    expect(marine('rtau')).toBeGreaterThan(marine('jrau') * 3);
    expect(n('SELECT count(*) n FROM product_prices WHERE final_cents > regular_cents OR regular_cents <= 0')).toBe(0);
    const onSale = n('SELECT count(*) n FROM product_prices WHERE final_cents < regular_cents') / n('SELECT count(*) n FROM product_prices');
    expect(onSale).toBeGreaterThan(0.1);
    expect(onSale).toBeLessThan(0.2);
    // NZD shelf prices sit above the AUD ones for the same product.
    const pair = one<{ au: number; nz: number }>(
      "SELECT a.regular_cents au, z.regular_cents nz FROM product_prices a JOIN product_prices z ON z.sku = a.sku AND z.site = 'jrnz' JOIN products p ON p.sku = a.sku WHERE a.site = 'jrau' AND p.content_type <> 'Gift Cards' LIMIT 1",
    );
    expect(pair.nz).toBeGreaterThan(pair.au);
    expect(n('SELECT min(final_cents) n FROM product_prices')).toBeLessThan(200);
    expect(n('SELECT max(regular_cents) n FROM product_prices')).toBeGreaterThan(100_000);
  });

  it('carries every item status tag', () => {
    for (const tag of ITEM_STATUS_TAGS)
      expect(n('SELECT count(*) n FROM products WHERE EXISTS (SELECT 1 FROM json_each(tags) WHERE value = ?)', tag), tag).toBeGreaterThan(20);
  });

  it('has >= 100 AU jc, >= 30 rtm and >= 10 NZ stores at coordinates inside their country', () => {
    expect(
      n("SELECT count(*) n FROM stores WHERE brand = 'jc' AND country = 'AU' AND latitude BETWEEN -44 AND -10 AND longitude BETWEEN 112 AND 154"),
    ).toBeGreaterThanOrEqual(100);
    expect(
      n("SELECT count(*) n FROM stores WHERE brand = 'rtm' AND country = 'AU' AND latitude BETWEEN -44 AND -10 AND longitude BETWEEN 112 AND 154"),
    ).toBeGreaterThanOrEqual(30);
    expect(
      n("SELECT count(*) n FROM stores WHERE country = 'NZ' AND latitude BETWEEN -47.5 AND -34 AND longitude BETWEEN 166 AND 179"),
    ).toBeGreaterThanOrEqual(10);
    expect(n('SELECT count(*) n FROM stores')).toBe(n('SELECT count(DISTINCT supply_channel_id) n FROM stores'));
    const parramatta = one<{ postcode: string; opening_hours: string }>("SELECT * FROM stores WHERE store_key = 'jc-au-nsw-parramatta'");
    expect(parramatta.postcode).toBe('2150');
    expect(JSON.parse(parramatta.opening_hours)).toHaveLength(7);
    expect(n('SELECT count(*) n FROM warehouses')).toBe(5);
  });

  it('stocks products per store and warehouse, never negative, with some out of stock everywhere', () => {
    expect(n('SELECT count(*) n FROM stock WHERE quantity < 0 OR reserved <> 0')).toBe(0);
    expect(
      n('SELECT count(*) n FROM stock WHERE location_key NOT IN (SELECT store_key FROM stores UNION SELECT warehouse_key FROM warehouses)'),
    ).toBe(0);
    const nowhere = n("SELECT count(*) n FROM products WHERE content_type <> 'Gift Cards' AND sku NOT IN (SELECT sku FROM stock WHERE quantity > 0)");
    expect(nowhere / n('SELECT count(*) n FROM products')).toBeGreaterThan(0.02);
    expect(nowhere / n('SELECT count(*) n FROM products')).toBeLessThan(0.1);
    // Click-and-collect-only goods sit only in stores.
    expect(
      n(
        "SELECT count(*) n FROM stock s JOIN products p USING (sku) WHERE s.location_key LIKE 'wh-%' AND s.quantity > 0 AND EXISTS (SELECT 1 FROM json_each(p.tags) WHERE value = 'click-and-collect-only')",
      ),
    ).toBe(0);
    // A store only holds what its own site sells.
    expect(
      n(
        "SELECT count(*) n FROM stock s JOIN stores st ON st.store_key = s.location_key WHERE st.brand = 'rtm' AND s.sku NOT IN (SELECT sku FROM product_prices WHERE site = 'rtau')",
      ),
    ).toBe(0);
  });

  it('has every AU postcode and locality of the package and NZ towns', () => {
    expect(n("SELECT count(*) n FROM places WHERE country = 'AU'")).toBeGreaterThan(15_000);
    expect(n("SELECT count(*) n FROM places WHERE country = 'AU' AND postcode = '2000' AND locality = 'Sydney' AND state = 'NSW'")).toBe(1);
    expect(n("SELECT count(*) n FROM places WHERE country = 'AU' AND postcode = '3000' AND locality = 'Melbourne' AND state = 'VIC'")).toBe(1);
    expect(n("SELECT count(*) n FROM places WHERE country = 'NZ'")).toBeGreaterThanOrEqual(60);
    expect(n("SELECT count(DISTINCT state) n FROM places WHERE country = 'NZ'")).toBeGreaterThanOrEqual(16);
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

  it('has discount codes with real effects, one inactive', () => {
    expect(one<{ kind: string; value: number }>("SELECT * FROM discount_codes WHERE code = 'maker10' AND site = 'jrnz'")).toMatchObject({
      kind: 'percent',
      value: 10,
    });
    expect(one<{ value: number; min_spend_cents: number }>("SELECT * FROM discount_codes WHERE code = 'SAVE5' AND site = 'jrau'")).toMatchObject({
      value: 500,
      min_spend_cents: 5000,
    });
    expect(n("SELECT count(*) n FROM discount_codes WHERE code = 'EXPIRED20' AND active = 1")).toBe(0);
  });

  it('has content pages of the spec page types and projects on every site', () => {
    for (const site of ['jrau', 'jrnz', 'rtau']) {
      const types = new Set(all<{ page_type: string }>('SELECT DISTINCT page_type FROM content_pages WHERE site = ?', site).map((r) => r.page_type));
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
      const home = JSON.parse(one<{ body: string }>("SELECT body FROM content_pages WHERE site = ? AND path = '/'", site).body);
      expect(home.blocks[0]).toMatchObject({ type: 'hero' });
    }
    expect(n("SELECT count(*) n FROM projects WHERE site = 'jrau'")).toBeGreaterThanOrEqual(40);
    expect(n("SELECT count(*) n FROM projects WHERE site = 'jrnz'")).toBeGreaterThanOrEqual(40);
    expect(n("SELECT count(*) n FROM projects WHERE site = 'rtau'")).toBeGreaterThan(5);
    // A project's parts are on sale on its own site.
    for (const p of all<{ site: string; skus: string }>('SELECT site, skus FROM projects')) {
      const skus = JSON.parse(p.skus) as string[];
      expect(skus.length).toBeGreaterThan(0);
      for (const sku of skus) expect(n('SELECT count(*) n FROM product_prices WHERE site = ? AND sku = ?', p.site, sku)).toBe(1);
    }
    expect(n("SELECT count(*) n FROM content_pages WHERE path = '/stores/jc-au-nsw-parramatta' AND site = 'jrau'")).toBe(1);
  });

  it('writes nothing the second time', async () => {
    const before = database.sqlite.prepare('SELECT total_changes() n').get() as { n: number };
    expect(await seedDatabase(database)).toBe('already seeded');
    expect((database.sqlite.prepare('SELECT total_changes() n').get() as { n: number }).n).toBe(before.n);
  });

  it('writes the same catalog on every run', async () => {
    const other = await openDatabase(':memory:');
    try {
      await seedDatabase(other);
      expect(catalogHash(other)).toBe(catalogHash(database));
    } finally {
      await other.close();
    }
  }, 60_000);

  it('reseeds a database of an older seed in place, keeping the orders and carts that point at its products', async () => {
    const { sku } = one<{ sku: string }>("SELECT sku FROM product_prices WHERE site = 'jrau' LIMIT 1");
    database.sqlite
      .prepare("INSERT INTO carts (id, site, owner, frozen, discount_code, updated_at) VALUES ('cart-reseed', 'jrau', 'anon-reseed', 0, NULL, 0)")
      .run();
    database.sqlite
      .prepare("INSERT INTO cart_lines (id, cart_id, sku, quantity, item_container, added_at) VALUES ('line-reseed', 'cart-reseed', ?, 1, 'test', 0)")
      .run(sku);
    const ordersBefore = n('SELECT count(*) n FROM orders');
    database.sqlite.prepare("UPDATE seed_runs SET version = version - 1 WHERE name = 'catalog'").run();
    expect(await seedDatabase(database)).toMatch(/products/);
    expect(one<{ version: number }>("SELECT version FROM seed_runs WHERE name = 'catalog'").version).toBe(SEED_VERSION);
    expect(n('SELECT count(*) n FROM orders')).toBe(ordersBefore);
    expect(n('SELECT count(*) n FROM products WHERE sku = ?', sku)).toBe(1);
    expect(n("SELECT count(*) n FROM cart_lines WHERE cart_id = 'cart-reseed'")).toBe(1);
  }, 60_000);

  it('reseeding keeps a product the new catalogue drops while a cart, list or order still names it, with no price', async () => {
    const category = one<{ id: string }>('SELECT id FROM categories WHERE level = 3 LIMIT 1').id;
    database.sqlite
      .prepare(
        "INSERT INTO products (sku, product_code, slug, title, brand, description, category_id, specs, tags, order_limit, rank, content_type, created_at) VALUES ('ZZ0001', 'ZZ0001', 'old-widget', 'Old Widget', 'Old', 'Gone', ?, '{}', '[]', NULL, 99999, 'Physical Product', '2020-01-01T00:00:00.000Z')",
      )
      .run(category);
    database.sqlite.prepare("INSERT INTO product_prices (sku, site, regular_cents, final_cents) VALUES ('ZZ0001', 'jrau', 995, 995)").run();
    database.sqlite
      .prepare("INSERT INTO carts (id, site, owner, frozen, discount_code, updated_at) VALUES ('cart-old', 'jrau', 'anon-old', 0, NULL, 0)")
      .run();
    database.sqlite
      .prepare(
        "INSERT INTO cart_lines (id, cart_id, sku, quantity, item_container, added_at) VALUES ('line-old', 'cart-old', 'ZZ0001', 1, 'test', 0)",
      )
      .run();
    database.sqlite.prepare("UPDATE seed_runs SET version = version - 1 WHERE name = 'catalog'").run();
    expect(await seedDatabase(database)).toMatch(/products/);
    expect(n("SELECT count(*) n FROM products WHERE sku = 'ZZ0001'")).toBe(1);
    expect(n("SELECT count(*) n FROM product_prices WHERE sku = 'ZZ0001'")).toBe(0);
    expect(n("SELECT count(*) n FROM cart_lines WHERE sku = 'ZZ0001'")).toBe(1);
    expect(database.sqlite.pragma('foreign_key_check')).toEqual([]);
  }, 60_000);
});
