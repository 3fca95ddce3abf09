import { GEO_COOKIE, type GeoPosition, formatGeoCookie, parseGeoCookie } from '../../domain/preferred-store';
import { type CookieJar, readCookie, removeCookie, writeCookie } from './cookie-jar';

/** How long the last position is remembered: long enough to skip asking again on most visits. */
export const GEO_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface GeoCookie {
  /** The remembered position; null when there is none or it is malformed. */
  read(): GeoPosition | null;
  write(position: GeoPosition): void;
  clear(): void;
}

/**
 * Spec §3 Geolocation: the last position lives in the cookie "geo" as "lat,long" (30 days, whole site,
 * SameSite=Lax). The value is written verbatim as the spec spells it, comma included, as browsers accept.
 */
export function createGeoCookie(jar: CookieJar, options: { readonly secure?: boolean } = {}): GeoCookie {
  return {
    read: () => parseGeoCookie(readCookie(jar, GEO_COOKIE)),
    write(position) {
      const value = formatGeoCookie(position);
      // A position no browser reports must not replace a good one.
      if (value === null) return;
      writeCookie(jar, GEO_COOKIE, value, { maxAgeSeconds: GEO_COOKIE_MAX_AGE_SECONDS, path: '/', sameSite: 'Lax', secure: options.secure ?? false });
    },
    clear: () => removeCookie(jar, GEO_COOKIE, '/'),
  };
}
