import { z } from 'zod';

/** Every error the server sends: the status again, and a message that names the field at fault. */
export const ErrorBody = z.object({ statusCode: z.number().int(), message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const CurrencyCode = z.enum(['AUD', 'NZD']);
export const Money = z.object({ centAmount: z.number().int().nonnegative(), currencyCode: CurrencyCode });

export const Sku = z.string().trim().min(1).max(40).regex(/^[A-Za-z0-9-]+$/, 'must be letters, digits or dashes');
export const Postcode = z.string().trim().regex(/^\d{4}$/, 'must be 4 digits');
/**
 * A number, or the decimal text of one as a query string carries it. Not z.coerce: that makes an empty
 * or blank `?latitude=` a 0 (a point off Africa) instead of a 400 naming the field.
 */
const DecimalText = z
  .string()
  .trim()
  .regex(/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/, 'must be a number')
  .transform(Number);
const coordinate = (min: number, max: number) => z.union([z.number(), DecimalText], { error: 'must be a number' }).pipe(z.number().min(min).max(max));
export const Latitude = coordinate(-90, 90);
export const Longitude = coordinate(-180, 180);
export const CountryCode = z.enum(['AU', 'NZ']);

/** Query flags arrive as text: "true"/"false" (and 1/0) become booleans, anything else is refused. */
export const QueryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** A page number and size from a query string, bounded so no request can ask for the whole catalog. */
export const Page = z.coerce.number().int().min(1).max(1000).default(1);
export const PageSize = z.coerce.number().int().min(1).max(100).default(24);
