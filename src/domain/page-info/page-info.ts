import { type BrandCode, type CountryCode, type SiteCode, normaliseCountryCode } from '../site';

/** Spec §3 Page info / context, as the page is rendered with it. */
export interface PageInfo {
  readonly gtagId: string;
  readonly siteCode: SiteCode;
  readonly brand: BrandCode;
  readonly isRecaptchaDomain: boolean;
  readonly head: {
    /** One of CONTENT_PAGE_TYPES, or a type this storefront does not know yet. */
    readonly pageType: string;
    readonly product?: { readonly sku: string; readonly offer: { readonly price: number } };
  };
  readonly countryCode: CountryCode;
  readonly contactUsLink: string;
  readonly faqLink: string;
}

/** Page info as received: the country code may be missing or in any case. */
export type RawPageInfo = Omit<PageInfo, 'countryCode'> & { readonly countryCode?: string | null };

/** Spec §3: countryCode is upper-cased, with a default (AU, spec §9 Countries). */
export const pageContext = (raw: RawPageInfo): PageInfo => ({ ...raw, countryCode: normaliseCountryCode(raw.countryCode) });
