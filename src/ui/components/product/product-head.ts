import { useEffect } from 'react';
import type { ProductDetail } from '../../../application/ports/bff-payloads';
import { setHead } from '../../head';

const DESCRIPTION_LENGTH = 160;

/** The product page's head: title, description, canonical /p/{slug} and the product's JSON-LD. */
export function useProductHead(product: ProductDetail | null, brandName: string): void {
  useEffect(() => {
    if (!product) return;
    const description = product.description.replace(/\s+/g, ' ').trim().slice(0, DESCRIPTION_LENGTH) || product.title;
    setHead({
      title: `${product.title} | ${brandName}`,
      description,
      canonical: `/p/${encodeURIComponent(product.slug)}`,
      pageType: 'Physical Product',
      product: {
        sku: product.sku,
        name: product.title,
        price: product.finalPrice,
        inStock: product.inStock,
        description,
        ...(product.imageUrl ? { imageUrl: new URL(product.imageUrl, window.location.origin).href } : {}),
        ...(product.brandName ? { brandName: product.brandName } : {}),
      },
    });
  }, [product, brandName]);
}
