import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserSessionEvents, createSessionClient } from '../../src/adapters/session';
import type { SessionEvents } from '../../src/adapters/session';
import { ManualClock, MemoryKeyValueStore } from '../../src/adapters/memory';
import { createEventLog } from '../../src/application/event-log';
import { createEventBus } from '../../src/adapters/event-bus/mitt-event-bus';
import { startProjection } from '../../src/application/projection';
import { sessionView } from '../../src/application/projections';
import type { KeyValueStore } from '../../src/application/ports/key-value-store';
import type { SessionService } from '../../src/application/ports/session-service';
import { createRecorder } from '../../src/application/recorder';
import { TOKENS } from '../../src/application/tokens';
import { sessionUseCases } from '../../src/application/use-cases/session';
import { sessionTokenSource } from '../../src/application/use-cases/session-token-source';
import { FixedGeolocation, RecordingAnalytics, SequentialIds } from '../../src/adapters/memory';
import { createContainer, resolve } from '../../src/composition/container';
import { SESSION_BROADCAST_KEY, type SessionToken } from '../../src/domain/session';

const ORIGIN = 'http://jrau.localhost:8080';
const anonymous: SessionToken = {
  accessToken: 'anon-access-token-1',
  refreshToken: 'anon-refresh-token-1',
  expiryDate: '2030-01-01T00:00:00.000Z',
  isLoggedIn: false,
  anonymousId: 'anon-1',
};
const signedIn: SessionToken = {
  accessToken: 'cust-access-token-1',
  refreshToken: 'cust-refresh-token-1',
  expiryDate: '2030-01-01T00:00:00.000Z',
  isLoggedIn: true,
  customerId: 'c-1',
  anonymousId: 'anon-1',
};

interface Recorded {
  readonly method: string;
  readonly path: string;
  readonly credentials: RequestCredentials | undefined;
  readonly contentType: string | undefined;
  readonly body: Record<string, unknown> | undefined;
}

/** The session service in memory, as one browser's cookies would see it: every tab of it shares this. */
class FakeSessionService {
  token: SessionToken | null = null;
  readonly csrf = 'csrf-token-1';
  readonly requests: Recorded[] = [];
  failNext: number | 'network' | null = null;
  providersDown = false;

  readonly fetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input);
    const method = init.method ?? 'GET';
    const contentType = (init.headers as Record<string, string> | undefined)?.['content-type'];
    const raw = typeof init.body === 'string' ? init.body : undefined;
    const body = raw === undefined ? undefined : contentType?.includes('json') ? JSON.parse(raw) : Object.fromEntries(new URLSearchParams(raw));
    this.requests.push({ method, path: url.pathname, credentials: init.credentials, contentType, body });
    if (url.origin !== ORIGIN) return json(404, { message: 'wrong origin' });
    const fail = this.failNext;
    this.failNext = null;
    if (fail === 'network') throw new TypeError('fetch failed');
    if (fail !== null) return json(fail, { statusCode: fail, message: 'Service down' });
    return this.answer(method, url.pathname.replace('/api/auth', ''), body ?? {});
  };

  private answer(method: string, route: string, body: Record<string, unknown>): Response {
    const session = () =>
      json(200, {
        data: this.token,
        status: this.token?.isLoggedIn ? 'authenticated' : 'unauthenticated',
        expires: this.token ? '2030-02-01T00:00:00.000Z' : null,
      });
    if (method === 'GET' && route === '/csrf') return json(200, { csrfToken: this.csrf });
    if (method === 'GET' && route === '/session') return session();
    if (method === 'GET' && route === '/providers') {
      if (this.providersDown) return json(500, {});
      return json(200, {
        credentials: {
          id: 'credentials',
          name: 'Email',
          type: 'credentials',
          signinUrl: '/api/auth/signin/credentials',
          callbackUrl: '/api/auth/callback/credentials',
        },
      });
    }
    if (method === 'POST' && body.csrfToken !== this.csrf) return json(403, { statusCode: 403, message: 'Invalid CSRF token' });
    if (method === 'POST' && route === '/session') {
      const merged = { ...this.token, ...(body.data as Partial<SessionToken>) };
      if (!merged.accessToken) return json(400, { statusCode: 400, message: 'body.data.accessToken: the session holds no token; send one' });
      this.token = merged as SessionToken;
      return session();
    }
    if (method === 'POST' && route === '/callback/credentials') {
      const callbackUrl = String(body.callbackUrl);
      if (body.email === 'ada@example.com' && body.password === 'breadboard-99') {
        this.token = { ...signedIn, storeKey: this.token?.storeKey };
        return json(200, { url: callbackUrl });
      }
      return json(200, { url: `/api/auth/signin?error=CredentialsSignin&callbackUrl=${encodeURIComponent(callbackUrl)}` });
    }
    if (method === 'POST' && route === '/signout') {
      this.token = null;
      return json(200, { url: String(body.callbackUrl) });
    }
    if (method === 'POST' && route === '/_log') return new Response(null, { status: 204 });
    return json(404, { statusCode: 404, message: 'Not Found' });
  }

  count(method: string, route: string): number {
    return this.requests.filter((r) => r.method === method && r.path === `/api/auth${route}`).length;
  }
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Local storage shared by the tabs of one browser: a write fires the storage event in every other tab,
 * never in the writer, as browsers do.
 */
