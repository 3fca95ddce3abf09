import {
  type DeliveryOptionsQuery,
  type DeliveryState,
  type NormalisedDeliveryAvailability,
  deliveryDecider,
  deliveryOptionsLookup,
} from '../../domain/delivery';
import type { Sku } from '../../domain/shared';
import type { CountryCode } from '../../domain/site';
import type { ApiError } from '../ports/api-error';
import type { Bff } from '../ports/bff';
import type { Projection } from '../projection';
import { type Recorder, execute } from '../recorder';

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
  /** Asks and records the answer (delivery/availabilityChecked), or clears the product's last answer (spec §5). */
  checkDelivery(request: DeliveryCheckRequest): Promise<DeliveryCheck>;
}

export interface DeliveryCheckDeps {
  readonly bff: Pick<Bff, 'stores'>;
  readonly country: CountryCode;
  readonly view: Projection<DeliveryState>;
  readonly recorder: Recorder;
}

export function deliveryCheckUseCases({ bff, country, view, recorder }: DeliveryCheckDeps): DeliveryCheckUseCases {
  let latest = 0;
  return {
    async checkDelivery(request) {
      const ticket = ++latest;
      const lookup = deliveryOptionsLookup({ postcode: request.postcode, sku: request.sku, state: request.state }, country);
      if (lookup.kind === 'clear') {
        const sku = request.sku?.trim();
        if (sku) execute(deliveryDecider, view.getSnapshot(), { type: 'clearAvailability', sku }, recorder);
        return { kind: 'cleared' };
      }
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
      const recorded = execute(
        deliveryDecider,
        view.getSnapshot(),
        {
          type: 'recordAvailability',
          sku: query.sku,
          postcode: query.postcode,
          city: suburb ?? null,
          state: query.state ?? null,
          availability: answer.value,
        },
        recorder,
      );
      const checked = recorded.ok ? recorded.value[0] : undefined;
      if (checked?.type !== 'delivery/availabilityChecked') return { kind: 'cleared' };
      // The decider normalised the answer (spec §3, §8), so its rules hold whichever Bff answered.
      const { deliveryMethods, freightServiceErrorCode, freightServiceMessage, unavailableMessage } = checked.data;
      return { kind: 'checked', query, availability: { deliveryMethods, freightServiceErrorCode, freightServiceMessage }, unavailableMessage };
    },
  };
}
