import type { SiteCode } from '../../../../src/domain/site';
import type { OpenedDatabase } from '../../../db/unit-of-work';
import { LruCache } from '../../catalog/cache';
import { type CatalogContext, viewContextOf } from '../../catalog/list';
import { skuSales } from '../repository';

/** Sales over this many days decide; older ones only break ties, so a quiet shop still has best sellers. */
export const BEST_SELLER_DAYS = 30;
const DAY = 86_400_000;
/** More than a shelf shows: some may be out of stock or no longer sold. */
const CANDIDATES = 60;

export interface BestSeller {
  readonly sku: string;
  /** Units sold in the last BEST_SELLER_DAYS. */
  readonly recentUnits: number;
  /** Units sold in all the site's history. */
  readonly units: number;
}

const caches = new WeakMap<OpenedDatabase, LruCache<readonly BestSeller[]>>();

/**
 * Units sold per sku, from the lines of the site's orders (a cancelled order sold nothing): the last 30 days
 * first, then all time, then by sku. One pass over the orders' lines, kept per stock snapshot as the
 * catalog's other reads are (an order changes stock, so the next snapshot brings its sales in).
 */
export async function bestSellerSkus(context: CatalogContext, site: SiteCode): Promise<readonly BestSeller[]> {
  const { database } = context;
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new LruCache(12)));
  const now = context.now();
  const key = `${site}|${(await viewContextOf(context, site)).version}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const rows: readonly BestSeller[] = await skuSales(database.db, site, now - BEST_SELLER_DAYS * DAY, CANDIDATES);
  const answer = rows.filter((row) => typeof row.sku === 'string' && row.units > 0);
  cache.set(key, answer);
  return answer;
}
