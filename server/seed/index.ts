import { seedOrderHistory } from './order-history';
import { seedSalesHistory } from './sales-history';
import { sql } from 'kysely';
import type { Db, OpenedDatabase } from '../db/database';
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
import { insertRows, recordSeedRun, seedTransaction, seededVersion, unboundedStatements } from './write';

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
] as const;

const count = (n: number) => n.toLocaleString('en-AU');

/** Skus in the lines of an order (stored as JSON); read here, so the same statement runs on every database. */
function skusOfLines(text: string): string[] {
  try {
    const lines: unknown = JSON.parse(text);
    if (!Array.isArray(lines)) return [];
    return lines.flatMap((line: unknown) => {
      const sku = line && typeof line === 'object' ? (line as { sku?: unknown }).sku : undefined;
      return typeof sku === 'string' ? [sku] : [];
    });
  } catch {
    return [];
  }
}

/**
 * Skus that something of a customer's still points at: a cart, a reservation, a list or an order. (A stock alert
 * names a product code and needs no product row.) The schema is migrated before the seed runs, so every one of
 * these tables is there.
 */
async function referencedSkus(db: Db): Promise<Set<string>> {
  const skus = new Set<string>();
  for (const table of ['cart_lines', 'cart_reservations', 'customer_list_lines'] as const)
    for (const row of await db.selectFrom(table).select('sku').distinct().execute()) skus.add(row.sku);
  for (const row of await db.selectFrom('orders').select('lines').execute()) for (const sku of skusOfLines(row.lines)) skus.add(sku);
  return skus;
}

/** The values a few hundred at a time, one statement's worth each. */
function* chunksOf<T>(values: readonly T[], size = 500): Generator<T[]> {
  for (let start = 0; start < values.length; start += size) yield values.slice(start, start + size);
}

/**
 * An older seed's rows make way for the new ones, in an order no foreign key objects to at any statement (so
 * no check needs deferring, on SQLite or PostgreSQL): the seed's other tables are emptied; products that a
 * customer's cart, list or order still names stay (rewritten by the new catalogue if it has them, else kept as
 * rows with no price, so no site sells them while the order history and saved lists still show what they
 * were), the others go. Keys that must stay unique (slugs, product codes) are set aside on the rows that stay,
 * the new rows then take theirs. Returns the products kept that the new catalogue does not have.
 */
async function clearOlderSeed(trx: Db, catalog: ReturnType<typeof buildCatalog>): Promise<Array<{ sku: string; slug: string; category_id: string }>> {
  for (const table of SEEDED_TABLES) if (table !== 'products' && table !== 'categories') await trx.deleteFrom(table).execute();
  const referenced = await referencedSkus(trx);
  const existing = await trx.selectFrom('products').select(['sku', 'slug', 'category_id']).execute();
  for (const skus of chunksOf(existing.filter((p) => !referenced.has(p.sku)).map((p) => p.sku)))
    await trx.deleteFrom('products').where('sku', 'in', skus).execute();
  const newSkus = new Set(catalog.products.map((p) => p.sku));
  const staying = existing.filter((p) => referenced.has(p.sku));
  // The new catalogue's own products take their slug and code again when it writes them.
  for (const p of staying.filter((p) => newSkus.has(p.sku)))
    await trx
      .updateTable('products')
      .set({ slug: `~${p.sku}`, product_code: `~${p.sku}` })
      .where('sku', '=', p.sku)
      .execute();
  // Categories: theirs set aside too, then the new tree written over the old by id (./seedCategories).
  await trx
    .updateTable('categories')
    .set({ slug: sql<string>`'~' || id` })
    .execute();
  return staying.filter((p) => !newSkus.has(p.sku));
}

/**
 * Writes the catalog, stores, places, stock, content, projects and discount codes (issue: "a seed
 * that runs on first start and is idempotent"). All rows come from a fixed PRNG seed, so every run
 * writes the same data. Everything is written in one transaction, many rows to a statement (./write.ts).
 */
