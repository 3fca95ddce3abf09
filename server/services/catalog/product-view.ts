import type { ProductDetailWire, ProductWire } from '../../../contract/products';
import { toAmount } from '../../../src/domain/money';
import { SITES, type SiteCode } from '../../../src/domain/site';
import type { Offer } from './store';
import { PRODUCT_VIEWS } from './product-view-image';

/** Where product images are served: another origin, so the spec's image rule (§7 Images) applies to them. */
export const productImagePath = (sku: string, view = 1): string => `/img/products/${encodeURIComponent(sku)}${view > 1 ? `-${view}` : ''}.svg`;

export interface ViewContext {
  readonly site: SiteCode;
  readonly imageOrigin: string;
  readonly inStock: ReadonlySet<string>;
}

/** Spec §3 Product (listing): prices in the site's currency, price.value and productPrice both the final price. */
export function productView(offer: Offer, context: ViewContext): ProductWire {
  const { product } = offer;
  const currencyCode = SITES[context.site].currency;
  const finalPrice = { centAmount: offer.finalCents, currencyCode };
  const [category1, category2, category3] = product.categories;
  return {
    sku: product.sku,
    productCode: product.productCode,
    title: product.title,
    slug: product.slug,
    finalPrice,
    regularPrice: { centAmount: offer.regularCents, currencyCode },
    price: { value: finalPrice },
    productPrice: toAmount(offer.finalCents),
    brandName: product.brand,
    ...(category1 ? { category1Name: category1.name } : {}),
    ...(category2 ? { category2Name: category2.name } : {}),
    ...(category3 ? { category3Name: category3.name } : {}),
    inStock: context.inStock.has(product.sku),
    item_status_tags: [...product.tags],
    imageUrl: `${context.imageOrigin}${productImagePath(product.sku)}`,
    contentType: product.contentType,
  };
}

/** A product detail: the listing fields, its description, specifications and order limit. */
export function productDetailView(offer: Offer, context: ViewContext): ProductDetailWire {
  return {
    ...productView(offer, context),
    description: offer.product.description,
    specs: { ...offer.product.specs },
    orderLimit: offer.product.orderLimit,
    imageUrls: Array.from({ length: PRODUCT_VIEWS }, (_, i) => `${context.imageOrigin}${productImagePath(offer.product.sku, i + 1)}`),
  };
}
