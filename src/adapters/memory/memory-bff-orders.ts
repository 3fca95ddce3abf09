import type { ApiError } from '../../application/ports/api-error';
import type { Bff, CheckoutShippingMethod, Order } from '../../application/ports/bff';
import { orderReference } from '../../domain/orders';
import { type Result, err, ok } from '../../domain/shared';
import type { MemoryCheckout } from './memory-bff-checkout';

const apiError = (status: number, message: string, body?: unknown): ApiError => ({ status, message, body: body ?? { statusCode: status, message } });

/** What the payment gateway says when the order is looked up, one answer per lookup, then authorised. */
export type MemoryPaymentAnswer = 'authorised' | 'locked' | 'declined' | 'forbidden' | 'cancelled';

/**
 * Payment attempts and orders in memory: one order per payment reference however often it is asked for,
 * the gateway's answers scripted by the test (423 while settling, declined, another shopper's reference).
 */
export class MemoryOrders {
  readonly orders: Order[] = [];
  private readonly byReference = new Map<string, string>();
  /** Answers the next lookups of any reference will get, in order; authorised once empty. */
  readonly script: MemoryPaymentAnswer[] = [];
  /** What BNPL approval says; the hosted page's Approve or Decline. */
  bnplApproved = true;
  /** Quick pay answers. */
  quickPayStatus: 'SUCCESS' | 'FAILED' = 'SUCCESS';
  lookups = 0;
  private prefix: string;

  constructor(
    private readonly checkout: MemoryCheckout,
    /** Whether a customer is signed in: only they have orders to list. */
    private readonly signedIn: () => boolean = () => true,
  ) {
    this.prefix = checkout.country === 'NZ' ? 'JNZ' : 'JAU';
  }

  /** Places the order of the current attempt once; replays answer the same number. */
  place(
    method: Order['paymentMethod'],
    reference = this.checkout.reference ?? `${this.prefix}-credit-${this.orders.length + 1}`,
  ): Result<string, ApiError> {
    const known = this.byReference.get(reference);
    if (known) return ok(known);
    const c = this.checkout;
    const t = c.totals();
    if (t.cart.lineItems.length === 0) return err(apiError(404, 'Your cart is empty'));
    if (c.contact === null) return err(apiError(400, 'Contact details are required before payment'));
    const orderNumber = `${this.prefix}${String(100000 + this.orders.length + 1)}`;
    this.orders.push({
      orderNumber,
      status: 'order-placed',
      createdAt: '2026-01-01T00:00:00.000Z',
      site: c.country === 'NZ' ? 'jrnz' : 'jrau',
      origin: 'online',
      deliveryType: c.deliveryType,
      shippingMethod: c.deliveryType === 'clickCollect' || !c.shippingCode ? null : { code: c.shippingCode, name: c.shippingCode },
      store: c.deliveryType === 'clickCollect' ? c.store : null,
      contactDetails: c.contact,
      lineItems: t.cart.lineItems.map((line) => {
        const lineTotal = (line.price.discounted?.value ?? line.price.value).centAmount;
        return { sku: line.variant.sku, name: line.name, quantity: line.quantity, unitPrice: Math.round(lineTotal / line.quantity), lineTotal };
      }),
      subtotal: t.subtotal,
      discount: t.discount,
      discountCode: t.cart.discountCode,
      coupon: c.coupon ?? 0,
      shipping: t.shipping,
      insurance: t.insurance,
      giftCard: t.giftCard,
      credit: t.credit,
      total: t.total,
      tax: c.details().cartSummary.tax,
      paymentMethod: method,
      storesPurchaseOrderNumber: c.purchaseOrderNumber,
    });
    this.byReference.set(reference, orderNumber);
    c.giftCards.debit();
    c.customer = { ...c.customer, credit: c.customer.credit - t.credit, coupons: c.customer.coupons.filter((x) => x !== c.coupon) };
    c.cart.emptyAfterOrder();
    Object.assign(c, { coupon: null, creditApplied: 0, insurance: false, reference: null, shippingCode: null, purchaseOrderNumber: null });
    return ok(orderNumber);
  }

