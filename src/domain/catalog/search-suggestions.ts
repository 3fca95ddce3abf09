/**
 * The header search box's suggestions: which text is worth asking about, when to ask, what a shopper's
 * recent searches are, and how the arrow keys move through the options (WAI-ARIA combobox). Pure rules:
 * time arrives as numbers.
 */

/** Keystrokes closer together than this are one burst: only the burst's last text is asked about. */
export const SUGGEST_DEBOUNCE_MS = 100;
/** Answers kept in the page, so going back a letter shows the earlier answer at once. */
export const SUGGEST_CACHE_SIZE = 60;
/**
 * The fewest letters and digits worth suggesting for. One letter matches a good part of the catalog: its
 * suggestions say little, and cost the search a scan of its whole candidate cap (tens of ms where a longer
 * text costs a few), so until the second letter the panel shows the matching recent searches instead.
 */
export const SUGGEST_MIN_CHARS = 2;
export const RECENT_SEARCHES_LIMIT = 5;
/** Local storage (spec §9 Storage names lists the spec's own; this one is ours). */
export const RECENT_SEARCHES_KEY = 'recent-searches';
/** The longest text a suggestion is asked for; longer text is a paste, not typing. */
const SUGGEST_MAX_LENGTH = 200;

/**
 * The text as the index reads it (lower case, one space between words), or null when it holds fewer than
 * SUGGEST_MIN_CHARS letters or digits (nothing to ask). Two texts with the same key get the same suggestions.
 */
export function suggestionKey(text: string): string | null {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  if (!words || text.length > SUGGEST_MAX_LENGTH || words.join('').length < SUGGEST_MIN_CHARS) return null;
  return words.join(' ');
}

/**
 * When to ask after a keystroke at `now`, the previous one having been at `lastInputAt`: at once when the
 * shopper had paused (the first key of a burst answers without waiting), else once the burst has been
 * quiet for the debounce time. Gives the delay in ms.
 */
export function suggestDelay(now: number, lastInputAt: number | null): number {
  return lastInputAt === null || now - lastInputAt >= SUGGEST_DEBOUNCE_MS ? 0 : SUGGEST_DEBOUNCE_MS;
}

/** The recent searches after one more: newest first, a repeat moved to the front (any case), at most five. */
export function rememberSearch(recent: readonly string[], text: string): string[] {
  const search = text.trim().replace(/\s+/g, ' ');
  if (!/[\p{L}\p{N}]/u.test(search)) return [...recent];
  const same = search.toLowerCase();
  return [search, ...recent.filter((entry) => entry.toLowerCase() !== same)].slice(0, RECENT_SEARCHES_LIMIT);
}

/** The recent searches that start as the text in the box does (all of them for an empty box). */
export function recentMatching(recent: readonly string[], text: string): readonly string[] {
  const typed = text.trim().toLowerCase();
  return typed === '' ? recent : recent.filter((entry) => entry.toLowerCase().startsWith(typed));
}

/** The stored list read back: anything that is not a list of texts (an old format, a hand edit) is no list. */
export function parseRecentSearches(stored: string | null): string[] {
  if (stored === null) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value.filter((entry): entry is string => typeof entry === 'string' && /[\p{L}\p{N}]/u.test(entry)).slice(0, RECENT_SEARCHES_LIMIT);
  } catch {
    return [];
  }
}

/**
 * The active option after ArrowDown (+1) or ArrowUp (-1), -1 meaning none (the text box itself): down from
 * none is the first, up from none the last, and each end wraps to the other.
 */
export function movedActive(active: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (active < 0 || active >= count) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}

/** What the live region says once the options have changed. */
export const suggestionsAnnouncement = (count: number): string => (count === 0 ? 'No suggestions' : `${count} suggestion${count === 1 ? '' : 's'}`);
