import { useCallback, useSyncExternalStore } from 'react';
import type { Projection } from '../application/projection';

/**
 * Reads a projection with a narrow selector. The selector's result must be stable for equal state
 * (pick fields, do not build new objects), so a view re-renders only when what it shows changed.
 */
export function useProjection<S, T>(projection: Projection<S>, select: (state: S) => T): T {
  const getSnapshot = useCallback(() => select(projection.getSnapshot()), [projection, select]);
  // While React takes over the server's markup it renders what the server rendered, then the live state.
  const getServerSnapshot = useCallback(() => select((projection.getServerSnapshot ?? projection.getSnapshot)()), [projection, select]);
  return useSyncExternalStore(projection.subscribe, getSnapshot, getServerSnapshot);
}
