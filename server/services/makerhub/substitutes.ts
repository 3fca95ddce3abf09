import type { ProductWire } from '../../../contract/products';
import type { Site } from '../../../src/domain/site';
import type { Db, OpenedDatabase } from '../../db/unit-of-work';
import { type CatalogContext, viewContextOf } from '../catalog/list';
import { type Offer, catalogOf } from '../catalog/store';
import { productView } from '../catalog/product-view';
import { availableBySku } from '../stores/stock-repository';

export const SUBSTITUTES_PER_PART = 3;
/** How many of the nearest-priced candidates are checked for stock, so a big category costs one small query. */
const CANDIDATES = 24;

/**
 * In-stock products of the site in the same leaf category as a part that could not be added in full, the
 * nearest in price first and, at the same distance, the cheaper first. The project's own parts are never
 * offered (the shopper already has those in view). A part whose product the shop no longer knows gets none.
 */
export async function substitutesFor(
  db: Db,
  context: CatalogContext & { database: OpenedDatabase },
  site: Site,
  skus: readonly string[],
  exclude: ReadonlySet<string>,
): Promise<Array<{ forSku: string; products: ProductWire[] }>> {
  const catalog = catalogOf(context.database);
  const siteCatalog = catalog.sites[site.code];
  const view = await viewContextOf(context, site.code);
  const answers: Array<{ forSku: string; products: ProductWire[] }> = [];
  for (const sku of skus) {
    const product = catalog.productBySku.get(sku.toUpperCase()) ?? catalog.productBySku.get(sku);
    const leaf = product?.categories.at(-1)?.id;
    if (!product || !leaf) {
      answers.push({ forSku: sku, products: [] });
      continue;
    }
    // Its price here, or (no longer sold here) the nearest we know of it elsewhere: the category is what matters.
    const price =
      siteCatalog.byId.get(sku.toLowerCase())?.finalCents ??
      Object.values(catalog.sites).flatMap((s) => s.byId.get(sku.toLowerCase()) ?? [])[0]?.finalCents ??
      0;
    const near = (offer: Offer) => Math.abs(offer.finalCents - price);
    const candidates = siteCatalog.sorted.relevance
      .filter((offer) => offer.product.categories.at(-1)?.id === leaf && !exclude.has(offer.product.sku))
      .sort((a, b) => near(a) - near(b) || a.finalCents - b.finalCents || a.product.sku.localeCompare(b.product.sku))
      .slice(0, CANDIDATES);
    const stock = await availableBySku(
      db,
      site,
      candidates.map((offer) => offer.product.sku),
    );
    const products = candidates
      .filter((offer) => (stock.get(offer.product.sku) ?? 0) > 0)
      .slice(0, SUBSTITUTES_PER_PART)
      .map((offer) => productView(offer, view));
    answers.push({ forSku: sku, products });
  }
  return answers;
}
