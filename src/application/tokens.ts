import type { EventLog } from './event-log';
import type { Projection, ReplayRegistry } from './projection';
import type { AnalyticsSink, SearchInsights } from './ports/analytics';
import type { Bff } from './ports/bff';
import type { PaymentProviders } from './ports/payment-providers';
import type { SessionService } from './ports/session-service';
import type { TokenSource } from './ports/token-source';
import type { Clock } from './ports/clock';
import type { EventBus } from './ports/event-bus';
import type { Geolocation } from './ports/geolocation';
import type { Ids } from './ports/ids';
import type { KeyValueStore } from './ports/key-value-store';
import type { Recorder } from './recorder';
import type { MarketingMessaging } from './ports/marketing-messaging';
import type { BrowsingUseCases } from './use-cases/browsing';
import type { AnalyticsSubscriber } from './subscribers/analytics-subscriber';
import type { MarketingMessagingSubscriber } from './subscribers/marketing-messaging-subscriber';
import type { BrowsingState } from '../domain/browsing';
import type { CartUseCases } from './use-cases/cart';
import type { CompareUseCases } from './use-cases/compare';
import type { DeliveryCheckUseCases } from './use-cases/delivery-check';
import type { DeliveryPostcodeUseCases } from './use-cases/delivery-postcode';
import type { DrawersUseCases } from './use-cases/drawers';
import type { PageDataUseCases } from './use-cases/page-data';
import type { PreferredStoreUseCases } from './use-cases/preferred-store';
import type { ToastsUseCases } from './use-cases/toasts';
import type { Navigation } from './ports/navigation';
import type { Timer } from './ports/timer';
import type { DrawersState } from '../domain/drawers';
import type { AccountState } from '../domain/account';
import type { ListsState } from '../domain/lists';
import type { PageDataState } from '../domain/page-data';
import type { SessionUseCases } from './use-cases/session';
import type { AnalyticsQueueState } from '../domain/analytics';
import type { CartState } from '../domain/cart';
import type { CheckoutState } from '../domain/checkout';
import type { CompareState } from '../domain/compare';
import type { OrderState } from '../domain/orders';
import type { SessionState } from '../domain/session';
import type { StoreState } from '../domain/preferred-store';
import type { DeliveryState } from '../domain/delivery';
import type { ToastsState } from '../domain/toasts';
import type { CheckoutUseCases } from './use-cases/checkout';
import type { CheckoutPageState } from './ports/bff-checkout-payloads';
import type { Navigator } from './use-cases/checkout-core';
import type { OrderCompletionUseCases } from './use-cases/order-completion';
import type { OrderDetailsQueries } from './use-cases/order-details';
import type { CatalogQueries } from './use-cases/catalog';
import type { ChatService } from './ports/chat';
import type { ChatUseCases } from './use-cases/chat-state';
import type { Banners } from './ports/banners';
import type { CodeLoading } from './ports/code-loading';
import type { PageInfoUseCases } from './use-cases/page-info';
import type { AccountUseCases } from './use-cases/account';
import type { BotCheck } from './ports/bot-check';
import type { NewsletterService } from './ports/newsletter';
import type { NewsletterUseCases } from './use-cases/newsletter';
import type { BackInStockUseCases } from './use-cases/back-in-stock';
import type { AccountManageUseCases } from './use-cases/account-manage';
import type { WalletUseCases } from './use-cases/account-wallet';
import type { ListsUseCases } from './use-cases/lists';
import type { ProjectPartsUseCases } from './use-cases/project-parts';
import type { MakerhubUseCases } from './use-cases/makerhub';
import type { SearchSuggestionsUseCases } from './use-cases/search-suggestions';

/**
 * A typed key for the container. The application names what it needs with these tokens and never
 * imports the container itself; `Symbol.for` keeps them equal across bundles.
 */
export type Token<T> = symbol & { readonly __type?: T };
const token = <T>(name: string): Token<T> => Symbol.for(`storefront.${name}`) as Token<T>;

