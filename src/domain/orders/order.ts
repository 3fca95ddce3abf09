import { produce } from 'immer';
import type { PurchaseRecord } from '../analytics';
import type { CurrencyCode } from '../money';
import { type Decider, type Event, type Result, assertNever, err, ok } from '../shared';
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

/** What was bought, as analytics reports the purchase (spec §9); null when the checkout's details were not at hand. */
export interface OrderPurchase {
  readonly currency: CurrencyCode;
  readonly record: PurchaseRecord;
}

/**
 * `orders/orderPlaced` is the one fact of a placed order: the checkout folds it into its last step, the
 * cart into an empty cart (spec §4 Order completion), analytics into its purchase.
 */
export type OrderPlaced = Event<
  'orders/orderPlaced',
  { orderNumber: string; fulfilment: Fulfilment; origin: OrderOrigin; at: string; purchase: OrderPurchase | null }
>;

export type OrderEvent =
  | OrderPlaced
  /** The shopper opened an order this tab was not following (My Account's order view, a confirmation page). */
  | Event<'orders/orderOpened', { orderNumber: string; fulfilment: Fulfilment; origin: OrderOrigin; status: OrderStatus; at: string }>
  | Event<'orders/statusChanged', { from: OrderStatus; to: OrderStatus; at: string }>;

export function evolve(state: OrderState, event: OrderEvent): OrderState {
  switch (event.type) {
    case 'orders/orderPlaced': {
      const { orderNumber, fulfilment, origin, at } = event.data;
      return { order: { orderNumber, fulfilment, origin, status: 'order-placed', updatedAt: at } };
    }
    case 'orders/orderOpened': {
      const { orderNumber, fulfilment, origin, status, at } = event.data;
      return { order: { orderNumber, fulfilment, origin, status, updatedAt: at } };
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
      readonly purchase?: OrderPurchase | null;
    }
  | { readonly type: 'changeStatus'; readonly to: OrderStatus; readonly at: string }
  /**
   * The server showed the order as it stands now. The server is the authority on an order's steps, so a
   * status it reports is recorded as seen, even one that skipped steps this tab never saw.
   */
  | {
      readonly type: 'observeOrder';
      readonly orderNumber: string;
      readonly fulfilment: Fulfilment;
      readonly origin: OrderOrigin;
      readonly status: OrderStatus;
      readonly at: string;
    };

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
      const { orderNumber, fulfilment, origin, at, purchase = null } = command;
      return ok([{ type: 'orders/orderPlaced', data: { orderNumber: orderNumber.trim(), fulfilment, origin, at, purchase } }]);
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
    case 'observeOrder': {
      const { orderNumber, fulfilment, origin, status, at } = command;
      if (orderNumber.trim() === '') return err({ type: 'orders/emptyOrderNumber' });
      if (state.order?.orderNumber !== orderNumber)
        return ok([{ type: 'orders/orderOpened', data: { orderNumber, fulfilment, origin, status, at } }]);
      const from = state.order.status;
      return ok(from === status ? [] : [{ type: 'orders/statusChanged', data: { from, to: status, at } }]);
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
