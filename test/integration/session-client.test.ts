import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock, MemoryKeyValueStore } from '../../src/adapters/memory';
import { createSessionClient, type FetchLike, type SessionEvents } from '../../src/adapters/session';
import { createEventLog } from '../../src/application/event-log';
import { createEventBus } from '../../src/adapters/event-bus/mitt-event-bus';
import { startProjection } from '../../src/application/projection';
import { sessionView } from '../../src/application/projections';
import { createRecorder } from '../../src/application/recorder';
import { sessionUseCases } from '../../src/application/use-cases/session';
import type { AuthBasePath } from '../../src/domain/session';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;
let origin: string;

beforeAll(async () => {
  server = await startTestServer();
  // Node cannot resolve *.localhost and may not set Host; the server takes 127.0.0.1 for jrau.
  origin = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server?.close();
});

/**
 * Node's fetch keeps no cookies, and the session service lives in HttpOnly cookies: this wrapper is the
 * browser's cookie jar for one host, and records what was sent.
 */
function cookieJarFetch() {
  const jar = new Map<string, string>();
  const sent: Array<{ method: string; path: string; body: string | undefined }> = [];
  const fetchWithCookies: FetchLike = async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    sent.push({ method: init.method ?? 'GET', path: new URL(input).pathname, body: typeof init.body === 'string' ? init.body : undefined });
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const cleared = value === '' || attributes.some((a) => /^max-age=0$/i.test(a) || /^expires=thu, 01 jan 1970/i.test(a));
      if (cleared) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  return { fetch: fetchWithCookies, jar, sent };
}

const noEvents: SessionEvents = { onVisible: () => () => {}, onStorage: () => () => {} };

function tab(authBase?: AuthBasePath) {
  const http = cookieJarFetch();
  const storage = new MemoryKeyValueStore();
  const service = createSessionClient({ origin, authBase, fetch: http.fetch, storage, events: noEvents });
  const bus = createEventBus();
  const view = startProjection(sessionView, bus);
  const clock = new ManualClock(Date.now());
  const session = sessionUseCases({ view, recorder: createRecorder(createEventLog(), bus, clock), service, clock });
  return { ...http, storage, service, view, session };
}

let serial = 0;
async function signUp(fetchImpl: FetchLike) {
  serial += 1;
  const customer = { email: `client${serial}-${Date.now()}@example.com`, password: 'breadboard-99', firstName: 'Ada', lastName: 'Lovelace' };
  const res = await fetchImpl(`${origin}/api/bff/account/customer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(customer),
  });
  expect(res.status).toBe(201);
  return { ...customer, token: (await res.json()) as { customerId: string } };
}

describe.each<AuthBasePath>(['/api/auth', '/fe/api/auth'])('the session client against the real session service under %s', (authBase) => {
  it('signs up, signs in, updates the token, signs out', async () => {
    const { service, session, view, jar, sent, storage, fetch } = tab(authBase);
    const csrf = await service.csrfToken();
    expect(csrf.ok).toBe(true);
    expect(jar.has('jc.csfr')).toBe(true);

    const customer = await signUp(fetch);
    expect((await session.loadSession()).ok).toBe(true);
    expect(view.getSnapshot()).toMatchObject({ status: 'unauthenticated', token: null });

    const signedIn = await session.signIn({ email: customer.email, password: customer.password }, '/account');
    expect(signedIn).toEqual({ ok: true, error: null, status: 200, url: '/account' });
    expect(view.getSnapshot()).toMatchObject({ status: 'authenticated', token: { isLoggedIn: true, customerId: customer.token.customerId } });
    expect(jar.has('jc.session')).toBe(true);

    const updated = await session.updateToken({ storeKey: 'store-12', deliveryPostcode: '3000', deliveryCity: 'Melbourne', deliveryState: 'VIC' });
    expect(updated).toMatchObject({ ok: true, value: { storeKey: 'store-12', deliveryPostcode: '3000', customerId: customer.token.customerId } });
    expect(view.getSnapshot().token).toMatchObject({ storeKey: 'store-12', isLoggedIn: true });
    const stored = await service.session();
    expect(stored).toMatchObject({ ok: true, value: { status: 'authenticated', data: { storeKey: 'store-12' } } });

    expect(await session.signOut('/')).toEqual({ ok: true, value: { url: '/' } });
    expect(view.getSnapshot()).toMatchObject({ status: 'unauthenticated', token: null });
    expect(jar.has('jc.session')).toBe(false);
    expect(storage.get('session.message')).toContain('"trigger":"signout"');
    expect(await service.session()).toEqual({ ok: true, value: { data: null, status: 'unauthenticated', expires: null } });

    // Every POST to the session service carried the CSRF token of the cookie.
    const posts = sent.filter((r) => r.method === 'POST' && r.path.startsWith(authBase));
    expect(posts).toHaveLength(3);
    const csrfOf = (body = ''): unknown => (body.startsWith('{') ? JSON.parse(body).csrfToken : new URLSearchParams(body).get('csrfToken'));
    for (const post of posts) expect(csrfOf(post.body)).toBe(csrf.ok && csrf.value);
  });

  it('reads a refused sign-in from the url the server answers', async () => {
    const first = tab(authBase);
    const customer = await signUp(first.fetch);
    const { session, view } = tab(authBase);
    await session.loadSession();
    const result = await session.signIn({ email: customer.email, password: 'not-the-password-1' }, '/checkout');
    expect(result).toEqual({ ok: false, error: 'CredentialsSignin', status: 200, url: null });
    expect(view.getSnapshot().status).toBe('unauthenticated');
  });

  it('gets a 403 API error when the CSRF cookie is missing', async () => {
    const { service, jar, fetch } = tab(authBase);
    const forgetful: FetchLike = async (input, init) => {
      jar.clear();
      return fetch(input, init);
    };
    const client = createSessionClient({ origin, authBase, fetch: forgetful, storage: new MemoryKeyValueStore(), events: noEvents });
    expect(await client.update({ storeKey: 'x' })).toMatchObject({ ok: false, error: { status: 403, message: 'Invalid CSRF token' } });
    expect((await service.providers()).ok).toBe(true);
  });
});
