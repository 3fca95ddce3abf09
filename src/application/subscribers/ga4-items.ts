import { type Ga4Ecommerce, type Ga4Item, ga4Item } from '../../domain/analytics';
import type { BrowsedProduct, Promotion } from '../../domain/browsing';
import type { ListedProduct } from '../../domain/lists';
import { toAmount } from '../../domain/money';
import type { CartChanges, LineChange } from './cart-changes';

/** A browsed product as a GA4 item: one unit at the price shown, in the list it was shown in. */
export function browsedItem(product: BrowsedProduct, where: { listId?: string; listName?: string; index?: number } = {}): Ga4Item {
  const item = ga4Item({ ...product, variant: { sku: product.sku }, quantity: 1, price: { value: product.price }, ...where });
  return where.index === undefined ? item : { ...item, index: where.index };
}

/** GA4 view_item_list / view_search_results order: the position on the page, from 0. */
export const listItems = (products: readonly BrowsedProduct[], listId: string, listName: string): Ga4Item[] =>
  products.map((product, index) => browsedItem(product, { listId, listName, index }));

/** Items for add_to_cart / remove_from_cart carry how many changed, at the line's unit price. */
export function changedItems(changes: readonly LineChange[]): Pick<Ga4Ecommerce, 'value' | 'items'> {
  const cents = changes.reduce((sum, change) => sum + change.unitCents * change.quantity, 0);
  return {
    value: toAmount(cents),
    items: changes.map((change) => ({ ...ga4Item(change.line), price: toAmount(change.unitCents), quantity: change.quantity })),
  };
}

export const cartChangeEcommerce = (changes: CartChanges, which: 'added' | 'removed'): Ga4Ecommerce => ({
  currency: changes.currency,
  ...changedItems(changes[which]),
});

/**
 * GA4 reads promotion fields from the ecommerce object; the domain's Ga4Ecommerce does not list them,
 * so they ride along as extra fields of it.
 */
export function promotionEcommerce(promotion: Promotion, products: readonly BrowsedProduct[] = []): Ga4Ecommerce {
  const fields: Ga4Ecommerce & Record<string, string> = {
    ...(promotion.id ? { promotion_id: promotion.id } : {}),
    ...(promotion.name ? { promotion_name: promotion.name } : {}),
    ...(promotion.creative ? { creative_name: promotion.creative } : {}),
    ...(promotion.slot ? { creative_slot: promotion.slot } : {}),
  };
  // GA4's promotion events carry the promoted items where there are some, in the order shown.
  return products.length > 0 ? { ...fields, items: products.map((product, index) => browsedItem(product, { index })) } : fields;
}

/** Products that joined a customer's list, or the cart from one: the list is their item_list. */
export function listedEcommerce(products: readonly ListedProduct[], listId: string, listName: string): Ga4Ecommerce {
  const cents = products.reduce((sum, product) => sum + product.price.centAmount * product.quantity, 0);
  return {
    ...(products[0] ? { currency: products[0].price.currencyCode } : {}),
    value: toAmount(cents),
    items: products.map((product) => ({
      item_id: product.sku,
      item_name: product.name,
      price: toAmount(product.price.centAmount),
      quantity: product.quantity,
      ...(product.brandName ? { item_brand: product.brandName } : {}),
      item_list_id: listId,
      item_list_name: listName,
    })),
  };
}
