import { type CurrencyCode, type Money, toAmount, unitPrice } from '../money';
import type { EcommerceAnalyticsEvent, Ga4Item } from './analytics-event';

/** Spec §3 Line item: the fields of a cart line that analytics reads (a cart line item is assignable to it). */
export interface AnalyticsLineItem {
  readonly variant: { readonly sku: string };
  readonly name: string;
  readonly quantity: number;
  readonly price: { readonly value: Money; readonly discounted?: { readonly value: Money } };
  /** The line total, when the cart gives one. */
  readonly totalPrice?: Money;
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
 * Spec §9 Money: the unit price is the line total divided by quantity; without a line total, the price the
 * shopper pays per unit (the discounted one when there is one).
 */
export function lineUnitPriceCents(line: AnalyticsLineItem): number {
  const fromTotal = line.totalPrice ? unitPrice(line.totalPrice, line.quantity) : null;
  return (fromTotal ?? line.price.discounted?.value ?? line.price.value).centAmount;
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
