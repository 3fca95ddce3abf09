import type { Cart, LineItem } from '../../domain/cart';
import type { Category, Product } from '../../domain/catalog';
import type { DeliveryMethod, NormalisedDeliveryAvailability } from '../../domain/delivery';
import type { Money } from '../../domain/money';
import type { SessionToken } from '../../domain/session';
import type { CountryCode } from '../../domain/site';

/**
 * What the BFF answers, as the application reads it. The wire (contract/) is richer than the domain
 * types in places, so these widen them; the adapter's parsed values must be assignable to them.
 */

/** Spec §3 Product as every list sends it; the wire spells contentType as free text. */
export interface ProductListing extends Omit<Product, 'contentType'> {
  readonly slug: string;
  readonly price: { readonly value: Money };
  /** The final price in dollars, as analytics wants it. */
  readonly productPrice: number;
  readonly contentType: string;
}

export interface ProductDetail extends ProductListing {
  readonly description: string;
  readonly specs: Readonly<Record<string, string>>;
  readonly orderLimit: number | null;
  /** Its pictures, the listing's imageUrl first; a payload without them shows that one. */
  readonly imageUrls?: readonly string[];
}

export interface FacetValue {
  readonly value: string;
  readonly label: string;
  readonly count: number;
}

/** One spec name the shopper may filter by, with its values. */
export interface AttributeFacet {
  readonly name: string;
  readonly values: readonly FacetValue[];
}

export interface ProductPage {
  readonly products: readonly ProductListing[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly facets: Readonly<Record<'category' | 'brand' | 'priceBand' | 'inStock', readonly FacetValue[]>> & {
    /** Facets on the products' specs, when the matches share them. */
    readonly attributes: readonly AttributeFacet[];
  };
}

/** Spec §4 Search query id: queryId and index go back with the search-insights events. */
export interface SearchPage extends ProductPage {
  readonly queryId: string;
  readonly q: string;
  readonly index: string;
  readonly capped: boolean;
  /** The product page to go straight to: the query was exactly one product's sku or product code. */
  readonly redirect?: string;
  /** The words as searched after correcting those no product has ("arudino" → "arduino"). */
  readonly corrected?: string;
  /** No product matched every word: the words left out and the words the products match ("hall effect"; "sensor"). */
  readonly partial?: { readonly unmatched: string; readonly matched: string };
}

/** GET /bff/products/suggest (ours): what the header search box suggests for the words typed so far. */
export interface SearchSuggestions {
  readonly q: string;
  /** The queryId of the product search behind the suggestions: a picked product's click reports it. */
  readonly queryId: string;
  readonly index: string;
  readonly products: readonly ProductListing[];
  readonly categories: ReadonlyArray<{ readonly slug: string; readonly name: string; readonly count: number }>;
  readonly content: readonly ProjectHit[];
}

export interface Project extends ProjectHit {
  readonly products: readonly ProductListing[];
  /** How long a build takes ("3 hours"); empty for articles and workshops. */
  readonly timeRequired: string;
  /** A project's build steps, an article's sections; each with its picture. */
  readonly steps: readonly ProjectStep[];
  /** A project's parts list: products of the site with the units the build uses. */
  readonly parts: readonly ProjectPart[];
}

export interface ProjectStep {
  readonly title: string;
  readonly body: string;
  readonly imageUrl: string;
}

export interface ProjectPart {
  readonly product: ProductListing;
  readonly quantity: number;
}

/** POST /bff/projects/{id}/add-to-cart: the cart, what went in, what did not and why, and substitutes for those. */
export interface ProjectCartAnswer {
  readonly cart: CartSummary;
  readonly added: ReadonlyArray<{ readonly sku: string; readonly quantity: number }>;
  readonly skipped: ReadonlyArray<{ readonly sku: string; readonly name: string; readonly reason: string; readonly added: number; readonly wanted: number }>;
  readonly substitutes: ReadonlyArray<{ readonly forSku: string; readonly products: readonly ProductListing[] }>;
}

/** A Makerhub article, project or workshop the site search found: what a link to it shows. */
export interface ProjectHit {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly kind: string;
  readonly difficulty: string;
  readonly publishedAt: string;
  readonly url: string;
  readonly imageUrl: string | null;
}

/** The site's own Makerhub content matching a search: the best few and how many there are in all. */
export interface ProjectSearch {
  readonly q: string;
  readonly total: number;
  readonly projects: readonly ProjectHit[];
}

export interface ProjectPage {
  readonly projects: readonly Project[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

export interface UpsellOffer {
  readonly title: string;
  readonly upsellProducts: readonly ProductListing[];
}

/** Spec §3 Line item with the stock and delivery facts the server adds. */
export interface CartLine extends LineItem {
  readonly itemContainer: string;
  readonly inStock: boolean;
  readonly imageUrl: string;
  readonly orderLimit?: number;
  readonly stockMessage?: string;
  readonly availabilityMessages: readonly string[];
  readonly delivery?: NormalisedDeliveryAvailability;
  readonly collection?: {
    readonly storeKey: string;
    readonly storeName: string;
    readonly available: number;
    readonly code?: 'CNC_NO_STOCK' | 'CNC_INSUFFICIENT_STOCK';
    readonly message?: string;
  };
}

/** Spec §3 Cart with the totals the server computes (integer cents, GST-inclusive). */
export interface CartSummary extends Cart {
  readonly lineItems: readonly CartLine[];
  readonly subtotal: Money;
  readonly discount: Money;
  readonly gst: Money;
  readonly discountCode: string | null;
  readonly discountApplies: boolean;
  readonly frozen: boolean;
  readonly totalQuantity: number;
}

/** Spec §7 Content pages: dehydratedState[0] prefills the page's cached data. */
export interface ContentPage {
  readonly pageType: string;
  readonly title: string;
  readonly path: string;
  readonly categories: ReadonlyArray<Category & { readonly slug: string }>;
  readonly data: {
    readonly blocks: readonly unknown[];
    readonly dehydratedState: ReadonlyArray<{ readonly key: readonly unknown[]; readonly data: unknown }>;
  };
}

export interface Place {
  readonly postcode: string;
  readonly locality: string;
  readonly state: string;
  readonly latitude: number;
  readonly longitude: number;
}

export interface ShippingMethods {
  readonly postcode: string;
  readonly locality: string;
  readonly state: string;
  readonly zone: 'metro' | 'regional' | 'remote';
  readonly shippingMethods: ReadonlyArray<DeliveryMethod & { readonly message?: string }>;
}

export interface AddressSuggestion {
  readonly id: string;
  readonly label: string;
}

export interface VerifiedAddress {
  readonly addressLine1: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly country: CountryCode;
}

/** Spec §7 Authentication: the token object; sign-in adds where to go next. */
export type IssuedToken = SessionToken & { readonly anonymousId: string };
export type SignedIn = IssuedToken & { readonly redirectUrl: string };

/** Spec §3 Email check result. */
export interface EmailCheckResult {
  readonly isEmailValid: boolean;
  readonly message?: string;
}
