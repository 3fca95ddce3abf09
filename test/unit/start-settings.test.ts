import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeDevFeatures, parseDevFeatures } from '../../server/dev-features';
import { describeTagManager, parseTagManager, tagManagerScript } from '../../server/tag-manager';
import { settingsFromEnv } from '../../server/composition/settings';
import { describeAnalyticsSinks, parseAnalyticsSinks } from '../../server/analytics-sinks';
import { describeCardGateway, parseCardGateway } from '../../server/card-gateway';
import { siteTagsOf } from '../../server/http/pages';
import { MAX_PROXY_HOPS, describeTrustProxy, fastifyTrustProxy, parseTrustProxy } from '../../server/http/trust-proxy';

/** The client address Fastify settles on for a request from `peer` carrying `forwardedFor`, under a TRUST_PROXY value. */
async function clientAddress(trustProxyValue: string | undefined, peer: string, forwardedFor?: string): Promise<string> {
  const setting = parseTrustProxy(trustProxyValue);
  if (!setting.ok) throw new Error(setting.message);
  const app = Fastify({ trustProxy: fastifyTrustProxy(setting.trustProxy) });
  app.get('/', async (request) => ({ ip: request.ip }));
  const res = await app.inject({ url: '/', remoteAddress: peer, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  await app.close();
  return res.json().ip;
}

describe('TRUST_PROXY', () => {
  it('trusts nothing when unset, empty or switched off', () => {
    for (const value of [undefined, '', '  ', '0', 'false', 'NO', 'off']) expect(parseTrustProxy(value)).toEqual({ ok: true, trustProxy: undefined });
  });

  it('reads a number as that many proxy hops', () => {
    expect(parseTrustProxy('1')).toEqual({ ok: true, trustProxy: 1 });
    expect(parseTrustProxy(' 2 ')).toEqual({ ok: true, trustProxy: 2 });
    expect(parseTrustProxy(String(MAX_PROXY_HOPS))).toEqual({ ok: true, trustProxy: MAX_PROXY_HOPS });
  });

  it('reads true and yes as one hop, never as trusting everything, and says so', () => {
    for (const value of ['true', 'TRUE', 'yes', 'on']) {
      const setting = parseTrustProxy(value);
      expect(setting).toMatchObject({ ok: true, trustProxy: 1 });
      expect(setting.ok && setting.note).toContain('1 proxy hop');
    }
  });

  it('reads a comma-separated list of addresses and ranges', () => {
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback')).toEqual({
      ok: true,
      trustProxy: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback'],
    });
  });

  it('refuses what it cannot read, saying what it takes', () => {
    const cases: Array<[string, string]> = [
      ['-1', 'from 0 to'],
      [String(MAX_PROXY_HOPS + 1), 'from 0 to'],
      ['1.5', '"1.5" is not an IP address'],
      ['proxy.internal', '"proxy.internal" is not an IP address'],
      ['10.0.0.0/33', 'prefix length from 1 to 32'],
      ['10.0.0.0/abc', 'prefix length from 1 to 32'],
      ['0.0.0.0/0', 'would trust every address'],
      ['::/0', 'would trust every address'],
      ['127.0.0.1,', 'empty entry'],
      ['1,127.0.0.1', '"1" is not an IP address'],
    ];
    for (const [value, why] of cases) {
      const setting = parseTrustProxy(value);
      expect(setting.ok, value).toBe(false);
      if (!setting.ok) {
        expect(setting.message).toContain(`TRUST_PROXY=${value} is not understood`);
        expect(setting.message).toContain(why);
        expect(setting.message).toContain('TRUST_PROXY=1');
      }
    }
  });

  it('takes the rightmost entry a trusted proxy did not write as the client, so a forged leftmost entry is ignored', async () => {
    expect(await clientAddress('1', '10.0.0.5', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddress('true', '10.0.0.5', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddress('2', '10.0.0.5', '6.6.6.6, 203.0.113.7, 198.51.100.1')).toBe('203.0.113.7');
    expect(await clientAddress('10.0.0.0/8', '10.0.0.5', '6.6.6.6, 203.0.113.7, 10.1.1.1')).toBe('203.0.113.7');
    expect(await clientAddress(undefined, '10.0.0.5', '6.6.6.6, 203.0.113.7')).toBe('10.0.0.5');
  });

  it('does not believe a peer outside the listed addresses', async () => {
    expect(await clientAddress('10.0.0.0/8', '192.0.2.9', '6.6.6.6')).toBe('192.0.2.9');
  });

  it('says at start who is believed', () => {
    expect(describeTrustProxy(undefined)).toMatch(/^Proxies trusted: none/);
    expect(describeTrustProxy(2)).toMatch(/^Proxies trusted: 2 hops/);
    expect(describeTrustProxy(['127.0.0.1', '10.0.0.0/8'])).toBe('Proxies trusted: 127.0.0.1, 10.0.0.0/8 (TRUST_PROXY)');
  });
});

describe('DEV_MAILBOX', () => {
  it('is off unless set to an explicit yes', () => {
    for (const value of [undefined, '', '0', 'false', 'no', 'off'])
      expect(parseDevFeatures({ DEV_MAILBOX: value })).toEqual({ ok: true, features: { mailbox: false } });
    for (const value of ['1', 'true', 'YES', 'on'])
      expect(parseDevFeatures({ DEV_MAILBOX: value })).toEqual({ ok: true, features: { mailbox: true } });
    expect(parseDevFeatures({ NODE_ENV: 'development' })).toEqual({ ok: true, features: { mailbox: false } });
  });

  it('refuses a value that is neither', () => {
    const setting = parseDevFeatures({ DEV_MAILBOX: 'ture' });
    expect(setting.ok).toBe(false);
    if (!setting.ok) expect(setting.message).toContain('DEV_MAILBOX=ture is not understood');
  });

  it('names the dev features at start', () => {
    expect(describeDevFeatures({ mailbox: false })).toBe('Dev features: none');
    expect(describeDevFeatures({ mailbox: true })).toBe('Dev features: mailbox at /dev/mailbox (DEV_MAILBOX=1)');
  });
});

describe('DEV_DATALAYER', () => {
  it('is off unless set to an explicit yes, and refuses a value that is neither', () => {
    expect(parseDevFeatures({})).toEqual({ ok: true, features: { mailbox: false } });
    expect(parseDevFeatures({ DEV_DATALAYER: '1' })).toEqual({ ok: true, features: { mailbox: false, dataLayer: true } });
    expect(parseDevFeatures({ DEV_DATALAYER: 'off', DEV_MAILBOX: '1' })).toEqual({ ok: true, features: { mailbox: true } });
    const setting = parseDevFeatures({ DEV_DATALAYER: 'maybe' });
    expect(setting.ok).toBe(false);
    if (!setting.ok) expect(setting.message).toContain('DEV_DATALAYER=maybe is not understood');
    expect(describeDevFeatures({ mailbox: true, dataLayer: true })).toBe(
      'Dev features: mailbox at /dev/mailbox (DEV_MAILBOX=1), dataLayer pushes on every page (DEV_DATALAYER=1)',
    );
  });
});

describe('DEV_EVENTLOG', () => {
  it('is off unless set to an explicit yes, refuses a value that is neither, and says so at start', () => {
    expect(parseDevFeatures({ DEV_EVENTLOG: '1' })).toEqual({ ok: true, features: { mailbox: false, eventLog: true } });
    expect(parseDevFeatures({ DEV_EVENTLOG: 'no' })).toEqual({ ok: true, features: { mailbox: false } });
    const setting = parseDevFeatures({ DEV_EVENTLOG: 'sometimes' });
    expect(setting.ok).toBe(false);
    if (!setting.ok) expect(setting.message).toContain('DEV_EVENTLOG=sometimes is not understood');
    expect(describeDevFeatures({ mailbox: false, eventLog: true })).toBe("Dev features: the client's event log on every page (DEV_EVENTLOG=1)");
  });
});

describe('TAG_MANAGER_{SITE}', () => {
  it('loads no tag manager on a default start', () => {
    expect(parseTagManager({})).toEqual({ ok: true, settings: { origin: 'https://www.googletagmanager.com', containers: {} } });
    expect(tagManagerScript(undefined, 'jrau')).toBeNull();
    expect(describeTagManager(undefined)).toMatch(/^Tag manager: none/);
  });

  it("gives each configured site its container's script, from the origin set", () => {
    const setting = parseTagManager({ TAG_MANAGER_JRNZ: 'GTM-ABC123', TAG_MANAGER_ORIGIN: 'https://tags.example.com/ignored' });
    expect(setting).toEqual({ ok: true, settings: { origin: 'https://tags.example.com', containers: { jrnz: 'GTM-ABC123' } } });
    if (!setting.ok) return;
    expect(tagManagerScript(setting.settings, 'jrnz')).toBe('https://tags.example.com/gtm.js?id=GTM-ABC123');
    expect(tagManagerScript(setting.settings, 'jrau')).toBeNull();
    expect(describeTagManager(setting.settings)).toBe('Tag manager from https://tags.example.com: jrnz GTM-ABC123');
  });

  it('refuses an id or an origin it does not understand, and the start with it', () => {
    expect(parseTagManager({ TAG_MANAGER_RTAU: 'G-RTAU2026' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('TAG_MANAGER_RTAU=G-RTAU2026'),
    });
    expect(parseTagManager({ TAG_MANAGER_ORIGIN: 'javascript:alert(1)' })).toMatchObject({ ok: false });
    expect(settingsFromEnv({ TAG_MANAGER_JRAU: 'gtm-lower' }).ok).toBe(false);
  });
});

describe('ANALYTICS_SINKS', () => {
  it("sends the shop's events to GA4's dataLayer alone when unset or blank", () => {
    for (const value of [undefined, '', '   ']) expect(parseAnalyticsSinks(value)).toEqual({ ok: true, sinks: ['ga4'] });
    expect(settingsFromEnv({})).toMatchObject({ ok: true, settings: { analyticsSinks: ['ga4'] } });
    expect(describeAnalyticsSinks(undefined)).toBe('Analytics: GA4 dataLayer');
  });

  it('reads a comma-separated list, spaces trimmed, a name given twice kept once, in the order given', () => {
    expect(parseAnalyticsSinks('beacon')).toEqual({ ok: true, sinks: ['beacon'] });
    expect(parseAnalyticsSinks(' beacon , ga4 ')).toEqual({ ok: true, sinks: ['beacon', 'ga4'] });
    expect(parseAnalyticsSinks('ga4,beacon,ga4')).toEqual({ ok: true, sinks: ['ga4', 'beacon'] });
    expect(settingsFromEnv({ ANALYTICS_SINKS: 'ga4, beacon' })).toMatchObject({ ok: true, settings: { analyticsSinks: ['ga4', 'beacon'] } });
    expect(describeAnalyticsSinks(['ga4', 'beacon'])).toBe("Analytics: GA4 dataLayer, the shop's collector (POST /api/bff/analytics/events)");
  });

  it('refuses anything else, and the start with it', () => {
    for (const value of ['GA4', 'ga4;beacon', 'ga4,', 'ga4,,beacon', 'segment', 'ga4 beacon']) {
      expect(parseAnalyticsSinks(value), value).toEqual({
        ok: false,
        message: `ANALYTICS_SINKS must be a comma-separated list of ga4 and beacon (it is "${value}")`,
      });
    }
    expect(settingsFromEnv({ ANALYTICS_SINKS: 'beacon,matomo' })).toEqual({
      ok: false,
      messages: ['ANALYTICS_SINKS must be a comma-separated list of ga4 and beacon (it is "beacon,matomo")'],
    });
  });

  it("names the sinks in the pages' meta tag only when they are not GA4's alone", () => {
    expect(siteTagsOf('jrau', {})).toBe('');
    expect(siteTagsOf('jrau', { analyticsSinks: ['ga4'] })).toBe('');
    expect(siteTagsOf('jrau', { analyticsSinks: ['ga4', 'beacon'] })).toBe('<meta name="storefront:analytics" content="ga4 beacon">');
    expect(siteTagsOf('jrnz', { analyticsSinks: ['beacon'] })).toBe('<meta name="storefront:analytics" content="beacon">');
    expect(siteTagsOf('jrau', { analyticsSinks: ['beacon', 'ga4'], devEventLog: true })).toBe(
      '<meta name="storefront:analytics" content="beacon ga4"><meta name="storefront:dev-eventlog" content="on">',
    );
  });
});

describe('CARD_GATEWAY', () => {
  it('pays by card through the drop-in when unset or blank', () => {
    for (const value of [undefined, '', '   ']) expect(parseCardGateway(value)).toEqual({ ok: true, cardGateway: 'adyen' });
    expect(settingsFromEnv({})).toMatchObject({ ok: true, settings: { cardGateway: 'adyen' } });
    expect(describeCardGateway(undefined)).toBe('Card payments: the card drop-in in the checkout page (adyen sandbox)');
  });

  it('reads adyen or windcave, spaces trimmed', () => {
    expect(parseCardGateway('adyen')).toEqual({ ok: true, cardGateway: 'adyen' });
    expect(parseCardGateway(' windcave ')).toEqual({ ok: true, cardGateway: 'windcave' });
    expect(settingsFromEnv({ CARD_GATEWAY: 'windcave' })).toMatchObject({ ok: true, settings: { cardGateway: 'windcave' } });
    expect(describeCardGateway('windcave')).toBe(
      'Card payments: the hosted payment page, reached by signed redirect (windcave sandbox, /sandbox/windcave/pay)',
    );
  });

  it('refuses anything else, and the start with it', () => {
    for (const value of ['Windcave', 'ADYEN', 'adyen,windcave', 'stripe', 'wind cave', 'hosted']) {
      expect(parseCardGateway(value), value).toEqual({ ok: false, message: `CARD_GATEWAY must be adyen or windcave (it is "${value}")` });
    }
    expect(settingsFromEnv({ CARD_GATEWAY: 'securepay' })).toEqual({
      ok: false,
      messages: ['CARD_GATEWAY must be adyen or windcave (it is "securepay")'],
    });
    expect(settingsFromEnv({ CARD_GATEWAY: 'securepay', ANALYTICS_SINKS: 'matomo' })).toMatchObject({ ok: false, messages: { length: 2 } });
  });

  it("names the card gateway in the pages' meta tag only when it is not the drop-in", () => {
    expect(siteTagsOf('jrau', { cardGateway: 'adyen' })).toBe('');
    expect(siteTagsOf('jrau', { cardGateway: 'windcave' })).toBe('<meta name="storefront:card-payment" content="windcave">');
    expect(siteTagsOf('rtau', { analyticsSinks: ['beacon'], cardGateway: 'windcave', devEventLog: true })).toBe(
      '<meta name="storefront:analytics" content="beacon"><meta name="storefront:card-payment" content="windcave"><meta name="storefront:dev-eventlog" content="on">',
    );
  });
});
