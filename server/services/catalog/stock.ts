import { SITES, type SiteCode } from '../../../src/domain/site';
import type { OpenedDatabase } from '../../db/unit-of-work';
import { inStockSkus } from './repository';

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

interface Built {
  readonly snapshot: StockSnapshot;
  readonly builtAt: number;
  readonly writeMark: string;
}

interface Holder {
  readonly bySite: Map<SiteCode, Built>;
  /** A read under way per site: requests that find the snapshot stale while it runs wait for it, not read again. */
  readonly reading: Map<SiteCode, Promise<StockSnapshot>>;
  version: number;
}

const holders = new WeakMap<OpenedDatabase, Holder>();

function holderOf(database: OpenedDatabase): Holder {
  let holder = holders.get(database);
  if (!holder) {
    holder = { bySite: new Map(), reading: new Map(), version: 0 };
    holders.set(database, holder);
  }
  return holder;
}

/**
 * The site's current stock snapshot; `now` is the server clock (epoch ms). A caller whose snapshot is due for
 * a rebuild waits for the read (it does not get the old one while the read runs), so an answer given after a
 * write and the period is always the new stock; callers arriving during that read wait for the same read.
 */
export async function stockSnapshot(database: OpenedDatabase, site: SiteCode, now: number): Promise<StockSnapshot> {
  const holder = holderOf(database);
  const current = holder.bySite.get(site);
  // A snapshot younger than the period is kept whatever was written, so the write mark is not read:
  // it costs a few µs, a noticeable share of a cached list or search answer.
  if (current && now - current.builtAt < STOCK_SNAPSHOT_MS) return current.snapshot;
  const writeMark = database.writeMark();
  if (current && current.writeMark === writeMark) return current.snapshot;
  const running = holder.reading.get(site);
  if (running) return running;
  const { country, brand } = SITES[site];
  const read = inStockSkus(database.db, country, brand)
    .then((skus) => {
      holder.version += 1;
      const snapshot = { inStock: new Set(skus), version: holder.version };
      holder.bySite.set(site, { snapshot, builtAt: now, writeMark });
      return snapshot;
    })
    .finally(() => holder.reading.delete(site));
  holder.reading.set(site, read);
  return read;
}
