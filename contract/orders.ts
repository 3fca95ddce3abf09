import { z } from 'zod/mini';
import { asTyped } from './as-typed';
import { ORDER_STATUSES, RETURN_REASONS } from '../kernel/orders';
import { CardBrand, CartSummary, Cents, CheckoutStore, ContactDetails, CurrencyCode, DeliveryType, ShippingCode, TOTALS } from './checkout';

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const Sku = z.string().check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z0-9-]+$/, 'must be letters, digits or dashes'));

/** Spec §4 Order statuses. */
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** Order numbers are per site: the site's prefix, then digits (e.g. JAU1000123). */
export const OrderNumber = z.string().check(z.trim(), z.regex(/^[A-Z]{3}\d{6,12}$/, 'must be an order number'));

/** POST /bff/checkout/order: the paymentSession JSON string of the payment attempt. */
export const PlaceOrderBody = z.object({ paymentSession: asTyped(text(1000), 'id') });
export type PlaceOrderBody = z.infer<typeof PlaceOrderBody>;

/** Spec §3 Buy-now-pay-later order: POST PAYMENT_PATHS.bnplOrder (kernel/payments.ts). */
export const BnplOrderBody = z.object({
  gatewayReference: asTyped(text(120), 'id'),
  merchantReference: asTyped(text(80), 'id'),
  transactionReference: asTyped(text(120), 'id'),
});
export type BnplOrderBody = z.infer<typeof BnplOrderBody>;

export const OrderNumberResponse = z.object({ orderNumber: z.string() });
export type OrderNumberResponse = z.infer<typeof OrderNumberResponse>;

/** GET /bff/checkout/order/{reference}[?redirectResult=] */
export const OrderLookupParams = z.object({ reference: asTyped(text(80), 'id') });
export const OrderLookupQuery = z.object({ redirectResult: z.optional(asTyped(z.string().check(z.maxLength(4000)), 'secret')) });

/** The lookup's answer while the payment still settles (spec §4 order completion retries on it). */
export const LockedBody = z.object({ statusCode: z.literal(423), message: z.literal('Locked') });

export const PaymentMethodName = z.enum(['card', 'wallet', 'payForm', 'quickPay', 'bnpl', 'giftCard', 'credit']);
export type PaymentMethodName = z.infer<typeof PaymentMethodName>;

export const OrderLine = z.object({
  sku: z.string(),
  name: z.string(),
  quantity: z.int().check(z.minimum(1)),
  unitPrice: Cents,
  lineTotal: Cents,
  /** Units already sent back, and units that may still be (0 unless the order's status allows returns). */
  returnedQuantity: z.optional(z.int().check(z.minimum(0))),
  returnableQuantity: z.optional(z.int().check(z.minimum(0))),
});
export type OrderLine = z.infer<typeof OrderLine>;

/** Spec §3 Order, with our totals (integer cents, GST-inclusive). */
export const Order = z.object({
  orderNumber: z.string(),
  status: OrderStatus,
  createdAt: z.string(),
  site: z.enum(['jrau', 'jrnz', 'rtau']),
  origin: z.enum(['hybrisMigration', 'store', 'online']),
  deliveryType: DeliveryType,
  shippingMethod: z.nullable(z.object({ code: ShippingCode, name: z.string() })),
  store: z.nullable(CheckoutStore),
  contactDetails: ContactDetails,
  lineItems: z.array(OrderLine),
  ...TOTALS,
  paymentMethod: PaymentMethodName,
  cardBrand: z.optional(CardBrand),
  cardLast4: z.optional(z.string()),
  storesPurchaseOrderNumber: z.nullable(z.string()),
  /** The order's steps, oldest first (spec §4 statuses). */
  statusHistory: z.optional(z.array(z.object({ status: OrderStatus, at: z.string(), note: z.optional(z.string()) }))),
  /** Loyalty points the order earned (docs/decisions.md), for a customer's order. */
  loyaltyPoints: z.optional(z.int()),
  canReturn: z.optional(z.boolean()),
  /** The order's currency (the site's when it was placed). */
  currency: z.optional(CurrencyCode),
});
export type Order = z.infer<typeof Order>;

/** GET /bff/account/orders?orderNumber=&page= */
export const OrdersQuery = z.object({
  orderNumber: z.optional(text(20)),
  status: z.optional(OrderStatus),
  page: z._default(z.pipe(z.union([z.string().check(z.regex(/^\d{1,4}$/, 'must be a page number')), z.int()]), z.transform(Number)), 1),
});
export type OrdersQuery = z.infer<typeof OrdersQuery>;
export const ORDERS_PAGE_SIZE = 10;
export const OrdersResponse = z.object({ orders: z.array(Order), total: z.int().check(z.minimum(0)), pageSize: z.optional(z.int()) });
export type OrdersResponse = z.infer<typeof OrdersResponse>;

/** POST /bff/account/return/{orderNumber}: spec §3 Order "a return carries items". */
export const ReturnParams = z.object({ orderNumber: text(20) });
export const ReturnBody = z.object({
  items: z
    .array(
      z.object({
        sku: Sku,
        quantity: z.int().check(z.minimum(1), z.maximum(999)),
        reason: z.enum(RETURN_REASONS),
        comment: z.optional(z.string().check(z.trim(), z.maxLength(500))),
      }),
    )
    .check(z.minLength(1), z.maxLength(100)),
});
export type ReturnBody = z.infer<typeof ReturnBody>;

/** POST /bff/checkout/account/order/reorder: spec §3 Reorder response. */
export const ReorderBody = z.object({ orderNumber: text(20) });
export type ReorderBody = z.infer<typeof ReorderBody>;
export const ReorderResponse = z.object({
  cartSummary: CartSummary,
  /** The lines that could not go back into the cart, and why (no longer sold, out of stock, over the order limit). */
  skipped: z.optional(z.array(z.object({ sku: z.string(), name: z.string(), reason: z.string() }))),
});
export type ReorderResponse = z.infer<typeof ReorderResponse>;

/** Operator call (ours): POST /bff/ops/orders/{orderNumber}/status, guarded by the OPS_TOKEN bearer. */
export const OrderStatusBody = z.object({ status: OrderStatus });
export type OrderStatusBody = z.infer<typeof OrderStatusBody>;

/** POST /bff/account/print-invoice: answers the order's tax invoice as application/pdf. */
export const PrintInvoiceBody = z.object({ orderNumber: text(20) });
export type PrintInvoiceBody = z.infer<typeof PrintInvoiceBody>;

/** GET /bff/account/loyalty-points: the balance and the ledger, newest first. */
export const LoyaltyPoints = z.object({
  balance: z.int().check(z.minimum(0)),
  rule: z.string(),
  history: z.array(
    z.object({
      at: z.string(),
      points: z.int(),
      kind: z.enum(['earned', 'reversed', 'migrated']),
      orderNumber: z.optional(z.string()),
      description: z.string(),
    }),
  ),
});
export type LoyaltyPoints = z.infer<typeof LoyaltyPoints>;
