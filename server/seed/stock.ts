import type { SiteCode } from '../../src/domain/site';
import type { SeedProduct } from './catalog';
import { createRandom } from './random';
import { type SeedStore, WAREHOUSES } from './stores';

/** ~5 % of products are out of stock everywhere (issue), so "Out of stock" shows up in lists. */
const OUT_EVERYWHERE = 0.05;

export type StockSink = (sku: string, locationKey: string, quantity: number) => void;

/** Which stores and warehouses hold a product: the stores of each brand/country it is sold under. */
function locationsOf(product: SeedProduct, stores: readonly SeedStore[]) {
  const sites = new Set<SiteCode>(product.prices.map((p) => p.site));
  const brandStores = stores.filter(
    (s) =>
      (s.brand === 'jc' && s.country === 'AU' && sites.has('jrau')) ||
      (s.brand === 'rtm' && sites.has('rtau')) ||
      (s.brand === 'jc' && s.country === 'NZ' && sites.has('jrnz')),
  );
  const countries = new Set(brandStores.map((s) => s.country));
  if (sites.has('jrau') || sites.has('rtau')) countries.add('AU');
  if (sites.has('jrnz')) countries.add('NZ');
  return { brandStores, warehouses: WAREHOUSES.filter((w) => countries.has(w.country)) };
}

/**
 * Stock per store and warehouse for every product in every country it is sold in (issue). Stores hold
 * a few units of what sells, warehouses more; click-and-collect-only goods live only in stores and
 * marketplace goods only with the supplier's warehouse allocation. A store that holds none of a
 * product has no row (available = 0): writing the zeros would triple the table for no information.
 * Warehouse rows are written even at zero.
 */
export function generateStock(products: readonly SeedProduct[], stores: readonly SeedStore[], sink: StockSink, seed?: number): number {
  const random = createRandom(seed).fork('stock');
  const total = products.length;
  let rows = 0;
  for (const product of products) {
    if (product.content_type === 'Gift Cards') continue; // issued on demand, never stocked
    const { brandStores, warehouses } = locationsOf(product, stores);
    const outEverywhere = random.chance(OUT_EVERYWHERE);
    const tags = new Set(product.tags);
    // Popular products are ranged in more stores and in greater depth.
    const popularity = 1 - product.rank / total;
    const storeOdds = tags.has('marketplace') ? 0 : (tags.has('discontinued') ? 0.1 : 0.2) + 0.5 * popularity;
    const depth = tags.has('bulky') ? 3 : product.leaf.price[0] < 1000 ? 25 : 8;
    for (const s of brandStores) {
      if (outEverywhere || !random.chance(storeOdds)) continue;
      sink(product.sku, s.store_key, random.int(1, depth));
      rows++;
    }
    for (const w of warehouses) {
      const quantity =
        outEverywhere || tags.has('click-and-collect-only') || random.chance(0.08) ? 0 : random.logInt(4, tags.has('discontinued') ? 20 : 600);
      sink(product.sku, w.warehouse_key, quantity);
      rows++;
    }
  }
  return rows;
}
