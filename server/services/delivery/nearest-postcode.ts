import type { Place } from '../../../contract/stores';
import { distanceKm } from '../../../src/domain/catalog';
import type { CountryCode } from '../../../src/domain/site';
import type { Db } from '../../db/unit-of-work';
import { notFound } from '../refusal';
import { POSTAL_ONLY_PLACES } from './postal-only-places';
import { postalKey } from './postal-only-rule';
import { placesWithin } from './repository';

/** How far a shopper may be from the country's nearest delivery place and still be given its postcode. */
export const NEAREST_POSTCODE_KM = 100;

const KM_PER_DEGREE = 111.2;

/**
 * The postcode a parcel for someone standing at `position` goes to: the country's nearest place a courier
 * delivers to (a post office box, a large-volume receiver or a mail facility is no address), within
 * NEAREST_POSTCODE_KM. Farther than that, or in another country, there is none (a 404 naming the country).
 */
export async function nearestPostcode(
  db: Db,
  country: CountryCode,
  position: { readonly latitude: number; readonly longitude: number },
): Promise<Place & { readonly distanceKm: number }> {
  // A box around the position narrows the table; the great-circle distance then decides.
  const dLat = NEAREST_POSTCODE_KM / KM_PER_DEGREE;
  const dLon = NEAREST_POSTCODE_KM / (KM_PER_DEGREE * Math.max(0.05, Math.cos((position.latitude * Math.PI) / 180)));
  const rows = await placesWithin(db, country, {
    south: position.latitude - dLat,
    north: position.latitude + dLat,
    west: position.longitude - dLon,
    east: position.longitude + dLon,
  });
  let best: (Place & { distanceKm: number }) | undefined;
  for (const row of rows) {
    if (country === 'AU' && POSTAL_ONLY_PLACES.has(postalKey(row.postcode, row.locality))) continue;
    const km = distanceKm(position, row);
    // Ties (localities sharing a point) go to the lower postcode, then the locality's name, so the answer is stable.
    if (
      km <= NEAREST_POSTCODE_KM &&
      (!best || km < best.distanceKm || (km === best.distanceKm && (row.postcode + row.locality).localeCompare(best.postcode + best.locality) < 0))
    )
      best = { ...row, distanceKm: Math.round(km * 10) / 10 };
  }
  if (!best) throw notFound(`No ${country} postcode within ${NEAREST_POSTCODE_KM} km of ${position.latitude},${position.longitude}`);
  return best;
}
