import type { ProductDetail } from '../../../application/ports/bff-payloads';
import { useRouter } from '../../router';
import type { HeadOptions } from '../../head';
import { useHead } from '../../use-page-head';

const DESCRIPTION_LENGTH = 160;

/** The product page's head: title, description, canonical /p/{slug}, the product's JSON-LD and its trail. */
export function useProductHead(product: ProductDetail | null, brandName: string): void {
  const { origin } = useRouter();
  useHead(product ? productHead(product, brandName, origin) : null);
}

function productHead(product: ProductDetail, brandName: string, origin: string): HeadOptions {
  const description = product.description.replace(/\s+/g, ' ').trim().slice(0, DESCRIPTION_LENGTH) || product.title;
  const path = `/p/${encodeURIComponent(product.slug)}`;
  return {
    title: `${product.title} | ${brandName}`,
    description,
    canonical: path,
    pageType: 'Physical Product',
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: product.title, path },
    ],
    product: {
      sku: product.sku,
      name: product.title,
      price: product.finalPrice,
      inStock: product.inStock,
      description,
      ...(product.imageUrl ? { imageUrl: new URL(product.imageUrl, origin).href } : {}),
      ...(product.brandName ? { brandName: product.brandName } : {}),
    },
  };
}
