import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiResponse, type TestServer, startTestServer } from './harness';

/** A built client as small as can be: the shell page and one hashed asset, as `vite build` lays them out. */
const clientDir = mkdtempSync(join(tmpdir(), 'storefront-client-'));
mkdirSync(join(clientDir, 'assets'));
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-test.js"></script></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(clientDir, 'assets', 'index-test.js'), 'document.title = "Storefront";\n');

let server: TestServer;
let proxied: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ app: { clientDir, logger: true, logStream: { write: (line) => void logLines.push(line) } } });
  proxied = await startTestServer({ trustProxy: 1, app: { clientDir } });
});
afterAll(async () => {
  await server?.close();
  await proxied?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** The policy as directive → sources. */
const policyOf = (res: ApiResponse): Map<string, string[]> => {
  const header = res.headers['content-security-policy'];
  expect(typeof header, 'a single Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
};

const expectSecurityHeaders = (res: ApiResponse, what: string) => {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(['strict-origin-when-cross-origin', 'strict-origin', 'same-origin', 'no-referrer'], what).toContain(res.headers['referrer-policy']);
  const policy = policyOf(res);
  // Another origin's page cannot frame this one.
  expect(policy.get('frame-ancestors'), what).toEqual(["'self'"]);
  expect(policy.get('report-uri'), what).toEqual(['/api/csp-report']);
  expect(res.headers['strict-transport-security'], `${what}: no HSTS over plain http`).toBeUndefined();
  return policy;
};

describe('security headers (OWASP ASVS V3.4)', () => {
  it('guard the shop page at / and /checkout: own scripts only, images from the image host, not framable by another origin', async () => {
    // The sign-in page of the session service is the shop's own page (src/ui/pages/auth) when the client is served.
    for (const path of [
      '/',
      '/checkout',
      '/checkout/JR1000001',
      '/search?q=battery',
      '/api/auth/signin',
      '/fe/api/auth/signin?callbackUrl=%2Faccount',
      '/account/orders',
    ]) {
      const res = await server.request('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.text).toContain('<div id="root">');
      const policy = expectSecurityHeaders(res, path);
      expect(policy.get('script-src'), path).toEqual(["'self'"]);
      expect(policy.get('img-src'), path).toEqual(["'self'", server.imageOrigin]);
      expect(policy.get('frame-src'), path).toEqual(["'self'"]);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(res.headers['x-frame-options'], path).toBe('SAMEORIGIN');
    }
  });

  it('guard the built scripts as scripts: never sniffed, never read by another origin, without the page policies they would not use', async () => {
    const res = await server.request('GET', '/assets/index-test.js');
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('guard the session service error page: scripts of our own origin only, its one style by hash, never framed by another origin', async () => {
    for (const path of ['/api/auth/error?error=CredentialsSignin', '/fe/api/auth/error?error=SessionRequired']) {
      const res = await server.request('GET', path);
      expect(res.status, path).toBe(200);
      const policy = expectSecurityHeaders(res, path);
      expect(policy.get('default-src'), path).toEqual(["'none'"]);
      expect(policy.get('script-src'), path).toEqual(["'self'"]);
      expect(res.text, path).not.toMatch(/<script>/);
      expect(policy.get('form-action'), path).toEqual(["'self'"]);
      const style = /<style>([\s\S]*?)<\/style>/.exec(res.text)?.[1] ?? '';
      expect(policy.get('style-src'), path).toEqual([`'sha256-${createHash('sha256').update(style).digest('base64')}'`]);
    }
  });

  it('guard every API answer, refusals and unknown routes included', async () => {
    const token = await server.anonymousToken();
    const answers = [
      await server.request('GET', '/api/health'),
      await server.request('GET', '/api/bff/products/search?q=battery'),
      await server.request('POST', '/api/bff/cart/add', { token, body: { sku: '', quantity: 0 } }),
      await server.request('GET', '/api/bff/no-such-call'),
      await server.request('GET', '/api/auth/session'),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 200, 400, 404, 200]);
    for (const res of answers) expectSecurityHeaders(res, `API ${res.status}`);
  });

  it('send Strict-Transport-Security only when a trusted proxy says the request came over https', async () => {
    const overTls = await proxied.request('GET', '/checkout', { headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(
      (await proxied.request('GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security'],
    ).toBeDefined();
    expect((await proxied.request('GET', '/checkout')).headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY anyone could send the header: it is ignored.
    expect(
      (await server.request('GET', '/checkout', { headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security'],
    ).toBeUndefined();
  });
});

describe('POST /api/csp-report', () => {
  const violation = {
    'csp-report': {
      'document-uri': 'http://jrau.localhost/search?q=4111 1111 1111 1111',
      'violated-directive': 'script-src-elem',
      'blocked-uri': 'https://evil.example/x.js',
    },
  };

  it('takes a browser report (application/csp-report), answers 204 and logs the violation with card numbers masked', async () => {
    const res = await server.request('POST', '/api/csp-report', {
      raw: JSON.stringify(violation),
      headers: { 'content-type': 'application/csp-report' },
    });
    expect(res.status).toBe(204);
    const logged = logLines.find((line) => line.includes('content security policy violation'));
    expect(logged).toBeDefined();
    const entry = JSON.parse(logged as string);
    expect(entry.cspViolation['blocked-uri']).toBe('https://evil.example/x.js');
    expect(entry.cspViolation['document-uri']).toBe('http://jrau.localhost/search?q=•••• •••• •••• 1111');
  });

  it('takes a Reporting API batch (application/reports+json)', async () => {
    const batch = [{ type: 'csp-violation', url: 'http://jrau.localhost/', body: { blockedURL: 'inline', effectiveDirective: 'style-src-attr' } }];
    const res = await server.request('POST', '/api/csp-report', {
      raw: JSON.stringify(batch),
      headers: { 'content-type': 'application/reports+json' },
    });
    expect(res.status).toBe(204);
    expect(logLines.some((line) => line.includes('"effectiveDirective":"style-src-attr"'))).toBe(true);
  });

  it('refuses a body that is not a report with a 4xx', async () => {
    const notJson = await server.request('POST', '/api/csp-report', { raw: 'nope', headers: { 'content-type': 'application/csp-report' } });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ statusCode: 400 });
    const huge = await server.request('POST', '/api/csp-report', {
      raw: JSON.stringify({ 'csp-report': { x: 'y'.repeat(40_000) } }),
      headers: { 'content-type': 'application/csp-report' },
    });
    expect(huge.status).toBe(413);
  });
});
