import type { Money } from '../money';

/** Spec §9 Delivery and stores: the code set when no delivery method is available. */
export const DELIVERY_UNAVAILABLE_CODE = 793;
/** Spec §8 Delivery availability. */
export const UNABLE_TO_DELIVER_MESSAGE = 'Sorry we are unable to deliver this product to this location';
/** Spec §8 Stock and delivery messages: shown where options were asked for and none came back. */
export const NO_DELIVERY_OPTIONS_MESSAGE = 'Sorry No delivery options available';

/** Spec §3 Delivery availability result: one entry of deliveryMethods. */
export interface DeliveryMethod {
  readonly deliveryLabel: string;
  readonly deliveryCharge: Money;
  /** A shipping method code of the site's country (spec §9), e.g. JAU_STD. */
  readonly deliveryMethod: string;
  readonly collectionStore?: string;
  readonly isBulkyItem: boolean;
}

export interface DeliveryAvailability {
  readonly deliveryMethods: readonly DeliveryMethod[];
  readonly freightServiceErrorCode: number;
  readonly freightServiceMessage: string;
}

/** Spec §3: the product adds fullBasket=true to each entry. */
export type AvailableDeliveryMethod = DeliveryMethod & { readonly fullBasket: true };

export interface NormalisedDeliveryAvailability {
  readonly deliveryMethods: readonly AvailableDeliveryMethod[];
  readonly freightServiceErrorCode: number;
  readonly freightServiceMessage: string;
}

/** Spec §3 and §8 Delivery availability, applied once to every result of the availability check. */
export function normaliseDeliveryAvailability(result: DeliveryAvailability): NormalisedDeliveryAvailability {
  const deliveryMethods = result.deliveryMethods.map((method) => ({ ...method, fullBasket: true as const }));
  if (deliveryMethods.length > 0) return { ...result, deliveryMethods };
  const code = result.freightServiceErrorCode;
  return {
    deliveryMethods,
    // A negative code is the freight service's own failure and is kept as it came.
    freightServiceErrorCode: code >= 0 ? DELIVERY_UNAVAILABLE_CODE : code,
    freightServiceMessage: code === 0 ? UNABLE_TO_DELIVER_MESSAGE : result.freightServiceMessage,
  };
}

export const isDeliveryUnavailable = (result: NormalisedDeliveryAvailability): boolean => result.deliveryMethods.length === 0;

/** What to show in place of the options when none are available: the service's message, else the spec's fallback. */
export function deliveryUnavailableMessage(result: NormalisedDeliveryAvailability): string | null {
  if (!isDeliveryUnavailable(result)) return null;
  return result.freightServiceMessage.trim() === '' ? NO_DELIVERY_OPTIONS_MESSAGE : result.freightServiceMessage;
}
