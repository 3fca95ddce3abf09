import type { KeyValueStore } from '../../application/ports/key-value-store';

/**
 * localStorage or sessionStorage behind the KeyValueStore port. Storage can be missing (some
 * embedded browsers), full, or throw on access (private modes); the shop then keeps working for this
 * page with memory instead of failing.
 */
export function webStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStore {
  // A plain map rather than the memory adapter: this file ships on every first page, the test doubles must not.
  const fallback = new Map<string, string>();
  const storage = (): Storage | undefined => {
    try {
      return globalThis[kind];
    } catch {
      return undefined;
    }
  };
  return {
    get(key) {
      try {
        return storage()?.getItem(key) ?? fallback.get(key) ?? null;
      } catch {
        return fallback.get(key) ?? null;
      }
    },
    set(key, value) {
      try {
        const target = storage();
        if (target) target.setItem(key, value);
        else fallback.set(key, value);
      } catch {
        fallback.set(key, value);
      }
    },
    remove(key) {
      fallback.delete(key);
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing more to remove when storage refuses access.
      }
    },
  };
}
