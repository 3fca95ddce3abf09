import { sql } from 'kysely';
import type { UpsellResponse } from '../../../contract/cart';
import { itemStatusTags } from '../../../src/domain/delivery';
import type { Db } from '../../db/database';
import { type CartKey, cartLines, findCart } from './repository';
import { productImageUrl, siteProducts } from '../catalog/pricing-catalog';
import { siteLocations } from '../stores/stock';

export const UPSELL_TITLE = 'You might also need';
export const UPSELL_LIMIT = 8;

/**
 * GET /bff/cart/upsell: popular products of the cart's categories (then of their sibling categories),
 * sold on the site, in stock there, not discontinued and not already in the cart. Empty when nothing fits.
 */
export async function upsellFor(db: Db, key: CartKey, imageOrigin: string): Promise<UpsellResponse> {
  const cart = await findCart(db, key);
  const lines = cart ? await cartLines(db, cart.id) : [];
  if (lines.length === 0) return { title: UPSELL_TITLE, upsellProducts: [] };
  const inCart = await siteProducts(
    db,
    key.site,
    lines.map((l) => l.sku),
  );
  const leaves = [...new Set([...inCart.values()].map((p) => p.categoryId))];
  if (leaves.length === 0) return { title: UPSELL_TITLE, upsellProducts: [] };
  const parents = await db.selectFrom('categories').select('parent_id').where('id', 'in', leaves).where('parent_id', 'is not', null).execute();
  const parentIds = parents.map((row) => row.parent_id!);
  const siblings = parentIds.length
    ? (await db.selectFrom('categories').select('id').where('parent_id', 'in', parentIds).execute()).map((row) => row.id)
    : [];
  const categories = [...new Set([...leaves, ...siblings])];

  const rows = await db
    .selectFrom('products as p')
    .innerJoin('product_prices as pp', (join) => join.onRef('pp.sku', '=', 'p.sku').on('pp.site', '=', key.site.code))
    .select('p.sku')
    .where('p.category_id', 'in', categories)
    .where(
      'p.sku',
      'not in',
      lines.map((l) => l.sku),
    )
    .where('p.tags', 'not like', '%"discontinued"%')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('stock')
          .select(sql`1`.as('one'))
          .whereRef('stock.sku', '=', 'p.sku')
          .where(sql<boolean>`stock.quantity - stock.reserved > 0`)
          .where(siteLocations(key.site)),
      ),
    )
    .orderBy(sql`CASE WHEN p.category_id IN (${sql.join(leaves)}) THEN 0 ELSE 1 END`)
    .orderBy('p.rank')
    .limit(UPSELL_LIMIT)
    .execute();

  const products = await siteProducts(
    db,
    key.site,
    rows.map((r) => r.sku),
  );
  const money = (centAmount: number) => ({ centAmount, currencyCode: key.site.currency });
  const upsellProducts = rows.flatMap(({ sku }) => {
    const p = products.get(sku);
    if (!p) return [];
    const [category1Name, category2Name, category3Name] = p.categoryNames;
    return [
      {
        sku: p.sku,
        productCode: p.productCode,
        title: p.title,
        slug: p.slug,
        finalPrice: money(p.finalCents),
        regularPrice: money(p.regularCents),
        price: { value: money(p.finalCents) },
        productPrice: p.finalCents / 100,
        brandName: p.brand,
        ...(category1Name ? { category1Name } : {}),
        ...(category2Name ? { category2Name } : {}),
        ...(category3Name ? { category3Name } : {}),
        inStock: true,
        item_status_tags: itemStatusTags({ item_status_tags: p.tags }),
        imageUrl: productImageUrl(imageOrigin, p.sku),
        contentType: p.contentType,
      },
    ];
  });
  return { title: UPSELL_TITLE, upsellProducts };
}
