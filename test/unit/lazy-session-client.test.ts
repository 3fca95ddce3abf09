import { describe, expect, it } from 'vitest';
import { type SessionEvents, lazySessionClient } from '../../src/adapters/session';
import { MemoryKeyValueStore } from '../../src/adapters/memory';
import type { SessionSignal } from '../../src/application/ports/session-service';

const ORIGIN = 'http://jrau.localhost:8080';
const missingChunk = () => new TypeError('Failed to fetch dynamically imported module: /assets/session-client-abc123.js');

/** One tab's visibility and storage events, fired by hand. */
function tab() {
  const visible = new Set<() => void>();
  const storage = new Set<(key: string | null) => void>();
  const events: SessionEvents = {
    onVisible: (callback) => (visible.add(callback), () => visible.delete(callback)),
    onStorage: (callback) => (storage.add(callback), () => storage.delete(callback)),
  };
  return { events, becomeVisible: () => visible.forEach((f) => f()), storageWritten: (key: string) => storage.forEach((f) => f(key)) };
}

/** The session service's /session answer for an anonymous shopper; every request is counted. */
function server() {
  const asked: string[] = [];
  const fetch = async (input: string) => {
    asked.push(new URL(input).pathname);
    return new Response(JSON.stringify({ data: null, status: 'unauthenticated', expires: null }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, asked };
}

describe('the session service whose code loads with its first call', () => {
  it('loads the client once, with the first call, and answers as the client does', async () => {
    const { fetch, asked } = server();
    let loads = 0;
    const service = lazySessionClient({ origin: ORIGIN, fetch, storage: new MemoryKeyValueStore(), events: tab().events }, async () => {
      loads += 1;
      return import('../../src/adapters/session/session-client');
    });
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([service.session(), service.session()]);
    expect(first).toEqual({ ok: true, value: { data: null, status: 'unauthenticated', expires: null } });
    expect(second).toEqual(first);
    expect(loads).toBe(1);
    expect(asked).toEqual(['/api/auth/session', '/api/auth/session']);
  });

  it('code that did not arrive is an answer that did not arrive (status 0), and the next call asks for it again', async () => {
    const { fetch, asked } = server();
    let fail = true;
    const service = lazySessionClient({ origin: ORIGIN, fetch, storage: new MemoryKeyValueStore(), events: tab().events }, async () => {
      if (fail) throw missingChunk();
      return import('../../src/adapters/session/session-client');
    });
    const lost = await service.session();
    expect(lost.ok).toBe(false);
    expect(!lost.ok && lost.error.status).toBe(0);
    expect(await service.signIn('credentials', { email: 'a@b.c', password: 'x' }, '/')).toMatchObject({ ok: false, status: 0, url: null });
    // A report whose code did not arrive is dropped, never an error of its own.
    await expect(service.log({ level: 'error', message: 'boom' })).resolves.toBeUndefined();
    expect(asked).toEqual([]);
    fail = false;
    expect((await service.session()).ok).toBe(true);
    expect(asked).toEqual(['/api/auth/session']);
  });

  it('tells other tabs and watches for a re-check before any code loads', () => {
    const storage = new MemoryKeyValueStore();
    const browser = tab();
    let loads = 0;
    const service = lazySessionClient({ origin: ORIGIN, fetch: server().fetch, storage, events: browser.events }, async () => {
      loads += 1;
      throw missingChunk();
    });
    const signals: SessionSignal[] = [];
    const stop = service.watch((signal) => signals.push(signal));
    browser.becomeVisible();
    browser.storageWritten('session-broadcast');
    service.broadcast({ type: 'broadcast', key: 'session-broadcast', value: 'signed-out' });
    stop();
    browser.becomeVisible();
    expect(signals).toEqual([
      { type: 'visibilityChanged', visible: true },
      { type: 'storageChanged', key: 'session-broadcast' },
    ]);
    expect(storage.get('session-broadcast')).toBe('signed-out');
    expect(loads).toBe(0);
  });
});