class FakeBrowser {
  readonly shared = new MemoryKeyValueStore();
  private readonly tabs: FakeTab[] = [];

  tab(): FakeTab {
    const tab = new FakeTab(this.shared, (key, from) => {
      for (const other of this.tabs) if (other !== from) other.storageChanged(key);
    });
    this.tabs.push(tab);
    return tab;
  }
}

class FakeTab implements SessionEvents {
  private readonly visible = new Set<() => void>();
  private readonly storageListeners = new Set<(key: string | null) => void>();
  readonly storage: KeyValueStore;

  constructor(shared: MemoryKeyValueStore, notify: (key: string, from: FakeTab) => void) {
    this.storage = {
      get: (key) => shared.get(key),
      set: (key, value) => {
        shared.set(key, value);
        notify(key, this);
      },
      remove: (key) => {
        shared.remove(key);
        notify(key, this);
      },
    };
  }

  onVisible(callback: () => void) {
    this.visible.add(callback);
    return () => this.visible.delete(callback);
  }

  onStorage(callback: (key: string | null) => void) {
    this.storageListeners.add(callback);
    return () => this.storageListeners.delete(callback);
  }

  becomeVisible() {
    for (const listener of this.visible) listener();
  }

  storageChanged(key: string | null) {
    for (const listener of this.storageListeners) listener(key);
  }

  get listenerCount() {
    return this.visible.size + this.storageListeners.size;
  }
}

