import type { ApiError } from '../../application/ports/api-error';
import type { Bff, Place, ProductDetail, ProductPage, ProjectHit, VerifiedAddress } from '../../application/ports/bff';
import { type Store, distanceKm } from '../../domain/catalog';
import { type DeliveryAvailability, type DeliveryMethod, normaliseDeliveryAvailability } from '../../domain/delivery';
import { type CurrencyCode, GST_PERCENT, money } from '../../domain/money';
import { type Result, err, ok } from '../../domain/shared';
import { statusMessage } from '../../../kernel/http-status';
import { type CountryCode, SITES, type SiteCode, shippingCode } from '../../domain/site';
import { MemoryCart, listing } from './memory-bff-cart';
import { MemoryCheckout, type MemoryCustomer } from './memory-bff-checkout';
import { MemoryCustomerAccount } from './memory-bff-customer';
import { MemoryProjectParts, type MemoryProject } from './memory-bff-project-parts';
import { MemoryOrders } from './memory-bff-orders';
import { MemoryWallet } from './memory-bff-wallet';
import { MemoryLists } from './memory-bff-lists';
import { MEMORY_PROJECTS, searchMemoryProjects } from './memory-bff-projects';
import { MemoryMakerhub } from './memory-bff-makerhub';
import { MemorySuggestions } from './memory-bff-suggest';
import { MEMORY_DISCOUNTS, MEMORY_PLACES, MEMORY_PRODUCTS, MEMORY_STORES, type MemoryDiscount, type MemoryProduct } from './memory-bff-data';

export type { MemoryDiscount, MemoryProduct } from './memory-bff-data';

export interface MemoryBffOptions {
  readonly site?: SiteCode;
  readonly products?: readonly MemoryProduct[];
  readonly stores?: readonly Store[];
  readonly places?: readonly Place[];
  readonly discounts?: readonly MemoryDiscount[];
  /** The site's Makerhub articles, projects and workshops the content search finds. */
  readonly projects?: readonly ProjectHit[];
  /** A signed-in customer's credit and coupons; a guest when absent. */
  readonly customer?: MemoryCustomer;
  /** Makerhub projects whose parts "Add all to cart" adds. */
  readonly projectParts?: readonly MemoryProject[];
}

export interface StoreLookup {
  readonly latitude: number;
  readonly longitude: number;
  readonly limit?: number;
  readonly sku?: string;
}

const apiError = (status: number, message: string): ApiError => ({ status, message });

/** How the catalog reads fail while a test has the shop fail: no answer at all, or an HTTP status. */
export type MemoryOutage = 'network' | number;

const outageError = (outage: MemoryOutage): ApiError =>
  outage === 'network' ? { status: 0, message: 'Failed to fetch' } : { status: outage, message: statusMessage(outage) };
const unavailable = async (what: string): Promise<Result<never, ApiError>> => err(apiError(501, `${what} is not available in the in-memory BFF`));

/**
 * The backend-for-frontend in memory, for tests and demos without a server: a small catalog, one shopper's
 * cart, stores and delivery places, following the server's rules rather than canned answers. Calls outside
 * the cart, catalog and stores answer 501.
 */
export class MemoryBff implements Bff {
  readonly cartStore: MemoryCart;
  /** Every nearest-store lookup, so a test can see what was asked. */
  readonly storeLookups: StoreLookup[] = [];
  private readonly catalog: Map<string, MemoryProduct>;
  private readonly storeList: readonly Store[];
  private readonly places: readonly Place[];
  private readonly projectHits: readonly ProjectHit[];
  private readonly country: CountryCode;
  private readonly currency: CurrencyCode;
  private outage: MemoryOutage | null = null;

  /** Makes the content, product and search reads fail as a server outage would, until called with null. */
  fail(outage: MemoryOutage | null): void {
    this.outage = outage;
  }

  private failing(): ApiError | null {
    return this.outage === null ? null : outageError(this.outage);
  }

