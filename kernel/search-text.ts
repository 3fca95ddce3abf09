/**
 * The longest search the shop answers. Longer text is no one's search (a paste gone wrong, a probe): the
 * search page says so instead of echoing it, and the server answers 400 rather than search it.
 */
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_TOO_LONG_MESSAGE = `Your search is too long; use at most ${SEARCH_QUERY_MAX_LENGTH} characters`;
export const isSearchTooLong = (q: string): boolean => q.length > SEARCH_QUERY_MAX_LENGTH;
