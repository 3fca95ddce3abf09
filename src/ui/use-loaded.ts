import { useEffect, useState } from 'react';

/**
 * What a view loads with its first use (a page's or a section's use cases): null until it has loaded. A failed
 * load throws to the nearest load boundary, which says why and offers Retry (the loaders forget a failed load).
 */
export function useLoaded<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<{ readonly value: T } | { readonly error: unknown } | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setLoaded({ value }),
      (error: unknown) => live && setLoaded({ error: error ?? new Error('This part of the shop did not load') }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  if (loaded && 'error' in loaded) throw loaded.error;
  return loaded ? loaded.value : null;
}