export const TOKENS = {
  // Ports
  Clock: token<Clock>('Clock'),
  Ids: token<Ids>('Ids'),
  EventBus: token<EventBus>('EventBus'),
  LocalStore: token<KeyValueStore>('LocalStore'),
  SessionStore: token<KeyValueStore>('SessionStore'),
  Geolocation: token<Geolocation>('Geolocation'),
  Analytics: token<AnalyticsSink>('Analytics'),
  SearchInsights: token<SearchInsights>('SearchInsights'),
  Bff: token<Bff>('Bff'),
  SessionService: token<SessionService>('SessionService'),
  PaymentProviders: token<PaymentProviders>('PaymentProviders'),
  Navigation: token<Navigation>('Navigation'),
  Timer: token<Timer>('Timer'),
  MarketingMessaging: token<MarketingMessaging>('MarketingMessaging'),
  /** Checkout's routes and the providers' pages (3-D Secure, BNPL approval). */
  Navigator: token<Navigator>('Navigator'),
  // Core
  EventLog: token<EventLog>('EventLog'),
  /** The projections views read, for the developer's event log (DEV_EVENTLOG=1) to replay. */
  Replays: token<ReplayRegistry>('Replays'),
  /** How many of the log's first events the server rendered the page from. */
  RenderedHistory: token<number>('renderedHistory'),
  Recorder: token<Recorder>('Recorder'),
  // Projections
  CompareView: token<Projection<CompareState>>('projection.compareView'),
  CartView: token<Projection<CartState>>('projection.cartView'),
  CheckoutView: token<Projection<CheckoutState>>('projection.checkoutView'),
  CheckoutPageView: token<Projection<CheckoutPageState>>('projection.checkoutPageView'),
  OrderView: token<Projection<OrderState>>('projection.orderView'),
  SessionView: token<Projection<SessionState>>('projection.sessionView'),
  PreferencesView: token<Projection<StoreState>>('projection.preferencesView'),
  ToastsView: token<Projection<ToastsState>>('projection.toastsView'),
  AnalyticsQueueView: token<Projection<AnalyticsQueueState>>('projection.analyticsQueueView'),
  DrawersView: token<Projection<DrawersState>>('projection.drawersView'),
  AccountView: token<Projection<AccountState>>('projection.accountView'),
  ListsView: token<Projection<ListsState>>('projection.listsView'),
  PageDataView: token<Projection<PageDataState>>('projection.pageDataView'),
  BrowsingView: token<Projection<BrowsingState>>('projection.browsingView'),
  DeliveryView: token<Projection<DeliveryState>>('projection.deliveryView'),
  // Use cases
  BrowsingUseCases: token<BrowsingUseCases>('useCases.browsing'),
  CompareUseCases: token<CompareUseCases>('useCases.compare'),
  SessionUseCases: token<SessionUseCases>('useCases.session'),
  DrawersUseCases: token<DrawersUseCases>('useCases.drawers'),
  PageDataUseCases: token<PageDataUseCases>('useCases.pageData'),
  ToastsUseCases: token<ToastsUseCases>('useCases.toasts'),
  CartUseCases: token<CartUseCases>('useCases.cart'),
  PreferredStoreUseCases: token<PreferredStoreUseCases>('useCases.preferredStore'),
  DeliveryPostcodeUseCases: token<DeliveryPostcodeUseCases>('useCases.deliveryPostcode'),
  DeliveryCheckUseCases: token<DeliveryCheckUseCases>('useCases.deliveryCheck'),
  CheckoutUseCases: token<CheckoutUseCases>('useCases.checkout'),
  OrderCompletionUseCases: token<OrderCompletionUseCases>('useCases.orderCompletion'),
  OrderDetailsQueries: token<OrderDetailsQueries>('useCases.orderDetails'),
  /** Analytics, search insights and marketing messaging, started with the container; each gives its stop. */
  AnalyticsSubscriber: token<AnalyticsSubscriber>('subscriber.analytics'),
  SearchInsightsSubscriber: token<() => void>('subscriber.searchInsights'),
  SearchConversions: token<() => void>('subscriber.searchConversions'),
  MarketingMessagingSubscriber: token<MarketingMessagingSubscriber>('subscriber.marketingMessaging'),
  /** The BFF client's bearer, kept by the session use cases. */
  TokenSource: token<TokenSource>('TokenSource'),
} as const;

/**
 * What the views use besides the core: the first page's (catalog, chat, banners, account, page info, code
 * loading) and those bound by a container module loaded with their chunk (forms, My Account, wallet, lists,
 * Makerhub, search suggestions).
 */
export const LATER_TOKENS = {
  CatalogQueries: token<CatalogQueries>('useCases.catalog'),
  ChatService: token<ChatService>('ChatService'),
  ChatUseCases: token<ChatUseCases>('useCases.chat'),
  Banners: token<Banners>('Banners'),
  CodeLoading: token<CodeLoading>('CodeLoading'),
  PageInfoUseCases: token<PageInfoUseCases>('useCases.pageInfo'),
  AccountUseCases: token<AccountUseCases>('useCases.account'),
  BotCheck: token<BotCheck>('BotCheck'),
  NewsletterService: token<NewsletterService>('NewsletterService'),
  NewsletterUseCases: token<NewsletterUseCases>('useCases.newsletter'),
  BackInStockUseCases: token<BackInStockUseCases>('useCases.backInStock'),
  AccountManageUseCases: token<AccountManageUseCases>('useCases.accountManage'),
  WalletUseCases: token<WalletUseCases>('useCases.wallet'),
  ListsUseCases: token<ListsUseCases>('useCases.lists'),
  ProjectPartsUseCases: token<ProjectPartsUseCases>('useCases.projectParts'),
  MakerhubUseCases: token<MakerhubUseCases>('useCases.makerhub'),
  SearchSuggestionsUseCases: token<SearchSuggestionsUseCases>('useCases.searchSuggestions'),
} as const;
