import fc from 'fast-check';
import { type CountryCode, SITE_CODES, type SiteCode } from '../../../src/domain/site';

export const siteCodeArb: fc.Arbitrary<SiteCode> = fc.constantFrom(...SITE_CODES);
export const countryArb: fc.Arbitrary<CountryCode> = fc.constantFrom('AU', 'NZ');
