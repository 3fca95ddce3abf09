import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AU_STATES,
  DEFAULT_COUNTRY,
  POSTCODE_LOOKUP_DEFAULT_COUNTRY,
  SITES,
  SITE_CODES,
  auStateName,
  cookieNames,
  isAuStateCode,
  normaliseCountryCode,
  regionFieldName,
  regionsOf,
  searchIndexName,
  secondCardProviderApplies,
  shippingCode,
  shippingCodesOf,
  shippingKindOf,
  siteFromHost,
} from '../../src/domain/site';
import { countryArb, siteCodeArb } from './arbitraries/site';

describe('site', () => {
  it('has the three sites of the spec with their brand, country, locale and currency', () => {
    expect(SITES).toEqual({
      jrau: { code: 'jrau', brand: 'jc', country: 'AU', locale: 'en-AU', currency: 'AUD' },
      jrnz: { code: 'jrnz', brand: 'jc', country: 'NZ', locale: 'en-NZ', currency: 'NZD' },
      rtau: { code: 'rtau', brand: 'rtm', country: 'AU', locale: 'en-AU', currency: 'AUD' },
    });
  });

  it('tells the site from the host name, whatever the domain, port or case, defaulting to jrau', () => {
    fc.assert(
      fc.property(
        siteCodeArb,
        fc.constantFrom('localhost', 'example.com', 'shop.test'),
        fc.option(fc.integer({ min: 1, max: 65535 })),
        fc.boolean(),
        (code, domain, port, upper) => {
          const host = `${upper ? code.toUpperCase() : code}.${domain}${port ? `:${port}` : ''}`;
          expect(siteFromHost(host).code).toBe(code);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.domain().filter((d) => !SITE_CODES.some((c) => d.toLowerCase().startsWith(`${c}.`))),
        (host) => {
          expect(siteFromHost(host).code).toBe('jrau');
        },
      ),
    );
    expect(siteFromHost('localhost:8080').code).toBe('jrau');
  });

  it('upper-cases a country code and falls back to AU', () => {
    fc.assert(
      fc.property(countryArb, fc.boolean(), (country, lower) => {
        expect(normaliseCountryCode(lower ? country.toLowerCase() : country)).toBe(country);
      }),
    );
    fc.assert(
      fc.property(
        fc.string().filter((s) => !['AU', 'NZ'].includes(s.trim().toUpperCase())),
        (s) => {
          expect(normaliseCountryCode(s)).toBe('AU');
        },
      ),
    );
    expect(normaliseCountryCode(undefined)).toBe(DEFAULT_COUNTRY);
    expect(POSTCODE_LOOKUP_DEFAULT_COUNTRY).toBe('AU');
  });

  it('AU has eight states, each with its full name; NZ uses a City field and no regions', () => {
    expect(AU_STATES.map((s) => s.code)).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    fc.assert(
      fc.property(fc.constantFrom(...AU_STATES), (state) => {
        expect(isAuStateCode(state.code)).toBe(true);
        expect(auStateName(state.code.toLowerCase())).toBe(state.name);
        expect(state.name.length).toBeGreaterThan(state.code.length);
      }),
    );
    expect(auStateName('XX')).toBeUndefined();
    expect(regionFieldName('AU')).toBe('State');
    expect(regionFieldName('NZ')).toBe('City');
    expect(regionsOf('NZ')).toEqual([]);
    expect(regionsOf('AU')).toBe(AU_STATES);
  });

  it("every shipping code belongs to exactly one country and kind, with the country's prefix", () => {
    fc.assert(
      fc.property(countryArb, fc.constantFrom('standard', 'express', 'sameDay', 'bulky') as fc.Arbitrary<'standard'>, (country, kind) => {
        const code = shippingCode(country, kind);
        expect(code.startsWith(country === 'AU' ? 'JAU_' : 'JNZ_')).toBe(true);
        expect(shippingKindOf(code)).toEqual({ country, kind });
      }),
    );
    expect(shippingCodesOf('AU')).toEqual(['JAU_STD', 'JAU_EXP', 'JAU_SMD', 'JAU_NTD']);
    expect(shippingCodesOf('NZ')).toEqual(['JNZ_STD', 'JNZ_EXP', 'JNZ_SMD', 'JNZ_NTD']);
    expect(shippingKindOf('UPS_GROUND')).toBeUndefined();
  });

  it('the second card provider applies only when the country is exactly "AU"', () => {
    fc.assert(
      fc.property(fc.string(), (country) => {
        expect(secondCardProviderApplies(country)).toBe(country === 'AU');
      }),
    );
    expect(secondCardProviderApplies('AU')).toBe(true);
  });

  it('each site has its own search index and each brand its own cookies (csfr spelt so)', () => {
    expect(new Set(SITE_CODES.map(searchIndexName)).size).toBe(3);
    expect(cookieNames('jc')).toEqual({ session: 'jc.session', csrf: 'jc.csfr', callback: 'jc.callback', geo: 'geo' });
    expect(cookieNames('rtm').csrf).toBe('rtm.csfr');
  });
});
