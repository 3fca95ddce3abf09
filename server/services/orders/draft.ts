import type { Address, CheckoutStore, ContactDetails, DeliveryType, ShippingCode } from '../../../contract/checkout';
import type { OrderLine } from '../../../contract/orders';
import type { Fulfilment } from '../../../src/domain/orders/status';
import type { PricedCheckout } from '../checkout/pricing';

/**
 * The order as a payment attempt priced it (kept as JSON on the attempt): the order is made from this,
 * so what the shopper was asked to pay is exactly what the order says, whatever changes afterwards.
 */
export interface OrderDraft {
  readonly lines: readonly OrderLine[];
  readonly subtotal: number;
  readonly discount: number;
  readonly discountCode: string | null;
  readonly coupon: number;
  readonly couponId: string | null;
  readonly shipping: number;
  readonly insurance: number;
  readonly giftCard: number;
  readonly giftCards: ReadonlyArray<{ readonly id: string; readonly amount: number }>;
  readonly credit: number;
  readonly total: number;
  readonly tax: number;
  readonly amountDue: number;
  readonly contact: ContactDetails;
  readonly billing: Address | null;
  readonly deliveryType: DeliveryType;
  readonly fulfilment: Fulfilment;
  readonly shippingMethod: { readonly code: ShippingCode; readonly name: string } | null;
  readonly store: CheckoutStore | null;
  readonly purchaseOrderNumber: string | null;
}

export function draftOf(priced: PricedCheckout, contact: ContactDetails): OrderDraft {
  const { totals, checkout } = priced;
  const collect = checkout.deliveryType === 'clickCollect';
  return {
    lines: priced.lines.map((line) => ({
      sku: line.row.sku,
      name: line.product.title,
      quantity: line.row.quantity,
      unitPrice: line.product.finalCents,
      lineTotal: line.lineCents,
    })),
    subtotal: totals.subtotal,
    discount: totals.discount,
    discountCode: totals.discount > 0 ? priced.discountCode : null,
    coupon: totals.coupon,
    couponId: totals.coupon > 0 ? (priced.appliedCoupon?.id ?? null) : null,
    shipping: totals.shipping,
    insurance: totals.insurance,
    giftCard: totals.giftCard,
    giftCards: priced.giftCards.map((card) => ({ id: card.id, amount: card.amount })),
    credit: totals.credit,
    total: totals.total,
    tax: totals.tax,
    amountDue: totals.amountDue,
    contact,
    billing: checkout.billing,
    deliveryType: checkout.deliveryType,
    fulfilment: collect ? 'clickAndCollect' : 'homeDelivery',
    shippingMethod: !collect && priced.selectedShipping ? { code: priced.selectedShipping.code, name: priced.selectedShipping.name } : null,
    store: collect ? priced.store : null,
    purchaseOrderNumber: checkout.purchaseOrderNumber,
  };
}

export function parseDraft(text: string): OrderDraft {
  return JSON.parse(text) as OrderDraft;
}
