import type { Product } from '../catalog';
import type { Money } from '../money';
import type { Sku } from '../shared';

/**
 * GA4 accepts at most 200 items in one event and drops the rest; a longer list is reported by its
 * first 200, the ones the shopper sees first.
 */
export const GA4_MAX_ITEMS = 200;

/** What a view hands over: a catalog product (a listing or a detail is assignable to it). */
export type BrowsableProduct = Pick<
  Product,
  'sku' | 'title' | 'finalPrice' | 'brandName' | 'category1Name' | 'category2Name' | 'category3Name' | 'category4Name' | 'category5Name'
>;

/** A product as the browsing facts keep it: only what analytics and search insights read. */
export interface BrowsedProduct {
  readonly sku: Sku;
  readonly name: string;
  /** The final (unit) price the shopper was shown. */
  readonly price: Money;
  readonly brandName?: string;
  readonly category1Name?: string;
  readonly category2Name?: string;
  readonly category3Name?: string;
  readonly category4Name?: string;
  readonly category5Name?: string;
}

const OPTIONAL_FIELDS = ['brandName', 'category1Name', 'category2Name', 'category3Name', 'category4Name', 'category5Name'] as const;

/** Trims a product to the facts kept, leaving out empty optional fields so the log holds plain data. */
export function browsedProduct(product: BrowsableProduct): BrowsedProduct {
  const optional: Partial<Record<(typeof OPTIONAL_FIELDS)[number], string>> = {};
  for (const field of OPTIONAL_FIELDS) {
    const value = product[field];
    if (value) optional[field] = value;
  }
  return { sku: product.sku, name: product.title, price: product.finalPrice, ...optional };
}

/** A content banner or offer tile (GA4 promotion fields); GA4 needs an id or a name to count it. */
export interface Promotion {
  readonly id: string;
  readonly name: string;
  readonly creative?: string;
  readonly slot?: string;
}
