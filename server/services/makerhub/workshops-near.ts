import type { NearSession, WorkshopsNearResponse } from '../../../contract/makerhub';
import { placesLeft } from '../../../src/domain/makerhub';
import { distanceKm } from '../../../src/domain/catalog';
import type { Site } from '../../../src/domain/site';
import type { Db } from '../../db/unit-of-work';
import { siteStores } from '../stores/stores';
import { upcomingSessionsWithTitles } from './repository';

/**
 * Where a shopper who has chosen no store is taken to be: the country's largest city, whose store is the
 * one most shoppers can reach (our choice; the page says so and offers to choose a store).
 */
const DEFAULT_CENTRE = { AU: { latitude: -33.8688, longitude: 151.2093 }, NZ: { latitude: -36.8485, longitude: 174.7633 } } as const;

export const NEAR_DEFAULT_LIMIT = 3;

/**
 * The next workshop sessions nearest a store of the site, nearest first and then soonest: the home page's
 * "Workshops near you". An unknown or another brand's store key falls back to the default store, as a
 * shopper without a store sees, so a stale key never breaks the page.
 */
export async function workshopsNear(
  db: Db,
  site: Site,
  storeKey: string | undefined,
  now: number,
  limit = NEAR_DEFAULT_LIMIT,
): Promise<WorkshopsNearResponse> {
  const stores = await siteStores(db, site);
  const centre = DEFAULT_CENTRE[site.country];
  const chosen = storeKey ? stores.find((store) => store.store_key === storeKey) : undefined;
  const anchor =
    chosen ??
    stores.reduce<(typeof stores)[number] | undefined>(
      (best, store) => (!best || distanceKm(centre, store) < distanceKm(centre, best) ? store : best),
      undefined,
    );
  if (!anchor) return { store: { storeKey: '', name: '', suburb: '', state: '', chosen: false }, sessions: [] };
  const byKey = new Map(stores.map((store) => [store.store_key, store]));
  const rows = await upcomingSessionsWithTitles(db, site.code, now);
  const sessions = rows
    .flatMap((row) => {
      const store = byKey.get(row.store_key);
      return store ? [{ row, store, km: Math.round(distanceKm(anchor, store) * 10) / 10 }] : [];
    })
    .sort((a, b) => a.km - b.km || a.row.starts_at - b.row.starts_at || a.row.id.localeCompare(b.row.id))
    .slice(0, limit)
    .map(({ row, store, km }): NearSession => ({
      id: row.id,
      startsAt: new Date(row.starts_at).toISOString(),
      durationMinutes: row.duration_minutes,
      timeZone: row.time_zone,
      store: { storeKey: store.store_key, name: store.name, suburb: store.suburb, state: store.state },
      places: row.places,
      placesLeft: placesLeft({ places: row.places, booked: Number(row.booked ?? 0) }),
      bookingId: null,
      workshop: { slug: row.workshop_slug, title: row.title, url: `/makerhub/workshops/${row.workshop_slug}` },
      distanceKm: km,
    }));
  return {
    store: { storeKey: anchor.store_key, name: anchor.name, suburb: anchor.suburb, state: anchor.state, chosen: chosen !== undefined },
    sessions,
  };
}
