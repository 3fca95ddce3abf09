import { sql } from 'kysely';
import type { AddressSuggestions, VerifiedAddress } from '../../contract/addressfinder';
import { isAuStateCode, type Site } from '../../src/domain/site';
import type { Db } from '../db/database';

const SUGGESTION_LIMIT = 10;
const MAX_LOCALITY_WORDS = 4;
/** Letters, spaces, apostrophes, dots and dashes: what locality names are made of, and no LIKE wildcard. */
const LOCALITY_TEXT = /^[A-Za-z][A-Za-z' .-]*$/;

/** What the shopper typed, split: postcode and state come off the end; the street part is kept as typed. */
export interface TypedAddress {
  /** Readings of the locality, longest first, each with the street text before it. */
  readonly candidates: ReadonlyArray<{ readonly locality: string; readonly street: string }>;
  /** Everything but postcode and state, for when only the postcode names the place. */
  readonly street: string;
  readonly postcode?: string;
  readonly state?: string;
}

export function parseTyped(text: string, site: Site): TypedAddress {
  const segments = text.replace(/\s+/g, ' ').split(',').map((s) => s.trim()).filter(Boolean);
  let words = (segments.pop() ?? '').split(' ').filter(Boolean);
  let postcode: string | undefined;
  let state: string | undefined;
  // Postcode and state only ever close an address ("… Sydney NSW 2000"), so only the end is read for them.
  for (let i = 0; i < 2 && words.length > 0; i++) {
    const word = words[words.length - 1]!;
    if (!postcode && /^\d{4}$/.test(word)) postcode = words.pop();
    else if (!state && site.country === 'AU' && isAuStateCode(word.toUpperCase()) && (words.length > 1 || segments.length > 0)) {
      state = words.pop()!.toUpperCase();
    }
  }
  if (words.length === 0 && segments.length > 0) words = segments.pop()!.split(' ');
  const lead = segments.join(', ');
  const candidates: Array<{ locality: string; street: string }> = [];
  if (lead) {
    // "12 George St, Sydney": after a comma the last part is the locality.
    const locality = words.join(' ');
    if (LOCALITY_TEXT.test(locality)) candidates.push({ locality, street: lead });
  } else {
    for (let k = Math.min(MAX_LOCALITY_WORDS, words.length); k >= 1; k--) {
      const locality = words.slice(words.length - k).join(' ');
      if (LOCALITY_TEXT.test(locality)) candidates.push({ locality, street: words.slice(0, words.length - k).join(' ') });
    }
  }
  const street = [lead, words.join(' ')].filter(Boolean).join(', ');
  return { candidates, street, ...(postcode ? { postcode } : {}), ...(state ? { state } : {}) };
}

interface PlaceHit {
  readonly id: number;
  readonly postcode: string;
  readonly locality: string;
  readonly state: string;
}

async function places(db: Db, site: Site, typed: TypedAddress, locality: string | undefined, exact: boolean): Promise<PlaceHit[]> {
  let query = db.selectFrom('places').select(['id', 'postcode', 'locality', 'state']).where('country', '=', site.country);
  // SQLite's LIKE ignores ASCII case; the exact reading is a LIKE without a wildcard.
  if (locality !== undefined) query = query.where('locality', 'like', exact ? locality : `${locality}%`);
  if (typed.postcode) query = query.where('postcode', '=', typed.postcode);
  if (typed.state) query = query.where('state', '=', typed.state);
  if (locality !== undefined) query = query.orderBy(sql`lower(locality) = ${locality.toLowerCase()}`, 'desc');
  return query.orderBy('locality').orderBy('postcode').limit(SUGGESTION_LIMIT).execute();
}

/** The longest locality reading that names real places wins; else a typed postcode lists its localities. */
async function resolve(db: Db, site: Site, typed: TypedAddress, exact: boolean): Promise<{ street: string; hits: PlaceHit[] }> {
  for (const candidate of typed.candidates) {
    const hits = await places(db, site, typed, candidate.locality, exact);
    if (hits.length > 0) return { street: candidate.street, hits };
  }
  if (!typed.postcode) return { street: typed.street, hits: [] };
  const hits = await places(db, site, typed, undefined, exact);
  // Verifying needs one place: a postcode shared by several localities does not say which.
  return { street: typed.street, hits: exact && hits.length !== 1 ? [] : hits };
}

const label = (site: Site, street: string, place: PlaceHit): string => {
  const where = site.country === 'AU' ? `${place.locality} ${place.state} ${place.postcode}` : `${place.locality} ${place.postcode}`;
  return street ? `${street}, ${where}` : where;
};

/** POST bff/addressfinder/address: real places of the site's country (spec §7), the typed street kept in the label. */
export async function suggestAddresses(db: Db, site: Site, text: string): Promise<AddressSuggestions> {
  const { street, hits } = await resolve(db, site, parseTyped(text, site), false);
  return { suggestions: hits.map((place) => ({ id: String(place.id), label: label(site, street, place) })) };
}

/** POST bff/addressfinder/verify: the address in parts when its locality (and postcode and state, if typed) is real. */
export async function verifyAddress(db: Db, site: Site, text: string): Promise<VerifiedAddress | undefined> {
  const { street, hits } = await resolve(db, site, parseTyped(text, site), true);
  const place = hits[0];
  if (!place) return undefined;
  return { addressLine1: street, city: place.locality, state: place.state, postalCode: place.postcode, country: site.country };
}
