import { seedOrderHistory } from './order-history';
import { seedSalesHistory } from './sales-history';
import type { OpenedDatabase } from '../db/database';
import { seedBanners } from './banners';
import { buildCatalog } from './catalog';
import { buildContent } from './content';
import { DISCOUNT_CODES } from './discounts';
import { auPlaces, nzPlaces } from './places';
import { buildProjects } from './projects';
import { generateStock } from './stock';
import { seedPayments } from './payments';
import { buildStores, WAREHOUSES } from './stores';
import { buildCompetitions, buildWorkshopSessions } from './makerhub';

/** Bump when the generated rows change; a database seeded at another version is reseeded. */
export const SEED_VERSION = 9;
const RUN_NAME = 'catalog';

/** Tables the seed owns, children first so a reseed can clear them. */
const SEEDED_TABLES = [
  'workshop_sessions',
  'competitions',
  'stock',
  'product_prices',
  'projects',
  'content_pages',
  'discount_codes',
  'places',
  'warehouses',
  'stores',
  'products',
  'categories',
];

const count = (n: number) => n.toLocaleString('en-AU');

/** Where customers' carts, lists and orders name a sku; a table or column an older database lacks is skipped. */
const SKU_REFERENCES = [
  'SELECT sku FROM cart_lines',
  'SELECT sku FROM cart_reservations',
  'SELECT sku FROM customer_list_lines',
  'SELECT sku FROM stock_subscriptions',
  "SELECT json_extract(l.value, '$.sku') AS sku FROM orders o, json_each(o.lines) l",
];

/** Skus that something of a customer's still points at. */
function referencedSkus(sqlite: OpenedDatabase['sqlite']): Set<string> {
  const skus = new Set<string>();
  for (const query of SKU_REFERENCES) {
    try {
      for (const row of sqlite.prepare(query).iterate() as Iterable<{ sku: unknown }>) if (typeof row.sku === 'string') skus.add(row.sku);
    } catch {
      // An older schema without this table: nothing there points at a product.
    }
  }
  return skus;
}

/**
 * Writes the catalog, stores, places, stock, content, projects and discount codes (issue: "a seed
 * that runs on first start and is idempotent"). All rows come from a fixed PRNG seed, so every run
 * writes the same data. Everything is written in one IMMEDIATE transaction through prepared
 * statements on the raw handle: ~600k stock rows would take minutes through the query builder.
 */
