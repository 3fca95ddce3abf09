import type { StoreState } from './store';

/** Spec §8 Geolocation: the message when the browser has no geolocation; a failure is only logged. */
export const GEOLOCATION_NOT_SUPPORTED = 'Browser geolocation not supported';
/** Spec §3 Geolocation: the cookie holding the last position. */
export const GEO_COOKIE = 'geo';

export interface GeoPosition {
  readonly latitude: number;
  readonly longitude: number;
}

export const isGeoPosition = (position: GeoPosition): boolean =>
  Number.isFinite(position.latitude) &&
  Number.isFinite(position.longitude) &&
  Math.abs(position.latitude) <= 90 &&
  Math.abs(position.longitude) <= 180;

/** Spec §4 Preferred store: geolocate only for a shopper without a preferred store, once the browser is idle. */
export const shouldGeolocateForStore = (state: StoreState, browser: { readonly idle: boolean }): boolean => state.storeKey === null && browser.idle;

/** Spec §3: the cookie value is "lat,long"; null for a position no browser reports. */
export function formatGeoCookie(position: GeoPosition): string | null {
  return isGeoPosition(position) ? `${position.latitude},${position.longitude}` : null;
}

// A plain decimal as String(number) writes it (an exponent included); no hex, Infinity or empty part.
const COORDINATE = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:e[+-]?[0-9]+)?$/i;

/** Reads a "lat,long" cookie back; anything malformed or out of range is null, never a guess. */
export function parseGeoCookie(value: string | null | undefined): GeoPosition | null {
  const parts = (value ?? '').split(',').map((part) => part.trim());
  if (parts.length !== 2) return null;
  const [lat = '', long = ''] = parts;
  if (!COORDINATE.test(lat) || !COORDINATE.test(long)) return null;
  const position = { latitude: Number(lat), longitude: Number(long) };
  return isGeoPosition(position) ? position : null;
}