  calls(): Bff['orders'] & Pick<Bff['checkout'], 'paymentSession' | 'paySecret' | 'quickPay' | 'saveCard' | 'bnplSession'> {
    const c = this.checkout;
    return {
      paymentSession: async (call) => {
        const query = call.query as { deliveryCode?: CheckoutShippingMethod['code']; storeKey?: string };
        const chosen = c.change(() => {
          if (query.deliveryCode) c.shippingCode = query.deliveryCode;
          if (call.body.storesPurchaseOrderNumber) c.purchaseOrderNumber = call.body.storesPurchaseOrderNumber;
        });
        if (!chosen.ok) return chosen;
        const frozen = c.cart.freezeForPayment();
        if (!frozen.ok) return frozen;
        c.attempts += 1;
        c.reference = `${this.prefix}-MEMORY${c.attempts}-${c.attempts}`;
        return ok({
          paymentSession: JSON.stringify({ reference: c.reference, id: `session-${c.attempts}` }),
          sessionData: `data-${c.attempts}`,
          amount: c.totals().amountDue,
          currency: c.currency,
        });
      },
      paySecret: async () => (c.country === 'AU' ? ok({ paySecret: `secret-${c.reference ?? 'none'}` }) : err(apiError(404, 'Not Found'))),
      quickPay: async () => ok(this.quickPayStatus === 'SUCCESS' ? { status: 'SUCCESS' } : { status: 'FAILED', message: 'Card declined' }),
      saveCard: async (body) => ok({ saved: body.save }),
      bnplSession: async () => ok({ url: `/sandbox/latitude/approve?reference=${c.reference ?? ''}` }),
      place: async (paymentSession) => {
        let reference: string;
        try {
          reference = (JSON.parse(paymentSession) as { reference: string }).reference;
        } catch {
          return err(apiError(400, 'paymentSession: is not a payment session'));
        }
        return mapNumber(this.place('payForm', reference));
      },
      placeBnpl: async (order) =>
        this.bnplApproved ? mapNumber(this.place('bnpl', order.merchantReference)) : err(apiError(400, 'Your Latitude application was declined')),
      lookup: async (providerReference) => {
        this.lookups += 1;
        const reference = orderReference(providerReference);
        if (reference !== c.reference && !this.byReference.has(reference))
          return err(apiError(404, 'Not Found', { statusCode: 403, message: 'Forbidden' }));
        switch (this.script.shift() ?? 'authorised') {
          case 'locked':
            return err(apiError(423, 'Locked'));
          case 'declined':
            return err(apiError(400, 'Transaction declined'));
          case 'cancelled':
            return err(apiError(400, 'Payment cancelled'));
          case 'forbidden':
            return err(apiError(403, 'Forbidden'));
          case 'authorised':
            return mapNumber(this.place('card', reference));
        }
      },
      list: async (query) => {
        // As the server: a customer's orders are theirs alone; a guest is refused.
        if (!this.signedIn()) return err(apiError(401, 'Unauthorized'));
        const orders = this.orders.filter((o) => !query.orderNumber || o.orderNumber === query.orderNumber);
        return ok({ orders, total: orders.length });
      },
      requestReturn: async (orderNumber) => {
        const order = this.orders.find((o) => o.orderNumber === orderNumber);
        return order ? ok({ ...order, status: 'Advised' }) : err(apiError(404, `Order ${orderNumber} not found`));
      },
      reorder: async (orderNumber) =>
        this.orders.some((o) => o.orderNumber === orderNumber)
          ? err(apiError(501, 'Reorder is not available in the in-memory BFF'))
          : err(apiError(404, `Order ${orderNumber} not found`)),
    };
  }
}

const mapNumber = (result: Result<string, ApiError>) => (result.ok ? ok({ orderNumber: result.value }) : result);
