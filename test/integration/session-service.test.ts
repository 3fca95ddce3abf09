import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInResult } from '../../src/domain/session';
import { type ApiResponse, countRows, type RequestOptions, type TestServer, startTestServer } from './harness';

const START = Date.parse('2030-03-01T00:00:00.000Z');
let clock = START;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(async () => {
  await server?.close();
});

interface SetCookie {
  readonly name: string;
  readonly value: string;
  readonly attributes: string[];
}

const setCookies = (res: ApiResponse): SetCookie[] => {
  const raw = res.headers['set-cookie'];
  return (Array.isArray(raw) ? raw : raw ? [raw] : []).map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((p) => p.trim());
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq), value: decodeURIComponent(pair.slice(eq + 1)), attributes: attributes.map((a) => a.toLowerCase()) };
  });
};

/** A browser of one site: keeps the cookies the server sets and sends them back. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(readonly site: 'jrau' | 'jrnz' | 'rtau' = 'jrau') {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const res = await server.request(method, path, { site: this.site, ...options, headers: { ...(cookie ? { cookie } : {}), ...options.headers } });
    for (const c of setCookies(res)) {
      if (c.value === '' || c.attributes.some((a) => a.startsWith('expires=thu, 01 jan 1970'))) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  async csrf(base = '/api/auth'): Promise<string> {
    return (await this.request('GET', `${base}/csrf`)).body.csrfToken;
  }
}

const sessionCount = () => countRows(server, 'auth_sessions');

let serial = 0;
async function customer() {
  serial += 1;
  const body = { email: `session${serial}@example.com`, password: 'breadboard-99', firstName: 'Grace', lastName: 'Hopper' };
  const res = await server.request('POST', '/api/bff/account/customer', { body });
  expect(res.status).toBe(201);
  return { ...body, token: res.body };
}

describe.each(['/api/auth', '/fe/api/auth'])('the session service under %s', (base) => {
  it('GET /csrf sets the {brand}.csfr cookie, HttpOnly and SameSite=Lax, and keeps the token while it is valid', async () => {
    const browser = new Browser();
    const res = await browser.request('GET', `${base}/csrf`);
    expect(res.status).toBe(200);
    const cookie = setCookies(res).find((c) => c.name === 'jc.csfr');
    expect(cookie?.value.split('|')[0]).toBe(res.body.csrfToken);
    expect(cookie?.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(await browser.csrf(base)).toBe(res.body.csrfToken);

    const rtm = new Browser('rtau');
    await rtm.csrf(base);
    expect([...rtm.cookies.keys()]).toEqual(['rtm.csfr']);
  });

  it('GET /session without a session is unauthenticated', async () => {
    const res = await new Browser().request('GET', `${base}/session`);
    expect(res.body).toEqual({ data: null, status: 'unauthenticated', expires: null });
  });

  it('GET /providers lists the credentials provider', async () => {
    const res = await server.request('GET', `${base}/providers`);
    expect(res.body).toEqual({
      credentials: {
        id: 'credentials',
        name: 'Email and password',
        type: 'credentials',
        signinUrl: `${base}/signin/credentials`,
        callbackUrl: `${base}/callback/credentials`,
      },
    });
  });

  it('POST /session stores the token server-side and merges patches; identity comes from the token only', async () => {
    const browser = new Browser();
    const csrfToken = await browser.csrf(base);
    const anonymous = (await server.request('GET', '/api/bff/auth/accessToken')).body;
    const first = await browser.request('POST', `${base}/session`, { body: { csrfToken, data: anonymous } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'unauthenticated',
      data: { accessToken: anonymous.accessToken, isLoggedIn: false, anonymousId: anonymous.anonymousId },
    });
    const cookie = setCookies(first).find((c) => c.name === 'jc.session');
    expect(cookie?.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(cookie?.value).not.toContain(anonymous.accessToken); // the cookie holds an id, the row the token

    const patch = {
      storeKey: 'store-1',
      deliveryPostcode: '2000',
      deliveryCity: 'Sydney',
      deliveryState: 'NSW',
      isLoggedIn: true,
      customerId: 'someone-else',
    };
    const merged = await browser.request('POST', `${base}/session`, { body: { csrfToken, data: patch } });
    expect(merged.body.status).toBe('unauthenticated');
    expect(merged.body.data).toMatchObject({ accessToken: anonymous.accessToken, storeKey: 'store-1', deliveryPostcode: '2000', isLoggedIn: false });
    expect(merged.body.data.customerId).toBeUndefined();
    expect((await browser.request('GET', `${base}/session`)).body).toEqual(merged.body);
  });

  it('POST /session refuses bad patches with a 400 naming the field, and changes nothing', async () => {
    const browser = new Browser();
    const csrfToken = await browser.csrf(base);
    const anonymous = (await server.request('GET', '/api/bff/auth/accessToken')).body;
    await browser.request('POST', `${base}/session`, { body: { csrfToken, data: anonymous } });
    const before = (await browser.request('GET', `${base}/session`)).body;
    const cases: Array<[unknown, string]> = [
      [{ pinCode: '1234' }, 'body.data'],
      [{ deliveryPostcode: 2000 }, 'body.data.deliveryPostcode'],
      [{ isLoggedIn: 'yes' }, 'body.data.isLoggedIn'],
      [{ accessToken: 'A'.repeat(43) }, 'body.data.accessToken'],
      [{ refreshToken: (await server.request('GET', '/api/bff/auth/accessToken')).body.refreshToken }, 'body.data.refreshToken'],
      ['nonsense', 'body.data'],
    ];
    for (const [data, field] of cases) {
      const res = await browser.request('POST', `${base}/session`, { body: { csrfToken, data } });
      expect(res.status, JSON.stringify(data)).toBe(400);
      expect(res.body.message.startsWith(field), res.body.message).toBe(true);
    }
    const fresh = new Browser();
    const noToken = await fresh.request('POST', `${base}/session`, { body: { csrfToken: await fresh.csrf(base), data: { storeKey: 'x' } } });
    expect(noToken.status).toBe(400);
    expect((await browser.request('GET', `${base}/session`)).body).toEqual(before);
  });

  it('POST /session takes a New Zealand postcode without a state, and still asks an Australian site for one (spec §5)', async () => {
    const start = async (site: 'jrau' | 'jrnz') => {
      const browser = new Browser(site);
      const csrfToken = await browser.csrf(base);
      const anonymous = (await server.request('GET', '/api/bff/auth/accessToken', { site })).body;
      await browser.request('POST', `${base}/session`, { body: { csrfToken, data: anonymous } });
      return { browser, csrfToken };
    };
    const nz = await start('jrnz');
    for (const place of [{ deliveryState: '' }, {}]) {
      const res = await nz.browser.request('POST', `${base}/session`, {
        body: { csrfToken: nz.csrfToken, data: { deliveryPostcode: '6011', deliveryCity: 'Wellington', ...place } },
      });
      expect(res.status, JSON.stringify(place)).toBe(200);
      expect(res.body.data).toMatchObject({ deliveryPostcode: '6011', deliveryCity: 'Wellington' });
      expect(res.body.data.deliveryState).toBeUndefined();
    }
    const nzState = await nz.browser.request('POST', `${base}/session`, {
      body: { csrfToken: nz.csrfToken, data: { deliveryPostcode: '6011', deliveryCity: 'Wellington', deliveryState: 'NSW' } },
    });
    expect(nzState.status).toBe(400);
    expect(nzState.body.message.startsWith('body.data.deliveryState')).toBe(true);

    const au = await start('jrau');
    for (const place of [{ deliveryState: '' }, {}, { deliveryState: 'Sydney' }]) {
      const res = await au.browser.request('POST', `${base}/session`, {
        body: { csrfToken: au.csrfToken, data: { deliveryPostcode: '2000', deliveryCity: 'Sydney', ...place } },
      });
      expect(res.status, JSON.stringify(place)).toBe(400);
      expect(res.body.message.startsWith('body.data.deliveryState')).toBe(true);
    }
    const ok = await au.browser.request('POST', `${base}/session`, {
      body: { csrfToken: au.csrfToken, data: { deliveryPostcode: '2000', deliveryCity: 'Sydney', deliveryState: 'nsw' } },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ deliveryPostcode: '2000', deliveryState: 'NSW' });
  });

  it('session POSTs without the matching CSRF token are 403 and change nothing', async () => {
    const browser = new Browser();
    const csrfToken = await browser.csrf(base);
    const anonymous = (await server.request('GET', '/api/bff/auth/accessToken')).body;
    const sessions = await sessionCount();
    const signature = browser.cookies.get('jc.csfr')!.split('|')[1];
    const attempts: Array<[Browser, Record<string, unknown>]> = [
      [browser, { data: anonymous }],
      [browser, { csrfToken: 'forged-token-value', data: anonymous }],
      [new Browser(), { csrfToken, data: anonymous }], // no cookie: the token alone proves nothing
    ];
    const forged = new Browser();
    forged.cookies.set('jc.csfr', `attacker-token|${signature}`);
    attempts.push([forged, { csrfToken: 'attacker-token', data: anonymous }]);
    for (const [who, body] of attempts) {
      const res = await who.request('POST', `${base}/session`, { body });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'Invalid CSRF token' });
      expect(setCookies(res).some((c) => c.name === 'jc.session')).toBe(false);
    }
    for (const path of ['/signout', '/callback/credentials', '/signin/credentials']) {
      expect((await browser.request('POST', `${base}${path}`, { form: { csrfToken: 'wrong', json: 'true' } })).status).toBe(403);
    }
    expect(await sessionCount()).toBe(sessions);
  });

  it('signs in with the credentials provider, keeps the shopper choices, and starts a new session id', async () => {
    const shopper = await customer();
    const browser = new Browser();
    const csrfToken = await browser.csrf(base);
    const anonymous = (await server.request('GET', '/api/bff/auth/accessToken')).body;
    await browser.request('POST', `${base}/session`, { body: { csrfToken, data: { ...anonymous, storeKey: 'store-7' } } });
    const anonymousSession = browser.cookies.get('jc.session');

    const res = await browser.request('POST', `${base}/callback/credentials`, {
      form: { csrfToken, callbackUrl: '/checkout', json: 'true', email: shopper.email, password: shopper.password },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: '/checkout' });
    expect(signInResult({ status: res.status, url: res.body.url }).ok).toBe(true);
    const cookies = setCookies(res);
    expect(cookies.find((c) => c.name === 'jc.callback')).toMatchObject({
      value: '/checkout',
      attributes: expect.arrayContaining(['httponly', 'samesite=lax']),
    });
    expect(browser.cookies.get('jc.session')).not.toBe(anonymousSession);

    const session = (await browser.request('GET', `${base}/session`)).body;
    expect(session).toMatchObject({
      status: 'authenticated',
      data: { isLoggedIn: true, customerId: shopper.token.customerId, storeKey: 'store-7', anonymousId: anonymous.anonymousId },
    });
    expect(Date.parse(session.expires)).toBeGreaterThan(clock);
    const planted = new Browser();
    planted.cookies.set('jc.session', anonymousSession!);
    expect((await planted.request('GET', `${base}/session`)).body.status).toBe('unauthenticated');

    // The stored token works at the BFF.
    expect((await server.request('GET', '/api/bff/account/is-disabled', { token: session.data.accessToken })).body).toEqual({ isDisabled: false });
  });

  it('reports a failed sign-in, an unknown provider and a foreign callbackUrl in the url', async () => {
    const shopper = await customer();
    const browser = new Browser();
    const csrfToken = await browser.csrf(base);
    const wrong = await browser.request('POST', `${base}/callback/credentials`, {
      form: { csrfToken, callbackUrl: '/account', json: 'true', email: shopper.email, password: 'wrong-password-1' },
    });
    expect(wrong.body.url).toBe(`${base}/signin?error=CredentialsSignin&callbackUrl=%2Faccount`);
    expect(signInResult({ status: wrong.status, url: wrong.body.url })).toMatchObject({ ok: false, error: 'CredentialsSignin' });
    expect((await browser.request('GET', `${base}/session`)).body.status).toBe('unauthenticated');

    const unknown = await browser.request('POST', `${base}/signin/github`, { form: { csrfToken, callbackUrl: '/account', json: 'true' } });
    expect(unknown.body).toEqual({ url: `${base}/signin?callbackUrl=%2Faccount` });

    const foreign = await browser.request('POST', `${base}/signin/credentials`, {
      form: { csrfToken, callbackUrl: 'https://evil.example/steal', json: 'true', email: shopper.email, password: shopper.password },
    });
    expect(foreign.body).toEqual({ url: '/' });

    // A plain browser form post (no json=true) is redirected.
    const form = await browser.request('POST', `${base}/callback/credentials`, {
      form: { csrfToken, callbackUrl: '/cart', email: shopper.email, password: 'nope-nope-1' },
    });
    expect(form.status).toBe(302);
    expect(form.headers.location).toBe(`${base}/signin?error=CredentialsSignin&callbackUrl=%2Fcart`);
  });

  it('POST /signout revokes the refresh token family, deletes the session and clears the cookie', async () => {
    const shopper = await customer();
    const browser = new Browser();
    const csrfToken = await browser.csrf(base);
    await browser.request('POST', `${base}/callback/credentials`, {
      form: { csrfToken, callbackUrl: '/', json: 'true', email: shopper.email, password: shopper.password },
    });
    const token = (await browser.request('GET', `${base}/session`)).body.data;
    const sessions = await sessionCount();

    const res = await browser.request('POST', `${base}/signout`, { form: { csrfToken, callbackUrl: '/', json: 'true' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: '/' });
    expect(browser.cookies.has('jc.session')).toBe(false);
    expect(await sessionCount()).toBe(sessions - 1);
    expect((await browser.request('GET', `${base}/session`)).body.status).toBe('unauthenticated');
    expect((await server.request('POST', `/api/bff/auth/refreshToken/${token.refreshToken}`)).status).toBe(401);
    expect((await server.request('GET', '/api/bff/account/is-disabled', { token: token.accessToken })).status).toBe(401);
  });

  it('GET /signin is a form posting to the credentials callback; GET /error shows the error, escaped', async () => {
    const browser = new Browser();
    const page = await browser.request('GET', `${base}/signin?callbackUrl=%2Fcheckout&error=SessionRequired`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain(`action="${base}/callback/credentials"`);
    expect(page.text).toContain(`name="csrfToken" value="${browser.cookies.get('jc.csfr')!.split('|')[0]}"`);
    expect(page.text).toContain('value="/checkout"');
    expect(page.text).toContain('Please sign in to see this page.');

    const error = await browser.request('GET', `${base}/error?error=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(error.status).toBe(200);
    expect(error.text).not.toContain('<script>');
    expect(error.text).toContain('&lt;script&gt;');
  });
});

describe('sessions end when their tokens do', () => {
  it('a password reset elsewhere signs the session out', async () => {
    const shopper = await customer();
    const browser = new Browser();
    const csrfToken = await browser.csrf();
    await browser.request('POST', '/api/auth/callback/credentials', {
      form: { csrfToken, json: 'true', email: shopper.email, password: shopper.password },
    });
    expect((await browser.request('GET', '/api/auth/session')).body.status).toBe('authenticated');
    await server.request('POST', '/api/bff/account/forgot-password', { body: { email: shopper.email } });
    // The shopper is new: the one reset they have is the one just asked for.
    const [{ token }] = await server.database.db
      .selectFrom('password_resets as r')
      .innerJoin('customers as c', 'c.id', 'r.customer_id')
      .select('r.token')
      .where('c.email', '=', shopper.email)
      .execute()
      .then((resets) => {
        expect(resets).toHaveLength(1);
        return resets as [{ token: string }];
      });
    expect((await server.request('POST', '/api/bff/customers/reset-password', { body: { token, password: 'fresh-password-5' } })).status).toBe(200);
    expect((await browser.request('GET', '/api/auth/session')).body).toEqual({ data: null, status: 'unauthenticated', expires: null });
  });

  it('a session expires after 30 days', async () => {
    const browser = new Browser();
    const csrfToken = await browser.csrf();
    const anonymous = (await server.request('GET', '/api/bff/auth/accessToken')).body;
    await browser.request('POST', '/api/auth/session', { body: { csrfToken, data: anonymous } });
    clock += 31 * 24 * 60 * 60 * 1000;
    expect((await browser.request('GET', '/api/auth/session')).body.data).toBeNull();
  });
});

describe('POST /_log', () => {
  const count = () => countRows(server, 'client_logs');

  it('stores a bounded client report without CSRF, and refuses bad ones', async () => {
    clock += 5 * 60_000;
    const before = await count();
    const res = await server.request('POST', '/fe/api/auth/_log', {
      body: { level: 'error', message: 'CLIENT_FETCH_ERROR', url: '/checkout', stack: 'at x' },
    });
    expect(res.status).toBe(204);
    const row = await server.database.db.selectFrom('client_logs').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
    expect(row).toMatchObject({ level: 'error', message: 'CLIENT_FETCH_ERROR\nat x', url: '/checkout', at: new Date(clock).toISOString() });
    for (const [body, field] of [
      [{ level: 'fatal', message: 'x' }, 'body.level'],
      [{ level: 'warn' }, 'body.message'],
      [{ level: 'warn', message: 'x'.repeat(2001) }, 'body.message'],
    ] as const) {
      const bad = await server.request('POST', '/api/auth/_log', { body });
      expect(bad.status).toBe(400);
      expect(bad.body.message.startsWith(field)).toBe(true);
    }
    expect((await server.request('POST', '/api/auth/_log', { body: { level: 'warn', message: 'x', stack: 'y'.repeat(140_000) } })).status).toBe(413);
    expect(await count()).toBe(before + 1);
  });

  it('keeps the tab’s last events a report carries, card numbers masked, and refuses more than 200 or a malformed one', async () => {
    clock += 5 * 60_000;
    const events = Array.from({ length: 200 }, (_, i) => ({
      type: 'cart/itemAdded',
      at: 1_790_000_000_000 + i,
      facts: { sku: `XC${i}`, quantity: 1 },
    }));
    events[199] = { type: 'browsing/pageViewed', at: 1_790_000_000_500, facts: { path: '/search 4111111111111111' } as never };
    const res = await server.request('POST', '/api/auth/_log', { body: { level: 'error', message: 'Uncaught TypeError: x', events } });
    expect(res.status).toBe(204);
    const row = await server.database.db.selectFrom('client_logs').select(['message', 'events']).orderBy('id', 'desc').limit(1).executeTakeFirst();
    const kept = JSON.parse(row?.events ?? '[]') as Array<{ type: string; facts?: Record<string, unknown> }>;
    expect(kept).toHaveLength(200);
    expect(kept[0]).toEqual(events[0]);
    expect(row?.events).not.toContain('4111111111111111');
    for (const [body, field] of [
      [{ level: 'error', message: 'x', events: [...events, events[0]] }, 'body.events'],
      [{ level: 'error', message: 'x', events: [{ type: 'not a type', at: 1 }] }, 'body.events.0.type'],
      [{ level: 'error', message: 'x', events: [{ type: 'cart/itemAdded', at: 1, facts: { email: { nested: true } } }] }, 'body.events.0.facts'],
    ] as const) {
      const bad = await server.request('POST', '/api/auth/_log', { body });
      expect(bad.status).toBe(400);
      expect(bad.body.message.startsWith(field)).toBe(true);
    }
  });

  it("stores a page's reports sent together, and refuses a batch that is empty, too long or holds a bad report", async () => {
    clock += 5 * 60_000;
    const before = await count();
    const entries = [
      { level: 'info', message: 'Geolocation failed: User denied Geolocation', url: '/c/tools' },
      { level: 'error', message: 'Uncaught TypeError: x', stack: 'at y' },
    ];
    expect((await server.request('POST', '/api/auth/_log', { body: { entries } })).status).toBe(204);
    expect(await count()).toBe(before + 2);
    const rows = await server.database.db.selectFrom('client_logs').select(['level', 'message', 'url']).orderBy('id', 'desc').limit(2).execute();
    expect(rows).toEqual([
      { level: 'error', message: 'Uncaught TypeError: x\nat y', url: null },
      { level: 'info', message: 'Geolocation failed: User denied Geolocation', url: '/c/tools' },
    ]);
    for (const [body, field] of [
      [{ entries: [] }, 'body.entries'],
      [{ entries: Array.from({ length: 21 }, (_, i) => ({ level: 'info', message: `m${i}` })) }, 'body.entries'],
      [{ entries: [{ level: 'loud', message: 'x' }] }, 'body.entries.0.level'],
    ] as const) {
      const bad = await server.request('POST', '/api/auth/_log', { body });
      expect(bad.status).toBe(400);
      expect(bad.body.message.startsWith(field)).toBe(true);
    }
    expect(await count()).toBe(before + 2);
  });

  it('takes 120 report calls a minute from one address, both mounts together, then 429 for a minute', async () => {
    clock += 5 * 60_000;
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      const mount = i % 2 ? '/fe/api/auth' : '/api/auth';
      statuses.push((await server.request('POST', `${mount}/_log`, { body: { level: 'info', message: `n${i}` } })).status);
    }
    expect(statuses.slice(0, 120).every((s) => s === 204)).toBe(true);
    expect(statuses[120]).toBe(429);
    clock += 60_000;
    expect((await server.request('POST', '/api/auth/_log', { body: { level: 'info', message: 'later' } })).status).toBe(204);
  });
});
