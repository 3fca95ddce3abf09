import { type Result, err, ok } from '../../domain/shared';
import type { ApiError } from '../ports/api-error';
import type { Bff, Order } from '../ports/bff';
import type { OrderTracking } from './order-tracking';

export interface OrderDetailsQueries {
  /** The confirmation page's order: GET /bff/account/orders?orderNumber= (the caller's own orders only). */
  loadOrder(orderNumber: string): Promise<Result<Order, ApiError>>;
}

export const orderDetailsQueries = (bff: Pick<Bff, 'orders'>, tracking?: OrderTracking): OrderDetailsQueries => ({
  async loadOrder(orderNumber) {
    const answer = await bff.orders.list({ orderNumber });
    if (!answer.ok) return answer;
    const order = answer.value.orders.find((o) => o.orderNumber === orderNumber);
    if (order) tracking?.follow(order);
    return order ? ok(order) : err({ status: 404, message: `Order ${orderNumber} not found` });
  },
});
