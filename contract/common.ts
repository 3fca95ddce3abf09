import { z } from 'zod/mini';
import { COUNTRY_CODES, CURRENCY_CODES } from '../kernel/site';

/** Every error the server sends: the status again, and a message that names the field at fault. */
export const ErrorBody = z.object({ statusCode: z.int(), message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const CurrencyCode = z.enum(CURRENCY_CODES);
export const Money = z.object({ centAmount: z.int().check(z.nonnegative()), currencyCode: CurrencyCode });

export const Sku = z.string().check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z0-9-]+$/, 'must be letters, digits or dashes'));
export const Postcode = z.string().check(z.trim(), z.regex(/^\d{4}$/, 'must be 4 digits'));
/**
 * A number, or the decimal text of one as a query string carries it. Not z.coerce: that makes an empty
 * or blank `?latitude=` a 0 (a point off Africa) instead of a 400 naming the field.
 */
const DecimalText = z.pipe(z.string().check(z.trim(), z.regex(/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/, 'must be a number')), z.transform(Number));
const coordinate = (min: number, max: number) =>
  z.pipe(z.union([z.number(), DecimalText], { error: 'must be a number' }), z.number().check(z.minimum(min), z.maximum(max)));
export const Latitude = coordinate(-90, 90);
export const Longitude = coordinate(-180, 180);
export const CountryCode = z.enum(COUNTRY_CODES);

/** Query flags arrive as text: "true"/"false" (and 1/0) become booleans, anything else is refused. */
export const QueryBoolean = z.pipe(
  z.enum(['true', 'false', '1', '0']),
  z.transform((v: 'true' | 'false' | '1' | '0') => v === 'true' || v === '1'),
);

/** A page number and size from a query string, bounded so no request can ask for the whole catalog. */
export const Page = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 1);
export const PageSize = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 24);
