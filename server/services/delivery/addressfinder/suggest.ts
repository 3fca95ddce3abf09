import type { AddressSuggestions, VerifiedAddress } from '../../../../contract/addressfinder';
import type { Site } from '../../../../src/domain/site';
import type { Db } from '../../../db/unit-of-work';
import { type PlaceFilter, type PlaceHit, placesByLocality, placesFiltered, placesNamed } from '../repository';
import { type StreetAddress, parseStreetAddress, streetLine } from './street-address';

const SUGGESTION_LIMIT = 10;
/** Letters, spaces, apostrophes, dots and dashes: what locality names are made of, and no LIKE wildcard. */
const LOCALITY_TEXT = /^[A-Za-z][A-Za-z' .-]*$/;

/**
 * A street typed without a locality is paired with the city centres, biggest first, since the shop has
 * no street register to say which city has that street. Each is a real row of the places table.
 */
const CITY_CENTRES: Readonly<Record<'AU' | 'NZ', ReadonlyArray<readonly [locality: string, postcode: string]>>> = {
  AU: [
    ['Sydney', '2000'],
    ['Melbourne', '3000'],
    ['Brisbane City', '4000'],
    ['Perth', '6000'],
    ['Adelaide', '5000'],
    ['Canberra', '2601'],
    ['Hobart', '7000'],
    ['Darwin City', '0800'],
  ],
  NZ: [
    ['Auckland Central', '1010'],
    ['Wellington Central', '6011'],
    ['Christchurch Central', '8011'],
    ['Hamilton', '3204'],
    ['Tauranga', '3110'],
    ['Dunedin Central', '9016'],
  ],
};

const filterOf = (site: Site, typed: StreetAddress): PlaceFilter => ({ country: site.country, postcode: typed.postcode, state: typed.state });

/** Places whose name is the typed locality (exact) or starts with it; an exact name comes first. */
async function byLocality(db: Db, site: Site, typed: StreetAddress, locality: string, exact: boolean): Promise<PlaceHit[]> {
  if (!LOCALITY_TEXT.test(locality)) return [];
  return placesByLocality(db, filterOf(site, typed), locality, exact, SUGGESTION_LIMIT);
}

async function cityCentres(db: Db, site: Site, typed: StreetAddress): Promise<PlaceHit[]> {
  const centres = CITY_CENTRES[site.country];
  const hits = await placesNamed(db, filterOf(site, typed), centres);
  const rank = (hit: PlaceHit) => centres.findIndex(([locality, postcode]) => locality === hit.locality && postcode === hit.postcode);
  return hits.sort((a, b) => rank(a) - rank(b));
}

/**
 * The places a typed address can be in: those of its locality; else those of its postcode (one only, when
 * verifying); else, for a street with no place typed, the city centres.
 */
async function placesFor(db: Db, site: Site, typed: StreetAddress, exact: boolean): Promise<PlaceHit[]> {
  if (typed.locality) return byLocality(db, site, typed, typed.locality, exact);
  if (typed.postcode) {
    const hits = await placesFiltered(db, filterOf(site, typed), SUGGESTION_LIMIT);
    // Verifying needs one place: a postcode shared by several localities does not say which.
    return exact && hits.length !== 1 ? [] : hits;
  }
  if (exact || !typed.name) return [];
  return cityCentres(db, site, typed);
}

const label = (site: Site, street: string, place: PlaceHit): string => {
  const where = site.country === 'AU' ? `${place.locality} ${place.state} ${place.postcode}` : `${place.locality} ${place.postcode}`;
  return street ? `${street}, ${where}` : where;
};

/** POST bff/addressfinder/address: the typed street (number, name, type) on real places of the site's country (spec §7). */
export async function suggestAddresses(db: Db, site: Site, text: string): Promise<AddressSuggestions> {
  const typed = parseStreetAddress(text, site.country);
  const street = streetLine(typed);
  const hits = await placesFor(db, site, typed, false);
  return { suggestions: hits.map((place) => ({ id: String(place.id), label: label(site, street, place) })) };
}

/** POST bff/addressfinder/verify: the address in parts when its locality (and postcode and state, if typed) is real. */
export async function verifyAddress(db: Db, site: Site, text: string): Promise<VerifiedAddress | undefined> {
  const typed = parseStreetAddress(text, site.country);
  const place = (await placesFor(db, site, typed, true))[0];
  if (!place) return undefined;
  return { addressLine1: streetLine(typed), city: place.locality, state: place.state, postalCode: place.postcode, country: site.country };
}
