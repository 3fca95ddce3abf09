import { ServerRenderKeyValueStore } from '../server-render';

/**
 * Storage held in memory, for tests: the test double of localStorage and sessionStorage. It is the
 * renderer's store (a map for one render) with a starting content and a way to read it all.
 */
export class MemoryKeyValueStore extends ServerRenderKeyValueStore {
  constructor(initial: Readonly<Record<string, string>> = {}) {
    super();
    for (const [key, value] of Object.entries(initial)) this.set(key, value);
  }

  snapshot(): Record<string, string> {
    return Object.fromEntries(this.entries());
  }
}
