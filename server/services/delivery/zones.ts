import { distanceKm } from '../../../src/domain/catalog';
import type { CountryCode } from '../../../src/domain/site';
import type { Db } from '../../db/unit-of-work';
import { placesOfPostcode } from './repository';
import type { Point } from '../stores/stores';

/**
 * Delivery zones (the spec leaves them to us, open points): "metro" within METRO_KM of a capital or main
 * centre, where couriers run express; "regional" within REGIONAL_KM of one of the brand's stores; else
 * "remote". Same day needs a store holding the stock within SAME_DAY_KM.
 */
export type Zone = 'metro' | 'regional' | 'remote';
export const METRO_KM = 50;
export const REGIONAL_KM = 150;
export const SAME_DAY_KM = 25;

const CENTRES: Readonly<Record<CountryCode, readonly Point[]>> = {
  AU: [
    { latitude: -33.8688, longitude: 151.2093 }, // Sydney
    { latitude: -37.8136, longitude: 144.9631 }, // Melbourne
    { latitude: -27.4698, longitude: 153.0251 }, // Brisbane
    { latitude: -31.9523, longitude: 115.8613 }, // Perth
    { latitude: -34.9285, longitude: 138.6007 }, // Adelaide
    { latitude: -42.8821, longitude: 147.3272 }, // Hobart
    { latitude: -12.4634, longitude: 130.8456 }, // Darwin
    { latitude: -35.2809, longitude: 149.13 }, // Canberra
  ],
  NZ: [
    { latitude: -36.8485, longitude: 174.7633 }, // Auckland
    { latitude: -41.2865, longitude: 174.7762 }, // Wellington
    { latitude: -43.5321, longitude: 172.6362 }, // Christchurch
    { latitude: -37.787, longitude: 175.2793 }, // Hamilton
    { latitude: -37.6878, longitude: 176.1651 }, // Tauranga
    { latitude: -45.8788, longitude: 170.5028 }, // Dunedin
  ],
};

export function zoneOf(country: CountryCode, point: Point, nearestStoreKm: number): Zone {
  if (CENTRES[country].some((centre) => distanceKm(centre, point) <= METRO_KM)) return 'metro';
  return nearestStoreKm <= REGIONAL_KM ? 'regional' : 'remote';
}

export interface PostcodePlace extends Point {
  readonly postcode: string;
  readonly locality: string;
  readonly state: string;
}

/**
 * Where a postcode is: the locality the shopper named when it lies in that postcode, else the postcode's
 * first locality at the centre of all of them. Undefined for a postcode the country does not have.
 */
export async function locatePostcode(db: Db, country: CountryCode, postcode: string, suburb?: string): Promise<PostcodePlace | undefined> {
  const rows = await placesOfPostcode(db, country, postcode);
  if (rows.length === 0) return undefined;
  const named = suburb ? rows.find((row) => row.locality.toLowerCase() === suburb.trim().toLowerCase()) : undefined;
  if (named) return named;
  const first = rows[0]!;
  const latitude = rows.reduce((sum, row) => sum + row.latitude, 0) / rows.length;
  const longitude = rows.reduce((sum, row) => sum + row.longitude, 0) / rows.length;
  return { ...first, latitude, longitude };
}
