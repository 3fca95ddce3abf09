import type { ListedProduct } from '../../../domain/lists';
import type { Money } from '../../../domain/money';

/** A product as a list control names it (analytics reads the same fields). */
export const listedProduct = (
  product: { readonly sku: string; readonly title: string; readonly finalPrice: Money; readonly brandName?: string },
  quantity = 1,
): ListedProduct => ({
  sku: product.sku,
  name: product.title,
  price: product.finalPrice,
  quantity,
  ...(product.brandName ? { brandName: product.brandName } : {}),
});
