/**
 * What a shopper types into the address finder, read into its parts: a street number (a unit "2/15", a
 * range "10-12", a letter "15A"), a street name and type ("Queen St", "George Street"), then perhaps a
 * locality, an AU state and a postcode. Pure: the suggestion service pairs the result with real places.
 */

/** Street types as Australia Post and NZ Post write them, full and abbreviated; keys are lower case. */
const STREET_TYPES: readonly string[] = [
  'street',
  'st',
  'road',
  'rd',
  'avenue',
  'ave',
  'av',
  'drive',
  'dr',
  'lane',
  'ln',
  'place',
  'pl',
  'court',
  'ct',
  'crescent',
  'cres',
  'cr',
  'parade',
  'pde',
  'highway',
  'hwy',
  'terrace',
  'tce',
  'boulevard',
  'blvd',
  'bvd',
  'close',
  'cl',
  'way',
  'circuit',
  'cct',
  'grove',
  'gr',
  'gve',
  'square',
  'sq',
  'esplanade',
  'esp',
  'quay',
  'parkway',
  'pkwy',
  'mews',
  'row',
  'walk',
  'track',
  'promenade',
  'prom',
  'circle',
  'cir',
  'rise',
  'loop',
  'mall',
  'arcade',
  'glen',
  'vista',
  'view',
  'heights',
  'hts',
  'crest',
  'alley',
  'broadway',
  'causeway',
];
const TYPE_SET = new Set(STREET_TYPES);

/** "St", "st." and "Street" are types; the dot of an abbreviation is not part of it. */
export const isStreetType = (word: string): boolean => TYPE_SET.has(word.toLowerCase().replace(/\.$/, ''));
export const streetTypes = (): readonly string[] => STREET_TYPES;

/** 15, 15A, 2/15, 2/15A, 10-12: a unit before a slash, a range with a dash. */
const NUMBER = /^\d{1,5}[A-Za-z]?(?:[/-]\d{1,5}[A-Za-z]?)?$/;
const POSTCODE = /^\d{4}$/;
const AU_STATES = new Set(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);

export interface StreetAddress {
  readonly number?: string;
  /** The street's own name: "Queen", "St Kilda", "George". */
  readonly name?: string;
  /** As typed, without a trailing dot: "St", "Street", "Rd". */
  readonly type?: string;
  /** The locality (suburb or town) as typed, perhaps only its first letters. */
  readonly locality?: string;
  readonly state?: string;
  readonly postcode?: string;
}

const words = (text: string): string[] => text.split(' ').filter(Boolean);

/** Spaces around a unit's slash or a range's dash are closed up: "2 / 15" is "2/15". */
const normalise = (text: string): string =>
  text
    .replace(/\s+/g, ' ')
    .replace(/(\d[A-Za-z]?)\s*([/-])\s*(\d)/g, '$1$2$3')
    .trim();

/** Postcode and state only ever close an address ("… Sydney NSW 2000"), in either order. */
function takeEnd(tokens: string[], country: 'AU' | 'NZ'): { postcode?: string; state?: string } {
  const found: { postcode?: string; state?: string } = {};
  for (let i = 0; i < 2 && tokens.length > 0; i++) {
    const last = tokens[tokens.length - 1]!;
    if (!found.postcode && POSTCODE.test(last)) found.postcode = tokens.pop();
    else if (!found.state && country === 'AU' && AU_STATES.has(last.toUpperCase())) found.state = tokens.pop()!.toUpperCase();
    else break;
  }
  return found;
}

/** The street part's words read as name and type: the type is the first type word after at least one name word. */
function readStreet(tokens: readonly string[]): { name?: string; type?: string; after: string[] } {
  const at = tokens.findIndex((word, i) => i > 0 && isStreetType(word));
  if (at < 0) return { ...(tokens.length ? { name: tokens.join(' ') } : {}), after: [] };
  return { name: tokens.slice(0, at).join(' '), type: tokens[at]!.replace(/\.$/, ''), after: tokens.slice(at + 1) };
}

const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;

export function parseStreetAddress(text: string, country: 'AU' | 'NZ'): StreetAddress {
  const segments = normalise(text)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (segments.length === 0) return {};
  // After a comma the last part names the place; without one, the street type marks where it starts.
  const place = segments.length > 1 ? words(segments.pop()!) : [];
  const street = words(segments.join(' '));
  const end = takeEnd(place.length ? place : street, country);
  const number = street[0] !== undefined && NUMBER.test(street[0]) ? street.shift() : undefined;
  const read = readStreet(street);
  if (place.length === 0 && read.type === undefined && number === undefined) {
    // No number and no street type: what was typed is a locality ("Parramatta", "Hobart TAS").
    return defined({ locality: street.join(' '), ...end });
  }
  const locality = place.length ? place.join(' ') : read.after.join(' ');
  const name = place.length && read.after.length ? [read.name, read.type, ...read.after].join(' ') : read.name;
  const type = place.length && read.after.length ? undefined : read.type;
  return defined({ number, name, type, locality, ...end });
}

/** The street line as the shopper would write it: "25 Queen St", "2/15 George Street". */
export const streetLine = (address: StreetAddress): string => [address.number, address.name, address.type].filter(Boolean).join(' ');

/** The whole address in the finder's own form, which `parseStreetAddress` reads back. */
export function formatStreetAddress(address: StreetAddress): string {
  const where = [address.locality, address.state, address.postcode].filter(Boolean).join(' ');
  const line = streetLine(address);
  return [line, where].filter(Boolean).join(', ');
}
