import type { Facets, ProjectWire } from '../../../contract/products';

/**
 * What the BFF answers, as the application reads it: the contract's own types (each answer is parsed
 * with the schema named here), under the names the application uses.
 */

/** Spec §3 Product as every list sends it. */
export type { ProductWire as ProductListing, ProductDetailWire as ProductDetail } from '../../../contract/products';
export type { FacetValue, ProductPage, SearchPage, SearchSuggestions, ProjectPage } from '../../../contract/products';
/** One spec name the shopper may filter by, with its values. */
export type AttributeFacet = Facets['attributes'][number];

export type { ProjectWire as Project, ProjectStepWire as ProjectStep } from '../../../contract/products';
export type ProjectPart = ProjectWire['parts'][number];
/** POST /bff/projects/{id}/add-to-cart: the cart, what went in, what did not and why, and substitutes for those. */
export type { AddProjectToCartResponse as ProjectCartAnswer } from '../../../contract/project-parts';
export type { ProjectHit, ProjectSearch } from '../../../contract/project-search';

export type { UpsellResponse as UpsellOffer } from '../../../contract/cart';
/** Spec §3 Line item with the stock and delivery facts the server adds; spec §3 Cart with its totals (integer cents, GST-inclusive). */
export type { LineItem as CartLine, Cart as CartSummary } from '../../../contract/cart';

/** Spec §7 Content pages: dehydratedState[0] prefills the page's cached data. */
export type { PageResponse as ContentPage } from '../../../contract/content';

export type { NearestPlace, Place } from '../../../contract/stores';
export type { AddressSuggestion, VerifiedAddress } from '../../../contract/addressfinder';

/** Spec §7 Authentication: the token object; sign-in adds where to go next. */
export type { TokenObject as IssuedToken, SignInResponse as SignedIn, EmailCheckResult } from '../../../contract/auth';
