export { type CookieAttributes, type CookieJar, documentCookieJar, readCookie, removeCookie, writeCookie } from './cookie-jar';
export { GEO_COOKIE_MAX_AGE_SECONDS, type GeoCookie, createGeoCookie } from './geo-cookie';
export { ADDRESS_CACHE_KEY, ADDRESS_CACHE_LIMIT, type AddressCache, type AddressCacheOptions, createAddressCache } from './address-cache';
export { SEARCH_QUERY_ID_KEY, type SearchQueryIdStore, createSearchQueryIdStore } from './search-query-id';
