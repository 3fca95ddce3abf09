import { z } from 'zod/mini';
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
    storeKey: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))),
    sortBy: z.optional(z.enum(['closest'])),
    limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_STORE_LIMIT)), DEFAULT_STORE_LIMIT),
    latitude: z.optional(Latitude),
    longitude: z.optional(Longitude),
    sku: z.optional(Sku),
    canClickAndCollect: z.optional(QueryBoolean),
  })
  .check(
    z.superRefine((q, ctx) => {
      if (q.storeKey !== undefined) return;
      if (q.latitude === undefined && (q.longitude !== undefined || q.sortBy === 'closest')) {
        ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'is required to sort by closest' });
      } else if (q.longitude === undefined && q.latitude !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'is required with latitude' });
      }
    }),
  );
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
  stock: z.optional(z.int().check(z.nonnegative())),
  /** Great-circle kilometres from the asked-for position, when one was given. */
  distanceKm: z.optional(z.number().check(z.nonnegative())),
});
export const StoreList = z.array(Store);
export type Store = z.infer<typeof Store>;

/** A 4-digit postcode, or the start (>= 3 letters) of a locality name. */
export const PostcodeSearchParams = z.object({
  postcode: z.string().check(z.trim(), z.regex(/^(\d{4}|[A-Za-z][A-Za-z' -]{2,49})$/, 'must be 4 digits or at least 3 letters of a locality')),
});
export const PostcodeSearchQuery = z.object({
  country: z._default(
    z.pipe(
      z.transform((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v)),
      CountryCode,
    ),
    'AU',
  ),
});
export const Place = z.object({
  postcode: z.string(),
  locality: z.string(),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export const PlaceList = z.array(Place);

/**
 * Our call for "Use my location" (spec §1 delivery by location; method and path are ours):
 * GET /bff/stores/nearest-postcode?latitude=&longitude=, the site's country's nearest delivery postcode.
 */
export const NearestPostcodeQuery = z.object({ latitude: Latitude, longitude: Longitude });
export const NearestPlace = z.extend(Place, {
  /** Great-circle kilometres from the asked-for position. */
  distanceKm: z.number().check(z.nonnegative()),
});
export type NearestPlace = z.infer<typeof NearestPlace>;
export type Place = z.infer<typeof Place>;

export const PostcodeParams = z.object({ postcode: Postcode });

/**
 * GET /bff/stores/shipping-methods/{postcode}?sku=&productPrice=: productPrice is the basket or item
 * value in dollars (as §3 Product productPrice); without it the sku's price counts.
 */
export const ShippingMethodsQuery = z.object({
  sku: z.optional(Sku),
  productPrice: z.optional(z.coerce.number().check(z.minimum(0), z.maximum(1_000_000))),
});

/** Spec §3 Delivery availability result: one entry of deliveryMethods. */
export const DeliveryMethod = z.object({
  deliveryLabel: z.string(),
  deliveryCharge: Money,
  /** A shipping method code of the site's country (spec §9). */
  deliveryMethod: z.string(),
  /** The store a same-day delivery leaves from. */
  collectionStore: z.optional(z.string()),
  isBulkyItem: z.boolean(),
  /** Spec §8 "Sorry but your product does not qualify for free freight" on a bulky item's freight. */
  message: z.optional(z.string()),
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
  suburb: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  state: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  quantity: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(999)), 1),
});

/** Spec §3 Delivery availability result, after normaliseDeliveryAvailability (fullBasket=true; §8 code 793). */
export const DeliveryAvailability = z.object({
  deliveryMethods: z.array(z.extend(DeliveryMethod, { fullBasket: z.literal(true) })),
  freightServiceErrorCode: z.int(),
  freightServiceMessage: z.string(),
});
export type DeliveryAvailability = z.infer<typeof DeliveryAvailability>;
