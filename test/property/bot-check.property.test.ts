import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_DOMAIN, SITE_CODES, isBotCheckDomain, siteFromHost } from '../../src/domain/site';
import { siteCodeArb } from './arbitraries/site';

const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/);
const domainArb = fc.array(label, { minLength: 1, maxLength: 3 }).map((labels) => `${labels.join('.')}.example`);
const portArb = fc.option(
  fc.integer({ min: 1, max: 65535 }).map((p) => `:${p}`),
  { nil: '' },
);
/** The same host as a browser might spell it: any case, with a port, with the root's trailing dot. */
const spelt = (host: string) =>
  fc.tuple(fc.boolean(), portArb, fc.boolean()).map(([upper, port, dot]) => `${upper ? host.toUpperCase() : host}${dot ? '.' : ''}${port}`);

describe('isBotCheckDomain (spec §3 isRecaptchaDomain)', () => {
  it("holds on every site's host under the default domain and the bare domain, however spelt", () => {
    fc.assert(
      fc.property(
        siteCodeArb.chain((code) => spelt(`${code}.${DEFAULT_SITE_DOMAIN}`)),
        (host) => isBotCheckDomain(host),
      ),
    );
    fc.assert(fc.property(spelt(DEFAULT_SITE_DOMAIN), (host) => isBotCheckDomain(host)));
  });

  it('holds under a configured domain, and the default domain is then no longer ours', () => {
    fc.assert(
      fc.property(siteCodeArb, domainArb, (code, domain) => {
        expect(isBotCheckDomain(`${code}.${domain}`, [domain])).toBe(true);
        expect(isBotCheckDomain(domain, [domain])).toBe(true);
        expect(isBotCheckDomain(`${code}.localhost`, [domain])).toBe(false);
      }),
    );
  });

  it('never holds on a host that only looks like ours', () => {
    fc.assert(
      fc.property(siteCodeArb, domainArb, label, (code, domain, other) => {
        for (const host of [
          `${code}.${domain}.${other}`,
          `${other}${code}.${domain}`,
          `${other}.${code}.${domain}`,
          `${code}-${domain}`,
          `${code}${domain}`,
        ]) {
          expect(isBotCheckDomain(host, [domain]), host).toBe(false);
        }
        fc.pre(!SITE_CODES.includes(other as never) && other !== domain);
        expect(isBotCheckDomain(`${other}.${domain}`, [domain])).toBe(false);
      }),
    );
  });

  it('never holds on an empty host, an IP address or an empty configured domain', () => {
    for (const host of ['', ' ', ':8080', '127.0.0.1:8080', '[::1]:8080', 'images.localhost']) expect(isBotCheckDomain(host), host).toBe(false);
    expect(isBotCheckDomain('jrau.', [''])).toBe(false);
    expect(isBotCheckDomain('', [''])).toBe(false);
  });

  it('agrees with the site the server reads from the same host', () => {
    fc.assert(
      fc.property(siteCodeArb, domainArb, (code, domain) => {
        const host = `${code}.${domain}:8080`;
        expect(isBotCheckDomain(host, [domain])).toBe(true);
        expect(siteFromHost(host).code).toBe(code);
      }),
    );
  });
});
