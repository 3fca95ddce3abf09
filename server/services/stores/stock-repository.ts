import { sql } from 'kysely';
import type { Site } from '../../../src/domain/site';
import type { Db } from '../../db/database';

/**
 * Where a site sells from: the warehouses of its country and the stores of its brand there. An rtm
 * shopper cannot be sold a jc store's shelf, but both brands share the country's warehouses.
 */
export const siteLocations = (site: Site) =>
  sql<boolean>`(location_key IN (SELECT warehouse_key FROM warehouses WHERE country = ${site.country})
    OR location_key IN (SELECT store_key FROM stores WHERE brand = ${site.brand} AND country = ${site.country}))`;

/** Units available (on hand less reserved for frozen carts) per sku across the site's locations. */
export async function availableBySku(db: Db, site: Site, skus: readonly string[]): Promise<Map<string, number>> {
  const result = new Map<string, number>(skus.map((sku) => [sku, 0]));
  if (skus.length === 0) return result;
  const rows = await db
    .selectFrom('stock')
    .select(['sku', sql<number>`SUM(quantity - reserved)`.as('available')])
    .where('sku', 'in', [...skus])
    .where(siteLocations(site))
    .groupBy('sku')
    .execute();
  for (const row of rows) result.set(row.sku, Number(row.available));
  return result;
}

/** Units of one sku available in one store; 0 when the store holds none. */
export async function availableInStore(db: Db, storeKey: string, sku: string): Promise<number> {
  const row = await db
    .selectFrom('stock')
    .select(sql<number>`quantity - reserved`.as('available'))
    .where('sku', '=', sku)
    .where('location_key', '=', storeKey)
    .executeTakeFirst();
  return row ? Number(row.available) : 0;
}

/** Units of a sku available per store key, for the given stores. */
export async function availableInStores(db: Db, storeKeys: readonly string[], sku: string): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  if (storeKeys.length === 0) return result;
  const rows = await db
    .selectFrom('stock')
    .select(['location_key', sql<number>`quantity - reserved`.as('available')])
    .where('sku', '=', sku)
    .where('location_key', 'in', [...storeKeys])
    .execute();
  for (const row of rows) result.set(row.location_key, Number(row.available));
  return result;
}
