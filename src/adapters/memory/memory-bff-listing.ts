import type { ProductListing } from '../../application/ports/bff';
import { type CurrencyCode, money } from '../../domain/money';
import type { MemoryProduct } from './memory-bff-data';

/** Spec §3 Product as a list sends it. */
export function listing(product: MemoryProduct, currency: CurrencyCode): ProductListing {
  return {
    sku: product.sku,
    productCode: product.sku,
    title: product.title,
    slug: product.sku.toLowerCase(),
    finalPrice: money(product.priceCents, currency),
    regularPrice: money(product.regularCents ?? product.priceCents, currency),
    price: { value: money(product.priceCents, currency) },
    productPrice: product.priceCents / 100,
    inStock: product.stock > 0,
    contentType: 'Physical Product',
    brandName: product.brandName ?? '',
    ...(product.category1Name ? { category1Name: product.category1Name } : {}),
    item_status_tags: product.tags ?? [],
    imageUrl: `/images/${product.sku}.webp`,
  };
}
