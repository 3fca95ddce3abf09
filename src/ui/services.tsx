import { createContext, useContext, type ReactNode } from 'react';
import type { Projection } from '../application/projection';
import type { Banners } from '../application/ports/banners';
import type { CodeLoading } from '../application/ports/code-loading';
import type { BackInStockUseCases } from '../application/use-cases/back-in-stock';
import type { BrowsingUseCases } from '../application/use-cases/browsing';
import type { CartUseCases } from '../application/use-cases/cart';
import type { ChatUseCases } from '../application/use-cases/chat-state';
import type { CatalogQueries } from '../application/use-cases/catalog';
import type { CompareUseCases } from '../application/use-cases/compare';
import type { DeliveryCheckUseCases } from '../application/use-cases/delivery-check';
import type { DeliveryPostcodeUseCases } from '../application/use-cases/delivery-postcode';
import type { DrawersUseCases } from '../application/use-cases/drawers';
import type { NewsletterUseCases } from '../application/use-cases/newsletter';
import type { PageInfoUseCases } from '../application/use-cases/page-info';
import type { PageDataUseCases } from '../application/use-cases/page-data';
import type { PreferredStoreUseCases } from '../application/use-cases/preferred-store';
import type { SessionUseCases } from '../application/use-cases/session';
import type { AccountUseCases } from '../application/use-cases/account';
import type { AccountManageUseCases } from '../application/use-cases/account-manage';
import type { AccountState } from '../domain/account';
import type { ToastsUseCases } from '../application/use-cases/toasts';
import type { WalletUseCases } from '../application/use-cases/account-wallet';
import type { ListsUseCases } from '../application/use-cases/lists';
import type { ListsState } from '../domain/lists';
import type { MakerhubUseCases } from '../application/use-cases/makerhub';
import type { SearchSuggestionsUseCases } from '../application/use-cases/search-suggestions';
import type { ProjectPartsUseCases } from '../application/use-cases/project-parts';
import type { CartState } from '../domain/cart';
import type { CompareState } from '../domain/compare';
import type { DrawersState } from '../domain/drawers';
import type { SessionState } from '../domain/session';
import type { Site } from '../domain/site';
import type { StoreState } from '../domain/preferred-store';
import type { DeliveryState } from '../domain/delivery';
import type { ToastsState } from '../domain/toasts';
import type { CheckoutServices } from './checkout-services';

/**
 * Everything a view may touch: read models to subscribe to and use cases to call. Built once by the
 * composition root and handed down; views never reach adapters.
 */
export interface Services {
  readonly site: Site;
  readonly views: {
    readonly cart: Projection<CartState>;
    readonly compare: Projection<CompareState>;
    readonly preferences: Projection<StoreState>;
    readonly delivery: Projection<DeliveryState>;
    readonly toasts: Projection<ToastsState>;
    readonly drawers: Projection<DrawersState>;
    readonly session: Projection<SessionState>;
    /** The signed-in customer's account data (spec §4 Customer account). */
    readonly account: Projection<AccountState>;
    /** The signed-in customer's lists and project bookmarks (spec §3 Lists). */
    readonly lists: Projection<ListsState>;
  };
  readonly catalog: CatalogQueries;
  readonly browsing: BrowsingUseCases;
  readonly cart: CartUseCases;
  readonly compare: CompareUseCases;
  readonly preferredStore: PreferredStoreUseCases;
  readonly deliveryPostcode: DeliveryPostcodeUseCases;
  readonly deliveryCheck: DeliveryCheckUseCases;
  readonly toasts: ToastsUseCases;
  readonly drawers: DrawersUseCases;
  readonly session: SessionUseCases;
  /** Signing in, up and out, password recovery, and the account data (spec §4 Customer account). */
  readonly account: AccountUseCases;
  /** My Account's pages: loaded with them. */
  loadAccount(): Promise<AccountManageUseCases>;
  /** The help chat; its view holds the conversation and the unread count for the launcher's badge. */
  readonly chat: ChatUseCases;
  readonly newsletter: NewsletterUseCases;
  /** Spec §1 "notify me when back in stock", behind the same invisible bot check as the newsletter. */
  readonly backInStock: BackInStockUseCases;
  /** The marketing banner and messaging service's site banners (spec §1); none when it does not answer. */
  readonly banners: Banners;
  /** Issue 5: the three checkout steps, every way to pay, the order completion and the order's details, loaded with the checkout pages. */
  loadCheckout(): Promise<CheckoutServices>;
  /** My Account's saved payment methods and gift cards, loaded with those sections. */
  loadWallet(): Promise<WalletUseCases>;
  /** Shopping lists, project lists and project bookmarks (spec §7 Lists), loaded with the first list control used. */
  loadLists(): Promise<ListsUseCases>;
  /** A Makerhub project page's "Add all to cart", loaded with that page. */
  loadProjectParts(): Promise<ProjectPartsUseCases>;
  /** Makerhub workshops and competitions, loaded with the first block or account section showing them. */
  loadMakerhub(): Promise<MakerhubUseCases>;
  /** The header search box's suggestions and recent searches, loaded with the box's first focus or keystroke. */
  loadSuggestions(): Promise<SearchSuggestionsUseCases>;
  /** Recovering when a lazy page's, drawer's or checkout's code does not load (a server blip, a deploy). */
  readonly codeLoading: CodeLoading;
  /** Spec §3 Page info / context: what every page draws from and embedded content reads. */
  readonly pageInfo: PageInfoUseCases;
  /** The answers the page was rendered with on the server (spec §7 dehydratedState). */
  readonly pageData: PageDataUseCases;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesProvider');
  return services;
}
