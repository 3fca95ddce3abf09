import { type OrderState, evolve as evolveOrder, initialOrder } from '../../domain/orders';
import { type ProjectionDefinition, forArea } from '../projection';

/** The order the shopper is looking at and its status as last seen: the confirmation page, My Account's order view. */
export const orderView: ProjectionDefinition<OrderState> = { name: 'orderView', initial: initialOrder, reduce: forArea('orders', evolveOrder) };
