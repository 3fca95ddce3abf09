import type { Result } from '../../domain/shared';

export interface Position {
  readonly latitude: number;
  readonly longitude: number;
}

export type GeolocationError = { readonly type: 'unsupported' } | { readonly type: 'failed'; readonly reason: string };

/** The shopper's position, asked for at most once per call; the browser may refuse. */
export interface Geolocation {
  currentPosition(): Promise<Result<Position, GeolocationError>>;
}
