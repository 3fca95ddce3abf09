import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiResponse, type TestServer, startTestServer } from './harness';

let proxied: TestServer;
let direct: TestServer;

beforeAll(async () => {
  [proxied, direct] = await Promise.all([startTestServer({ trustProxy: 1 }), startTestServer()]);
});
afterAll(async () => {
  await Promise.all([proxied?.close(), direct?.close()]);
});

/** Each Set-Cookie of an answer: its name and its attributes, lower case. */
const cookiesOf = (res: ApiResponse): Map<string, { value: string; attributes: string[] }> => {
  const raw = res.headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return new Map(
    lines.map((line) => {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      return [pair.slice(0, eq), { value: pair.slice(eq + 1), attributes: attributes.map((a) => a.toLowerCase()) }];
    }),
  );
};

let serial = 0;

/** Signs a new customer in through the session service's form, as a browser would; answers every cookie set. */
async function signInThroughForm(server: TestServer, headers: Record<string, string>) {
  serial += 1;
  const shopper = { email: `secure${serial}@example.com`, password: 'breadboard-99', firstName: 'Grace', lastName: 'Hopper' };
  expect((await server.request('POST', '/api/bff/account/customer', { body: shopper })).status).toBe(201);
  const csrf = await server.request('GET', '/api/auth/csrf', { headers });
  const csrfCookie = cookiesOf(csrf).get('jc.csfr');
  expect(csrfCookie).toBeDefined();
  const signIn = await server.request('POST', '/api/auth/callback/credentials', {
    headers: { ...headers, cookie: `jc.csfr=${csrfCookie?.value}` },
    form: { csrfToken: csrf.body.csrfToken, callbackUrl: '/checkout', json: 'true', email: shopper.email, password: shopper.password },
  });
  expect(signIn.status).toBe(200);
  return new Map([...cookiesOf(csrf), ...cookiesOf(signIn)]);
}

describe('the session service cookies behind TLS (spec §9, OWASP ASVS V3.3)', () => {
  it('are Secure when a trusted proxy says the request came over https', async () => {
    const cookies = await signInThroughForm(proxied, { 'x-forwarded-proto': 'https' });
    expect([...cookies.keys()].sort()).toEqual(['jc.callback', 'jc.csfr', 'jc.session']);
    for (const [name, cookie] of cookies) expect(cookie.attributes, name).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax']));
  });

  it('are not Secure over plain http behind the proxy', async () => {
    const cookies = await signInThroughForm(proxied, { 'x-forwarded-proto': 'http' });
    for (const [name, cookie] of cookies) expect(cookie.attributes, name).not.toContain('secure');
  });

  it('ignore X-Forwarded-Proto when the proxy is not trusted (TRUST_PROXY unset)', async () => {
    const cookies = await signInThroughForm(direct, { 'x-forwarded-proto': 'https' });
    expect(cookies.size).toBe(3);
    for (const [name, cookie] of cookies) expect(cookie.attributes, name).not.toContain('secure');
  });
});
