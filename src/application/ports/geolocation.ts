import type { Result } from '../../domain/shared';

export interface Position {
  readonly latitude: number;
  readonly longitude: number;
}

export type GeolocationError =
  | { readonly type: 'unsupported' }
  /** The shopper (or the browser's settings) refused to share the position. */
  | { readonly type: 'denied'; readonly reason: string }
  /** The browser could not tell where it is, or took too long. */
  | { readonly type: 'failed'; readonly reason: string };

/**
 * The shopper's position, asked for at most once per call; the browser may refuse. A position obtained is
 * remembered (spec §3 Geolocation: the cookie "geo" as "lat,long") and read back on later visits without asking.
 */
export interface Geolocation {
  currentPosition(): Promise<Result<Position, GeolocationError>>;
  /** The last position obtained, on this visit or an earlier one, without asking the browser; null when none. */
  lastKnownPosition(): Position | null;
}
