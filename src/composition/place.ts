import type { KeyValueStore } from '../application/ports/key-value-store';

/**
 * Where the views run: the browser's window, or the server rendering a page's first paint (which makes no
 * requests and keeps nothing).
 */
export interface ClientPlace {
  readonly origin: string;
  readonly host: string;
  readonly fetch: typeof fetch;
  readonly sessionStore: KeyValueStore;
  reload(): void;
  leave(url: string): void;
}
