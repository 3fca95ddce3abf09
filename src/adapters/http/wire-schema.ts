import { loadOnce } from './load-once';
import type { z } from 'zod/mini';

/**
 * A contract schema, or a way to load it. The calls in the first page's code name theirs by loader, so zod
 * and the contract load beside the first request rather than in the script every first visit runs first.
 */
export type WireSchema<T> = z.ZodMiniType<T> | (() => Promise<z.ZodMiniType<T>>);

export type LoadedSchema<T> = { readonly ok: true; readonly schema: z.ZodMiniType<T> } | { readonly ok: false; readonly error: unknown };

/** Starts loading a schema now (beside the request it will read); settles, never rejects. */
export function loadSchema<T>(schema: WireSchema<T>): Promise<LoadedSchema<T>> {
  if (typeof schema !== 'function') return Promise.resolve({ ok: true, schema });
  return schema().then(
    (loaded) => ({ ok: true, schema: loaded }),
    (error: unknown) => ({ ok: false, error }),
  );
}

/** Loaders of the schemas a module exports, by name; the module loads once, and again after a failed load. */
export function schemasIn<M extends object>(load: () => Promise<M>): <K extends keyof M>(name: K) => () => Promise<M[K]> {
  const module = loadOnce(load);
  return (name) => () => module().then((schemas) => schemas[name]);
}