  constructor(options: MemoryBffOptions = {}) {
    const site = SITES[options.site ?? 'jrau'];
    this.country = site.country;
    this.currency = site.currency;
    this.catalog = new Map((options.products ?? MEMORY_PRODUCTS).map((p) => [p.sku, p]));
    this.storeList = options.stores ?? MEMORY_STORES;
    this.places = options.places ?? MEMORY_PLACES;
    this.projectHits = options.projects ?? MEMORY_PROJECTS;
    this.cartStore = new MemoryCart(this.catalog, options.discounts ?? MEMORY_DISCOUNTS, this.currency, GST_PERCENT[this.country]);
    this.cart = this.cartStore.calls();
    this.checkoutStore = new MemoryCheckout(this.cartStore, this.country, this.currency, this.storeList, options.customer);
    this.orderStore = new MemoryOrders(this.checkoutStore, () => this.customerAccount.signedIn);
    const { paymentSession, paySecret, quickPay, saveCard, bnplSession, ...orders } = this.orderStore.calls();
    this.checkout = {
      ...this.checkoutStore.calls((method) => this.orderStore.place(method)),
      paymentSession,
      paySecret,
      quickPay,
      saveCard,
      bnplSession,
    };
    this.orders = orders;
    this.walletStore = new MemoryWallet(this.currency, (card) => this.checkout.redeemGiftCard(card));
    this.wallet = this.walletStore.calls;
    this.listsStore = new MemoryLists({
      productOf: (id) => {
        const product = this.catalog.get(id.toUpperCase()) ?? [...this.catalog.values()].find((p) => p.sku.toLowerCase() === id.toLowerCase());
        return product ? listing(product, this.currency) : undefined;
      },
      addToCart: (item) => this.cartStore.add(item),
      cart: () => this.cartStore.summary(),
      projects: new Map(this.projectHits.map((hit) => [hit.id, hit.url])),
    });
    this.lists = this.listsStore.calls;
    this.projectPartsStore = new MemoryProjectParts(
      new Map((options.projectParts ?? []).map((p) => [p.id, p])),
      this.catalog,
      this.cartStore,
      this.currency,
    );
    this.projectParts = this.projectPartsStore.api();
  }

  /** The Makerhub projects' parts lists, for tests to add their own and read the calls made. */
  readonly projectPartsStore: MemoryProjectParts;
  readonly projectParts: Bff['projectParts'];

  /** The customer's lists and bookmarks, for tests to sign out (signedIn) and read what was kept. */
  readonly listsStore: MemoryLists;
  readonly lists: Bff['lists'];

  readonly cart: Bff['cart'];
  /** The signed-in customer's own account (details, addresses, cards, gift cards, points). */
  readonly customerAccount = new MemoryCustomerAccount();
  readonly customer: Bff['customer'] = this.customerAccount.api();
  /** The checkout and its payment attempts and orders, for tests to script the gateway and read what was placed. */
  readonly checkoutStore: MemoryCheckout;
  readonly orderStore: MemoryOrders;
  readonly checkout: Bff['checkout'];
  readonly orders: Bff['orders'];
  /** The account's saved cards and gift cards, for tests to enter cards on the provider's page and read the lists. */
  readonly walletStore: MemoryWallet;
  readonly wallet: Bff['wallet'];
  /** Workshops and competitions, for tests to sign customers in and out and move the clock. */
  readonly makerhubStore = new MemoryMakerhub();
  readonly makerhub: Bff['makerhub'] = this.makerhubStore.calls;
  readonly addressBook: Array<{ id: string; label: string; address: VerifiedAddress }> = [
    {
      id: 'addr-1',
      label: '1 George Street, Sydney NSW 2000',
      address: { addressLine1: '1 George Street', city: 'Sydney', state: 'NSW', postalCode: '2000', country: 'AU' },
    },
    {
      id: 'addr-2',
      label: '10 Queen Street, Auckland Central 1010',
      address: { addressLine1: '10 Queen Street', city: 'Auckland Central', state: '', postalCode: '1010', country: 'NZ' },
    },
  ];
  readonly addressFinderCalls: string[] = [];
  /** Emails the deep check refuses, with the server's message. */
  readonly badEmails = new Map<string, string>([['bounce@example.com', 'This email address cannot receive mail']]);

