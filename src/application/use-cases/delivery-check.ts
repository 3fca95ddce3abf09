import {
  type DeliveryOptionsQuery,
  type NormalisedDeliveryAvailability,
  deliveryOptionsLookup,
  deliveryUnavailableMessage,
  normaliseDeliveryAvailability,
} from '../../domain/delivery';
import type { Sku } from '../../domain/shared';
import type { CountryCode } from '../../domain/site';
import type { ApiError } from '../ports/api-error';
import type { Bff } from '../ports/bff';

export interface DeliveryCheckRequest {
  readonly postcode: string | null | undefined;
  readonly sku: Sku | null | undefined;
  readonly suburb?: string | null;
  readonly state?: string | null;
  readonly quantity?: number;
}

export type DeliveryCheck =
  /** Spec §5 Delivery options: not enough to ask with, so the options shown are cleared. */
  | { readonly kind: 'cleared' }
  | {
      readonly kind: 'checked';
      readonly query: DeliveryOptionsQuery;
      readonly availability: NormalisedDeliveryAvailability;
      /** Spec §8: what to show instead of options when there are none; null when there are. */
      readonly unavailableMessage: string | null;
    }
  | { readonly kind: 'failed'; readonly error: ApiError }
  /** A newer check was asked for while this one ran; its answer must not overwrite the newer one. */
  | { readonly kind: 'superseded' };

export interface DeliveryCheckUseCases {
  checkDelivery(request: DeliveryCheckRequest): Promise<DeliveryCheck>;
}

export function deliveryCheckUseCases({ bff, country }: { readonly bff: Pick<Bff, 'stores'>; readonly country: CountryCode }): DeliveryCheckUseCases {
  let latest = 0;
  return {
    async checkDelivery(request) {
      const ticket = ++latest;
      const lookup = deliveryOptionsLookup({ postcode: request.postcode, sku: request.sku, state: request.state }, country);
      if (lookup.kind === 'clear') return { kind: 'cleared' };
      const { query } = lookup;
      const suburb = request.suburb?.trim();
      const answer = await bff.stores.deliveryAvailability(query.postcode, {
        sku: query.sku,
        ...(suburb ? { suburb } : {}),
        ...(query.state ? { state: query.state } : {}),
        ...(request.quantity === undefined ? {} : { quantity: request.quantity }),
      });
      if (ticket !== latest) return { kind: 'superseded' };
      if (!answer.ok) return { kind: 'failed', error: answer.error };
      // Normalised here too, so the spec's rules hold whichever Bff answered (normalising is idempotent).
      const availability = normaliseDeliveryAvailability(answer.value);
      return { kind: 'checked', query, availability, unavailableMessage: deliveryUnavailableMessage(availability) };
    },
  };
}
