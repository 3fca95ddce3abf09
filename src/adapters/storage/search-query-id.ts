import type { KeyValueStore } from '../../application/ports/key-value-store';
import { InsightsQueryId } from '../../../contract/insights';

/** Spec §4, §9 Storage names: the search query id lives in local storage (the spec names no key; we chose this one). */
export const SEARCH_QUERY_ID_KEY = 'search-query-id';

export interface SearchQueryIdStore {
  /** After a search: its id, or none (which forgets the previous search's id). */
  remember(queryId: string | null | undefined): void;
  /** Read once: the id is cleared as it is read (spec §4 "cleared after use"). */
  take(): string | null;
}

/**
 * The id ties a click or add-to-cart on a result back to its search. Local storage carries it across the
 * page change a click causes; taking it once keeps a later, unrelated add-to-cart from claiming that search.
 */
export function createSearchQueryIdStore(store: KeyValueStore): SearchQueryIdStore {
  return {
    remember(queryId) {
      // A search without an id must not leave the previous search's id to be attributed.
      if (queryId && InsightsQueryId.safeParse(queryId).success) store.set(SEARCH_QUERY_ID_KEY, queryId);
      else store.remove(SEARCH_QUERY_ID_KEY);
    },
    take() {
      const queryId = store.get(SEARCH_QUERY_ID_KEY);
      if (queryId === null) return null;
      store.remove(SEARCH_QUERY_ID_KEY);
      return InsightsQueryId.safeParse(queryId).success ? queryId : null;
    },
  };
}
