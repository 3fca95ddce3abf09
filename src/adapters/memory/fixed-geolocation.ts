import type { Geolocation, GeolocationError, Position } from '../../application/ports/geolocation';
import { type Result, err, ok } from '../../domain/shared';

/**
 * Answers with a set position, or refuses as a browser would (unsupported, denied, failed). A position it gives
 * is remembered, as the browser's `geo` cookie keeps it; `remembered` is what an earlier visit left.
 */
export class FixedGeolocation implements Geolocation {
  /** How many times the browser was asked. */
  asked = 0;

  constructor(
    private position: Position | GeolocationError,
    private remembered: Position | null = null,
  ) {}

  /** What the browser answers from now on. */
  answer(position: Position | GeolocationError): void {
    this.position = position;
  }

  async currentPosition(): Promise<Result<Position, GeolocationError>> {
    this.asked += 1;
    if (!('latitude' in this.position)) return err(this.position);
    this.remembered = this.position;
    return ok(this.position);
  }

  lastKnownPosition(): Position | null {
    return this.remembered;
  }
}
