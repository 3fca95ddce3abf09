/** Spec §3 Store: a physical store shoppers can collect from. */
export interface Store {
  readonly storeKey: string;
  readonly supplyChannelId: string;
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly canClickAndCollect: boolean;
  readonly address?: string;
  readonly suburb?: string;
  readonly state?: string;
  readonly postcode?: string;
  readonly phone?: string;
  readonly openingHours?: ReadonlyArray<{ readonly day: string; readonly opens: string; readonly closes: string }>;
  /** Units of the asked-for sku in this store, when a sku was given. */
  readonly stock?: number;
  /** Kilometres from the asked-for position, when one was given. */
  readonly distanceKm?: number;
}

/** Spec §7 Stores: the store lookup by key returns a list, and the first is used. */
export const firstStore = (stores: readonly Store[] | null | undefined): Store | null => stores?.[0] ?? null;

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres, for "closest" ordering of stores. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
