import { type Result, err, ok } from '../shared';
import { type CountryCode, type ShippingMethodCode, shippingKindOf } from '../site';

/** Spec §3 Delivery type, settled in open-points: the wire values. */
export const DELIVERY_TYPES = { delivery: 'deliveryStore', pickup: 'clickCollect', warehouse: 'deliveryWarehouse' } as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[keyof typeof DELIVERY_TYPES];

export const isDeliveryType = (value: unknown): value is DeliveryType => Object.values(DELIVERY_TYPES).some((type) => type === value);

export type DeliveryTypeLabel = 'Delivery' | 'Click and Collect';

const SHOWN_AS_DELIVERY: readonly string[] = ['deliveryStore', 'deliveryWarehouse', 'DELIVERY', 'WAREHOUSE'];

/** Spec §3 Delivery type (both readings, per open-points): delivery and warehouse show "Delivery", anything else "Click and Collect". */
export const deliveryTypeLabel = (type: string | null | undefined): DeliveryTypeLabel =>
  SHOWN_AS_DELIVERY.includes(type ?? '') ? 'Delivery' : 'Click and Collect';

/** Home and warehouse delivery ship by a shipping method; click-and-collect goes to a store instead. */
export const usesShippingMethod = (type: DeliveryType): boolean => type !== DELIVERY_TYPES.pickup;

export type ShippingCodeError =
  | { readonly type: 'checkout/unknownShippingCode'; readonly code: string }
  | { readonly type: 'checkout/shippingCodeOfOtherCountry'; readonly code: string; readonly country: CountryCode };

/** Spec §9 Shipping method codes: only the codes of the site's country are accepted. */
export function checkShippingCode(code: string, country: CountryCode): Result<ShippingMethodCode, ShippingCodeError> {
  const kind = shippingKindOf(code);
  if (!kind) return err({ type: 'checkout/unknownShippingCode', code });
  if (kind.country !== country) return err({ type: 'checkout/shippingCodeOfOtherCountry', code, country });
  return ok(code as ShippingMethodCode);
}
