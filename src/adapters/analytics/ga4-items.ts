import {
  type AnalyticsLineItem,
  type AnalyticsListedProduct,
  type AnalyticsProduct,
  type AnalyticsPromotion,
  type CartLineChange,
  type PurchaseRecord,
  lineUnitPriceCents,
} from '../../domain/analytics';
import { type CurrencyCode, toAmount } from '../../domain/money';

/** A GA4 item; prices are decimal amounts, never cents. */
export interface Ga4Item {
  readonly item_id: string;
  readonly item_name: string;
  readonly price: number;
  readonly quantity: number;
  readonly item_brand?: string;
  readonly item_category?: string;
  readonly item_category2?: string;
  readonly item_category3?: string;
  readonly item_category4?: string;
  readonly item_category5?: string;
  readonly item_list_id?: string;
  readonly item_list_name?: string;
  readonly index?: number;
}

export interface Ga4Ecommerce {
  readonly currency?: CurrencyCode;
  readonly value?: number;
  readonly tax?: number;
  readonly shipping?: number;
  readonly insurance?: number;
  readonly coupon?: string;
  readonly transaction_id?: string;
  readonly payment_type?: string;
  readonly shipping_tier?: string;
  readonly item_list_id?: string;
  readonly item_list_name?: string;
  readonly promotion_id?: string;
  readonly promotion_name?: string;
  readonly creative_name?: string;
  readonly creative_slot?: string;
  readonly items?: readonly Ga4Item[];
}

const defined = <K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> =>
  value === undefined || value === '' ? {} : ({ [key]: value } as Record<K, string>);

/** A cart line as a GA4 item: its unit price (spec §9 Money) and quantity. */
export function ga4Item(line: AnalyticsLineItem): Ga4Item {
  return {
    item_id: line.variant.sku,
    item_name: line.name,
    price: toAmount(lineUnitPriceCents(line)),
    quantity: line.quantity,
    ...defined('item_brand', line.brandName),
    ...defined('item_category', line.category1Name),
    ...defined('item_category2', line.category2Name),
    ...defined('item_category3', line.category3Name),
    ...defined('item_category4', line.category4Name),
    ...defined('item_category5', line.category5Name),
    ...defined('item_list_id', line.listId),
    ...defined('item_list_name', line.listName),
  };
}

/** A product the shopper was shown as a GA4 item: one unit at the price shown, in the list it was shown in. */
export function browsedItem(product: AnalyticsProduct, where: { listId?: string; listName?: string; index?: number } = {}): Ga4Item {
  const item = ga4Item({ ...product, variant: { sku: product.sku }, quantity: 1, price: { value: product.price }, ...where });
  return where.index === undefined ? item : { ...item, index: where.index };
}

/** GA4 view_item_list order: the position on the page, from 0. */
export const listItems = (products: readonly AnalyticsProduct[], listId: string, listName: string): Ga4Item[] =>
  products.map((product, index) => browsedItem(product, { listId, listName, index }));

/** add_to_cart / remove_from_cart: the items carry how many changed, at the line's unit price. */
export function cartChangeEcommerce(currency: CurrencyCode, changes: readonly CartLineChange[]): Ga4Ecommerce {
  const cents = changes.reduce((sum, change) => sum + change.unitCents * change.quantity, 0);
  return {
    currency,
    value: toAmount(cents),
    items: changes.map((change) => ({ ...ga4Item(change.line), price: toAmount(change.unitCents), quantity: change.quantity })),
  };
}

/** GA4 reads the promotion's fields from the ecommerce object, with the promoted items where there are some, in the order shown. */
export function promotionEcommerce(promotion: AnalyticsPromotion, products: readonly AnalyticsProduct[]): Ga4Ecommerce {
  const fields: Ga4Ecommerce = {
    ...defined('promotion_id', promotion.id),
    ...defined('promotion_name', promotion.name),
    ...defined('creative_name', promotion.creative),
    ...defined('creative_slot', promotion.slot),
  };
  return products.length > 0 ? { ...fields, items: products.map((product, index) => browsedItem(product, { index })) } : fields;
}

/** Products that joined a customer's list, or the cart from one: the list is their item_list. */
export function listedEcommerce(products: readonly AnalyticsListedProduct[], listId: string, listName: string): Ga4Ecommerce {
  const cents = products.reduce((sum, product) => sum + product.price.centAmount * product.quantity, 0);
  return {
    ...(products[0] ? { currency: products[0].price.currencyCode } : {}),
    value: toAmount(cents),
    items: products.map((product) => ({
      item_id: product.sku,
      item_name: product.name,
      price: toAmount(product.price.centAmount),
      quantity: product.quantity,
      ...defined('item_brand', product.brandName),
      item_list_id: listId,
      item_list_name: listName,
    })),
  };
}

/** Spec §3 Purchase record as GA4 `purchase`: cents become decimal amounts, one item per line. */
export function purchaseEcommerce(record: PurchaseRecord, currency: CurrencyCode): Ga4Ecommerce {
  return {
    transaction_id: record.orderNumber,
    currency,
    value: toAmount(record.value),
    tax: toAmount(record.tax),
    shipping: toAmount(record.shipping),
    ...(record.insurance === undefined ? {} : { insurance: toAmount(record.insurance) }),
    ...defined('coupon', record.coupon),
    payment_type: record.paymentMethod,
    items: record.lineItems.map(ga4Item),
  };
}
