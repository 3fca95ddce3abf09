import { sql } from 'kysely';
import type { CountryCode } from '../../../src/domain/site';
import type { Db } from '../../db/database';

/** The places table: every postcode and locality of AU and NZ, with where it lies. */
export interface PlaceRow {
  readonly postcode: string;
  readonly locality: string;
  readonly state: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** The country's places of a 4-digit postcode, or whose locality starts with `term`, by locality then postcode (at most 50). */
export async function placesMatching(db: Db, country: CountryCode, term: string): Promise<PlaceRow[]> {
  let query = db.selectFrom('places').select(['postcode', 'locality', 'state', 'latitude', 'longitude']).where('country', '=', country);
  if (/^\d{4}$/.test(term)) {
    query = query.where('postcode', '=', term);
  } else {
    // The contract admits only letters, spaces, apostrophes and dashes, so no LIKE wildcard can slip in.
    // Compared in lower case: SQLite's LIKE ignores ASCII case, PostgreSQL's does not.
    query = query.where(sql`lower(locality)`, 'like', `${term.toLowerCase()}%`);
  }
  return query.orderBy('locality').orderBy('postcode').limit(50).execute();
}

/** Every locality of one postcode of the country, by locality. */
export async function placesOfPostcode(db: Db, country: CountryCode, postcode: string): Promise<PlaceRow[]> {
  return db
    .selectFrom('places')
    .select(['postcode', 'locality', 'state', 'latitude', 'longitude'])
    .where('country', '=', country)
    .where('postcode', '=', postcode)
    .orderBy('locality')
    .execute();
}

/** The AU states an AU postcode lies in (a few postcodes cross a border). */
export async function statesOfAuPostcode(db: Db, postcode: string): Promise<string[]> {
  const rows = await db.selectFrom('places').select('state').distinct().where('country', '=', 'AU').where('postcode', '=', postcode).execute();
  return rows.map((row) => row.state);
}

export interface PlaceHit {
  readonly id: number;
  readonly postcode: string;
  readonly locality: string;
  readonly state: string;
}

/** The places of a country, narrowed to a postcode or a state when the shopper typed one. */
export interface PlaceFilter {
  readonly country: CountryCode;
  readonly postcode?: string | undefined;
  readonly state?: string | undefined;
}

const placesWhere = (db: Db, filter: PlaceFilter) => {
  let query = db.selectFrom('places').select(['id', 'postcode', 'locality', 'state']).where('country', '=', filter.country);
  if (filter.postcode) query = query.where('postcode', '=', filter.postcode);
  if (filter.state) query = query.where('state', '=', filter.state);
  return query;
};

/** Places whose name is `locality` (exact) or starts with it, an exact name first, then by locality and postcode. */
export async function placesByLocality(db: Db, filter: PlaceFilter, locality: string, exact: boolean, limit: number): Promise<PlaceHit[]> {
  // Compared in lower case on both engines; the exact reading is a LIKE without a wildcard. The caller admits no wildcard in `locality`.
  const lower = locality.toLowerCase();
  return placesWhere(db, filter)
    .where(sql`lower(locality)`, 'like', exact ? lower : `${lower}%`)
    .orderBy(sql`lower(locality) = ${locality.toLowerCase()}`, 'desc')
    .orderBy('locality')
    .orderBy('postcode')
    .limit(limit)
    .execute();
}

/** The places among the given (locality, postcode) pairs, in no particular order. */
export async function placesNamed(
  db: Db,
  filter: PlaceFilter,
  named: ReadonlyArray<readonly [locality: string, postcode: string]>,
): Promise<PlaceHit[]> {
  return placesWhere(db, filter)
    .where((eb) => eb.or(named.map(([locality, postcode]) => eb.and([eb('locality', '=', locality), eb('postcode', '=', postcode)]))))
    .execute();
}

/** The filter's places by locality, at most `limit`. */
export async function placesFiltered(db: Db, filter: PlaceFilter, limit: number): Promise<PlaceHit[]> {
  return placesWhere(db, filter).orderBy('locality').limit(limit).execute();
}

/** The country's places inside a box of latitudes and longitudes, in no particular order. */
export async function placesWithin(
  db: Db,
  country: CountryCode,
  box: { readonly south: number; readonly north: number; readonly west: number; readonly east: number },
): Promise<PlaceRow[]> {
  return db
    .selectFrom('places')
    .select(['postcode', 'locality', 'state', 'latitude', 'longitude'])
    .where('country', '=', country)
    .where('latitude', '>=', box.south)
    .where('latitude', '<=', box.north)
    .where('longitude', '>=', box.west)
    .where('longitude', '<=', box.east)
    .execute();
}
