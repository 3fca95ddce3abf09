import type { Money } from '../money';
import type { Sku } from '../shared';
import type { CountryCode } from '../site';

/**
 * Spec §3 Line item. On our wire `price.value` is the LINE total and `price.discounted.value` the
 * discounted line total; the unit price is derived (see totals.ts).
 */
export interface LineItem {
  /** The id the server gives the line; Spec §3 Cart line update item refers to it as lineItemId. */
  readonly id: string;
  readonly variant: { readonly sku: Sku };
  readonly name: string;
  readonly productId: string;
  readonly quantity: number;
  readonly totalQuantity: number;
  readonly price: { readonly value: Money; readonly discounted?: { readonly value: Money } };
  // Spec §3: analytics and search-insights fields the server may attach.
  readonly queryId?: string;
  readonly itemContainer?: string;
  readonly inStock?: boolean;
  readonly brandName?: string;
  readonly category1Name?: string;
  readonly category2Name?: string;
  readonly category3Name?: string;
  readonly category4Name?: string;
  readonly category5Name?: string;
  readonly item_status_tags?: readonly string[];
  readonly listId?: string;
  readonly listName?: string;
}

/** Spec §3 Cart. */
export interface Cart {
  readonly id?: string;
  readonly lineItems: readonly LineItem[];
  readonly totalPrice: Money;
  readonly isDiscountCode: boolean;
}

/** Spec §3 Cart line update item: the body items of PATCH /bff/checkout/update-cart. */
export interface CartLineUpdateItem {
  readonly lineItemId: string;
  readonly quantity: number;
  readonly sku: Sku;
}

/** Spec §3 Add-to-cart item: the body of POST /bff/cart/add. */
export interface AddToCartItem {
  readonly sku: Sku;
  readonly quantity: number;
  readonly itemContainer: string;
}

/** Spec §3 Cart lookup context: where the shopper is, so the server can price delivery and stock. */
export interface CartLookupContext {
  readonly position?: { readonly latitude: number; readonly longitude: number };
  readonly location?: {
    readonly country?: CountryCode;
    readonly postcode?: string;
    readonly address?: string;
    readonly suburb?: string;
    readonly state?: string;
  };
}

export type CartDetailsQueryKey = 'longitude' | 'latitude' | 'country' | 'postcode' | 'address' | 'suburb' | 'state';

/**
 * Spec §7 Cart: the query of GET /bff/cart/details. Keys come in the spec's order; a value the
 * context lacks (or a coordinate that is not a finite number) is left out rather than sent empty.
 */
export function cartDetailsQuery(context: CartLookupContext): Partial<Record<CartDetailsQueryKey, string>> {
  const { position, location } = context;
  const entries: Array<[CartDetailsQueryKey, string | number | undefined]> = [
    ['longitude', position?.longitude],
    ['latitude', position?.latitude],
    ['country', location?.country],
    ['postcode', location?.postcode?.trim()],
    ['address', location?.address?.trim()],
    ['suburb', location?.suburb?.trim()],
    ['state', location?.state?.trim()],
  ];
  const query: Partial<Record<CartDetailsQueryKey, string>> = {};
  for (const [key, value] of entries) {
    if (typeof value === 'number' ? Number.isFinite(value) : value) query[key] = String(value);
  }
  return query;
}