/** One tab's client core: the session client over the fake service, the log, the bus and the view. */
function client(server: FakeSessionService, tab: FakeTab, clock = new ManualClock(Date.UTC(2029, 0, 1))) {
  const service = createSessionClient({ origin: ORIGIN, fetch: server.fetch, storage: tab.storage, events: tab });
  const bus = createEventBus();
  const log = createEventLog();
  const view = startProjection(sessionView, bus);
  const session = sessionUseCases({ view, recorder: createRecorder(log, bus, clock), service, clock });
  const statuses: string[] = [view.getSnapshot().status];
  view.subscribe(() => statuses.push(view.getSnapshot().status));
  return { service, view, session, log, clock, statuses, tokens: sessionTokenSource({ view, session, service }) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('the session client', () => {
  it('sends the CSRF token on every POST, with credentials on every call', async () => {
    const server = new FakeSessionService();
    server.token = anonymous;
    const { session } = client(server, new FakeBrowser().tab());
    await session.updateToken({ storeKey: 'store-7' });
    await session.signIn({ email: 'ada@example.com', password: 'breadboard-99' }, '/checkout');
    await session.signOut('/');

    const posts = server.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.path)).toEqual(['/api/auth/session', '/api/auth/callback/credentials', '/api/auth/signout']);
    for (const post of posts) expect(post.body?.csrfToken).toBe(server.csrf);
    expect(server.count('GET', '/csrf')).toBe(3);
    expect(server.requests.every((r) => r.credentials === 'include')).toBe(true);
    expect(posts[0]).toMatchObject({ contentType: 'application/json', body: { csrfToken: server.csrf, data: { storeKey: 'store-7' } } });
    expect(posts[1]).toMatchObject({
      contentType: 'application/x-www-form-urlencoded',
      body: { csrfToken: server.csrf, callbackUrl: '/checkout', json: 'true', email: 'ada@example.com' },
    });
    expect(posts[2]?.body).toEqual({ csrfToken: server.csrf, callbackUrl: '/', json: 'true' });
  });

  it('never lets credentials replace the csrfToken or json fields', async () => {
    const server = new FakeSessionService();
    const { service } = client(server, new FakeBrowser().tab());
    await service.signIn('credentials', { email: 'a@b.c', password: 'x', csrfToken: 'forged', json: 'false' }, '/');
    expect(server.requests.at(-1)?.body).toMatchObject({ csrfToken: server.csrf, json: 'true' });
  });

  it('moves the session view through loading, unauthenticated, authenticated and back', async () => {
    const server = new FakeSessionService();
    server.token = anonymous;
    const { session, view, statuses } = client(server, new FakeBrowser().tab());
    expect(view.getSnapshot().status).toBe('loading');

    expect((await session.loadSession()).ok).toBe(true);
    expect(view.getSnapshot()).toMatchObject({ status: 'unauthenticated', token: anonymous });

    const result = await session.signIn({ email: 'ada@example.com', password: 'breadboard-99' }, '/account');
    expect(result).toEqual({ ok: true, error: null, status: 200, url: '/account' });
    expect(view.getSnapshot()).toMatchObject({ status: 'authenticated', token: { customerId: 'c-1', isLoggedIn: true } });

    expect(await session.signOut('/')).toEqual({ ok: true, value: { url: '/' } });
    expect(view.getSnapshot()).toMatchObject({ status: 'unauthenticated', token: null });
    expect(statuses).toEqual(['loading', 'unauthenticated', 'authenticated', 'unauthenticated']);
  });

  it('reads a failed sign-in from the url: error=CredentialsSignin is not ok, and the view stays', async () => {
    const server = new FakeSessionService();
    server.token = anonymous;
    const { session, view } = client(server, new FakeBrowser().tab());
    await session.loadSession();
    const result = await session.signIn({ email: 'ada@example.com', password: 'wrong-one-1' }, '/account');
    expect(result).toEqual({ ok: false, error: 'CredentialsSignin', status: 200, url: null });
    expect(server.count('GET', '/session')).toBe(1);
    expect(view.getSnapshot().status).toBe('unauthenticated');
  });

  it('sends the shopper to /error when the providers cannot be loaded, and to /signin for an unknown provider', async () => {
    const server = new FakeSessionService();
    const { service, session } = client(server, new FakeBrowser().tab());
    expect(await service.signIn('github', {}, '/cart')).toEqual({ ok: false, error: null, status: 302, url: '/api/auth/signin?callbackUrl=%2Fcart' });
    server.providersDown = true;
    expect(await session.signIn({ email: 'ada@example.com', password: 'breadboard-99' }, '/cart')).toEqual({
      ok: false,
      error: null,
      status: 302,
      url: '/api/auth/error',
    });
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('updates the token through POST /session and takes the server answer as the token', async () => {
    const server = new FakeSessionService();
    server.token = anonymous;
    const { session, view } = client(server, new FakeBrowser().tab());
    await session.loadSession();
    const result = await session.updateToken({ storeKey: 'store-3', deliveryPostcode: '2000' });
    expect(result).toEqual({ ok: true, value: { ...anonymous, storeKey: 'store-3', deliveryPostcode: '2000' } });
    expect(view.getSnapshot().token).toEqual(server.token);

    server.token = null;
    const noToken = await session.updateToken({ storeKey: 'x' });
    expect(noToken).toMatchObject({ ok: false, error: { status: 400, message: expect.stringMatching(/^body\.data\.accessToken/) } });
  });

  it('turns error answers into API errors: body.message, the status table, 502 for an unreadable answer, 0 offline', async () => {
    const server = new FakeSessionService();
    const { service } = client(server, new FakeBrowser().tab());
    server.failNext = 503;
    expect(await service.session()).toMatchObject({
      ok: false,
      error: { status: 503, message: 'Service down', request: { method: 'GET', url: `${ORIGIN}/api/auth/session` } },
    });
    const odd = createSessionClient({
      origin: ORIGIN,
      fetch: async () => new Response('<html>', { status: 200 }),
      storage: new MemoryKeyValueStore(),
      events: new FakeBrowser().tab(),
    });
    expect(await odd.session()).toMatchObject({
      ok: false,
      error: { status: 502, message: 'Bad Gateway: unexpected answer from GET /api/auth/session' },
    });
    const bare = createSessionClient({
      origin: ORIGIN,
      fetch: async () => new Response('', { status: 500 }),
      storage: new MemoryKeyValueStore(),
      events: new FakeBrowser().tab(),
    });
    expect(await bare.csrfToken()).toMatchObject({ ok: false, error: { status: 500, message: 'Internal Server Error' } });
    server.failNext = 'network';
    expect(await service.session()).toMatchObject({ ok: false, error: { status: 0, message: 'fetch failed' } });
    server.failNext = 'network';
    await expect(service.log({ level: 'error', message: 'boom' })).resolves.toBeUndefined();
  });

  it('settles a failed first check as unauthenticated, but keeps a known session through a later failure', async () => {
    const server = new FakeSessionService();
    server.token = signedIn;
    const { session, view } = client(server, new FakeBrowser().tab());
    server.failNext = 500;
    expect((await session.loadSession()).ok).toBe(false);
    expect(view.getSnapshot().status).toBe('unauthenticated');
    await session.loadSession();
    expect(view.getSnapshot().status).toBe('authenticated');
    server.failNext = 'network';
    await session.loadSession();
    expect(view.getSnapshot().status).toBe('authenticated');
  });

  it('shares one request between re-checks that arrive together', async () => {
    const server = new FakeSessionService();
    const { session } = client(server, new FakeBrowser().tab());
    await Promise.all([session.loadSession(), session.loadSession(), session.loadSession()]);
    expect(server.count('GET', '/session')).toBe(1);
  });
});

describe('client log reports (spec §7 _log)', () => {
  it("sends a page's burst of reports in one call, each report once", async () => {
    const server = new FakeSessionService();
    const service = createSessionClient({ origin: ORIGIN, fetch: server.fetch, storage: new MemoryKeyValueStore(), events: new FakeBrowser().tab() });
    const geolocation = { level: 'info', message: 'Geolocation failed: User denied Geolocation' } as const;
    await Promise.all([
      service.log(geolocation),
      service.log({ level: 'warn', message: 'Nearest store lookup failed: Bad Gateway' }),
      service.log({ level: 'error', message: 'Uncaught TypeError: x is undefined', stack: 'at y' }),
      service.log(geolocation),
    ]);
    expect(server.requests.filter((r) => r.path === '/api/auth/_log').map((r) => r.body)).toEqual([
      {
        entries: [
          { level: 'info', message: 'Geolocation failed: User denied Geolocation' },
          { level: 'warn', message: 'Nearest store lookup failed: Bad Gateway' },
          { level: 'error', message: 'Uncaught TypeError: x is undefined', stack: 'at y' },
        ],
      },
    ]);
    // The same report later (every page look-up refused again) is not sent again; a new one goes alone, as the spec's body.
    await service.log(geolocation);
    await service.log({ level: 'warn', message: 'session token update failed: Service down' });
    expect(server.requests.filter((r) => r.path === '/api/auth/_log').map((r) => r.body)).toHaveLength(2);
    expect(server.requests.at(-1)?.body).toEqual({ level: 'warn', message: 'session token update failed: Service down' });
  });
});

describe('re-checking the session (spec §4)', () => {
  it('re-checks when the window becomes visible', async () => {
    const server = new FakeSessionService();
    const tab = new FakeBrowser().tab();
    const { session, view } = client(server, tab);
    await session.loadSession();
    const stop = session.watchSession();
    server.token = signedIn; // signed in elsewhere in this browser
    tab.becomeVisible();
    await settle();
    expect(view.getSnapshot().status).toBe('authenticated');
    stop();
    expect(tab.listenerCount).toBe(0);
  });

  it('broadcasts a sign-out through local storage, and the other tab re-checks', async () => {
    const server = new FakeSessionService();
    server.token = signedIn;
    const browser = new FakeBrowser();
    const a = client(server, browser.tab());
    const b = client(server, browser.tab());
    await a.session.loadSession();
    await b.session.loadSession();
    b.session.watchSession();
    a.session.watchSession();
    const checks = server.count('GET', '/session');

    await a.session.signOut('/');
    await settle();
    const message = JSON.parse(browser.shared.get(SESSION_BROADCAST_KEY) ?? '{}');
    expect(message).toEqual({ event: 'session', data: { trigger: 'signout' }, timestamp: a.clock.now() });
    expect(b.view.getSnapshot()).toMatchObject({ status: 'unauthenticated', token: null });
    expect(server.count('GET', '/session')).toBe(checks + 1); // b only: a's own write fires nothing in a
  });

  it('ignores storage events of other keys', async () => {
    const server = new FakeSessionService();
    const tab = new FakeBrowser().tab();
    const { session } = client(server, tab);
    await session.loadSession();
    session.watchSession();
    tab.storageChanged('compare-list');
    tab.storageChanged(null);
    await settle();
    expect(server.count('GET', '/session')).toBe(1);
  });

  it('polls only when asked, once the interval has passed since the last check', async () => {
    vi.useFakeTimers();
    const server = new FakeSessionService();
    const tab = new FakeBrowser().tab();
    const { session, clock } = client(server, tab);
    await session.loadSession();
    const quiet = session.watchSession();
    clock.advance(600_000);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(server.count('GET', '/session')).toBe(1);
    quiet();

    session.watchSession({ pollIntervalMs: 60_000 });
    clock.advance(30_000);
    await session.loadSession(); // a visibility check in between resets the wait
    clock.advance(30_000);
    await vi.advanceTimersByTimeAsync(60_000); // the tick finds only 30 s since that check
    expect(server.count('GET', '/session')).toBe(2);
    clock.advance(30_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.count('GET', '/session')).toBe(3);
  });
});

describe('the token source over the session view', () => {
  it('reads the current token from the view and stores a new one through the session service', async () => {
    const server = new FakeSessionService();
    server.token = anonymous;
    const { session, tokens } = client(server, new FakeBrowser().tab());
    expect(tokens.current()).toBeNull();
    await session.loadSession();
    expect(tokens.current()).toEqual(anonymous);
    const fresh = { ...anonymous, accessToken: 'anon-access-token-2', refreshToken: 'anon-refresh-token-2' };
    await tokens.update(fresh);
    expect(tokens.current()).toEqual(fresh);
    expect(server.token).toEqual(fresh);
  });

  it('reports a token it could not store instead of throwing', async () => {
    const server = new FakeSessionService();
    server.token = anonymous;
    const { session, tokens } = client(server, new FakeBrowser().tab());
    await session.loadSession();
    server.failNext = 500;
    await expect(tokens.update({ ...anonymous, accessToken: 'anon-access-token-3' })).resolves.toBeUndefined();
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/auth/_log',
      body: { level: 'warn', message: 'session token update failed: Service down' },
    });
    expect(tokens.current()).toEqual(anonymous);
  });
});

