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
  /** The `geo` cookie as the adapter sees it. */
  const memory = () => {
    let kept: { latitude: number; longitude: number } | null = null;
    return { read: () => kept, write: (position: { latitude: number; longitude: number }) => void (kept = position) };
  };
  /** A browser's navigator.geolocation answering one way. */
  const withBrowser = (answer: { coords: { latitude: number; longitude: number } } | { code: number; message: string }) => {
    Object.defineProperty(globalThis, 'navigator', {
      configurable: true,
      value: {
        geolocation: {
          getCurrentPosition: (found: (p: unknown) => void, failed: (e: unknown) => void) => ('coords' in answer ? found(answer) : failed(answer)),
        },
      },
    });
  };
  const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  afterEach(() => {
    if (original) Object.defineProperty(globalThis, 'navigator', original);
    else Reflect.deleteProperty(globalThis, 'navigator');
  });

  it('says geolocation is unsupported where the browser has none', async () => {
    Object.defineProperty(globalThis, 'navigator', { configurable: true, value: {} });
    expect(await browserGeolocation(memory()).currentPosition()).toEqual({ ok: false, error: { type: 'unsupported' } });
  });

  it('remembers the position it got, for the next visit to reuse without asking', async () => {
    withBrowser({ coords: { latitude: -33.8688, longitude: 151.2093 } });
    const geolocation = browserGeolocation(memory());
    expect(geolocation.lastKnownPosition()).toBeNull();
    expect(await geolocation.currentPosition()).toEqual({ ok: true, value: { latitude: -33.8688, longitude: 151.2093 } });
    expect(geolocation.lastKnownPosition()).toEqual({ latitude: -33.8688, longitude: 151.2093 });
  });

  it('tells a refusal from a browser that cannot tell where it is, and remembers neither', async () => {
    const kept = memory();
    withBrowser({ code: 1, message: 'User denied Geolocation' });
    expect(await browserGeolocation(kept).currentPosition()).toEqual({ ok: false, error: { type: 'denied', reason: 'User denied Geolocation' } });
    withBrowser({ code: 3, message: 'Timeout expired' });
    expect(await browserGeolocation(kept).currentPosition()).toEqual({ ok: false, error: { type: 'failed', reason: 'Timeout expired' } });
    expect(kept.read()).toBeNull();
  });
});
