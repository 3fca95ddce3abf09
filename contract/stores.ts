import { z } from 'zod';
import { CountryCode, Latitude, Longitude, Money, Postcode, QueryBoolean, Sku } from './common';

/** Our default and bound for the general store lookup (spec §9 leaves its limit open). */
export const DEFAULT_STORE_LIMIT = 10;
export const MAX_STORE_LIMIT = 50;

/**
 * Spec §7 Stores: GET /bff/stores either by storeKey, or sorted by closest to a position. Without a
 * position the stores come in state and name order (a store finder's first view).
 */
export const StoresQuery = z
  .object({
    storeKey: z.string().trim().min(1).max(80).optional(),
    sortBy: z.enum(['closest']).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_STORE_LIMIT).default(DEFAULT_STORE_LIMIT),
    latitude: Latitude.optional(),
    longitude: Longitude.optional(),
    sku: Sku.optional(),
    canClickAndCollect: QueryBoolean.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.storeKey !== undefined) return;
    if (q.latitude === undefined && (q.longitude !== undefined || q.sortBy === 'closest')) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'is required to sort by closest' });
    } else if (q.longitude === undefined && q.latitude !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'is required with latitude' });
    }
  });
export type StoresQuery = z.infer<typeof StoresQuery>;

/** Spec §3 Store (and src/domain/catalog Store). */
export const Store = z.object({
  storeKey: z.string(),
  supplyChannelId: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  canClickAndCollect: z.boolean(),
  address: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  phone: z.string(),
  openingHours: z.array(z.object({ day: z.string(), opens: z.string(), closes: z.string() })),
  /** Units of the asked-for sku available in this store (on hand less reserved), when a sku was given. */
  stock: z.number().int().nonnegative().optional(),
  /** Great-circle kilometres from the asked-for position, when one was given. */
  distanceKm: z.number().nonnegative().optional(),
});
export const StoreList = z.array(Store);
export type Store = z.infer<typeof Store>;

/** A 4-digit postcode, or the start (>= 3 letters) of a locality name. */
export const PostcodeSearchParams = z.object({
  postcode: z
    .string()
    .trim()
    .regex(/^(\d{4}|[A-Za-z][A-Za-z' -]{2,49})$/, 'must be 4 digits or at least 3 letters of a locality'),
});
export const PostcodeSearchQuery = z.object({
  country: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), CountryCode).default('AU'),
});
export const Place = z.object({
  postcode: z.string(),
  locality: z.string(),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export const PlaceList = z.array(Place);
export type Place = z.infer<typeof Place>;

export const PostcodeParams = z.object({ postcode: Postcode });

/**
 * GET /bff/stores/shipping-methods/{postcode}?sku=&productPrice=: productPrice is the basket or item
 * value in dollars (as §3 Product productPrice); without it the sku's price counts.
 */
export const ShippingMethodsQuery = z.object({
  sku: Sku.optional(),
  productPrice: z.coerce.number().min(0).max(1_000_000).optional(),
});

/** Spec §3 Delivery availability result: one entry of deliveryMethods. */
export const DeliveryMethod = z.object({
  deliveryLabel: z.string(),
  deliveryCharge: Money,
  /** A shipping method code of the site's country (spec §9). */
  deliveryMethod: z.string(),
  /** The store a same-day delivery leaves from. */
  collectionStore: z.string().optional(),
  isBulkyItem: z.boolean(),
  /** Spec §8 "Sorry but your product does not qualify for free freight" on a bulky item's freight. */
  message: z.string().optional(),
});
export const ShippingMethods = z.object({
  postcode: z.string(),
  locality: z.string(),
  state: z.string(),
  zone: z.enum(['metro', 'regional', 'remote']),
  shippingMethods: z.array(DeliveryMethod),
});
export type ShippingMethods = z.infer<typeof ShippingMethods>;

/**
 * The delivery-to-postcode availability check; method and path are ours (open points):
 * GET /bff/stores/delivery/{postcode}?sku=&suburb=&state=[&quantity=].
 */
export const DeliveryQuery = z.object({
  sku: Sku,
  suburb: z.string().trim().max(100).optional(),
  state: z.string().trim().max(50).optional(),
  quantity: z.coerce.number().int().min(1).max(999).default(1),
});

/** Spec §3 Delivery availability result, after normaliseDeliveryAvailability (fullBasket=true; §8 code 793). */
export const DeliveryAvailability = z.object({
  deliveryMethods: z.array(DeliveryMethod.extend({ fullBasket: z.literal(true) })),
  freightServiceErrorCode: z.number().int(),
  freightServiceMessage: z.string(),
});
export type DeliveryAvailability = z.infer<typeof DeliveryAvailability>;
