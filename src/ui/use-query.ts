import { useEffect, useState } from 'react';
import type { Result } from '../domain/shared';

export type QueryState<T, E> = { readonly status: 'loading' } | { readonly status: 'ok'; readonly value: T } | { readonly status: 'error'; readonly error: E };

/**
 * Runs a read for the current key and keeps its result; a new key (or reload key) runs it again and a
 * stale answer is dropped. Prefilled data (the page's dehydrated state) skips the first request.
 */
export function useQuery<T, E>(key: string, run: () => Promise<Result<T, E>>, prefill?: T): QueryState<T, E> {
  const [state, setState] = useState<{ key: string; value: QueryState<T, E> }>(() => ({
    key,
    value: prefill !== undefined ? { status: 'ok', value: prefill } : { status: 'loading' },
  }));
  useEffect(() => {
    if (state.key === key && state.value.status === 'ok' && prefill !== undefined) return;
    let live = true;
    setState((current) => (current.key === key && current.value.status === 'ok' ? current : { key, value: { status: 'loading' } }));
    run().then((result) => {
      if (!live) return;
      setState({ key, value: result.ok ? { status: 'ok', value: result.value } : { status: 'error', error: result.error } });
    });
    return () => {
      live = false;
    };
    // The key says everything the read depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}
