import { OrderNumberResponse, OrdersResponse, Order, ReorderResponse } from '../../../contract/orders';
import type { Bff } from '../../application/ports/bff';
import { orderLookupPath } from '../../domain/orders';
import type { Call } from './transport';

/** Spec §7 Orders. The lookup is sent once per call: its retries on 423 are the order completion's (spec §4). */
export const orderCalls = (call: Call): Bff['orders'] => ({
  place: (paymentSession, options) =>
    call({ method: 'POST', path: '/bff/checkout/order', body: { paymentSession }, schema: OrderNumberResponse, signal: options?.signal }),
  placeBnpl: (order, options) =>
    call({
      method: 'POST',
      path: '/bff/checkout/latitude/order',
      body: {
        gatewayReference: order.gatewayReference,
        merchantReference: order.merchantReference,
        transactionReference: order.transactionReference,
      },
      schema: OrderNumberResponse,
      signal: options?.signal,
    }),
  lookup: (providerReference, redirectResult, options) =>
    call({ method: 'GET', path: orderLookupPath(providerReference, redirectResult), schema: OrderNumberResponse, signal: options?.signal }),
  list: (query, options) =>
    call({ method: 'GET', path: '/bff/account/orders', query: { ...query }, schema: OrdersResponse, signal: options?.signal }),
  requestReturn: (orderNumber, request, options) =>
    call({ method: 'POST', path: `/bff/account/return/${encodeURIComponent(orderNumber)}`, body: request, schema: Order, signal: options?.signal }),
  reorder: (orderNumber, options) =>
    call({ method: 'POST', path: '/bff/checkout/account/order/reorder', body: { orderNumber }, schema: ReorderResponse, signal: options?.signal }),
});
