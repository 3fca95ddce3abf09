import { describe, expect, it } from 'vitest';
import { CONTACT_US_LINK, FAQ_LINK, pageInfoUseCases } from '../../src/application/use-cases/page-info';
import { GTAG_IDS, SITES } from '../../src/domain/site';

describe('page info', () => {
  it('holds the site, its tag manager id, the country and the help links, with the page head', () => {
    const info = pageInfoUseCases({ site: SITES.jrnz, host: 'jrnz.localhost:8080' });
    const head = { pageType: 'Physical Product', product: { sku: 'AB1234', offer: { price: 12.5 } } };
    expect(info.of(head)).toEqual({
      gtagId: GTAG_IDS.jrnz,
      siteCode: 'jrnz',
      brand: 'jc',
      isRecaptchaDomain: true,
      head,
      countryCode: 'NZ',
      contactUsLink: CONTACT_US_LINK,
      faqLink: FAQ_LINK,
    });
  });

  it('gives every site its own tag manager id', () => {
    const ids = Object.values(SITES).map((site) => pageInfoUseCases({ site, host: `${site.code}.localhost` }).of({ pageType: 'other' }).gtagId);
    expect(new Set(ids).size).toBe(3);
  });

  it('runs the bot check on our own hosts only', () => {
    expect(
      pageInfoUseCases({ site: SITES.rtau, host: 'rtau.shop.example', domains: ['shop.example'] }).of({ pageType: 'other' }).isRecaptchaDomain,
    ).toBe(true);
    expect(pageInfoUseCases({ site: SITES.rtau, host: 'mirror.example.net' }).of({ pageType: 'other' }).isRecaptchaDomain).toBe(false);
  });
});
