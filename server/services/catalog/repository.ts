import type { Db, OpenedDatabase } from '../../db/database';
import type { CategoryTable, ProductPriceTable, ProductTable, ProjectTable } from '../../db/schema';
import type { SiteCode, Site } from '../../../src/domain/site';

/**
 * The catalog's statements. Only the seed writes categories, products, prices and projects, so the catalog
 * reads them whole, once per database, with the raw connection (server/services/catalog/store.ts keeps them in
 * memory); the cart, checkout and delivery read the few products they price through Kysely.
 */

/** The rows as the raw connection reads them: the tables' columns (a product with its rowid, for the search index). */
export type CategoryRow = CategoryTable;
export type ProductRow = ProductTable & { rowid: number };
export type PriceRow = ProductPriceTable;

export function categoryRows(database: OpenedDatabase): CategoryRow[] {
  return database.sqlite
    .prepare('SELECT id, parent_id, name, slug, level, position FROM categories ORDER BY level, position, name')
    .all() as CategoryRow[];
}

export function productRows(database: OpenedDatabase): ProductRow[] {
  return database.sqlite.prepare('SELECT rowid, * FROM products').all() as ProductRow[];
}

export function priceRows(database: OpenedDatabase): PriceRow[] {
  return database.sqlite.prepare('SELECT sku, site, regular_cents, final_cents FROM product_prices').all() as PriceRow[];
}

/** The Makerhub's projects, articles and workshops (spec §1 Community area); only the seed writes them. */
export type ProjectRow = ProjectTable;

/** Every project, newest first (ties by id, so pages never overlap). */
export function projectsNewestFirst(database: OpenedDatabase): ProjectRow[] {
  return database.sqlite.prepare('SELECT * FROM projects ORDER BY published_at DESC, id').all() as ProjectRow[];
}

/** The reads the stock snapshot (./stock.ts) is made of, prepared once per database. */
export interface StockReads {
  /** Changes whenever the database was written, by this connection (total_changes) or another (data_version). */
  writeMark(): string;
  /** The skus a unit of which is free in a warehouse of the country or a store of the brand there. */
  inStockSkus(country: string, brand: string): string[];
}

export function stockReads(database: OpenedDatabase): StockReads {
  const { sqlite } = database;
  // Warehouses first: they hold most stock, so the store scan is left with the few skus they lack.
  const query = sqlite
    .prepare(
      `
      SELECT DISTINCT sku FROM stock
      WHERE quantity > reserved AND location_key IN (SELECT warehouse_key FROM warehouses WHERE country = @country)
      UNION
      SELECT DISTINCT sku FROM stock
      WHERE quantity > reserved AND location_key IN (SELECT store_key FROM stores WHERE country = @country AND brand = @brand)`,
    )
    .pluck();
  return {
    writeMark: () => database.writeMark(),
    inStockSkus: (country, brand) => query.all({ country, brand }) as string[],
  };
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
