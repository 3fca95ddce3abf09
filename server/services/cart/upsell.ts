import type { UpsellResponse } from '../../../contract/cart';
import { itemStatusTags } from '../../../src/domain/delivery';
import type { Db } from '../../db/unit-of-work';
import { type CartKey, cartLines, childCategoryIds, findCart, parentCategoryIds, upsellSkus } from './repository';
import { productImageUrl, siteProducts } from '../catalog/pricing-catalog';

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
  const parentIds = await parentCategoryIds(db, leaves);
  const siblings = parentIds.length ? await childCategoryIds(db, parentIds) : [];
  const categories = [...new Set([...leaves, ...siblings])];

  const skus = await upsellSkus(db, key.site, {
    categories,
    leaves,
    excluded: lines.map((l) => l.sku),
    limit: UPSELL_LIMIT,
  });

  const products = await siteProducts(db, key.site, skus);
  const money = (centAmount: number) => ({ centAmount, currencyCode: key.site.currency });
  const upsellProducts = skus.flatMap((sku) => {
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
