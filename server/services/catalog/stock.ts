import { SITES, type SiteCode } from '../../../src/domain/site';
import type { OpenedDatabase } from '../../db/unit-of-work';
import { type StockReads, stockReads } from './repository';

/**
 * Which skus a site has in stock, for listings, search facets and the inStock filter (spec §3
 * Product inStock). A sku is in stock when some store of the site's brand in its country, or a
 * warehouse of that country, has a unit not reserved by a frozen cart.
 *
 * Counting that over every stock row on every request would cost more than the whole search, so the
 * answer is a snapshot: kept while the database has not been written at all, and rebuilt at most
 * once per STOCK_SNAPSHOT_MS after a write. A listing may so lag a sale by a few seconds, as a
 * retailer's search index does; the cart checks stock itself before it takes an order.
 */
export const STOCK_SNAPSHOT_MS = 5_000;

export interface StockSnapshot {
  readonly inStock: ReadonlySet<string>;
  /** Changes whenever the snapshot is rebuilt, so cached answers built on an older one are not reused. */
  readonly version: number;
}

interface Holder {
  readonly reads: StockReads;
  readonly bySite: Map<SiteCode, { snapshot: StockSnapshot; builtAt: number; writeMark: string }>;
  version: number;
}

const holders = new WeakMap<OpenedDatabase, Holder>();

function holderOf(database: OpenedDatabase): Holder {
  let holder = holders.get(database);
  if (!holder) {
    holder = { reads: stockReads(database), bySite: new Map(), version: 0 };
    holders.set(database, holder);
  }
  return holder;
}

/** The site's current stock snapshot; `now` is the server clock (epoch ms). */
export function stockSnapshot(database: OpenedDatabase, site: SiteCode, now: number): StockSnapshot {
  const holder = holderOf(database);
  const current = holder.bySite.get(site);
  // A snapshot younger than the period is kept whatever was written, so the write mark is not read:
  // PRAGMA data_version costs a few µs, a noticeable share of a cached list or search answer.
  if (current && now - current.builtAt < STOCK_SNAPSHOT_MS) return current.snapshot;
  // total_changes counts this connection's writes, data_version another connection's.
  const writeMark = holder.reads.writeMark();
  if (current && current.writeMark === writeMark) return current.snapshot;
  const { country, brand } = SITES[site];
  const inStock = new Set(holder.reads.inStockSkus(country, brand));
  holder.version += 1;
  const snapshot = { inStock, version: holder.version };
  holder.bySite.set(site, { snapshot, builtAt: now, writeMark });
  return snapshot;
}