  readonly content: Bff['content'] = {
    page: async () => {
      const failure = this.failing();
      return failure ? err(failure) : unavailable('Content');
    },
  };

  /** The search box's suggestions: the calls made, and holding their answers back as a slow network would. */
  get suggestions(): MemorySuggestions {
    return (this.suggestionStore ??= new MemorySuggestions((term) => this.products.search(term), this.projectHits));
  }
  private suggestionStore?: MemorySuggestions;

  readonly products: Bff['products'] = {
    list: async (_query, options) => {
      const failure = this.failing();
      // Spec §7: the product list gives nothing on error; the caller is told why through onError.
      if (failure) return void options?.onError?.(failure);
      return this.page([...this.catalog.values()]);
    },
    articles: async () => undefined,
    listBySlugIds: async (ids) => {
      const failure = this.failing();
      if (failure) return err(failure);
      return ok([...this.catalog.values()].filter((p) => ids.includes(p.sku.toLowerCase())).map((p) => this.detail(p)));
    },
    search: async (term) => {
      const failure = this.failing();
      if (failure) return err(failure);
      const words = term.toLowerCase().split(/\s+/).filter(Boolean);
      const found = [...this.catalog.values()].filter((p) => words.every((w) => p.title.toLowerCase().includes(w)));
      return ok({ ...this.page(found), queryId: `query-${term}`, q: term, index: 'products_memory', capped: false });
    },
    suggest: (term, limit, options) => this.suggestions.suggest(term, limit, options),
    subscribe: () => unavailable('Back-in-stock subscription'),
  };

  readonly projects: Bff['projects'] = {
    list: () => unavailable('Projects'),
    makerHubBladeProjects: () => unavailable('Projects'),
    search: async (term, limit) => {
      const failure = this.failing();
      return failure ? err(failure) : searchMemoryProjects(this.projectHits, term, limit);
    },
  };

  readonly stores: Bff['stores'] = {
    nearest: async (position, options = {}) => {
      this.storeLookups.push({ ...position, ...(options.limit ? { limit: options.limit } : {}), ...(options.sku ? { sku: options.sku } : {}) });
      const stores = this.storeList
        .filter((store) => !options.canClickAndCollect || store.canClickAndCollect)
        .map((store) => ({ ...store, distanceKm: distanceKm(position, store) }))
        .sort((a, b) => a.distanceKm - b.distanceKm);
      return ok(stores.slice(0, options.limit ?? 10));
    },
    byKey: async (storeKey) => ok(this.storeList.filter((store) => store.storeKey === storeKey)),
    postcodeSearch: async (postcode, country = 'AU') =>
      ok(this.places.filter((place) => place.postcode.startsWith(postcode.trim()) && (place.state === '') === (country === 'NZ'))),
    nearestPostcode: async (position) => {
      // The server's rule over the in-memory places: the site's country (NZ places have no state here), within 100 km.
      const nearest = this.places
        .filter((place) => (place.state === '') === (this.country === 'NZ'))
        .map((place) => ({ ...place, distanceKm: distanceKm(position, place) }))
        .sort((a, b) => a.distanceKm - b.distanceKm)[0];
      return nearest && nearest.distanceKm <= 100
        ? ok(nearest)
        : err(apiError(404, `No ${this.country} postcode within 100 km of ${position.latitude},${position.longitude}`));
    },
    deliveryAvailability: async (postcode, query) => {
      const product = this.catalog.get(query.sku);
      if (!product) return err(apiError(404, `Product ${query.sku} not found`));
      return ok(normaliseDeliveryAvailability(this.availability(product, postcode, query.state, query.quantity ?? 1)));
    },
  };

