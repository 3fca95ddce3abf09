import { useEffect, useState } from 'react';
import type { Result } from '../domain/shared';
import { useFirstPaint } from './first-paint';
import { useServices } from './services';

export type QueryState<T, E> =
  { readonly status: 'loading' } | { readonly status: 'ok'; readonly value: T } | { readonly status: 'error'; readonly error: E };

interface QueryOptions {
  /**
   * The read is part of the page's first paint: the server runs it while rendering and sends its answer with
   * the page (spec §7 dehydratedState), so the browser starts from that answer instead of asking again.
   */
  readonly firstPaint?: boolean;
}

const stateOf = <T, E>(result: Result<T, E>): QueryState<T, E> =>
  result.ok ? { status: 'ok', value: result.value } : { status: 'error', error: result.error };

const isResult = (value: unknown): value is Result<unknown, unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';

/**
 * Runs a read for the current key and keeps its result; a new key (or reload key) runs it again and a
 * stale answer is dropped. Prefilled data (the page's dehydrated state) and an answer the page was
 * rendered with skip the first request.
 */
export function useQuery<T, E>(key: string, run: () => Promise<Result<T, E>>, prefill?: T, options: QueryOptions = {}): QueryState<T, E> {
  const firstPaint = useFirstPaint();
  const { pageData } = useServices();
  const rendered = firstPaint && options.firstPaint && prefill === undefined ? firstPaint.read(key, run) : undefined;
  const [state, setState] = useState<{ key: string; value: QueryState<T, E>; given: boolean }>(() => {
    if (prefill !== undefined) return { key, value: { status: 'ok', value: prefill }, given: true };
    const answer = rendered ?? (options.firstPaint ? pageData.answerOf(key) : undefined);
    return isResult(answer) ? { key, value: stateOf(answer as Result<T, E>), given: true } : { key, value: { status: 'loading' }, given: false };
  });
  useEffect(() => {
    if (state.key === key && state.given) return;
    let live = true;
    setState((current) => (current.key === key && current.value.status === 'ok' ? current : { key, value: { status: 'loading' }, given: false }));
    run().then((result) => {
      if (!live) return;
      setState({ key, value: stateOf(result), given: false });
    });
    return () => {
      live = false;
    };
    // The key says everything the read depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (rendered !== undefined) return stateOf(rendered);
  return state.key === key ? state.value : { status: 'loading' };
}
