import fc from 'fast-check';
import type { CurrencyCode } from '../../../src/domain/money';
import type { CountryCode } from '../../../src/domain/site';

/** Catalog-shaped SKUs: a short alphanumeric code, never empty, never containing a separator. */
export const skuArb = fc.stringMatching(/^[A-Z]{2}[0-9]{4}$/);

/** A small pool of SKUs, so that generated sequences revisit the same products. */
export const skuPoolArb = fc.uniqueArray(skuArb, { minLength: 1, maxLength: 8 });

export const centsArb = fc.integer({ min: 0, max: 10_000_000 });
export const quantityArb = fc.integer({ min: 1, max: 999 });

export const currencyArb = fc.constantFrom<CurrencyCode>('AUD', 'NZD');
export const countryArb = fc.constantFrom<CountryCode>('AU', 'NZ');
