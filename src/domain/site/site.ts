import type { CurrencyCode } from '../money';

import type { BrandCode, CountryCode, Locale, SiteCode } from '../../../kernel/site';

export type { BrandCode, CountryCode, Locale, SiteCode };

export interface Site {
  readonly code: SiteCode;
  readonly brand: BrandCode;
  readonly country: CountryCode;
  readonly locale: Locale;
  readonly currency: CurrencyCode;
}

export const SITES: Readonly<Record<SiteCode, Site>> = {
  jrau: { code: 'jrau', brand: 'jc', country: 'AU', locale: 'en-AU', currency: 'AUD' },
  jrnz: { code: 'jrnz', brand: 'jc', country: 'NZ', locale: 'en-NZ', currency: 'NZD' },
  rtau: { code: 'rtau', brand: 'rtm', country: 'AU', locale: 'en-AU', currency: 'AUD' },
};

export const SITE_CODES = Object.keys(SITES) as SiteCode[];
export const DEFAULT_SITE: SiteCode = 'jrau';

export const isSiteCode = (value: unknown): value is SiteCode => typeof value === 'string' && value in SITES;

/**
 * Sites are told apart by the first label of the host name (`jrnz.localhost`, `rtau.example.com`);
 * any other host, a bare `localhost` included, is the default site.
 */
export function siteFromHost(host: string): Site {
  const label = host.trim().toLowerCase().split(':')[0]?.split('.')[0] ?? '';
  return SITES[isSiteCode(label) ? label : DEFAULT_SITE];
}

/** Spec §9 Countries: AU is the default. */
export const DEFAULT_COUNTRY: CountryCode = 'AU';
/** Spec §9: postcode lookup default country. */
export const POSTCODE_LOOKUP_DEFAULT_COUNTRY: CountryCode = 'AU';

/** Spec §3 Page info: countryCode is upper-cased, with a default. */
export function normaliseCountryCode(value: string | null | undefined): CountryCode {
  const upper = (value ?? '').trim().toUpperCase();
  return upper === 'AU' || upper === 'NZ' ? upper : DEFAULT_COUNTRY;
}

/** Spec §9 Payments: the second card payment provider applies when the country is "AU". */
export const secondCardProviderApplies = (country: string): boolean => country === 'AU';

/** Spec §9 Search insights: a product index plus a per-site suffix. */
export const PRODUCT_INDEX = 'products';
export const searchIndexName = (site: SiteCode): string => `${PRODUCT_INDEX}_${site}`;

/** Spec §9 Storage names: the session service's cookies, prefixed by brand (`csfr` is spelt so). */
export function cookieNames(brand: BrandCode) {
  return {
    session: `${brand}.session`,
    csrf: `${brand}.csfr`,
    callback: `${brand}.callback`,
    geo: 'geo',
  } as const;
}

/**
 * The origin of another of our sites beside this one: `https://jrau.example.com` → `https://jrnz.example.com`.
 * A bare domain is the default site's, so its sibling gains the code in front.
 */
export function siteOrigin(origin: string, code: SiteCode): string {
  const match = /^(https?:\/\/)([^/]+)$/.exec(origin.replace(/\/+$/, ''));
  if (!match) return origin;
  const [, scheme, host] = match as unknown as [string, string, string];
  const [first, ...rest] = host.split('.');
  const bare = !isSiteCode((first ?? '').toLowerCase());
  return `${scheme}${bare ? `${code}.${host}` : [code, ...rest].join('.')}`;
}
