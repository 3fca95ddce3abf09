import { type CurrencyCode, type Money, toAmount, unitPrice } from '../money';
import type { EcommerceAnalyticsEvent, Ga4Item } from './analytics-event';

/**
 * Spec §3 Line item: the fields of a cart line that analytics reads (the cart's LineItem is assignable to it).
 * As decided in docs/decisions.md, `price.value` is the line total and `price.discounted.value` the
 * discounted line total.
 */
export interface AnalyticsLineItem {
  readonly variant: { readonly sku: string };
  readonly name: string;
  readonly quantity: number;
  readonly price: { readonly value: Money; readonly discounted?: { readonly value: Money } };
  readonly brandName?: string;
  readonly category1Name?: string;
  readonly category2Name?: string;
  readonly category3Name?: string;
  readonly category4Name?: string;
  readonly category5Name?: string;
  readonly listId?: string;
  readonly listName?: string;
}

/** Spec §3 Purchase record (as sent to analytics); amounts in cents. */
export interface PurchaseRecord {
  readonly orderNumber: string;
  readonly value: number;
  readonly tax: number;
  readonly shipping: number;
  readonly coupon?: string;
  readonly insurance?: number;
  readonly paymentMethod: string;
  readonly lineItems: readonly AnalyticsLineItem[];
}

/**
 * Spec §9 Money: the unit price is the line total (the discounted one, what the shopper paid) divided by
 * quantity. A line without a whole positive quantity has no unit price; GA4 then gets its total.
 */
export function lineUnitPriceCents(line: AnalyticsLineItem): number {
  const total = line.price.discounted?.value ?? line.price.value;
  return unitPrice(total, line.quantity)?.centAmount ?? total.centAmount;
}

const defined = <K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> =>
  value === undefined || value === '' ? {} : ({ [key]: value } as Record<K, string>);

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

/** Spec §3 Purchase record turned into GA4 `purchase`: cents become decimal amounts. */
export function purchaseEvent(record: PurchaseRecord, currency: CurrencyCode): EcommerceAnalyticsEvent {
  return {
    name: 'purchase',
    ecommerce: {
      transaction_id: record.orderNumber,
      currency,
      value: toAmount(record.value),
      tax: toAmount(record.tax),
      shipping: toAmount(record.shipping),
      ...(record.insurance === undefined ? {} : { insurance: toAmount(record.insurance) }),
      ...defined('coupon', record.coupon),
      payment_type: record.paymentMethod,
      items: record.lineItems.map(ga4Item),
    },
  };
}
