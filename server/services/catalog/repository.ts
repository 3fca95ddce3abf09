import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { CategoryTable, ProductPriceTable, ProductTable, ProjectTable } from '../../db/schema';
import type { SiteCode, Site } from '../../../src/domain/site';

/**
 * The catalog's statements. Only the seed writes categories, products, prices and projects, so the catalog
 * reads them whole, once per database, when the server starts (server/services/catalog/store.ts keeps them in
 * memory); the cart, checkout and delivery read the few products they price.
 */

/** The rows as the tables hold them (a product with its rowid, for the search index). */
export type CategoryRow = CategoryTable;
export type ProductRow = ProductTable & { rowid: number };
export type PriceRow = ProductPriceTable;

export async function categoryRows(db: Db): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'name', 'slug', 'level', 'position'])
    .orderBy('level')
    .orderBy('position')
    .orderBy('name')
    .execute();
}

export async function productRows(db: Db): Promise<ProductRow[]> {
  // rowid: SQLite's own, PostgreSQL's identity column of that name; a whole number either way.
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .select(sql<number>`rowid`.as('rowid'))
    .execute();
  return rows.map((row) => ({ ...row, rowid: Number(row.rowid) }));
}

export async function priceRows(db: Db): Promise<PriceRow[]> {
  return db.selectFrom('product_prices').select(['sku', 'site', 'regular_cents', 'final_cents']).execute();
}

/** The Makerhub's projects, articles and workshops (spec §1 Community area); only the seed writes them. */
export type ProjectRow = ProjectTable;

/** Every project, newest first (ties by id, so pages never overlap). */
export async function projectsNewestFirst(db: Db): Promise<ProjectRow[]> {
  return db.selectFrom('projects').selectAll().orderBy('published_at', 'desc').orderBy('id').execute();
}

/** The skus a unit of which is free in a warehouse of the country or a store of the brand there. */
export async function inStockSkus(db: Db, country: string, brand: string): Promise<string[]> {
  // Warehouses first: they hold most stock, so the store scan is left with the few skus they lack.
  const rows = await db
    .selectFrom('stock')
    .select('sku')
    .distinct()
    .whereRef('quantity', '>', 'reserved')
    .where('location_key', 'in', (eb) => eb.selectFrom('warehouses').select('warehouse_key').where('country', '=', country))
    .union((eb) =>
      eb
        .selectFrom('stock')
        .select('sku')
        .distinct()
        .whereRef('quantity', '>', 'reserved')
        .where('location_key', 'in', (inner) =>
          inner.selectFrom('stores').select('store_key').where('country', '=', country).where('brand', '=', brand),
        ),
    )
    .execute();
  return rows.map((row) => row.sku);
}

/** The products of these skus sold on the site, with their price there and their category path's names. */
export async function soldProductRows(db: Db, site: Site, skus: readonly string[]) {
  return db
    .selectFrom('products as p')
    .innerJoin('product_prices as pp', (join) => join.onRef('pp.sku', '=', 'p.sku').on('pp.site', '=', site.code))
    .innerJoin('categories as c3', 'c3.id', 'p.category_id')
    .leftJoin('categories as c2', 'c2.id', 'c3.parent_id')
    .leftJoin('categories as c1', 'c1.id', 'c2.parent_id')
    .select([
      'p.sku',
      'p.product_code',
      'p.slug',
      'p.title',
      'p.brand',
      'p.category_id',
      'p.tags',
      'p.order_limit',
      'p.content_type',
      'pp.regular_cents',
      'pp.final_cents',
      'c1.name as c1',
      'c2.name as c2',
      'c3.name as c3',
    ])
    .where('p.sku', 'in', [...new Set(skus)])
    .execute();
}

/** Asks to be told when a product is back; asking twice is asking once (the table's unique key). */
export async function subscribeToStock(db: Db, request: { site: SiteCode; productCode: string; email: string; createdAt: string }): Promise<void> {
  await db
    .insertInto('stock_subscriptions')
    .values({ site: request.site, product_code: request.productCode, email: request.email, created_at: request.createdAt })
    .onConflict((conflict) => conflict.columns(['site', 'product_code', 'email']).doNothing())
    .execute();
}
