import { produce } from 'immer';
import { type Decider, type Result, assertNever, err, ok, type Event } from '../shared';
import type { OrderOrigin } from './reference';
import { type Fulfilment, type OrderStatus, type TransitionError, transition } from './status';

// State

export interface PlacedOrder {
  readonly orderNumber: string;
  readonly fulfilment: Fulfilment;
  readonly origin: OrderOrigin;
  readonly status: OrderStatus;
  /** ISO-8601 instant of the last status change. */
  readonly updatedAt: string;
}

export interface OrderState {
  readonly order: PlacedOrder | null;
}

export const initialOrder = (): OrderState => ({ order: null });

// Events

export type OrderEvent =
  | Event<'orders/orderPlaced', { orderNumber: string; fulfilment: Fulfilment; origin: OrderOrigin; at: string }>
  | Event<'orders/statusChanged', { from: OrderStatus; to: OrderStatus; at: string }>;

export function evolve(state: OrderState, event: OrderEvent): OrderState {
  switch (event.type) {
    case 'orders/orderPlaced': {
      const { orderNumber, fulfilment, origin, at } = event.data;
      return { order: { orderNumber, fulfilment, origin, status: 'order-placed', updatedAt: at } };
    }
    case 'orders/statusChanged':
      return produce(state, (draft) => {
        if (!draft.order) return;
        draft.order.status = event.data.to;
        draft.order.updatedAt = event.data.at;
      });
    default:
      return assertNever(event);
  }
}

// Commands

export type OrderCommand =
  | {
      readonly type: 'placeOrder';
      readonly orderNumber: string;
      readonly fulfilment: Fulfilment;
      readonly origin: OrderOrigin;
      readonly at: string;
    }
  | { readonly type: 'changeStatus'; readonly to: OrderStatus; readonly at: string };

export type OrderError =
  | TransitionError
  | { readonly type: 'orders/emptyOrderNumber' }
  | { readonly type: 'orders/alreadyPlaced'; readonly orderNumber: string }
  | { readonly type: 'orders/notPlaced' };

export function decide(state: OrderState, command: OrderCommand): Result<readonly OrderEvent[], OrderError> {
  switch (command.type) {
    case 'placeOrder': {
      if (command.orderNumber.trim() === '') return err({ type: 'orders/emptyOrderNumber' });
      if (state.order) return err({ type: 'orders/alreadyPlaced', orderNumber: state.order.orderNumber });
      return ok([{ type: 'orders/orderPlaced', data: { ...command } }]);
    }
    case 'changeStatus': {
      if (!state.order) return err({ type: 'orders/notPlaced' });
      const { status: from, fulfilment } = state.order;
      // A repeated status update (a redelivered provider notice) records nothing rather than failing.
      if (command.to === from) return ok([]);
      const next = transition(from, command.to, fulfilment);
      if (!next.ok) return next;
      return ok([{ type: 'orders/statusChanged', data: { from, to: next.value, at: command.at } }]);
    }
    default:
      return assertNever(command);
  }
}

export const orderDecider: Decider<OrderState, OrderCommand, OrderEvent, OrderError> = {
  initialState: initialOrder,
  decide,
  evolve,
};
