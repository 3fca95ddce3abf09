import type { Geolocation, GeolocationError, Position } from '../../application/ports/geolocation';
import { type Result, err, ok } from '../../domain/shared';

/** Answers with a set position, or refuses as a browser without geolocation would. */
export class FixedGeolocation implements Geolocation {
  constructor(private readonly position: Position | GeolocationError) {}

  async currentPosition(): Promise<Result<Position, GeolocationError>> {
    return 'latitude' in this.position ? ok(this.position) : err(this.position);
  }
}
