import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../src/adapters/memory';
import {
  ADDRESS_CACHE_KEY,
  type CookieJar,
  createAddressCache,
  createGeoCookie,
  createSearchQueryIdStore,
  documentCookieJar,
  SEARCH_QUERY_ID_KEY,
} from '../../src/adapters/storage';

/** document.cookie as a browser behaves: a write sets or (Max-Age=0) expires one cookie; a read lists name=value pairs. */
class FakeDocument {
  readonly writes: string[] = [];
  private readonly jar = new Map<string, string>();
  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  set cookie(text: string) {
    this.writes.push(text);
    const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    if (attributes.includes('Max-Age=0')) this.jar.delete(name);
    else this.jar.set(name, pair.slice(at + 1));
  }
}

const refusing: CookieJar = {
  get: () => {
    throw new DOMException('sandboxed', 'SecurityError');
  },
  set: () => {
    throw new DOMException('sandboxed', 'SecurityError');
  },
};

describe('geo cookie', () => {
  it('stores the position as "lat,long" for 30 days on the whole site, and reads it back', () => {
    const doc = new FakeDocument();
    doc.cookie = 'jc.session=abc';
    const geo = createGeoCookie(documentCookieJar(doc));
    expect(geo.read()).toBeNull();
    geo.write({ latitude: -33.8688, longitude: 151.2093 });
    expect(doc.writes.at(-1)).toBe('geo=-33.8688,151.2093; Max-Age=2592000; Path=/; SameSite=Lax');
    expect(doc.cookie).toBe('jc.session=abc; geo=-33.8688,151.2093');
    expect(geo.read()).toEqual({ latitude: -33.8688, longitude: 151.2093 });
  });

  it('marks the cookie Secure on an https site', () => {
    const doc = new FakeDocument();
    createGeoCookie(documentCookieJar(doc), { secure: true }).write({ latitude: 1, longitude: 2 });
    expect(doc.writes.at(-1)).toBe('geo=1,2; Max-Age=2592000; Path=/; SameSite=Lax; Secure');
  });

  it('reads an encoded value, ignores a malformed one, and never writes an impossible position', () => {
    const doc = new FakeDocument();
    const geo = createGeoCookie(documentCookieJar(doc));
    doc.cookie = 'geo=-41.28%2C174.77';
    expect(geo.read()).toEqual({ latitude: -41.28, longitude: 174.77 });
    geo.write({ latitude: 91, longitude: 0 });
    expect(geo.read()).toEqual({ latitude: -41.28, longitude: 174.77 });
    doc.cookie = 'geo=north,south';
    expect(geo.read()).toBeNull();
    doc.cookie = 'geo=%E0%A4%A';
    expect(geo.read()).toBeNull();
  });

  it('clears the cookie, and treats a document that refuses cookies as having none', () => {
    const doc = new FakeDocument();
    const geo = createGeoCookie(documentCookieJar(doc));
    geo.write({ latitude: 1, longitude: 2 });
    geo.clear();
    expect(doc.writes.at(-1)).toBe('geo=; Max-Age=0; Path=/; SameSite=Lax');
    expect(geo.read()).toBeNull();
    const sandboxed = createGeoCookie(refusing);
    expect(() => sandboxed.write({ latitude: 1, longitude: 2 })).not.toThrow();
    expect(sandboxed.read()).toBeNull();
  });
});

describe('address cache', () => {
  const address = (city: string) => ({ addressLine1: '12 George St', city, state: 'NSW', postalCode: '2000', country: 'AU' });

  it('keeps verified addresses per query in session storage under addressCache', () => {
    const session = new MemoryKeyValueStore();
    const cache = createAddressCache<ReturnType<typeof address>>(session);
    expect(cache.get('12 George St, Sydney')).toBeUndefined();
    cache.set('12 George St, Sydney', address('Sydney'));
    expect(cache.get('  12 George St,   Sydney ')).toEqual(address('Sydney'));
    expect(JSON.parse(session.get(ADDRESS_CACHE_KEY)!)).toEqual([['12 George St, Sydney', address('Sydney')]]);
    // A second page (another adapter instance over the same storage) sees it too.
    expect(createAddressCache(session).get('12 George St, Sydney')).toEqual(address('Sydney'));
  });

  it('holds at most 50 entries, dropping the oldest stored, numeric-looking queries included', () => {
    const session = new MemoryKeyValueStore();
    const cache = createAddressCache<string>(session);
    for (let i = 0; i < 60; i++) cache.set(String(3000 + i), `place ${i}`);
    cache.set('3010', 'again');
    const entries = JSON.parse(session.get(ADDRESS_CACHE_KEY)!) as [string, string][];
    expect(entries).toHaveLength(50);
    expect(cache.get('3000')).toBeUndefined();
    expect(cache.get('3011')).toBe('place 11');
    expect(entries.at(-1)).toEqual(['3010', 'again']);
    cache.clear();
    expect(session.get(ADDRESS_CACHE_KEY)).toBeNull();
  });

  it('reads unreadable or foreign content as an empty cache and checks entries it is given a guard for', () => {
    const session = new MemoryKeyValueStore({ [ADDRESS_CACHE_KEY]: '{not json' });
    const isAddress = (v: unknown): v is { city: string } =>
      typeof v === 'object' && v !== null && typeof (v as { city?: unknown }).city === 'string';
    const cache = createAddressCache(session, { isValue: isAddress });
    expect(cache.get('x')).toBeUndefined();
    session.set(ADDRESS_CACHE_KEY, JSON.stringify({ x: 1 }));
    expect(cache.get('x')).toBeUndefined();
    session.set(ADDRESS_CACHE_KEY, JSON.stringify([['x', 42], ['y', { city: 'Perth' }], 'junk']));
    expect(cache.get('x')).toBeUndefined();
    expect(cache.get('y')).toEqual({ city: 'Perth' });
    cache.set('z', { city: 'Hobart' });
    expect(cache.get('z')).toEqual({ city: 'Hobart' });
  });
});

describe('search query id', () => {
  const id = '0123456789abcdef0123456789abcdef';

  it('is kept in local storage after a search and cleared as it is read', () => {
    const local = new MemoryKeyValueStore();
    const store = createSearchQueryIdStore(local);
    store.remember(id);
    expect(local.get(SEARCH_QUERY_ID_KEY)).toBe(id);
    expect(store.take()).toBe(id);
    expect(store.take()).toBeNull();
    expect(local.snapshot()).toEqual({});
  });

  it('forgets the previous search id when a search brings none or a malformed one', () => {
    const local = new MemoryKeyValueStore();
    const store = createSearchQueryIdStore(local);
    for (const next of [undefined, null, '', 'not-an-id']) {
      store.remember(id);
      store.remember(next);
      expect(store.take(), String(next)).toBeNull();
    }
    local.set(SEARCH_QUERY_ID_KEY, 'tampered');
    expect(store.take()).toBeNull();
    expect(local.get(SEARCH_QUERY_ID_KEY)).toBeNull();
  });
});
