import { CHECKOUT_PATH } from '../payments';

/** Spec §9 Payments: the payment result codes that count as success. */
export const SUCCESS_RESULT_CODES = ['Authorised', 'Received'] as const;
export type SuccessResultCode = (typeof SUCCESS_RESULT_CODES)[number];

/** Spec §4 Order completion step 1. */
export const isSuccessfulResultCode = (resultCode: string | null | undefined): resultCode is SuccessResultCode =>
  (SUCCESS_RESULT_CODES as readonly (string | null | undefined)[]).includes(resultCode);

/** Spec §3 Order: a reference taken from a provider reference is the part before the first ':'. */
export function orderReference(providerReference: string): string {
  const colon = providerReference.indexOf(':');
  return colon === -1 ? providerReference : providerReference.slice(0, colon);
}

/** Spec §7 Orders: GET /bff/checkout/order/{reference}[?redirectResult=]. */
export function orderLookupPath(providerReference: string, redirectResult?: string): string {
  const path = `/bff/checkout/order/${encodeURIComponent(orderReference(providerReference))}`;
  return redirectResult ? `${path}?redirectResult=${encodeURIComponent(redirectResult)}` : path;
}

/** Spec §2 Routes: the order confirmation page. */
export const confirmationPath = (orderNumber: string): string => `${CHECKOUT_PATH}/${encodeURIComponent(orderNumber)}`;

/** Spec §3 Order origin types. */
export const ORDER_ORIGIN_TYPES = ['hybrisMigration', 'store', 'online'] as const;
export type OrderOrigin = (typeof ORDER_ORIGIN_TYPES)[number];
export const isOrderOrigin = (value: string): value is OrderOrigin => (ORDER_ORIGIN_TYPES as readonly string[]).includes(value);
