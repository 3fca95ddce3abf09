import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiResponse, type TestServer, startTestServer } from './harness';

/**
 * The tag manager of a site (TAG_MANAGER_{SITE}): off by default, so a default start's pages name no
 * third-party script and their policy no other origin; configured for a site, that site's pages name its
 * container's script and admit its origin, and only that site's. (The browser test loads it.)
 */
const built = mkdtempSync(join(tmpdir(), 'storefront-built-'));
mkdirSync(join(built, 'client'));
mkdirSync(join(built, 'server'));
writeFileSync(
  join(built, 'client', 'index.html'),
  '<!doctype html><html lang="en-AU"><head><title>Storefront</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  join(built, 'server', 'first-paint.js'),
  `export async function renderFirstPaint(request) {
  return { head: '<title>Page</title>', body: '<main>' + request.path + '</main>', state: '[]', route: 'content' };
}
`,
);

const GTM = 'https://www.googletagmanager.com';
let plain: TestServer;
let configured: TestServer;
beforeAll(async () => {
  plain = await startTestServer({ app: { clientDir: join(built, 'client') } });
  configured = await startTestServer({
    app: { clientDir: join(built, 'client') },
    tagManager: { origin: GTM, containers: { jrau: 'GTM-JRAU26', rtau: 'GTM-RTAU26' } },
    devDataLayer: true,
  });
}, 60_000);
afterAll(async () => {
  await plain?.close();
  await configured?.close();
  rmSync(built, { recursive: true, force: true });
});

const policyOf = (res: ApiResponse): string => String(res.headers['content-security-policy']);
const directive = (res: ApiResponse, name: string): string[] =>
  (
    policyOf(res)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([first]) => first === name) ?? []
  ).slice(1);

describe('the tag manager (spec §1 Other services used)', () => {
  it('is not on a default start: no script named on any site, no other origin in the policy, no overlay', async () => {
    for (const site of ['jrau', 'jrnz', 'rtau'] as const) {
      for (const path of ['/', '/search?q=solder']) {
        const res = await plain.request('GET', path, { site });
        expect(res.status).toBe(200);
        expect(res.text).toContain('<main>');
        expect(res.text).not.toContain('storefront:tag-manager');
        expect(res.text).not.toContain('googletagmanager');
        expect(res.text).not.toContain('storefront:dev-datalayer');
        expect(res.text).not.toContain('storefront:dev-eventlog');
        expect(policyOf(res)).not.toContain('googletagmanager');
        expect(directive(res, 'script-src')).toEqual(["'self'"]);
        expect(directive(res, 'connect-src')).toEqual(["'self'"]);
      }
    }
  });

  it("names the site's container script and admits its origin, only on the sites that have one", async () => {
    const jrau = await configured.request('GET', '/', { site: 'jrau' });
    expect(jrau.text).toContain(`<meta name="storefront:tag-manager" content="${GTM}/gtm.js?id=GTM-JRAU26">`);
    expect(directive(jrau, 'script-src')).toEqual(["'self'", GTM]);
    expect(directive(jrau, 'connect-src')).toEqual(["'self'", GTM]);
    expect(directive(jrau, 'img-src')).toContain(GTM);
    const rtau = await configured.request('GET', '/search?q=solder', { site: 'rtau' });
    expect(rtau.text).toContain(`content="${GTM}/gtm.js?id=GTM-RTAU26"`);
    expect(rtau.text).not.toContain('GTM-JRAU26');

    const jrnz = await configured.request('GET', '/', { site: 'jrnz' });
    expect(jrnz.text).not.toContain('storefront:tag-manager');
    expect(policyOf(jrnz)).not.toContain('googletagmanager');
  });

  it('asks for the dataLayer overlay only on a server started with DEV_DATALAYER=1', async () => {
    expect((await configured.request('GET', '/', { site: 'jrnz' })).text).toContain('<meta name="storefront:dev-datalayer" content="on">');
    expect((await plain.request('GET', '/', { site: 'jrnz' })).text).not.toContain('storefront:dev-datalayer');
  });
});
