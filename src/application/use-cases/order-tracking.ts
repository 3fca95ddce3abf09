import { type OrderState, fulfilmentOf, isOrderOrigin, isOrderStatus, orderDecider } from '../../domain/orders';
import type { Projection } from '../projection';
import type { Order } from '../ports/bff';
import { type Recorder, execute } from '../recorder';

export interface OrderTracking {
  /**
   * An order the server has just shown: the first time it is opened, and each time its status differs from
   * the one last seen, `orders/statusChanged`. Statuses or origins the client does not know are left out.
   */
  follow(order: Order): void;
}

export function orderTracking({ view, recorder }: { readonly view: Projection<OrderState>; readonly recorder: Recorder }): OrderTracking {
  return {
    follow(order) {
      if (!isOrderStatus(order.status) || !isOrderOrigin(order.origin)) return;
      const fulfilment = fulfilmentOf(order.deliveryType);
      const at = order.statusHistory?.at(-1)?.at ?? order.createdAt;
      const command = { type: 'observeOrder', orderNumber: order.orderNumber, fulfilment, origin: order.origin, status: order.status, at } as const;
      execute(orderDecider, view.getSnapshot(), command, recorder);
    },
  };
}
