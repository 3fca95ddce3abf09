import { type Result, err, ok } from '../shared';

import { ORDER_STATUSES, type OrderStatus, isOrderStatus } from '../../../kernel/orders';

export { ORDER_STATUSES, isOrderStatus, type OrderStatus };

/** How the order reaches the shopper; it decides which path the statuses follow. */
export type Fulfilment = 'homeDelivery' | 'clickAndCollect';
export const FULFILMENTS: readonly Fulfilment[] = ['homeDelivery', 'clickAndCollect'];
/** An order's path from its delivery type on the wire: click and collect, or any delivery. */
export const fulfilmentOf = (deliveryType: string | undefined): Fulfilment => (deliveryType === 'clickCollect' ? 'clickAndCollect' : 'homeDelivery');

/**
 * Open points "order status transitions": the spec shows none, so we define them. Cancelling is allowed
 * only before dispatch; 'Advised' is a return requested after delivery, 'Returned' the return received.
 */
const TRANSITIONS: Readonly<Record<Fulfilment, Readonly<Record<OrderStatus, readonly OrderStatus[]>>>> = {
  homeDelivery: {
    'order-placed': ['processing', 'cancelled'],
    processing: ['intransit', 'cancelled'],
    intransit: ['outfordelivery'],
    outfordelivery: ['delivered'],
    delivered: ['Advised'],
    Advised: ['Returned'],
    Returned: [],
    readytocollect: [],
    cancelled: [],
  },
  clickAndCollect: {
    'order-placed': ['processing', 'cancelled'],
    processing: ['readytocollect', 'cancelled'],
    readytocollect: ['delivered'],
    delivered: ['Advised'],
    Advised: ['Returned'],
    Returned: [],
    intransit: [],
    outfordelivery: [],
    cancelled: [],
  },
};

/** The statuses an order may move to next; none for a terminal status. */
export const nextStatuses = (from: OrderStatus, fulfilment: Fulfilment): readonly OrderStatus[] => TRANSITIONS[fulfilment][from];

export const canTransition = (from: OrderStatus, to: OrderStatus, fulfilment: Fulfilment): boolean => nextStatuses(from, fulfilment).includes(to);

export type TransitionError = {
  readonly type: 'orders/transitionForbidden';
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  readonly fulfilment: Fulfilment;
};

export function transition(from: OrderStatus, to: OrderStatus, fulfilment: Fulfilment): Result<OrderStatus, TransitionError> {
  return canTransition(from, to, fulfilment) ? ok(to) : err({ type: 'orders/transitionForbidden', from, to, fulfilment });
}