export async function seedDatabase(database: OpenedDatabase, now = Date.now()): Promise<string> {
  const { sqlite } = database;
  const done = sqlite.prepare('SELECT version FROM seed_runs WHERE name = ?');
  const current = () => (done.get(RUN_NAME) as { version: number } | undefined)?.version;
  // Banners keep their own seed run, so a database seeded before they existed gets them too.
  seedBanners(sqlite);
  // Gift cards, test customers, their credit and coupons keep their own seed run too (issue 5).
  seedPayments(sqlite);
  if (current() === SEED_VERSION) {
    // The test customers' past orders take seeded products, so they follow the catalog (their own seed run).
    seedOrderHistory(sqlite);
    seedSalesHistory(sqlite, SEED_VERSION, now);
    return 'already seeded';
  }

  const catalog = buildCatalog();
  const stores = buildStores();
  const places = [...auPlaces(), ...nzPlaces()];
  const projects = buildProjects(catalog);
  const pages = buildContent(catalog, stores, projects);
  // Workshop sessions and competitions are dated from now, so a fresh shop always has some ahead.
  const sessions = buildWorkshopSessions(projects, stores, now);
  const { competitions, entries } = buildCompetitions(now);

  let stockRows = 0;
  let keptProducts: Array<{ sku: string; slug: string; category_id: string }> = [];
  const write = sqlite.transaction(() => {
    const found = current();
    if (found === SEED_VERSION) return false; // another process seeded while we were generating
    if (found !== undefined) {
      // An older seed: replace its rows. Foreign keys are checked when the transaction commits, so carts,
      // orders and lists that point at skus the new seed writes again keep them; if the new seed drops a sku
      // something still points at, the commit fails and the whole reseed rolls back.
      sqlite.pragma('defer_foreign_keys = ON');
      // Products the new catalogue drops but a cart, list or order still names stay as rows with no price,
      // so no site sells them while the order history and saved lists still show what they were.
      const newSkus = new Set(catalog.products.map((p) => p.sku));
      const keep = [...referencedSkus(sqlite)].filter((sku) => !newSkus.has(sku));
      sqlite.exec('CREATE TEMP TABLE IF NOT EXISTS kept_skus (sku TEXT PRIMARY KEY)');
      sqlite.exec('DELETE FROM kept_skus');
      const keepSku = sqlite.prepare('INSERT OR IGNORE INTO kept_skus (sku) VALUES (?)');
      for (const sku of keep) keepSku.run(sku);
      for (const table of SEEDED_TABLES) {
        if (table === 'products') sqlite.prepare('DELETE FROM products WHERE sku NOT IN (SELECT sku FROM kept_skus)').run();
        else sqlite.prepare(`DELETE FROM ${table}`).run();
      }
      keptProducts = sqlite.prepare('SELECT sku, slug, category_id FROM products').all() as Array<{ sku: string; slug: string; category_id: string }>;
    }
    const insertCategory = sqlite.prepare('INSERT INTO categories (id, parent_id, name, slug, level, position) VALUES (?, ?, ?, ?, ?, ?)');
    for (const c of catalog.categories) insertCategory.run(c.id, c.parent_id, c.name, c.slug, c.level, c.position);
    if (keptProducts.length > 0) {
      // A kept product keeps its category when the new tree still has it, else it moves to the first leaf;
      // a slug the new catalogue now uses moves aside to its sku.
      const leaves = new Set(catalog.categories.filter((c) => c.level === 3).map((c) => c.id));
      const fallback = catalog.categories.find((c) => c.level === 3)!.id;
      const newSlugs = new Set(catalog.products.map((p) => p.slug));
      const move = sqlite.prepare('UPDATE products SET category_id = ?, slug = ? WHERE sku = ?');
      for (const k of keptProducts) {
        const slug = newSlugs.has(k.slug) ? `${k.slug}-${k.sku.toLowerCase()}` : k.slug;
        move.run(leaves.has(k.category_id) ? k.category_id : fallback, slug, k.sku);
      }
    }

    const insertProduct = sqlite.prepare(
      `INSERT INTO products (sku, product_code, slug, title, brand, description, category_id, specs, tags, order_limit, rank, content_type, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertPrice = sqlite.prepare('INSERT INTO product_prices (sku, site, regular_cents, final_cents) VALUES (?, ?, ?, ?)');
    for (const p of catalog.products) {
      insertProduct.run(
        p.sku,
        p.product_code,
        p.slug,
        p.title,
        p.brand,
        p.description,
        p.category_id,
        JSON.stringify(p.specs),
        JSON.stringify(p.tags),
        p.order_limit,
        p.rank,
        p.content_type,
        p.created_at,
      );
      for (const price of p.prices) insertPrice.run(p.sku, price.site, price.regular_cents, price.final_cents);
    }

    const insertStore = sqlite.prepare(
      `INSERT INTO stores (store_key, supply_channel_id, brand, country, name, address, suburb, state, postcode, latitude, longitude, phone, can_click_and_collect, opening_hours)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const s of stores) {
      insertStore.run(
        s.store_key,
        s.supply_channel_id,
        s.brand,
        s.country,
        s.name,
        s.address,
        s.suburb,
        s.state,
        s.postcode,
        s.latitude,
        s.longitude,
        s.phone,
        s.can_click_and_collect,
        s.opening_hours,
      );
    }
    const insertWarehouse = sqlite.prepare('INSERT INTO warehouses (warehouse_key, country, name, latitude, longitude) VALUES (?, ?, ?, ?, ?)');
    for (const w of WAREHOUSES) insertWarehouse.run(w.warehouse_key, w.country, w.name, w.latitude, w.longitude);

    const insertStock = sqlite.prepare('INSERT INTO stock (sku, location_key, quantity) VALUES (?, ?, ?)');
    stockRows = generateStock(catalog.products, stores, (sku, location, quantity) => insertStock.run(sku, location, quantity));

    const insertPlace = sqlite.prepare('INSERT INTO places (country, postcode, locality, state, latitude, longitude) VALUES (?, ?, ?, ?, ?, ?)');
    for (const p of places) insertPlace.run(p.country, p.postcode, p.locality, p.state, p.latitude, p.longitude);

    const insertDiscount = sqlite.prepare('INSERT INTO discount_codes (code, site, kind, value, min_spend_cents, active) VALUES (?, ?, ?, ?, ?, ?)');
    for (const d of DISCOUNT_CODES) insertDiscount.run(d.code, d.site, d.kind, d.value, d.min_spend_cents, d.active);

    const insertPage = sqlite.prepare('INSERT INTO content_pages (site, path, page_type, title, body) VALUES (?, ?, ?, ?, ?)');
    for (const p of pages) insertPage.run(p.site, p.path, p.page_type, p.title, p.body);
    const insertProject = sqlite.prepare(
      'INSERT INTO projects (id, site, slug, title, summary, kind, difficulty, skus, published_at, time_required, steps, parts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const p of projects) {
      insertProject.run(
        p.id,
        p.site,
        p.slug,
        p.title,
        p.summary,
        p.kind,
        p.difficulty,
        JSON.stringify(p.skus),
        p.published_at,
        p.time_required,
        JSON.stringify(p.steps),
        JSON.stringify(p.parts),
      );
    }

    // Makerhub: customers' bookings and entries stay; only the seeded entries are replaced with their competitions.
    const insertSession = sqlite.prepare(
      'INSERT INTO workshop_sessions (id, site, workshop_slug, store_key, starts_at, duration_minutes, places, time_zone) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const x of sessions) insertSession.run(x.id, x.site, x.workshop_slug, x.store_key, x.starts_at, x.duration_minutes, x.places, x.time_zone);
    const insertCompetition = sqlite.prepare(
      'INSERT INTO competitions (id, site, slug, title, summary, prize, closes_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (const c of competitions) insertCompetition.run(c.id, c.site, c.slug, c.title, c.summary, c.prize, c.closes_at);
    sqlite.prepare('DELETE FROM competition_entries WHERE customer_id IS NULL').run();
    const insertEntry = sqlite.prepare(
      'INSERT INTO competition_entries (id, competition_id, customer_id, author_name, text, photo_file, winner_rank, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const e of entries) insertEntry.run(e.id, e.competition_id, e.customer_id, e.author_name, e.text, e.photo_file, e.winner_rank, e.created_at);

    // The run's timestamp is bookkeeping, not catalog data: wall-clock time is fine here.
    sqlite
      .prepare('INSERT OR REPLACE INTO seed_runs (name, version, finished_at) VALUES (?, ?, ?)')
      .run(RUN_NAME, SEED_VERSION, new Date().toISOString());
    return true;
  });
  if (!write.immediate()) return 'already seeded';
  seedOrderHistory(sqlite);
  seedSalesHistory(sqlite, SEED_VERSION, now);
  sqlite.pragma('optimize');
  return `${count(catalog.products.length)} products, ${count(stores.length)} stores, ${count(places.length)} places, ${count(stockRows)} stock rows, ${count(pages.length)} pages, ${count(projects.length)} projects`;
}
