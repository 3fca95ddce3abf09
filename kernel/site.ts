/** Spec §1 Storefront sites: the codes the wire and every layer speak. */
export type SiteCode = 'jrau' | 'jrnz' | 'rtau';
export type BrandCode = 'jc' | 'rtm';
/** The countries the shop sells in, and their currencies: what the wire's enums and the client's types are made of. */
export const COUNTRY_CODES = ['AU', 'NZ'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const CURRENCY_CODES = ['AUD', 'NZD'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
export type Locale = 'en-AU' | 'en-NZ';
