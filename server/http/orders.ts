import type { FastifyRequest } from 'fastify';
import { PaymentSessionData } from '../../contract/checkout';
import {
  BnplOrderBody,
  OrderLookupParams,
  OrderLookupQuery,
  OrderStatusBody,
  OrdersQuery,
  PlaceOrderBody,
  PrintInvoiceBody,
  ReorderBody,
  ReturnBody,
  ReturnParams,
} from '../../contract/orders';
import { PAYMENT_PATHS } from '../../kernel/payments';
import type { CheckoutDeps } from '../services/checkout/details';
import type { Shopper } from '../services/checkout/store';
import { invoicePdf } from '../services/orders/invoice-pdf';
import { loyaltyPoints } from '../services/account/loyalty';
import { accountOrderView, adviseReturn, listOrders, moveOrderAsOperator, ownOrder, reorder } from '../services/orders/account';
import { settle } from '../services/orders/settle';
import type { Area } from './areas';
import { badRequest, parse, unauthorized } from './errors';
import { requireOperator } from './operator';
import { requireIdentity } from './request-context';

/** The paymentSession JSON string of POST /bff/checkout/order, as its reference (spec §3 Checkout details). */
function referenceOf(paymentSession: string): string {
  let value: unknown;
  try {
    value = JSON.parse(paymentSession);
  } catch {
    throw badRequest('body.paymentSession: must be the JSON of a payment session');
  }
  const session = PaymentSessionData.safeParse(value);
  if (!session.success) throw badRequest('body.paymentSession: must hold a reference and an id');
  return session.data.reference;
}

/** Spec §7 Orders, the account's order calls, and our operator call that moves an order along its statuses. */
export const ordersArea: Area = (context) => async (app) => {
  const { db } = context.database;
  const deps: CheckoutDeps = { db, gateways: context.gateways, imageOrigin: context.imageOrigin, now: context.now };
  const shopperOf = async (request: FastifyRequest): Promise<Shopper> => ({
    site: request.site,
    identity: await requireIdentity(db, request, context.now()),
  });

  app.post('/checkout/order', async (request) => {
    const shopper = await shopperOf(request);
    const { paymentSession } = parse(PlaceOrderBody, request.body, 'body');
    return settle(deps, shopper.identity, referenceOf(paymentSession), { kind: 'card' });
  });

  app.get('/checkout/order/:reference', async (request) => {
    const shopper = await shopperOf(request);
    const { reference } = parse(OrderLookupParams, request.params, 'params');
    const { redirectResult } = parse(OrderLookupQuery, request.query, 'query');
    return settle(deps, shopper.identity, reference, { kind: 'card', ...(redirectResult ? { redirectResult } : {}) });
  });

  app.post(PAYMENT_PATHS.bnplOrder.replace(/^\/bff/, ''), async (request) => {
    const shopper = await shopperOf(request);
    const body = parse(BnplOrderBody, request.body, 'body');
    return settle(deps, shopper.identity, body.merchantReference, {
      kind: 'bnpl',
      gatewayReference: body.gatewayReference,
      transactionReference: body.transactionReference,
    });
  });

  app.get('/account/orders', async (request) => listOrders(db, await shopperOf(request), parse(OrdersQuery, request.query, 'query')));

  app.post('/account/return/:orderNumber', async (request) => {
    const shopper = await customerOf(request);
    const { orderNumber } = parse(ReturnParams, request.params, 'params');
    return adviseReturn(db, shopper, orderNumber, parse(ReturnBody, request.body, 'body'), context.now());
  });

  app.post('/checkout/account/order/reorder', async (request) => {
    const shopper = await customerOf(request);
    return reorder(deps, shopper, parse(ReorderBody, request.body, 'body').orderNumber);
  });

  /** The signed-in customer, before anything of the request is read: a guest gets 401. */
  const customerOf = async (request: FastifyRequest): Promise<Shopper & { customerId: string }> => {
    const shopper = await shopperOf(request);
    if (!shopper.identity.customerId) throw unauthorized();
    return { ...shopper, customerId: shopper.identity.customerId };
  };

  app.post('/account/print-invoice', async (request, reply) => {
    const customer = await customerOf(request);
    const { orderNumber } = parse(PrintInvoiceBody, request.body, 'body');
    const order = await accountOrderView(db, await ownOrder(db, customer, orderNumber));
    const pdf = await invoicePdf(order);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="invoice-${order.orderNumber}.pdf"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf));
  });

  app.get('/account/loyalty-points', async (request) => {
    const customer = await customerOf(request);
    return loyaltyPoints(db, customer.customerId, customer.site.code);
  });

  app.post('/ops/orders/:orderNumber/status', async (request) => {
    requireOperator(request);
    const { orderNumber } = parse(ReturnParams, request.params, 'params');
    const { status } = parse(OrderStatusBody, request.body, 'body');
    return moveOrderAsOperator(db, orderNumber, status, context.now());
  });
};
