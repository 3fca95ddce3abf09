import type { Geolocation } from '../../application/ports/geolocation';
import { err, ok } from '../../domain/shared';

/** The browser's geolocation, asked once per call with a bounded wait. */
export const browserGeolocation: Geolocation = {
  currentPosition() {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      return Promise.resolve(err({ type: 'unsupported' } as const));
    }
    return new Promise((resolve) => {
      navigator.geolocation.getCurrentPosition(
        (position) => resolve(ok({ latitude: position.coords.latitude, longitude: position.coords.longitude })),
        (error) => resolve(err({ type: 'failed', reason: error.message } as const)),
        { maximumAge: 10 * 60 * 1000, timeout: 10_000 },
      );
    });
  },
};
