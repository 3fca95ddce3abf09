import { z } from 'zod/mini';
import { asTyped } from './as-typed';
import { ProductWire } from './products';
import { CountryCode, Latitude, Longitude, Money, Postcode, Sku } from './common';
import { DeliveryAvailability } from './stores';

/** Spec §3 Add-to-cart item: the body of POST /bff/cart/add. Quantities are bounded so no request can ask for a pallet. */
export const MAX_LINE_QUANTITY = 999;
export const AddToCartBody = z.object({
  sku: Sku,
  quantity: z.int().check(z.minimum(1), z.maximum(MAX_LINE_QUANTITY)),
  /** Where the add came from (a list, a carousel); kept on the line for analytics. */
  itemContainer: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
});
export type AddToCartBody = z.infer<typeof AddToCartBody>;

/** Spec §3 Cart line update item; quantity 0 removes the line. The body of PATCH /bff/cart/update is a list of them. */
export const CartLineUpdate = z.object({
  lineItemId: asTyped(z.string().check(z.trim(), z.minLength(1), z.maxLength(64)), 'id'),
  quantity: z.int().check(z.minimum(0), z.maximum(MAX_LINE_QUANTITY)),
  sku: Sku,
});
export const CartUpdateBody = z.array(CartLineUpdate).check(z.minLength(1), z.maxLength(100));
export type CartUpdateBody = z.infer<typeof CartUpdateBody>;

/** Spec §3 Cart lookup context, as the query of GET /bff/cart/details (§7). Every key is optional. */
export const CartDetailsQuery = z
  .object({
    longitude: z.optional(Longitude),
    latitude: z.optional(Latitude),
    country: z.optional(
      z.pipe(
        z.transform((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v)),
        CountryCode,
      ),
    ),
    postcode: z.optional(Postcode),
    address: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    suburb: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    state: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  })
  .check(
    z.refine((q) => (q.latitude === undefined) === (q.longitude === undefined), {
      message: 'latitude and longitude come together',
      path: ['latitude'],
    }),
  );
export type CartDetailsQuery = z.infer<typeof CartDetailsQuery>;

/** Our addition under /bff/cart (the checkout issue reuses the same service at /bff/checkout/discount). */
export const DiscountCodeBody = z.object({ discountCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)) });
export type DiscountCodeBody = z.infer<typeof DiscountCodeBody>;

/** Click-and-collect stock of a line at the shopper's store (from the storeKey header or the nearest store). */
export const LineCollection = z.object({
  storeKey: z.string(),
  storeName: z.string(),
  available: z.int().check(z.nonnegative()),
  /** Spec §8 CNC_NO_STOCK / CNC_INSUFFICIENT_STOCK when the store cannot cover the line. */
  code: z.optional(z.enum(['CNC_NO_STOCK', 'CNC_INSUFFICIENT_STOCK'])),
  message: z.optional(z.string()),
});

/** Spec §3 Line item; on our wire price.value is the LINE total and price.discounted.value the discounted line total. */
export const LineItem = z.object({
  id: z.string(),
  variant: z.object({ sku: z.string() }),
  name: z.string(),
  /** The product's slug, usable with /bff/products/listBySlugIds. */
  productId: z.string(),
  quantity: z.int().check(z.positive()),
  totalQuantity: z.int().check(z.positive()),
  price: z.object({ value: Money, discounted: z.optional(z.object({ value: Money })) }),
  itemContainer: z.string(),
  inStock: z.boolean(),
  brandName: z.string(),
  category1Name: z.optional(z.string()),
  category2Name: z.optional(z.string()),
  category3Name: z.optional(z.string()),
  item_status_tags: z.array(z.string()),
  imageUrl: z.string(),
  /** Units one order may hold; absent for no limit. */
  orderLimit: z.optional(z.int().check(z.positive())),
  /** Spec §8 cart-line message when stock fell below the quantity (or the limit is exceeded). */
  stockMessage: z.optional(z.string()),
  /** Spec §8 badges of the item (item status tags, "Out of stock"), then delivery messages when a postcode is known. */
  availabilityMessages: z.array(z.string()),
  /** Delivery availability of the line at the context's postcode (GET /bff/cart/details only). */
  delivery: z.optional(DeliveryAvailability),
  /** Click-and-collect at the context's store (GET /bff/cart/details only). */
  collection: z.optional(LineCollection),
});
export type LineItem = z.infer<typeof LineItem>;

/** Spec §3 Cart and our totals: all money in integer cents of the site's currency, GST-inclusive, computed on the server. */
export const Cart = z.object({
  /** Absent until the first add creates the cart. */
  id: z.optional(z.string()),
  lineItems: z.array(LineItem),
  /** Sum of the line totals before any code. */
  subtotal: Money,
  /** What the discount code takes off. */
  discount: Money,
  /** subtotal - discount: what the shopper pays for the goods (delivery is priced at checkout). */
  totalPrice: Money,
  /** The GST part of totalPrice (AU 10 %, NZ 15 % of a GST-inclusive amount). */
  gst: Money,
  isDiscountCode: z.boolean(),
  discountCode: z.nullable(z.string()),
  /** False when a code is held but the cart is under its minimum spend. */
  discountApplies: z.boolean(),
  frozen: z.boolean(),
  totalQuantity: z.int().check(z.nonnegative()),
});
export type Cart = z.infer<typeof Cart>;

/** A product as the upsell carousel shows it: the §3 Product listing fields, as every list sends them. */
export const UpsellProduct = ProductWire;

/** Spec §3 Upsell response; an empty list means no upsell (§7). */
export const UpsellResponse = z.object({ title: z.string(), upsellProducts: z.array(UpsellProduct) });
export type UpsellResponse = z.infer<typeof UpsellResponse>;
