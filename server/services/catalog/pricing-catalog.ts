import type { Site } from '../../../src/domain/site';
import type { Db } from '../../db/unit-of-work';
import { soldProductRows } from './repository';
import { productImagePath } from './product-view';

/** A product as sold on one site: its price there (GST-inclusive cents) and what the cart and delivery need. */
export interface SiteProduct {
  readonly sku: string;
  readonly productCode: string;
  readonly slug: string;
  readonly title: string;
  readonly brand: string;
  readonly categoryId: string;
  /** Top category first (category1Name …). */
  readonly categoryNames: readonly string[];
  readonly tags: readonly string[];
  readonly orderLimit: number | null;
  readonly contentType: string;
  readonly regularCents: number;
  readonly finalCents: number;
}

const parseTags = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * The products of these skus that are sold on the site (a product is sold on a site exactly when it has
 * a product_prices row there), keyed by sku; the others are simply absent.
 */
export async function siteProducts(db: Db, site: Site, skus: readonly string[]): Promise<Map<string, SiteProduct>> {
  const result = new Map<string, SiteProduct>();
  if (skus.length === 0) return result;
  const rows = await soldProductRows(db, site, skus);
  for (const row of rows) {
    result.set(row.sku, {
      sku: row.sku,
      productCode: row.product_code,
      slug: row.slug,
      title: row.title,
      brand: row.brand,
      categoryId: row.category_id,
      categoryNames: [row.c1, row.c2, row.c3].filter((name): name is string => typeof name === 'string'),
      tags: parseTags(row.tags),
      orderLimit: row.order_limit,
      contentType: row.content_type,
      regularCents: row.regular_cents,
      finalCents: row.final_cents,
    });
  }
  return result;
}

export async function siteProduct(db: Db, site: Site, sku: string): Promise<SiteProduct | undefined> {
  return (await siteProducts(db, site, [sku])).get(sku);
}

/** Spec §3 Product imageUrl: product images live on the image origin (another host, as a CDN would be). */
export const productImageUrl = (imageOrigin: string, sku: string): string => `${imageOrigin}${productImagePath(sku)}`;
