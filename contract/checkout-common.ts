import { z } from 'zod/mini';
import { CARD_BRANDS } from '../kernel/payments';
import { SHIPPING_METHOD_CODES } from '../kernel/shipping';

/** Money on the checkout wire: integer cents of the site's currency, GST-inclusive (spec §9 money). */
export const Cents = z.int().check(z.minimum(0));
export { CountryCode, CurrencyCode } from './common';
export const CardBrand = z.enum(CARD_BRANDS);

export const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
export const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/** Spec §9 Shipping method codes of both countries; the server refuses a code of the other country. */
export const ShippingCode = z.enum([...Object.values(SHIPPING_METHOD_CODES.AU), ...Object.values(SHIPPING_METHOD_CODES.NZ)]);
export type ShippingCode = z.infer<typeof ShippingCode>;
