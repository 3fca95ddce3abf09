import fc from 'fast-check';
import { SITE_CODES, type SiteCode } from '../../../src/domain/site';

export const siteCodeArb: fc.Arbitrary<SiteCode> = fc.constantFrom(...SITE_CODES);
export { countryArb } from './common';