export async function seedDatabase(database: OpenedDatabase, now = Date.now()): Promise<string> {
  const { db } = database;
  // Banners keep their own seed run, so a database seeded before they existed gets them too.
  await seedBanners(db);
  // Gift cards, test customers, their credit and coupons keep their own seed run too (issue 5).
  await seedPayments(db);
  if ((await seededVersion(db, RUN_NAME)) === SEED_VERSION) {
    // The test customers' past orders take seeded products, so they follow the catalog (their own seed run).
    await seedOrderHistory(db);
    await seedSalesHistory(db, SEED_VERSION, now);
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
  const stock: Array<{ sku: string; location_key: string; quantity: number }> = [];
  const stockRows = generateStock(catalog.products, stores, (sku, location_key, quantity) => stock.push({ sku, location_key, quantity }));

  const wrote = await seedTransaction(db, RUN_NAME, async (trx) => {
    const found = await seededVersion(trx, RUN_NAME);
    if (found === SEED_VERSION) return false; // another process seeded while we were generating
    const kept = found === undefined ? [] : await clearOlderSeed(trx, catalog);

    await insertRows(
      trx,
      'categories',
      catalog.categories.map((c) => ({ id: c.id, parent_id: c.parent_id, name: c.name, slug: c.slug, level: c.level, position: c.position })),
      { key: ['id'] },
    );
    if (kept.length > 0) {
      // A kept product keeps its category when the new tree still has it, else it moves to the first leaf;
      // a slug the new catalogue now uses moves aside to its sku.
      const leaves = new Set(catalog.categories.filter((c) => c.level === 3).map((c) => c.id));
      const fallback = catalog.categories.find((c) => c.level === 3)!.id;
      const newSlugs = new Set(catalog.products.map((p) => p.slug));
      for (const k of kept) {
        const slug = newSlugs.has(k.slug) ? `${k.slug}-${k.sku.toLowerCase()}` : k.slug;
        await trx
          .updateTable('products')
          .set({ category_id: leaves.has(k.category_id) ? k.category_id : fallback, slug })
          .where('sku', '=', k.sku)
          .execute();
      }
    }
    if (found !== undefined) {
      // The old tree's categories the new one lacks: no product points at them any more.
      const ids = new Set(catalog.categories.map((c) => c.id));
      const old = await trx.selectFrom('categories').select('id').execute();
      const gone = old.map((c) => c.id).filter((id) => !ids.has(id));
      // Unlinked from their parents first, so no delete leaves a child whose parent is gone.
      for (const chunk of chunksOf(gone)) await trx.updateTable('categories').set({ parent_id: null }).where('id', 'in', chunk).execute();
      for (const chunk of chunksOf(gone)) await trx.deleteFrom('categories').where('id', 'in', chunk).execute();
    }

    await insertRows(
      trx,
      'products',
      catalog.products.map((p) => ({
        sku: p.sku,
        product_code: p.product_code,
        slug: p.slug,
        title: p.title,
        brand: p.brand,
        description: p.description,
        category_id: p.category_id,
        specs: JSON.stringify(p.specs),
        tags: JSON.stringify(p.tags),
        order_limit: p.order_limit,
        rank: p.rank,
        content_type: p.content_type,
        created_at: p.created_at,
      })),
      { key: ['sku'] },
    );
    await insertRows(
      trx,
      'product_prices',
      catalog.products.flatMap((p) =>
        p.prices.map((price) => ({ sku: p.sku, site: price.site, regular_cents: price.regular_cents, final_cents: price.final_cents })),
      ),
    );
    await insertRows(
      trx,
      'stores',
      stores.map((s) => ({
        store_key: s.store_key,
        supply_channel_id: s.supply_channel_id,
        brand: s.brand,
        country: s.country,
        name: s.name,
        address: s.address,
        suburb: s.suburb,
        state: s.state,
        postcode: s.postcode,
        latitude: s.latitude,
        longitude: s.longitude,
        phone: s.phone,
        can_click_and_collect: s.can_click_and_collect,
        opening_hours: s.opening_hours,
      })),
    );
    await insertRows(
      trx,
      'warehouses',
      WAREHOUSES.map((w) => ({ warehouse_key: w.warehouse_key, country: w.country, name: w.name, latitude: w.latitude, longitude: w.longitude })),
    );
    await insertRows(trx, 'stock', stock);
    await insertRows(
      trx,
      'places',
      places.map((p) => ({
        country: p.country,
        postcode: p.postcode,
        locality: p.locality,
        state: p.state,
        latitude: p.latitude,
        longitude: p.longitude,
      })),
    );
    await insertRows(
      trx,
      'discount_codes',
      DISCOUNT_CODES.map((d) => ({ code: d.code, site: d.site, kind: d.kind, value: d.value, min_spend_cents: d.min_spend_cents, active: d.active })),
    );
    await insertRows(
      trx,
      'content_pages',
      pages.map((p) => ({ site: p.site, path: p.path, page_type: p.page_type, title: p.title, body: p.body })),
    );
    await insertRows(
      trx,
      'projects',
      projects.map((p) => ({
        id: p.id,
        site: p.site,
        slug: p.slug,
        title: p.title,
        summary: p.summary,
        kind: p.kind,
        difficulty: p.difficulty,
        skus: JSON.stringify(p.skus),
        published_at: p.published_at,
        time_required: p.time_required,
        steps: JSON.stringify(p.steps),
        parts: JSON.stringify(p.parts),
      })),
    );

    // Makerhub: customers' bookings and entries stay; only the seeded entries are replaced with their competitions.
    await insertRows(
      trx,
      'workshop_sessions',
      sessions.map((x) => ({
        id: x.id,
        site: x.site,
        workshop_slug: x.workshop_slug,
        store_key: x.store_key,
        starts_at: x.starts_at,
        duration_minutes: x.duration_minutes,
        places: x.places,
        time_zone: x.time_zone,
      })),
    );
    await insertRows(
      trx,
      'competitions',
      competitions.map((c) => ({ id: c.id, site: c.site, slug: c.slug, title: c.title, summary: c.summary, prize: c.prize, closes_at: c.closes_at })),
    );
    await trx.deleteFrom('competition_entries').where('customer_id', 'is', null).execute();
    await insertRows(
      trx,
      'competition_entries',
      entries.map((e) => ({
        id: e.id,
        competition_id: e.competition_id,
        customer_id: e.customer_id,
        author_name: e.author_name,
        text: e.text,
        photo_file: e.photo_file,
        winner_rank: e.winner_rank,
        created_at: e.created_at,
      })),
    );
    await recordSeedRun(trx, RUN_NAME, SEED_VERSION);
    return true;
  });
  if (!wrote) return 'already seeded';
  await seedOrderHistory(db);
  await seedSalesHistory(db, SEED_VERSION, now);
  // The planner's statistics, for the tables just filled.
  await db.transaction().execute(async (trx) => {
    await unboundedStatements(trx);
    await sql`ANALYZE`.execute(trx);
  });
  return `${count(catalog.products.length)} products, ${count(stores.length)} stores, ${count(places.length)} places, ${count(stockRows)} stock rows, ${count(pages.length)} pages, ${count(projects.length)} projects`;
}
