import type { Store } from '../../../contract/stores';
import { distanceKm } from '../../../src/domain/catalog';
import type { CountryCode, Site } from '../../../src/domain/site';
import type { Db } from '../../db/unit-of-work';
import { type PlaceRow, placesMatching } from '../delivery/repository';
import { allStores, type StoreRow } from './repository';
import { availableInStores } from './stock-repository';

export interface Point {
  readonly latitude: number;
  readonly longitude: number;
}

const openingHours = (text: string): Store['openingHours'] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as Store['openingHours']) : [];
  } catch {
    return [];
  }
};

export function toStore(row: StoreRow): Store {
  return {
    storeKey: row.store_key,
    supplyChannelId: row.supply_channel_id,
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    canClickAndCollect: row.can_click_and_collect === 1,
    address: row.address,
    suburb: row.suburb,
    state: row.state,
    postcode: row.postcode,
    phone: row.phone,
    openingHours: openingHours(row.opening_hours),
  };
}

/** The stores of one brand in one country, read once: rows, wire views and the no-position order. */
interface StoreSet {
  /** In table order, as `SELECT … WHERE brand AND country` returned them (ties keep this order). */
  readonly rows: readonly StoreRow[];
  readonly clickAndCollect: readonly StoreRow[];
  /** store_key → the wire Store, opening hours parsed once rather than on every answer. */
  readonly views: ReadonlyMap<string, Store>;
  /** A store finder's first view: by state, then name. */
  readonly byStateAndName: readonly StoreRow[];
}

/**
 * Only the seed writes stores, so each database's ~180 are read once and every lookup, distance sort
 * and answer is made in memory: materialising a site's ~120 rows from SQLite cost ~0.4 ms a request,
 * most of the nearest-store call. An empty table (not seeded yet) is not remembered.
 */
const storeSets = new WeakMap<Db, Map<string, StoreSet> | Promise<Map<string, StoreSet>>>();
const EMPTY: StoreSet = { rows: [], clickAndCollect: [], views: new Map(), byStateAndName: [] };

async function loadStoreSets(db: Db): Promise<Map<string, StoreSet>> {
  const all = await allStores(db);
  const groups = new Map<string, StoreRow[]>();
  for (const row of all) {
    const key = `${row.brand}|${row.country}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const sets = new Map<string, StoreSet>();
  for (const [key, rows] of groups) {
    sets.set(key, {
      rows,
      clickAndCollect: rows.filter((row) => row.can_click_and_collect === 1),
      views: new Map(rows.map((row) => [row.store_key, toStore(row)])),
      byStateAndName: [...rows].sort((a, b) => a.state.localeCompare(b.state) || a.name.localeCompare(b.name)),
    });
  }
  return sets;
}

async function storeSetOf(db: Db, site: Site): Promise<StoreSet> {
  let sets = storeSets.get(db);
  if (sets === undefined) {
    const loading = loadStoreSets(db);
    storeSets.set(db, loading);
    try {
      sets = await loading;
    } catch (error) {
      storeSets.delete(db);
      throw error;
    }
    if (sets.size > 0) storeSets.set(db, sets);
    else storeSets.delete(db);
  } else if (sets instanceof Promise) {
    sets = await sets;
  }
  return sets.get(`${site.brand}|${site.country}`) ?? EMPTY;
}

/** The stores a site's shoppers can use: its brand's, in its country (a fresh array; the rows are shared, read-only). */
export async function siteStores(db: Db, site: Site): Promise<StoreRow[]> {
  return [...(await storeSetOf(db, site)).rows];
}

/** The site's stores as the wire shows them, by state then name (a store finder's first view). */
export async function siteStoreViews(db: Db, site: Site): Promise<Store[]> {
  const set = await storeSetOf(db, site);
  return set.byStateAndName.map((row) => set.views.get(row.store_key)!);
}

const closer = (a: { row: StoreRow; km: number }, b: { row: StoreRow; km: number }): number =>
  a.km - b.km || a.row.store_key.localeCompare(b.row.store_key);

/** Stores of the site ordered by great-circle distance from a point (a few hundred rows: brute force is exact and fast). */
export function byDistance(rows: readonly StoreRow[], from: Point): Array<{ row: StoreRow; km: number }> {
  return rows.map((row) => ({ row, km: distanceKm(from, row) })).sort(closer);
}

/** The `limit` closest stores, in byDistance's order, keeping only the best few rather than sorting them all. */
function nearest(rows: readonly StoreRow[], from: Point, limit: number): Array<{ row: StoreRow; km: number }> {
  const best: Array<{ row: StoreRow; km: number }> = [];
  for (const row of rows) {
    const entry = { row, km: distanceKm(from, row) };
    if (best.length === limit && closer(entry, best[limit - 1]!) >= 0) continue;
    let at = best.length;
    while (at > 0 && closer(entry, best[at - 1]!) < 0) at -= 1;
    best.splice(at, 0, entry);
    if (best.length > limit) best.pop();
  }
  return best;
}

export interface StoreSearch {
  readonly limit: number;
  readonly position?: Point;
  readonly sku?: string;
  readonly canClickAndCollect?: boolean;
}

/** Spec §7 GET /bff/stores?sortBy=closest…: closest first with distanceKm; without a position, by state then name. */
export async function findStores(db: Db, site: Site, search: StoreSearch): Promise<Store[]> {
  const set = await storeSetOf(db, site);
  const picked: Array<{ row: StoreRow; km?: number }> = search.position
    ? nearest(search.canClickAndCollect ? set.clickAndCollect : set.rows, search.position, search.limit)
    : (search.canClickAndCollect ? set.byStateAndName.filter((row) => row.can_click_and_collect === 1) : set.byStateAndName)
        .slice(0, search.limit)
        .map((row) => ({ row }));
  const stock = search.sku
    ? await availableInStores(
        db,
        picked.map((p) => p.row.store_key),
        search.sku,
      )
    : undefined;
  return picked.map(({ row, km }) => ({
    ...set.views.get(row.store_key)!,
    ...(stock ? { stock: stock.get(row.store_key) ?? 0 } : {}),
    ...(km === undefined ? {} : { distanceKm: Math.round(km * 100) / 100 }),
  }));
}

/** Spec §7 GET /bff/stores?storeKey=…: the site's store of that key, with stock of a sku when asked; undefined when unknown. */
export async function storeByKey(db: Db, site: Site, storeKey: string, sku?: string): Promise<Store | undefined> {
  const store = (await storeSetOf(db, site)).views.get(storeKey);
  if (!store) return undefined;
  if (!sku) return { ...store };
  const stock = await availableInStores(db, [storeKey], sku);
  return { ...store, stock: stock.get(storeKey) ?? 0 };
}

/** Spec §7 postcode search: by a 4-digit postcode, or by the start of a locality's name (at most 50 places). */
export async function searchPlaces(db: Db, country: CountryCode, term: string): Promise<PlaceRow[]> {
  return placesMatching(db, country, term);
}
