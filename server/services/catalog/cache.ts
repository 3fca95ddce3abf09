import { gzipSync } from 'node:zlib';

/**
 * A small least-recently-used cache of computed answers (a list page, a search's candidates). Shoppers
 * repeat the same few queries, and the catalog only changes with the stock snapshot, whose version is
 * part of every key that depends on stock.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}

/**
 * zlib level of a cached answer's gzip, a fast one: the entry is compressed once, on its first request
 * that accepts gzip, and served many times. On a 24-product page (~18 KB of JSON) level 1 gives 3.3 KB
 * in 0.09 ms, level 4 3.1 KB in 0.11 ms, level 6 3.0 KB in 0.14 ms.
 */
export const CACHED_GZIP_LEVEL = 4;

/**
 * A computed answer, its JSON and (made on the first request that accepts gzip) its gzip, so a
 * repeated request is answered without serialising or compressing again.
 */
export class Cached<T> {
  readonly json: string;
  private bytes?: Buffer;
  private gzipped?: Buffer;

  constructor(readonly value: T) {
    this.json = JSON.stringify(value);
  }

  /** The JSON as UTF-8 bytes, encoded once rather than on every send. */
  get body(): Buffer {
    return (this.bytes ??= Buffer.from(this.json, 'utf8'));
  }

  get gzip(): Buffer {
    return (this.gzipped ??= gzipSync(this.body, { level: CACHED_GZIP_LEVEL }));
  }
}

export const cached = <T>(value: T): Cached<T> => new Cached(value);