  readonly addressFinder: Bff['addressFinder'] = {
    suggest: async (text) => {
      this.addressFinderCalls.push(`suggest:${text}`);
      const words = text.toLowerCase().split(/\s+/).filter(Boolean);
      return ok(this.addressBook.filter((a) => words.every((w) => a.label.toLowerCase().includes(w))).map(({ id, label }) => ({ id, label })));
    },
    verify: async (text) => {
      this.addressFinderCalls.push(`verify:${text}`);
      const found = this.addressBook.find((a) => a.label === text.trim());
      return found ? ok(found.address) : err(apiError(404, 'Address not found'));
    },
  };

  readonly auth: Bff['auth'] = {
    accessToken: () => unavailable('Authentication'),
    refreshToken: () => unavailable('Authentication'),
    // The one customer of `customerAccount` signs in with their password, as the server checks it.
    signIn: async ({ email, password }) => {
      const me = this.customerAccount.details();
      if (email.trim().toLowerCase() !== me.email.toLowerCase() || password !== this.customerAccount.password)
        return err(apiError(401, 'Invalid email or password'));
      this.customerAccount.signedIn = true;
      const token = { accessToken: `memory-${me.id}`, expiryDate: '2099-01-01T00:00:00.000Z', isLoggedIn: true, customerId: me.id };
      return ok({ ...token, anonymousId: 'memory-anonymous', redirectUrl: '/' });
    },
    signUp: () => unavailable('Authentication'),
    forgotPassword: () => unavailable('Authentication'),
    resetPassword: () => unavailable('Authentication'),
    checkCustomerExists: () => unavailable('Authentication'),
    isDisabled: () => unavailable('Authentication'),
  };

  readonly account: Bff['account'] = {
    deepEmailCheck: async (email) => {
      const message = this.badEmails.get(email.trim().toLowerCase());
      return ok(message ? { isEmailValid: false, message } : { isEmailValid: true });
    },
  };

  /** What the freight service would say: nowhere it knows, nothing to send, or the methods the item can go by. */
  private availability(product: MemoryProduct, postcode: string, state: string | undefined, quantity: number): DeliveryAvailability {
    const none = (code: number, message: string): DeliveryAvailability => ({
      deliveryMethods: [],
      freightServiceErrorCode: code,
      freightServiceMessage: message,
    });
    const place = this.places.find((p) => p.postcode === postcode.trim() && (state === undefined || p.state === state.toUpperCase()));
    if (!place) return none(0, '');
    if (product.tags?.includes('click-and-collect-only')) return none(1, 'Item only available through click and collect');
    if (product.stock < quantity) return none(2, 'Out of stock');
    return { deliveryMethods: this.methodsFor(product), freightServiceErrorCode: 0, freightServiceMessage: '' };
  }

  private methodsFor(product: MemoryProduct | undefined): DeliveryMethod[] {
    const method = (kind: 'standard' | 'express' | 'bulky', label: string, cents: number): DeliveryMethod => ({
      deliveryLabel: label,
      deliveryCharge: money(cents, this.currency),
      deliveryMethod: shippingCode(this.country, kind),
      isBulkyItem: kind === 'bulky',
    });
    if (product?.tags?.includes('bulky')) return [method('bulky', 'Bulky goods freight', 4995)];
    return [method('standard', 'Standard delivery', 995), method('express', 'Express delivery', 1495)];
  }

  private page(products: readonly MemoryProduct[]): ProductPage {
    return {
      products: products.map((p) => listing(p, this.currency)),
      total: products.length,
      page: 1,
      pageSize: Math.max(products.length, 1),
      facets: { category: [], brand: [], priceBand: [], inStock: [], attributes: [] },
    };
  }

  private detail(product: MemoryProduct): ProductDetail {
    const shown = listing(product, this.currency);
    return { ...shown, description: product.title, specs: {}, orderLimit: product.orderLimit ?? null, imageUrls: [shown.imageUrl] };
  }
}
