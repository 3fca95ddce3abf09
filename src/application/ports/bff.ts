import type { AddToCartItem, CartLineUpdateItem, CartLookupContext } from '../../domain/cart';
import type { BnplOrder, CheckoutStep, DeliveryType, PaymentSessionCall } from '../../domain/checkout';
import type { Store } from '../../domain/catalog';
import type { NormalisedDeliveryAvailability } from '../../domain/delivery';
import type { Result } from '../../domain/shared';
import type { CountryCode } from '../../domain/site';
import type { ApiError } from './api-error';
import type {
  AddressSuggestion,
  CartSummary,
  ContentPage,
  EmailCheckResult,
  IssuedToken,
  NearestPlace,
  Place,
  ProductDetail,
  ProductPage,
  Project,
  ProjectCartAnswer,
  ProjectPage,
  ProjectSearch,
  SearchPage,
  SearchSuggestions,
  SignedIn,
  UpsellOffer,
  VerifiedAddress,
} from './bff-payloads';
import type {
  CheckoutAddress,
  CheckoutDetails,
  ContactDetails,
  GiftCardBalance,
  GiftCardRequest,
  Order,
  OrdersPage,
  PaymentSessionAnswer,
  PlacedOrderNumber,
  QuickPayAnswer,
  Redemption,
  ReorderAnswer,
  ReturnRequest,
} from './bff-checkout-payloads';
import type { AccountDetailsPayload, AddressInput, CustomerUpdate, EmailSubscription, LoyaltyPoints, PreferencesInput } from './bff-account-payloads';
import type { AccountGiftCards, PaymentMethods, WalletProvider } from './bff-wallet-payloads';
import type { BookmarkEntry, BookmarkRequest, HeldList, ListDetails, ListToCart, NewListProduct, ProjectLists } from './bff-lists-payloads';
import type { Competition, CompetitionEntry, EntryInput, Workshop, WorkshopBooking, WorkshopsNear } from './bff-makerhub-payloads';
import type { SignInBody, SignUpBody } from '../../../contract/auth';
import type { SubscribeBody, SubscribeResponse } from '../../../contract/products';
import type {
  BnplSessionResponse,
  CartSummaryResponse,
  PaySecretBody,
  PaySecretResponse,
  QuickPayBody,
  SaveCardBody,
  SaveCardResponse,
} from '../../../contract/checkout';
import type { AddPaymentMethodBody, RegisterCardResponse, UpdatePaymentMethodBody } from '../../../contract/wallet';
import type { ListsResponse } from '../../../contract/lists';
import type { BookingResponse } from '../../../contract/makerhub';

export type * from './bff-payloads';
export type * from './bff-wallet-payloads';
export type * from './bff-lists-payloads';
export type * from './bff-makerhub-payloads';
export type * from './bff-checkout-payloads';
export type * from './bff-account-payloads';

type QueryValue = string | number | boolean | null | undefined;
/** Spec §7: a query is appended as a query string, built from a raw string or from an object (arrays repeat the key). */
export type Query = string | Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

export type BffResult<T> = Promise<Result<T, ApiError>>;

/** Every call may be cancelled; a cancelled call ends with "Operation canceled by the user." (spec §8). */
export interface CallOptions {
  readonly signal?: AbortSignal;
  /**
   * Told why the call failed. The cart and product-list calls give their caller nothing on error
   * (spec §7); a page that must tell an outage from a missing thing learns the error here.
   */
  readonly onError?: (error: ApiError) => void;
}

export interface NearestStoresOptions extends CallOptions {
  readonly sku?: string;
  readonly canClickAndCollect?: boolean;
  /** Spec §7: the nearest-store lookup uses 1. */
  readonly limit?: number;
}

/** Spec §7 sign-in's body; the bot check's token, when the server asks for one, goes in the call's options. */
export type Credentials = Pick<SignInBody, 'email' | 'password'>;

/** A call the server may ask to pass the bot check first (a 428): sent again with the solved token. */
export interface BotCheckedCall extends CallOptions {
  readonly botCheckToken?: string;
}

export type SignUp = Omit<SignUpBody, 'botCheckToken'>;

/**
 * Spec §7: the backend-for-frontend at `{host}/api/bff`. The cart and product-list calls give
 * nothing (undefined) on error; every other call gives a value or an error.
 */
