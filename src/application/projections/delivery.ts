import { type DeliveryState, evolve as evolveDelivery, initialDelivery } from '../../domain/delivery';
import { type ProjectionDefinition, forArea } from '../projection';

/** The delivery postcode and the last delivery check of each product: the header, the postcode drawer, delivery checks. */
export const deliveryView: ProjectionDefinition<DeliveryState> = {
  name: 'deliveryView',
  initial: initialDelivery,
  reduce: forArea('delivery', evolveDelivery),
};
