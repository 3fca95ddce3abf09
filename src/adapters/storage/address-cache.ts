import type { KeyValueStore } from '../../application/ports/key-value-store';

/** Spec §7 Address finder, §9 Storage names: verified addresses are cached in session storage under "addressCache". */
export const ADDRESS_CACHE_KEY = 'addressCache';
/** Enough for one checkout's typing; bounded so session storage never fills with it. */
export const ADDRESS_CACHE_LIMIT = 50;

export interface AddressCache<T> {
  get(query: string): T | undefined;
  set(query: string, value: T): void;
  clear(): void;
}

export interface AddressCacheOptions<T> {
  readonly limit?: number;
  /** Checks an entry read back; storage is shared with other code and other versions of the shop. */
  readonly isValue?: (value: unknown) => value is T;
}

/** The same address typed with different spacing is the same question. */
const keyOf = (query: string): string => query.trim().replace(/\s+/g, ' ');

type Entry = [query: string, value: unknown];

/**
 * One JSON array of [query, value] pairs under one key, oldest stored first: an array rather than an
 * object because an object reorders keys that look like numbers ("3000"), which would break eviction.
 * Unreadable content is an empty cache.
 */
export function createAddressCache<T>(store: KeyValueStore, options: AddressCacheOptions<T> = {}): AddressCache<T> {
  const limit = Math.max(1, options.limit ?? ADDRESS_CACHE_LIMIT);
  const load = (): Entry[] => {
    try {
      const parsed: unknown = JSON.parse(store.get(ADDRESS_CACHE_KEY) ?? '[]');
      if (!Array.isArray(parsed)) return [];
      return parsed.filter((e): e is Entry => Array.isArray(e) && e.length === 2 && typeof e[0] === 'string');
    } catch {
      return [];
    }
  };
  return {
    get(query) {
      const found = load().find(([key]) => key === keyOf(query));
      if (!found) return undefined;
      const [, value] = found;
      if (options.isValue && !options.isValue(value)) return undefined;
      return value as T;
    },
    set(query, value) {
      const key = keyOf(query);
      const entries = load().filter(([k]) => k !== key);
      entries.push([key, value]);
      store.set(ADDRESS_CACHE_KEY, JSON.stringify(entries.slice(-limit)));
    },
    clear: () => store.remove(ADDRESS_CACHE_KEY),
  };
}
