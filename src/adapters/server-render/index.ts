import type { Geolocation, GeolocationError, Position } from '../../application/ports/geolocation';
import type { KeyValueStore } from '../../application/ports/key-value-store';
import { type Result, err } from '../../domain/shared';

/**
 * The ports as the server's renderer has them (src/composition/first-paint.tsx): it renders one page for
 * every shopper, so it knows no one's position and keeps nothing beyond the render.
 */

/**
 * A page rendered on the server knows no shopper's position: the browser asks once it takes the page over. The
 * `geo` cookie is not read here either: the rendered page is the same for every shopper (a shared cache keeps it).
 */
export const serverRenderGeolocation: Geolocation = {
  currentPosition: async (): Promise<Result<Position, GeolocationError>> => err({ type: 'unsupported' }),
  lastKnownPosition: () => null,
};

/** Storage for one render: what the page writes while it renders is dropped with it. */
export class ServerRenderKeyValueStore implements KeyValueStore {
  private readonly values = new Map<string, string>();

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.values.delete(key);
  }

  /** What the store holds now, as key and value pairs. */
  protected entries(): Iterable<[string, string]> {
    return this.values.entries();
  }
}
