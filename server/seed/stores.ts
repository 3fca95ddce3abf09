import { findAuTown, type SeedPlace } from './places';
import { createRandom, type Random } from './random';
import { AU_JC_TOWNS, AU_RTM_TOWNS, type AuTown, NZ_JC_TOWNS, NZ_TOWNS } from './store-towns';
import { slugify } from './text';

/** A row of table stores (spec §3 Store). */
export interface SeedStore {
  readonly store_key: string;
  readonly supply_channel_id: string;
  readonly brand: 'jc' | 'rtm';
  readonly country: 'AU' | 'NZ';
  readonly name: string;
  readonly address: string;
  readonly suburb: string;
  readonly state: string;
  readonly postcode: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly phone: string;
  readonly can_click_and_collect: number;
  readonly opening_hours: string;
}

export interface SeedWarehouse {
  readonly warehouse_key: string;
  readonly country: 'AU' | 'NZ';
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** Distribution centres that ship home deliveries (AU: four capitals, NZ: Auckland). */
export const WAREHOUSES: readonly SeedWarehouse[] = [
  { warehouse_key: 'wh-au-sydney', country: 'AU', name: 'Sydney Distribution Centre', latitude: -33.8045, longitude: 150.8656 },
  { warehouse_key: 'wh-au-melbourne', country: 'AU', name: 'Melbourne Distribution Centre', latitude: -37.752, longitude: 144.802 },
  { warehouse_key: 'wh-au-brisbane', country: 'AU', name: 'Brisbane Distribution Centre', latitude: -27.583, longitude: 153.027 },
  { warehouse_key: 'wh-au-perth', country: 'AU', name: 'Perth Distribution Centre', latitude: -31.992, longitude: 115.922 },
  { warehouse_key: 'wh-nz-auckland', country: 'NZ', name: 'Auckland Distribution Centre', latitude: -36.943, longitude: 174.807 },
];

const STREETS = [
  'Main Street',
  'George Street',
  'High Street',
  'Church Street',
  'Victoria Road',
  'Station Street',
  'King Street',
  'Queen Street',
  'Princes Highway',
  'Pacific Highway',
  'Market Street',
  'Bridge Road',
  'Commercial Road',
  'Railway Parade',
  'Industrial Drive',
];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** Area code and the leading digits local numbers start with there. */
const AU_PHONE: Record<string, readonly [string, string]> = {
  NSW: ['02', '9'],
  ACT: ['02', '6'],
  VIC: ['03', '9'],
  TAS: ['03', '6'],
  QLD: ['07', '3'],
  SA: ['08', '8'],
  WA: ['08', '9'],
  NT: ['08', '8'],
};
const NZ_AREA_CODES: Record<string, string> = { Auckland: '09', Northland: '09', Waikato: '07', 'Bay of Plenty': '07', Wellington: '04' };

function openingHours(brand: 'jc' | 'rtm', random: Random): string {
  const lateNight = random.chance(0.5);
  const hours = DAYS.map((day, i) => {
    if (brand === 'rtm') return { day, opens: i < 5 ? '07:30' : i === 5 ? '08:00' : '09:00', closes: i < 5 ? '17:30' : i === 5 ? '16:00' : '15:00' };
    if (i < 5) return { day, opens: '09:00', closes: lateNight && day === 'Thursday' ? '21:00' : '17:30' };
    return { day, opens: i === 5 ? '09:00' : '10:00', closes: i === 5 ? '17:00' : '16:00' };
  });
  return JSON.stringify(hours);
}

const digits = (n: number, random: Random) => String(random.int(0, 10 ** n - 1)).padStart(n, '0');
/** AU: (0A) DXXX XXXX; NZ: (0A) XXX XXXX, as locals write them. */
function phoneNumber(place: SeedPlace, random: Random): string {
  if (place.country === 'NZ')
    return `(${NZ_AREA_CODES[place.state] ?? (place.latitude < -41.6 ? '03' : '06')}) ${random.int(2, 9)}${digits(2, random)} ${digits(4, random)}`;
  const [area, lead] = AU_PHONE[place.state]!;
  return `(${area}) ${lead}${digits(3, random)} ${digits(4, random)}`;
}

function store(brand: 'jc' | 'rtm', place: SeedPlace, name: string, channel: number, random: Random): SeedStore {
  const region = place.country === 'AU' ? place.state.toLowerCase() : slugify(place.state);
  const unit = brand === 'jc' && random.chance(0.6) ? `Shop ${random.int(1, 240)}, ` : brand === 'rtm' ? `Unit ${random.int(1, 12)}, ` : '';
  return {
    store_key: `${brand}-${place.country.toLowerCase()}-${region}-${slugify(name)}`,
    supply_channel_id: `SC${channel}`,
    brand,
    country: place.country,
    name,
    address: `${unit}${random.int(1, 480)} ${random.pick(STREETS)}`,
    suburb: place.locality,
    state: place.state,
    postcode: place.postcode,
    latitude: place.latitude,
    longitude: place.longitude,
    phone: phoneNumber(place, random),
    // A few small-format stores cannot hold click-and-collect orders.
    can_click_and_collect: random.chance(0.92) ? 1 : 0,
    opening_hours: openingHours(brand, random),
  };
}

/** Display name: "Brisbane City" stays, "Toowoomba City" reads as "Toowoomba", CBDs are "… CBD". */
const auStoreName = ([locality]: AuTown) =>
  ({ Sydney: 'Sydney CBD', Melbourne: 'Melbourne CBD', Perth: 'Perth CBD', Adelaide: 'Adelaide CBD' })[locality] ??
  locality.replace(/ (City|Central)$/, '').replace(/^Brisbane$/, 'Brisbane City');

export function buildStores(seed?: number): SeedStore[] {
  const random = createRandom(seed).fork('stores');
  const stores: SeedStore[] = [];
  AU_JC_TOWNS.forEach((town, i) => stores.push(store('jc', findAuTown(...town), auStoreName(town), 1001 + i, random)));
  AU_RTM_TOWNS.forEach((town, i) => stores.push(store('rtm', findAuTown(...town), auStoreName(town), 3001 + i, random)));
  NZ_JC_TOWNS.forEach((name, i) => {
    const town = NZ_TOWNS.find((t) => t.name === name)!;
    const place: SeedPlace = {
      country: 'NZ',
      postcode: town.postcode,
      locality: town.name,
      state: town.region,
      latitude: town.latitude,
      longitude: town.longitude,
    };
    stores.push(store('jc', place, name, 5001 + i, random));
  });
  return stores;
}
