import type { Geolocation, Position } from '../../application/ports/geolocation';
import { err, ok } from '../../domain/shared';

/** Where the last position is kept between visits (the `geo` cookie, src/adapters/storage/geo-cookie.ts). */
export interface PositionMemory {
  read(): Position | null;
  write(position: Position): void;
}

/** GeolocationPositionError.PERMISSION_DENIED. */
const PERMISSION_DENIED = 1;

/** The browser's geolocation, asked once per call with a bounded wait; a position obtained is remembered. */
export function browserGeolocation(memory: PositionMemory): Geolocation {
  return {
    currentPosition() {
      if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
        return Promise.resolve(err({ type: 'unsupported' } as const));
      }
      return new Promise((resolve) => {
        navigator.geolocation.getCurrentPosition(
          (found) => {
            const position = { latitude: found.coords.latitude, longitude: found.coords.longitude };
            memory.write(position);
            resolve(ok(position));
          },
          (error) =>
            resolve(err(error.code === PERMISSION_DENIED ? { type: 'denied', reason: error.message } : { type: 'failed', reason: error.message })),
          { maximumAge: 10 * 60 * 1000, timeout: 10_000 },
        );
      });
    },
    lastKnownPosition: () => memory.read(),
  };
}
