import { afterEach, describe, expect, it } from 'vitest';
import { webStorage } from '../../src/adapters/browser/web-storage';
import { browserGeolocation } from '../../src/adapters/browser/browser-geolocation';

/** A Storage as a browser in private mode or over quota behaves: every access throws. */
class RefusingStorage {
  getItem(): string | null {
    throw new DOMException('denied', 'SecurityError');
  }
  setItem(): void {
    throw new DOMException('full', 'QuotaExceededError');
  }
  removeItem(): void {
    throw new DOMException('denied', 'SecurityError');
  }
}

/** A working Storage held in memory, with the Web Storage interface. */
class WorkingStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }
  removeItem(key: string): void {
    this.values.delete(key);
  }
}

const scope = globalThis as Record<string, unknown>;
afterEach(() => {
  delete scope.localStorage;
  delete scope.sessionStorage;
});

describe('web storage adapter', () => {
  it('reads and writes the browser storage when it works', () => {
    const storage = new WorkingStorage();
    scope.localStorage = storage;
    const store = webStorage('localStorage');
    store.set('compare-list', '["A1"]');
    expect(storage.getItem('compare-list')).toBe('["A1"]');
    expect(store.get('compare-list')).toBe('["A1"]');
    store.remove('compare-list');
    expect(store.get('compare-list')).toBeNull();
  });

  it('keeps working for the page when storage throws, instead of breaking the shop', () => {
    scope.sessionStorage = new RefusingStorage();
    const store = webStorage('sessionStorage');
    store.set('addressCache', '{"2000":{}}');
    expect(store.get('addressCache')).toBe('{"2000":{}}');
    store.remove('addressCache');
    expect(store.get('addressCache')).toBeNull();
  });

  it('falls back to memory where there is no storage at all', () => {
    const store = webStorage('localStorage');
    expect(store.get('missing')).toBeNull();
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
  });
});

describe('browser geolocation adapter', () => {
  it('says geolocation is unsupported where the browser has none', async () => {
    expect(await browserGeolocation.currentPosition()).toEqual({ ok: false, error: { type: 'unsupported' } });
  });
});
