import type { Order, OrderStatus, PaymentMethodName } from '../../../contract/orders';
import type { OrderRow } from './repository';

const parse = <T>(text: string | null, fallback: T): T => {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** Spec §3 Order as the wire carries it (contract/orders.ts): cents as stored, card brand and last four only. */
export function orderView(row: OrderRow): Order {
  return {
    orderNumber: row.order_number,
    status: row.status as OrderStatus,
    createdAt: new Date(row.created_at).toISOString(),
    site: row.site as Order['site'],
    origin: (row.origin ?? 'online') as Order['origin'],
    deliveryType: row.delivery_type as Order['deliveryType'],
    shippingMethod: row.shipping_code ? ({ code: row.shipping_code, name: row.shipping_name ?? '' } as Order['shippingMethod']) : null,
    store: parse<Order['store']>(row.store, null),
    contactDetails: parse<Order['contactDetails']>(row.contact, null as never),
    lineItems: parse<Order['lineItems']>(row.lines, []),
    subtotal: row.subtotal_cents,
    discount: row.discount_cents,
    discountCode: row.discount_code,
    coupon: row.coupon_cents,
    shipping: row.shipping_cents,
    insurance: row.insurance_cents,
    giftCard: row.gift_card_cents,
    credit: row.credit_cents,
    total: row.total_cents,
    tax: row.tax_cents,
    paymentMethod: row.payment_method as PaymentMethodName,
    ...(row.card_brand ? { cardBrand: row.card_brand as NonNullable<Order['cardBrand']> } : {}),
    ...(row.card_last4 ? { cardLast4: row.card_last4 } : {}),
    storesPurchaseOrderNumber: row.purchase_order_number,
    currency: row.currency as NonNullable<Order['currency']>,
  };
}