describe('the composition root', () => {
  it('binds the session use cases and the token source when a session service is given', async () => {
    const server = new FakeSessionService();
    server.token = anonymous;
    const tab = new FakeBrowser().tab();
    const sessionService: SessionService = createSessionClient({ origin: ORIGIN, fetch: server.fetch, storage: tab.storage, events: tab });
    const analytics = new RecordingAnalytics();
    const container = createContainer({
      clock: new ManualClock(),
      ids: new SequentialIds(),
      localStore: new MemoryKeyValueStore(),
      sessionStore: new MemoryKeyValueStore(),
      geolocation: new FixedGeolocation({ type: 'unsupported' }),
      analytics,
      sessionService,
    });
    await resolve(container, TOKENS.SessionUseCases).loadSession();
    expect(resolve(container, TOKENS.TokenSource).current()).toEqual(anonymous);
    expect(resolve(container, TOKENS.SessionView).getSnapshot().status).toBe('unauthenticated');
  });
});

describe('the browser events', () => {
  it('report the page becoming visible and storage written by other tabs, until removed', () => {
    const document = Object.assign(new EventTarget(), { visibilityState: 'hidden' as DocumentVisibilityState });
    const page = Object.assign(new EventTarget(), { document }) as unknown as Window;
    const seen: Array<string | null> = [];
    const events = browserSessionEvents(page);
    const stopVisible = events.onVisible(() => seen.push('visible'));
    const stopStorage = events.onStorage((key) => seen.push(key));

    document.dispatchEvent(new Event('visibilitychange'));
    document.visibilityState = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    page.dispatchEvent(Object.assign(new Event('storage'), { key: SESSION_BROADCAST_KEY }));
    stopVisible();
    stopStorage();
    document.dispatchEvent(new Event('visibilitychange'));
    page.dispatchEvent(Object.assign(new Event('storage'), { key: 'other' }));
    expect(seen).toEqual(['visible', SESSION_BROADCAST_KEY]);
  });
});
