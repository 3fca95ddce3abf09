/**
 * String storage by key: localStorage (`compare-list`, the search query id) and sessionStorage
 * (`addressCache`) in the browser. Implementations never throw: storage that is full or unavailable
 * behaves as empty.
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
