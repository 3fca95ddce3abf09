import type { Store } from '../../domain/catalog';
import type { Place } from '../../application/ports/bff';

/** A product as the in-memory BFF keeps it: price in cents, stock across the site. */
export interface MemoryProduct {
  readonly sku: string;
  readonly title: string;
  readonly priceCents: number;
  /** Regular price when the product is on sale. */
  readonly regularCents?: number;
  readonly stock: number;
  readonly orderLimit?: number;
  readonly brandName?: string;
  readonly category1Name?: string;
  readonly tags?: string[];
}

export interface MemoryDiscount {
  readonly code: string;
  readonly percentOff: number;
  readonly minSpendCents?: number;
}

/** A small catalog with one product of each kind the rules tell apart (limit, bulky, out of stock, click and collect only). */
export const MEMORY_PRODUCTS: readonly MemoryProduct[] = [
  { sku: 'AB1234', title: 'Uno R3 Development Board', priceCents: 4995, stock: 20, orderLimit: 5, brandName: 'Maker', category1Name: 'Boards' },
  { sku: 'CD5678', title: '9V Alkaline Battery', priceCents: 695, stock: 100, brandName: 'Power', category1Name: 'Batteries' },
  {
    sku: 'EF9012',
    title: 'Soldering Station 60W',
    priceCents: 12900,
    regularCents: 14900,
    stock: 3,
    brandName: 'Heat',
    category1Name: 'Tools',
    tags: ['bulky'],
  },
  {
    sku: 'GH3456',
    title: 'LiPo Battery Pack 5000mAh',
    priceCents: 3995,
    stock: 0,
    brandName: 'Power',
    category1Name: 'Batteries',
    tags: ['dangerous-good'],
  },
  {
    sku: 'JK7890',
    title: 'Workbench Storage Cabinet',
    priceCents: 24900,
    stock: 4,
    brandName: 'Shop',
    category1Name: 'Storage',
    tags: ['click-and-collect-only'],
  },
];

export const MEMORY_STORES: readonly Store[] = [
  {
    storeKey: 'sydney-cbd',
    supplyChannelId: 'channel-sydney-cbd',
    name: 'Sydney CBD',
    latitude: -33.8688,
    longitude: 151.2093,
    canClickAndCollect: true,
    state: 'NSW',
    postcode: '2000',
  },
  {
    storeKey: 'parramatta',
    supplyChannelId: 'channel-parramatta',
    name: 'Parramatta',
    latitude: -33.815,
    longitude: 151.0011,
    canClickAndCollect: false,
    state: 'NSW',
    postcode: '2150',
  },
  {
    storeKey: 'melbourne',
    supplyChannelId: 'channel-melbourne',
    name: 'Melbourne',
    latitude: -37.8136,
    longitude: 144.9631,
    canClickAndCollect: true,
    state: 'VIC',
    postcode: '3000',
  },
  {
    storeKey: 'brisbane',
    supplyChannelId: 'channel-brisbane',
    name: 'Brisbane',
    latitude: -27.4698,
    longitude: 153.0251,
    canClickAndCollect: true,
    state: 'QLD',
    postcode: '4000',
  },
];

/** Places delivery reaches; a postcode not listed is somewhere the freight service cannot deliver. */
export const MEMORY_PLACES: readonly Place[] = [
  { postcode: '2000', locality: 'Sydney', state: 'NSW', latitude: -33.8688, longitude: 151.2093 },
  { postcode: '2150', locality: 'Parramatta', state: 'NSW', latitude: -33.815, longitude: 151.0011 },
  { postcode: '3000', locality: 'Melbourne', state: 'VIC', latitude: -37.8136, longitude: 144.9631 },
  { postcode: '4000', locality: 'Brisbane City', state: 'QLD', latitude: -27.4698, longitude: 153.0251 },
  { postcode: '1010', locality: 'Auckland Central', state: '', latitude: -36.8485, longitude: 174.7633 },
];

export const MEMORY_DISCOUNTS: readonly MemoryDiscount[] = [
  { code: 'MAKER10', percentOff: 10 },
  { code: 'BIG50', percentOff: 50, minSpendCents: 20000 },
];
