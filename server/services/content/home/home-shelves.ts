import type { ProductWire } from '../../../../contract/products';
import type { SiteCode } from '../../../../src/domain/site';
import { type CatalogContext, viewContextOf } from '../../catalog/list';
import { type Offer, catalogOf } from '../../catalog/store';
import { productImagePath, productView } from '../../catalog/product-view';
import { bestSellerSkus } from './best-sellers';

/**
 * The home page's shelves (issue 20: a home page worth landing on): what is on sale, what is new, what sells,
 * and the shop's categories with a picture each. Every shelf shows products a shopper can buy today (in
 * stock on the site), and no more than one of a leaf category, so a shelf is not twelve packs of resistors.
 * They are computed with the page, whose answer is kept per stock snapshot like every catalog read.
 */
export type Shelf = 'deals' | 'newArrivals' | 'bestSellers';
export const SHELVES: readonly Shelf[] = ['deals', 'newArrivals', 'bestSellers'];

const isGoods = (offer: Offer) => offer.product.contentType !== 'Gift Cards';
const leafOf = (offer: Offer) => offer.product.categories.at(-1)?.id ?? '';

const topOf = (offer: Offer) => offer.product.categories[0]?.slug ?? '';

/**
 * `limit` offers taken in turn from the top categories in the order given (then any others), each category's in
 * the order they come, one per leaf category: a shelf shows the range, not twelve packs of resistors.
 */
function acrossCategories(offers: Iterable<Offer>, limit: number, order: readonly string[]): Offer[] {
  const queues = new Map<string, Offer[]>(order.map((slug) => [slug, []]));
  const leaves = new Set<string>();
  for (const offer of offers) {
    if (leaves.has(leafOf(offer))) continue;
    leaves.add(leafOf(offer));
    const queue = queues.get(topOf(offer)) ?? [];
    if (queue.length < limit) queue.push(offer);
    queues.set(topOf(offer), queue);
  }
  const picked: Offer[] = [];
  for (let round = 0; picked.length < limit; round++) {
    let any = false;
    for (const queue of queues.values()) {
      const offer = queue[round];
      if (!offer) continue;
      any = true;
      if (picked.length < limit) picked.push(offer);
    }
    if (!any) break;
  }
  return picked;
}

/** Off by at least this share of the regular price counts as a deal worth a place on the home page. */
const DEAL_MIN_SHARE = 0.15;
const dealShare = (offer: Offer) => (offer.regularCents - offer.finalCents) / offer.regularCents;

/** The shelf's products; `order` names the top categories a deals or new shelf takes from first (the brand's focus). */
export async function shelfProducts(
  context: CatalogContext,
  site: SiteCode,
  shelf: Shelf,
  limit: number,
  order: readonly string[] = [],
): Promise<ProductWire[]> {
  const siteCatalog = catalogOf(context.database).sites[site];
  const view = await viewContextOf(context, site);
  const buyable = (offer: Offer) => isGoods(offer) && view.inStock.has(offer.product.sku);
  let offers: Offer[];
  if (shelf === 'deals') {
    // The best-known products first among those with a real saving, so the shelf leads with what shoppers look for.
    offers = acrossCategories(
      siteCatalog.sorted.relevance.filter((o) => buyable(o) && o.regularCents > 0 && dealShare(o) >= DEAL_MIN_SHARE),
      limit,
      order,
    );
  } else if (shelf === 'newArrivals') {
    offers = acrossCategories(siteCatalog.sorted.newest.filter(buyable), limit, order);
  } else {
    // Best sellers keep the order history's order; one that is out of stock or no longer sold here is passed over.
    offers = (await bestSellerSkus(context, site))
      .flatMap(({ sku }) => siteCatalog.byId.get(sku.toLowerCase()) ?? [])
      .filter(buyable)
      .slice(0, limit);
  }
  return offers.map((offer) => productView(offer, view));
}

export interface CategoryTile {
  readonly name: string;
  readonly slug: string;
  readonly href: string;
  /** A picture of the category's best-known product in stock. */
  readonly imageUrl: string;
  /** How many products the site sells in it. */
  readonly count: number;
}

/** The site's top categories, in the order given, each with the picture of its best-known product in stock. */
export async function categoryTiles(context: CatalogContext, site: SiteCode, slugs: readonly string[]): Promise<CategoryTile[]> {
  const catalog = catalogOf(context.database);
  const view = await viewContextOf(context, site);
  const pictured = new Map<string, string>();
  const counts = new Map<string, number>();
  for (const offer of catalog.sites[site].sorted.relevance) {
    const top = offer.product.categories[0]?.id;
    if (!top) continue;
    counts.set(top, (counts.get(top) ?? 0) + 1);
    if (!pictured.has(top) && isGoods(offer) && view.inStock.has(offer.product.sku)) pictured.set(top, offer.product.sku);
  }
  return slugs.flatMap((slug) => {
    const category = catalog.categoryBySlug.get(slug);
    const sku = category && pictured.get(category.id);
    if (!category || !sku) return [];
    return [
      {
        name: category.name,
        slug: category.slug,
        href: `/c/${category.slug}`,
        imageUrl: `${context.imageOrigin}${productImagePath(sku)}`,
        count: counts.get(category.id) ?? 0,
      },
    ];
  });
}
