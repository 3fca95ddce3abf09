import type { Money } from '../money';
import type { DeliveryAvailability, DeliveryMethod } from './availability';

/** One way the whole cart can travel, at the charge the checkout would ask (the dearest line's). */
export interface EstimatedMethod {
  readonly deliveryMethod: string;
  readonly deliveryLabel: string;
  readonly deliveryCharge: Money;
}

export type CartDeliveryEstimate =
  /** The cart was priced with no delivery postcode: nothing to estimate yet. */
  | { readonly kind: 'noPostcode' }
  /** The methods every line can travel by; empty when no one method carries the whole cart. */
  | { readonly kind: 'estimated'; readonly methods: readonly EstimatedMethod[] };

/**
 * The cart drawer's delivery estimate from each line's availability at the delivery postcode (GET /bff/cart/details
 * prices it from the postcode the session token holds). As at checkout (server/services/checkout/shipping.ts): a
 * method is offered when every line can go by it, at the dearest line's charge; a bulky line sends the whole
 * order by bulky freight.
 */
export function cartDeliveryEstimate(lines: ReadonlyArray<{ readonly delivery?: DeliveryAvailability | undefined }>): CartDeliveryEstimate {
  if (lines.length === 0 || lines.some((line) => line.delivery === undefined)) return { kind: 'noPostcode' };
  const offers = lines.map((line) => line.delivery!.deliveryMethods);
  const bulky = offers.some((methods) => methods.some((method) => method.isBulkyItem));
  const carrying = bulky ? offers.filter((methods) => methods.some((method) => method.isBulkyItem)) : offers;
  if (bulky && carrying.length < offers.length && offers.some((methods) => methods.length === 0)) return { kind: 'estimated', methods: [] };
  const [first = [], ...rest] = carrying;
  const methods: EstimatedMethod[] = [];
  for (const method of first) {
    if (bulky && !method.isBulkyItem) continue;
    const same = rest.map((methods) => methods.find((other: DeliveryMethod) => other.deliveryMethod === method.deliveryMethod));
    if (same.some((other) => other === undefined)) continue;
    const dearest = [method, ...(same as DeliveryMethod[])].reduce((a, b) => (b.deliveryCharge.centAmount > a.deliveryCharge.centAmount ? b : a));
    methods.push({ deliveryMethod: method.deliveryMethod, deliveryLabel: method.deliveryLabel, deliveryCharge: dearest.deliveryCharge });
  }
  return { kind: 'estimated', methods };
}
