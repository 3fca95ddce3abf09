import { loadOnce } from './load-once';
type AsyncGroup = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * A group of async calls whose implementation loads with its first call (checkout's calls, the payment
 * providers): the first page does not download them. A failed load is tried again on the next call.
 * `then` is not a call: the group must not look like a promise to whoever awaits or resolves it.
 */
export function lazyGroup<G extends object>(load: () => Promise<G>): G {
  const group = loadOnce(load);
  return new Proxy({} as G, {
    get: (_target, name) =>
      typeof name === 'string' && name !== 'then'
        ? async (...args: never[]) => {
            const calls = (await group()) as unknown as AsyncGroup;
            const call = calls[name];
            if (!call) throw new TypeError(`No call named ${name}`);
            return call(...args);
          }
        : undefined,
  });
}
