import type { Sku } from '../shared';
import type { GeoPosition } from './geolocation';
import { isGeoPosition } from './geolocation';
import type { StoreCommand } from './store';

/** Spec §9 Delivery and stores: the nearest-store lookup takes one store. */
export const NEAREST_STORE_LIMIT = 1;

/** Spec §3 Store query fields, as sent to GET /bff/stores (spec §7). */
export interface StoreQuery {
  readonly sortBy: 'closest';
  readonly limit: number;
  readonly latitude: number;
  readonly longitude: number;
  readonly sku?: Sku;
  /** Sent only as true; absent means any store. */
  readonly canClickAndCollect?: true;
}

/** A store as the lookup returns it (spec §3 Store, §7: the lookup reads storeKey and supplyChannelId). */
export interface StoreSummary {
  readonly storeKey: string;
  readonly supplyChannelId: string;
  readonly name: string;
}

export function nearestStoreQuery(
  position: GeoPosition,
  options: { readonly sku?: Sku | null; readonly canClickAndCollect?: boolean } = {},
): StoreQuery | null {
  if (!isGeoPosition(position)) return null;
  const query: StoreQuery = { sortBy: 'closest', limit: NEAREST_STORE_LIMIT, latitude: position.latitude, longitude: position.longitude };
  return {
    ...query,
    ...(options.sku ? { sku: options.sku } : {}),
    ...(options.canClickAndCollect ? { canClickAndCollect: true as const } : {}),
  };
}

/** Spec §4 Preferred store: the nearest store found becomes the preferred store; none found, nothing is chosen. */
export function chooseNearestStore(stores: readonly StoreSummary[], sku?: Sku | null): StoreCommand | null {
  const nearest = stores[0];
  if (nearest === undefined) return null;
  return { type: 'choosePreferredStore', storeKey: nearest.storeKey, storeId: nearest.supplyChannelId, storeName: nearest.name, sku: sku ?? null };
}