export interface Bff {
  readonly content: {
    page(query: Query, options?: CallOptions): BffResult<ContentPage>;
  };
  readonly cart: {
    add(item: AddToCartItem, options?: CallOptions): Promise<CartSummary | undefined>;
    update(items: readonly CartLineUpdateItem[], options?: CallOptions): Promise<CartSummary | undefined>;
    details(context: CartLookupContext, options?: CallOptions): Promise<CartSummary | undefined>;
    freeze(options?: CallOptions): Promise<CartSummary | undefined>;
    /** Spec §7: no output read. */
    unFreeze(options?: CallOptions): Promise<void>;
    upsell(options?: CallOptions): BffResult<UpsellOffer>;
    /** Our discount calls under /bff/cart: the shopper must see why a code was refused, so they give a result. */
    applyDiscount(discountCode: string, options?: CallOptions): BffResult<CartSummary>;
    removeDiscount(options?: CallOptions): BffResult<CartSummary>;
  };
  readonly products: {
    list(query: Query, options?: CallOptions): Promise<ProductPage | undefined>;
    /** GET /bff/products/list with type=article: the article list answers with projects. */
    articles(query: Query, options?: CallOptions): Promise<ProjectPage | undefined>;
    listBySlugIds(productIds: readonly string[], options?: CallOptions): BffResult<readonly ProductDetail[]>;
    search(term: string, query?: Query, options?: CallOptions): BffResult<SearchPage>;
    /** GET /bff/products/suggest?q=&limit= (ours): the search box's suggestions; `limit` products (5 unless given). */
    suggest(term: string, limit?: number, options?: CallOptions): BffResult<SearchSuggestions>;
    subscribe(request: SubscribeBody, options?: CallOptions): BffResult<SubscribeResponse>;
  };
  readonly projects: {
    list(query: Query, options?: CallOptions): BffResult<ProjectPage>;
    makerHubBladeProjects(query: Query, options?: CallOptions): BffResult<readonly Project[]>;
    /** GET /bff/projects/search?q=&limit= (ours): the site's articles, projects and workshops matching the words. */
    search(term: string, limit?: number, options?: CallOptions): BffResult<ProjectSearch>;
  };
  /** Our Makerhub call: a project's whole parts list into the cart in one request (409 when the cart is frozen). */
  readonly projectParts: {
    addProjectToCart(projectId: string, options?: CallOptions): BffResult<ProjectCartAnswer>;
  };
  readonly stores: {
    nearest(position: { readonly latitude: number; readonly longitude: number }, options?: NearestStoresOptions): BffResult<readonly Store[]>;
    byKey(storeKey: string, sku?: string, options?: CallOptions): BffResult<readonly Store[]>;
    postcodeSearch(postcode: string, country?: CountryCode, options?: CallOptions): BffResult<readonly Place[]>;
    /** "Use my location" (ours: GET /bff/stores/nearest-postcode): the site's nearest delivery postcode; 404 when none is near. */
    nearestPostcode(position: { readonly latitude: number; readonly longitude: number }, options?: CallOptions): BffResult<NearestPlace>;
    /** The delivery-to-postcode availability check (method and path are ours: GET /bff/stores/delivery/{postcode}). */
    deliveryAvailability(
      postcode: string,
      query: { readonly sku: string; readonly suburb?: string; readonly state?: string; readonly quantity?: number },
      options?: CallOptions,
    ): BffResult<NormalisedDeliveryAvailability>;
  };
  readonly addressFinder: {
    suggest(text: string, options?: CallOptions): BffResult<readonly AddressSuggestion[]>;
    verify(text: string, options?: CallOptions): BffResult<VerifiedAddress>;
  };
  readonly auth: {
    accessToken(options?: CallOptions): BffResult<IssuedToken>;
    refreshToken(refreshToken: string, options?: CallOptions): BffResult<IssuedToken>;
    signIn(credentials: Credentials, options?: CallOptions): BffResult<SignedIn>;
    signUp(details: SignUp, options?: BotCheckedCall): BffResult<IssuedToken>;
    forgotPassword(email: string, options?: CallOptions): BffResult<void>;
    resetPassword(token: string, password: string, options?: CallOptions): BffResult<void>;
    checkCustomerExists(email: string, options?: BotCheckedCall): BffResult<boolean>;
    isDisabled(options?: CallOptions): BffResult<boolean>;
  };
  readonly account: {
    /** POST /bff/users/deep-email-ckecker (spelt so). */
    deepEmailCheck(email: string, options?: CallOptions): BffResult<EmailCheckResult>;
  };
  /** Spec §7 Account, the signed-in customer's own: loaded with the first of them. */
  readonly customer: {
    details(options?: CallOptions): BffResult<AccountDetailsPayload>;
    update(update: CustomerUpdate, options?: CallOptions): BffResult<AccountDetailsPayload>;
    changePassword(oldPassword: string, newPassword: string, options?: CallOptions): BffResult<void>;
    addAddress(address: AddressInput, options?: CallOptions): BffResult<AccountDetailsPayload>;
    updateAddress(id: string, address: AddressInput, options?: CallOptions): BffResult<AccountDetailsPayload>;
    deleteAddress(id: string, options?: CallOptions): BffResult<AccountDetailsPayload>;
    savePreferences(preferences: PreferencesInput, options?: CallOptions): BffResult<AccountDetailsPayload>;
    emailSubscriptions(options?: CallOptions): BffResult<readonly EmailSubscription[]>;
    saveEmailSubscriptions(changes: Readonly<Record<string, boolean>>, options?: CallOptions): BffResult<readonly EmailSubscription[]>;
    deactivate(options?: CallOptions): BffResult<void>;
    loyaltyPoints(options?: CallOptions): BffResult<LoyaltyPoints>;
    /** The order's tax invoice, as PDF bytes. */
    printInvoice(orderNumber: string, options?: CallOptions): BffResult<Uint8Array>;
  };
  /** Wire design of issue 5: the checkout calls of spec §7 Checkout. */
  readonly checkout: {
    details(step: CheckoutStep, options?: CallOptions): BffResult<CheckoutDetails>;
    saveContactDetails(details: ContactDetails, options?: CallOptions): BffResult<CheckoutDetails>;
    saveBillingAddress(address: CheckoutAddress, options?: CallOptions): BffResult<CheckoutDetails>;
    /** storeKey for click-and-collect; the server falls back to the storeKey header. */
    changeDeliveryType(type: DeliveryType, storeKey?: string, options?: CallOptions): BffResult<CheckoutDetails>;
    selectShippingMethod(deliveryCode: string, options?: CallOptions): BffResult<CheckoutDetails>;
    updateCart(items: readonly CartLineUpdateItem[], options?: CallOptions): BffResult<CartSummaryResponse>;
    addInsurance(options?: CallOptions): BffResult<CheckoutDetails>;
    removeInsurance(options?: CallOptions): BffResult<CheckoutDetails>;
    applyDiscount(discountCode: string, options?: CallOptions): BffResult<CheckoutDetails>;
    removeDiscount(options?: CallOptions): BffResult<CheckoutDetails>;
    applyCoupon(amount: number, options?: CallOptions): BffResult<CheckoutDetails>;
    removeCoupon(options?: CallOptions): BffResult<CheckoutDetails>;
    /** Freezes the cart and starts a payment attempt (domain paymentSessionCall gives the query and body). */
    paymentSession(call: PaymentSessionCall, options?: CallOptions): BffResult<PaymentSessionAnswer>;
    giftCardBalance(card: GiftCardRequest, options?: CallOptions): BffResult<GiftCardBalance>;
    redeemGiftCard(card: GiftCardRequest, options?: CallOptions): BffResult<Redemption>;
    applyCredit(options?: CallOptions): BffResult<Redemption>;
    paySecret(body: PaySecretBody, options?: CallOptions): BffResult<PaySecretResponse>;
    quickPay(body: QuickPayBody, options?: CallOptions): BffResult<QuickPayAnswer>;
    saveCard(body: SaveCardBody, options?: CallOptions): BffResult<SaveCardResponse>;
    bnplSession(options?: CallOptions): BffResult<BnplSessionResponse>;
  };
  /** Spec §7 Orders. */
  readonly orders: {
    place(paymentSession: string, options?: CallOptions): BffResult<PlacedOrderNumber>;
    placeBnpl(order: BnplOrder, options?: CallOptions): BffResult<PlacedOrderNumber>;
    /** GET /bff/checkout/order/{reference}: 423 while the payment settles (the error keeps status and body). */
    lookup(providerReference: string, redirectResult?: string, options?: CallOptions): BffResult<PlacedOrderNumber>;
    list(query: { readonly orderNumber?: string; readonly page?: number; readonly status?: string }, options?: CallOptions): BffResult<OrdersPage>;
    requestReturn(orderNumber: string, request: ReturnRequest, options?: CallOptions): BffResult<Order>;
    reorder(orderNumber: string, options?: CallOptions): BffResult<ReorderAnswer>;
  };
  /** Spec §7 Account: saved payment methods and gift cards on the account; every call answers the whole list. */
  readonly wallet: {
    paymentMethods(options?: CallOptions): BffResult<PaymentMethods>;
    /** Opens the provider's card page in "register a card" mode; it sends the shopper back to returnPath?payId=…. */
    registerCard(provider: WalletProvider, returnPath: string, options?: CallOptions): BffResult<RegisterCardResponse>;
    addPaymentMethod(body: AddPaymentMethodBody, options?: CallOptions): BffResult<PaymentMethods>;
    updatePaymentMethod(refId: string, body: UpdatePaymentMethodBody, options?: CallOptions): BffResult<PaymentMethods>;
    deletePaymentMethod(refId: string, options?: CallOptions): BffResult<PaymentMethods>;
    /** DELETE /bff/account/{card-provider}-payment-method/{id} */
    deleteProviderPaymentMethod(provider: WalletProvider, refId: string, options?: CallOptions): BffResult<PaymentMethods>;
    /** PUT /bff/account/{card-provider}-payment-method/set-default/{id} */
    setDefaultPaymentMethod(provider: WalletProvider, refId: string, options?: CallOptions): BffResult<PaymentMethods>;
    giftCards(options?: CallOptions): BffResult<AccountGiftCards>;
    addGiftCard(card: GiftCardRequest, options?: CallOptions): BffResult<AccountGiftCards>;
    removeGiftCard(id: string, options?: CallOptions): BffResult<AccountGiftCards>;
    /** POST /bff/checkout/giftcard/redeem-account: a card kept on the account, without its PIN again. */
    redeemAtCheckout(accountGiftCardId: string, options?: CallOptions): BffResult<Redemption>;
  };
  /** Spec §7 Lists: the signed-in customer's shopping lists, project lists and project bookmarks (product ids are skus). */
  readonly lists: {
    /** GET /bff/lists/list?productIds=a,b: every list, with which of the ids each holds. */
    lists(productIds?: readonly string[], options?: CallOptions): BffResult<ListsResponse>;
    details(id: string, options?: CallOptions): BffResult<ListDetails>;
    /** POST /bff/lists/list/{id} (a project list: /bff/lists/projects/{id}). */
    addProducts(id: string, productIds: readonly string[], options?: CallOptions & { readonly projectList?: boolean }): BffResult<HeldList>;
    removeProducts(id: string, productIds: readonly string[], options?: CallOptions): BffResult<HeldList>;
    setCount(id: string, productIds: readonly string[], count: number, options?: CallOptions): BffResult<HeldList>;
    rename(id: string, name: string, options?: CallOptions): BffResult<HeldList>;
    duplicate(id: string, options?: CallOptions): BffResult<HeldList>;
    remove(id: string, options?: CallOptions): BffResult<{ readonly deleted: string }>;
    create(name: string, products: readonly NewListProduct[], options?: CallOptions): BffResult<HeldList>;
    addToCart(id: string, options?: CallOptions): BffResult<ListToCart>;
    /** GET /bff/lists/projects?productIds=: the project lists and the bookmarks. */
    projectLists(productIds?: readonly string[], options?: CallOptions): BffResult<ProjectLists>;
    createProjectList(name: string, productIds: readonly string[], options?: CallOptions): BffResult<HeldList>;
    bookmarkProject(bookmark: BookmarkRequest, options?: CallOptions): BffResult<{ readonly bookmarks: readonly BookmarkEntry[] }>;
    /** DELETE /bff/lists/bookmark-project/{projectId} (ours). */
    removeBookmark(projectId: string, options?: CallOptions): BffResult<{ readonly bookmarks: readonly BookmarkEntry[] }>;
  };
  /** Makerhub workshops and competitions (ours, under /bff/makerhub): reads for all, the rest a signed-in customer's. */
  readonly makerhub: {
    workshops(options?: CallOptions): BffResult<readonly Workshop[]>;
    workshop(slug: string, options?: CallOptions): BffResult<Workshop>;
    /** GET /bff/makerhub/workshops/near?storeKey=&limit= (ours): the next sessions nearest the store. */
    workshopsNear(storeKey: string | null, limit: number, options?: CallOptions): BffResult<WorkshopsNear>;
    book(sessionId: string, options?: CallOptions): BffResult<BookingResponse>;
    cancelBooking(bookingId: string, options?: CallOptions): BffResult<readonly WorkshopBooking[]>;
    myBookings(options?: CallOptions): BffResult<readonly WorkshopBooking[]>;
    competitions(options?: CallOptions): BffResult<readonly Competition[]>;
    enter(slug: string, entry: EntryInput, options?: CallOptions): BffResult<CompetitionEntry>;
    communityEntries(limit: number, options?: CallOptions): BffResult<readonly CompetitionEntry[]>;
  };
}
