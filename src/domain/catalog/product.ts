import type { Money } from '../money';
import type { Sku } from '../shared';

/** Spec §3 Product content types. */
export const PRODUCT_CONTENT_TYPES = ['Disruptor', 'Physical Product', 'Gift Cards'] as const;
export type ProductContentType = (typeof PRODUCT_CONTENT_TYPES)[number];

/** Spec §3 Product (listing or detail). */
export interface Product {
  readonly sku: Sku;
  readonly productCode: string;
  readonly title: string;
  readonly slug?: string;
  readonly finalPrice: Money;
  readonly regularPrice: Money;
  readonly brandName?: string;
  readonly category1Name?: string;
  readonly category2Name?: string;
  readonly category3Name?: string;
  readonly category4Name?: string;
  readonly category5Name?: string;
  readonly inStock: boolean;
  readonly item_status_tags?: readonly string[];
  readonly imageUrl?: string;
  readonly contentType?: ProductContentType;
  /** Where the product was shown (a list or search), for analytics. */
  readonly listId?: string;
  readonly listName?: string;
  readonly index?: number;
}

/** Spec §3 Category, with its children one level down. */
export interface Category {
  readonly id: string;
  readonly name: string;
  readonly children: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}

/** A shopper pays the final price; it is a saving only when it is below the regular price. */
export function saving(product: Pick<Product, 'finalPrice' | 'regularPrice'>): Money | null {
  const { finalPrice, regularPrice } = product;
  if (finalPrice.currencyCode !== regularPrice.currencyCode) return null;
  const cents = regularPrice.centAmount - finalPrice.centAmount;
  return cents > 0 ? { centAmount: cents, currencyCode: finalPrice.currencyCode } : null;
}

/** Spec §7 Cart: an empty upsell list is treated as no upsell. */
export function upsellOrNothing<Upsell extends { readonly upsellProducts: readonly unknown[] }>(response: Upsell | null | undefined): Upsell | null {
  return response && response.upsellProducts.length > 0 ? response : null;
}

/** The category path of a product, for analytics and breadcrumbs: category1Name … category5Name, without gaps. */
export function categoryPath(
  product: Pick<Product, 'category1Name' | 'category2Name' | 'category3Name' | 'category4Name' | 'category5Name'>,
): string[] {
  return [product.category1Name, product.category2Name, product.category3Name, product.category4Name, product.category5Name].filter(
    (name): name is string => typeof name === 'string' && name.trim() !== '',
  );
}
