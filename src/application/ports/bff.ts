import type { AddToCartItem, Cart, CartLineUpdateItem, CartLookupContext } from '../../domain/cart';
import type { Category, Product, Store, UpsellResponse } from '../../domain/catalog';
import type { CheckoutDetails } from '../../domain/checkout';
import type { DeliveryAvailability } from '../../domain/delivery';
import type { CustomerList, ProjectBookmark } from '../../domain/lists';
import type { Money } from '../../domain/money';
import type { CountryCode } from '../../domain/site';
import type { SessionToken } from '../../domain/session';
import type { Result } from '../../domain/shared';
import type { ApiError } from './api-error';

/** Spec §7: a query is appended as a query string, built from a raw string or from an object. */
export type Query = string | Readonly<Record<string, string | number | boolean | null | undefined>>;

export type BffResult<T> = Promise<Result<T, ApiError>>;

/** A page of products (also used for article lists) with the facets the search offers. */
export interface ProductPage {
  readonly products: readonly Product[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly facets?: ReadonlyArray<{ readonly name: string; readonly values: ReadonlyArray<{ readonly value: string; readonly count: number }> }>;
  readonly queryId?: string;
}

/** Spec §7 Content pages: `data.dehydratedState[0]` holds the key and data that prefill the page. */
export interface ContentPage {
  readonly pageType: string;
  readonly title: string;
  readonly data: { readonly dehydratedState: ReadonlyArray<{ readonly key: readonly unknown[]; readonly data: unknown }> };
  readonly categories?: readonly Category[];
}

export interface AddressSuggestion {
  readonly id: string;
  readonly label: string;
}

export interface VerifiedAddress {
  readonly addressLine1: string;
  readonly city: string;
  readonly state?: string;
  readonly postalCode: string;
  readonly country: CountryCode;
}

/**
 * Spec §7: the backend-for-frontend at `{host}/api/bff`. The cart and product-list calls give
 * nothing on error; every other call gives a value or an error.
 */
export interface Bff {
  readonly content: {
    page(query: Query): BffResult<ContentPage>;
  };
  readonly cart: {
    add(item: AddToCartItem): Promise<Cart | undefined>;
    update(items: readonly CartLineUpdateItem[]): Promise<Cart | undefined>;
    details(context: CartLookupContext): Promise<Cart | undefined>;
    freeze(): Promise<Cart | undefined>;
    unFreeze(): Promise<void>;
    upsell(): BffResult<UpsellResponse>;
  };
  readonly products: {
    list(query: Query): Promise<ProductPage | undefined>;
    listBySlugIds(productIds: readonly string[]): BffResult<readonly Product[]>;
    search(term: string, query?: Query): BffResult<ProductPage>;
    subscribe(productCode: string, email: string, botCheckToken: string): BffResult<void>;
  };
  readonly stores: {
    nearest(position: { latitude: number; longitude: number }, options?: { sku?: string; canClickAndCollect?: boolean; limit?: number }): BffResult<readonly Store[]>;
    byKey(storeKey: string, sku?: string): BffResult<readonly Store[]>;
    postcodeSearch(postcode: string, country?: CountryCode): BffResult<ReadonlyArray<{ postcode: string; locality: string; state?: string }>>;
    shippingMethods(postcode: string, sku: string, productPrice: Money): BffResult<DeliveryAvailability>;
    deliveryAvailability(postcode: string, sku: string, suburb: string, state?: string): BffResult<DeliveryAvailability>;
  };
  readonly addressFinder: {
    suggest(text: string): BffResult<readonly AddressSuggestion[]>;
    verify(text: string): BffResult<VerifiedAddress>;
  };
  readonly checkout: {
    details(step: number): BffResult<CheckoutDetails>;
  };
  readonly lists: {
    list(productIds: readonly string[]): BffResult<readonly CustomerList[]>;
    bookmarkProject(bookmark: ProjectBookmark): BffResult<void>;
  };
  readonly auth: {
    accessToken(): BffResult<SessionToken>;
    refreshToken(refreshToken: string): BffResult<SessionToken>;
  };
}
