import type { Sku } from '../shared';
import type { CountryCode } from '../site';
import { requiresState } from './postcode-form';

export interface DeliveryOptionsInput {
  readonly postcode: string | null | undefined;
  readonly sku: Sku | null | undefined;
  readonly state: string | null | undefined;
}

/** The arguments of the delivery-to-postcode availability check (spec §7 Stores and delivery). */
export interface DeliveryOptionsQuery {
  readonly postcode: string;
  readonly sku: Sku;
  /** Absent in NZ, which has no states. */
  readonly state?: string;
}

export type DeliveryOptionsLookup = { readonly kind: 'lookup'; readonly query: DeliveryOptionsQuery } | { readonly kind: 'clear' };

const present = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * Spec §5 Delivery options: looked up only when a postcode, a sku and (outside NZ) a state are present;
 * otherwise the options shown are cleared so stale options for another place never linger.
 */
export function deliveryOptionsLookup(input: DeliveryOptionsInput, country: CountryCode): DeliveryOptionsLookup {
  const postcode = present(input.postcode);
  const sku = present(input.sku);
  if (postcode === null || sku === null) return { kind: 'clear' };
  if (!requiresState(country)) return { kind: 'lookup', query: { postcode, sku } };
  const state = present(input.state);
  return state === null ? { kind: 'clear' } : { kind: 'lookup', query: { postcode, sku, state: state.toUpperCase() } };
}
