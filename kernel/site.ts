/** Spec §1 Storefront sites: the codes the wire and every layer speak. */
export type SiteCode = 'jrau' | 'jrnz' | 'rtau';
export type BrandCode = 'jc' | 'rtm';
export type CountryCode = 'AU' | 'NZ';
export type Locale = 'en-AU' | 'en-NZ';
