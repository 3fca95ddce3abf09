import {
  RECENT_SEARCHES_KEY,
  SUGGEST_CACHE_SIZE,
  parseRecentSearches,
  rememberSearch,
  suggestDelay,
  suggestionKey,
} from '../../domain/catalog/search-suggestions';
import type { SiteCode } from '../../domain/site';
import type { Bff, ProductListing, SearchSuggestions } from '../ports/bff';
import type { Clock } from '../ports/clock';
import type { KeyValueStore } from '../ports/key-value-store';
import type { Cancel, Timer } from '../ports/timer';
import type { Projection } from '../projection';
import type { BrowsingUseCases } from './browsing';

export interface SuggestionsState {
  /** The text last typed into the search box. */
  readonly text: string;
  /** idle: nothing to ask (an empty box); loading: asked, no answer yet; failed: the answer did not come. */
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  /**
   * The answer for `text` once ready. While the next one loads the previous stays, so the panel does
   * not flash empty between two keystrokes; it is null when there is nothing to suggest.
   */
  readonly answer: SearchSuggestions | null;
  /** The last searches the shopper submitted, newest first. */
  readonly recent: readonly string[];
}

export interface SearchSuggestionsUseCases {
  readonly view: Projection<SuggestionsState>;
  /** The box's text changed: suggestions for it follow, from memory at once or from the BFF. */
  input(text: string): void;
  /** The shopper submitted a search: it joins the recent searches. */
  searched(text: string): void;
  clearRecent(): void;
  /** The panel closed: nothing asked is wanted any more. */
  cancel(): void;
  /** A suggested product was picked: a click on the suggestions' search result at its 1-based position. */
  pickProduct(product: ProductListing, position: number): void;
}

export interface SearchSuggestionsDeps {
  readonly bff: Bff;
  readonly timer: Timer;
  readonly clock: Clock;
  /** Local storage: the recent searches outlive the page. */
  readonly store: KeyValueStore;
  readonly browsing: Pick<BrowsingUseCases, 'selectSuggestion'>;
  readonly site: SiteCode;
  /** Products per answer (the BFF's default when absent). */
  readonly limit?: number;
}

/** A least-recently-used memory of answers: typing back over a word shows what it showed before. */
function answerCache(capacity: number) {
  const entries = new Map<string, SearchSuggestions>();
  return {
    get(key: string) {
      const value = entries.get(key);
      if (value) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: SearchSuggestions) {
      entries.delete(key);
      entries.set(key, value);
      const oldest = entries.keys().next().value;
      if (entries.size > capacity && oldest !== undefined) entries.delete(oldest);
    },
  };
}

/**
 * The header search box's suggestions. The first keystroke after a pause asks at once, the rest of a
 * burst only once it has been quiet for the debounce time (`suggestDelay`); a newer text cancels the
 * request for an older one, so an old answer never overwrites a newer one.
 */
export function searchSuggestionsUseCases(deps: SearchSuggestionsDeps): SearchSuggestionsUseCases {
  const { bff, timer, clock, store, browsing, site, limit } = deps;
  const cache = answerCache(SUGGEST_CACHE_SIZE);
  let state: SuggestionsState = { text: '', status: 'idle', answer: null, recent: parseRecentSearches(store.get(RECENT_SEARCHES_KEY)) };
  const listeners = new Set<() => void>();
  const set = (next: Partial<SuggestionsState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  let lastInputAt: number | null = null;
  let scheduled: Cancel | null = null;
  let inFlight: AbortController | null = null;

  const cancel = () => {
    scheduled?.();
    scheduled = null;
    inFlight?.abort();
    inFlight = null;
  };

  const ask = (text: string, key: string) => {
    scheduled = null;
    const controller = new AbortController();
    inFlight = controller;
    void bff.products.suggest(text.trim(), limit, { signal: controller.signal }).then((result) => {
      if (inFlight !== controller) return;
      inFlight = null;
      if (result.ok) {
        cache.set(`${site}|${key}`, result.value);
        set({ text, status: 'ready', answer: result.value });
      } else {
        set({ text, status: 'failed', answer: null });
      }
    });
  };

  const saveRecent = (recent: readonly string[]) => {
    if (recent.length === 0) store.remove(RECENT_SEARCHES_KEY);
    else store.set(RECENT_SEARCHES_KEY, JSON.stringify(recent));
    set({ recent });
  };

  return {
    view: {
      name: 'searchSuggestions',
      getSnapshot: () => state,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    input(text) {
      const now = clock.now();
      const delay = suggestDelay(now, lastInputAt);
      lastInputAt = now;
      cancel();
      const key = suggestionKey(text);
      if (key === null) return set({ text, status: 'idle', answer: null });
      const known = cache.get(`${site}|${key}`);
      if (known) return set({ text, status: 'ready', answer: known });
      set({ text, status: 'loading' });
      if (delay === 0) ask(text, key);
      else scheduled = timer.after(delay, () => ask(text, key));
    },
    searched: (text) => saveRecent(rememberSearch(state.recent, text)),
    clearRecent: () => saveRecent([]),
    cancel,
    pickProduct(product, position) {
      if (state.answer) browsing.selectSuggestion(product, state.answer.queryId, position);
    },
  };
}
