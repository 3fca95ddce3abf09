import type { Container } from './registry';
import { createBanners } from '../adapters/banners';
import { createBffClient } from '../adapters/bff';
import { createChatClient } from '../adapters/chat';
import { browserCodeLoading, browserGeolocation, browserNavigation, browserTimer, dataLayerAnalytics, randomIds, systemClock, webStorage } from '../adapters/browser';
import { lazyGroup } from '../adapters/http';
import { MemoryMarketingMessaging } from '../adapters/memory/memory-marketing-messaging';
import { browserSessionEvents, createSessionClient } from '../adapters/session';
import type { SearchInsights } from '../application/ports/analytics';
import type { TokenSource } from '../application/ports/token-source';
import type { DomainEvent } from '../application/events';
import type { KeyValueStore } from '../application/ports/key-value-store';
import type { PaymentProviders } from '../application/ports/payment-providers';
import type { Navigator } from '../application/use-cases/checkout-core';
import { TOKENS } from '../application/tokens';
import { catalogQueries } from '../application/use-cases/catalog';
import { chatUseCases } from '../application/use-cases/chat';
import { pageInfoUseCases } from '../application/use-cases/page-info';
import { accountUseCases } from '../application/use-cases/account';
import type { BotCheck } from '../application/ports/bot-check';
import { type Site, isBotCheckDomain } from '../domain/site';
import { UNREACHABLE_DETAIL, UNREACHABLE_TITLE } from '../domain/presentation';
import { err } from '../domain/shared';
import { listsDecider } from '../domain/lists';
import { execute } from '../application/recorder';
import type { CheckoutServices } from '../ui/checkout-services';
import type { Services } from '../ui/services';
import { createContainer, resolve } from './container';
import { startSubscribersLater } from './deferred-subscribers';

/**
 * Checkout's routes go through the history router (it follows popstate); a provider's page is a full load.
 */
const browserNavigator: Navigator = {
  navigate(path, options = {}) {
    window.history[options.replace ? 'replaceState' : 'pushState']({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.scrollTo(0, 0);
  },
  leave: (url) => window.location.assign(url),
};

/** The payment providers' adapters load with the first payment call: only checkout needs them. */
const lazyPaymentProviders = (): PaymentProviders => lazyGroup(() => import('../adapters/payments').then((m) => m.createPaymentProviders()));

/**
 * The container for one site in the browser, over the real adapters. The BFF client needs the token
 * source and the token source lives in the container, so the client reads it through a late binding.
 */
export function createBrowserContainer(site: Site, history: readonly DomainEvent[] = [], cartReady?: () => Promise<void>): Container {
  const origin = window.location.origin;
  const localStore = webStorage('localStorage');
  let tokenSource: TokenSource | undefined;
  const tokens: TokenSource = {
    current: () => tokenSource?.current() ?? null,
    update: async (token) => tokenSource?.update(token),
    replaced: (change) => tokenSource?.replaced(change),
  };
  const fetchFn = window.fetch.bind(window);
  const container = createContainer({
    site: site.code,
    clock: systemClock,
    ids: randomIds,
    localStore,
    sessionStore: webStorage('sessionStorage'),
    geolocation: browserGeolocation,
    analytics: dataLayerAnalytics,
    // Only the search insights subscriber sends to it, and that loads after the first paint too.
    searchInsights: lazyGroup<SearchInsights>(() => import('../adapters/insights').then((m) => m.createSearchInsights({ origin, fetch: fetchFn }))),
    sessionService: createSessionClient({ origin, fetch: fetchFn, storage: localStore, events: browserSessionEvents(window) }),
    bff: createBffClient({ host: origin, fetch: fetchFn, tokens }),
    timer: browserTimer,
    navigation: browserNavigation,
    navigator: browserNavigator,
    payments: lazyPaymentProviders(),
    // Until a messaging vendor is chosen, its events are kept in the page.
    marketingMessaging: new MemoryMarketingMessaging(),
    history,
    ...(cartReady ? { cartReady } : {}),
  });
  startSubscribersLater(container, site.code, undefined, (start) => browserTimer.whenIdle(start));
  tokenSource = resolve(container, TOKENS.TokenSource);
  return container;
}

/**
 * Loads once, when first asked: later calls share the same promise. A failed load (a chunk the network lost,
 * a deploy in between) is forgotten, so the next call tries again.
 */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    }));
}

/**
 * Checkout's use cases (and the calls and schemas only they use) load with the first checkout page, so
 * the shop's first page does not carry them (issue 4: lazy-load what the first page does not need).
 */
const checkoutLoader = (container: Container): (() => Promise<CheckoutServices>) =>
  loadOnce(() =>
    import('./checkout-bindings').then(({ bindCheckout }) => {
      if (!container.isBound(TOKENS.CheckoutUseCases)) bindCheckout(container);
      return {
        checkout: resolve(container, TOKENS.CheckoutUseCases),
        orders: resolve(container, TOKENS.OrderDetailsQueries),
        views: { checkout: resolve(container, TOKENS.CheckoutView), checkoutPage: resolve(container, TOKENS.CheckoutPageView) },
      };
    }),
  );

/**
 * Where the views run: the browser's window, or the server rendering a page's first paint (which makes no
 * requests and keeps nothing).
 */
export interface ClientPlace {
  readonly origin: string;
  readonly host: string;
  readonly fetch: typeof fetch;
  readonly sessionStore: KeyValueStore;
  reload(): void;
  leave(url: string): void;
}

const browserPlace = (): ClientPlace => ({
  origin: window.location.origin,
  host: window.location.host,
  fetch: window.fetch.bind(window),
  sessionStore: webStorage('sessionStorage'),
  reload: () => window.location.reload(),
  leave: (url) => window.location.assign(url),
});

/** My Account's wallet use cases load with its payment-method and gift-card sections. */
const walletLoader = (container: Container, place: ClientPlace): Services['loadWallet'] =>
  loadOnce(() =>
    import('../application/use-cases/account-wallet').then(({ accountWalletUseCases }) =>
      accountWalletUseCases({ bff: resolve(container, TOKENS.Bff), leave: (url) => place.leave(url) }),
    ),
  );

/** The lists' use cases load with the first list control a shopper uses (or a lists page). */
const listsLoader = (container: Container): Services['loadLists'] =>
  loadOnce(() =>
    import('../application/use-cases/lists').then(({ listsUseCases }) =>
      listsUseCases({
        bff: resolve(container, TOKENS.Bff),
        view: resolve(container, TOKENS.ListsView),
        session: resolve(container, TOKENS.SessionView),
        recorder: resolve(container, TOKENS.Recorder),
        cart: resolve(container, TOKENS.CartUseCases),
        drawers: resolve(container, TOKENS.DrawersUseCases),
      }),
    ),
  );

/** A Makerhub project page's "Add all to cart" loads with that page. */
const projectPartsLoader = (container: Container): Services['loadProjectParts'] =>
  loadOnce(() =>
    import('../application/use-cases/project-parts').then(({ projectPartsUseCases }) =>
      projectPartsUseCases({
        bff: resolve(container, TOKENS.Bff),
        view: resolve(container, TOKENS.CartView),
        cart: resolve(container, TOKENS.CartUseCases),
        drawers: resolve(container, TOKENS.DrawersUseCases),
        toasts: resolve(container, TOKENS.ToastsUseCases),
      }),
    ),
  );

/** The Makerhub's use cases load with its workshop and competition blocks and the account's Workshops section. */
const makerhubLoader = (container: Container): Services['loadMakerhub'] =>
  loadOnce(() => import('../application/use-cases/makerhub').then(({ makerhubUseCases }) => makerhubUseCases({ bff: resolve(container, TOKENS.Bff) })));

/** The search box's suggestions load with the box's first focus or keystroke. */
const suggestionsLoader = (container: Container, site: Site): Services['loadSuggestions'] =>
  loadOnce(() =>
    import('../application/use-cases/search-suggestions').then(({ searchSuggestionsUseCases }) =>
      searchSuggestionsUseCases({
        bff: resolve(container, TOKENS.Bff),
        timer: resolve(container, TOKENS.Timer),
        clock: resolve(container, TOKENS.Clock),
        store: resolve(container, TOKENS.LocalStore),
        browsing: resolve(container, TOKENS.BrowsingUseCases),
        site: site.code,
      }),
    ),
  );

/** What the views may use, read from the container once. */
export function servicesOf(container: Container, site: Site, place: ClientPlace = browserPlace()): Services {
  return {
    site,
    views: {
      cart: resolve(container, TOKENS.CartView),
      compare: resolve(container, TOKENS.CompareView),
      preferences: resolve(container, TOKENS.PreferencesView),
      toasts: resolve(container, TOKENS.ToastsView),
      drawers: resolve(container, TOKENS.DrawersView),
      session: resolve(container, TOKENS.SessionView),
      account: resolve(container, TOKENS.AccountView),
      lists: resolve(container, TOKENS.ListsView),
    },
    catalog: catalogQueries(resolve(container, TOKENS.Bff)),
    browsing: resolve(container, TOKENS.BrowsingUseCases),
    cart: resolve(container, TOKENS.CartUseCases),
    compare: resolve(container, TOKENS.CompareUseCases),
    preferredStore: resolve(container, TOKENS.PreferredStoreUseCases),
    deliveryPostcode: resolve(container, TOKENS.DeliveryPostcodeUseCases),
    deliveryCheck: resolve(container, TOKENS.DeliveryCheckUseCases),
    toasts: resolve(container, TOKENS.ToastsUseCases),
    drawers: resolve(container, TOKENS.DrawersUseCases),
    session: resolve(container, TOKENS.SessionUseCases),
    loadCheckout: checkoutLoader(container),
    loadWallet: walletLoader(container, place),
    loadLists: listsLoader(container),
    loadProjectParts: projectPartsLoader(container),
    loadMakerhub: makerhubLoader(container),
    loadSuggestions: suggestionsLoader(container, site),
    codeLoading: browserCodeLoading({ origin: place.origin, fetch: place.fetch, storage: place.sessionStore, reload: () => place.reload() }),
    pageInfo: pageInfoUseCases({ site, host: place.host }),
    pageData: resolve(container, TOKENS.PageDataUseCases),
    ...formServices(container, place),
  };
}

/**
 * The help chat, the newsletter and back-in-stock forms and the banners talk to their own endpoints,
 * not through the container. The two forms share one bot check.
 */
function formServices(container: Container, place: ClientPlace): Pick<Services, 'chat' | 'newsletter' | 'backInStock' | 'banners' | 'account' | 'loadAccount'> {
  const { origin, fetch: fetchFn } = place;
  // The bot check and the forms behind it load with the first form sent (or sign-in's bot check).
  const forms = loadOnce(() =>
    import('./form-bindings').then(({ formBindings }) =>
      formBindings({ origin, host: place.host, fetch: fetchFn, bff: resolve(container, TOKENS.Bff), browsing: resolve(container, TOKENS.BrowsingUseCases) }),
    ),
  );
  const unreachable = `${UNREACHABLE_TITLE}. ${UNREACHABLE_DETAIL}`;
  const botCheck: BotCheck = {
    runsHere: isBotCheckDomain(place.host),
    // A check whose code did not load gives no token, as a check that did not answer.
    token: (options) => forms().then((loaded) => loaded.botCheck.token(options), () => undefined),
  };
  return {
    chat: chatUseCases({ service: createChatClient({ origin, fetch: fetchFn }), now: () => systemClock.now() }),
    newsletter: {
      subscribe: (email, options) =>
        forms().then((loaded) => loaded.newsletter.subscribe(email, options), () => err({ type: 'newsletter/failed' as const, message: unreachable })),
    },
    backInStock: {
      notify: (productCode, email, options) =>
        forms().then((loaded) => loaded.backInStock.notify(productCode, email, options), () => err({ type: 'backInStock/failed' as const, message: unreachable })),
    },
    banners: createBanners({ origin, fetch: fetchFn }),
    ...accountServices(container, botCheck),
  };
}

/**
 * The account data follows the session (spec §4 Customer account): loaded when it is logged in, cleared
 * when it is not. My Account's use cases load with its pages.
 */
function accountServices(container: Container, botCheck: BotCheck): Pick<Services, 'account' | 'loadAccount'> {
  const sessionView = resolve(container, TOKENS.SessionView);
  const account = accountUseCases({
    bff: resolve(container, TOKENS.Bff),
    session: resolve(container, TOKENS.SessionUseCases),
    sessionView,
    view: resolve(container, TOKENS.AccountView),
    recorder: resolve(container, TOKENS.Recorder),
    botCheck,
  });
  let holder: string | null | undefined;
  sessionView.subscribe(() => {
    const { status, token } = sessionView.getSnapshot();
    if (status === 'loading') return;
    const now = token?.isLoggedIn ? (token.customerId ?? '') : null;
    if (now === holder) return;
    const first = holder === undefined;
    holder = now;
    // Another customer's (or no one's) lists must not linger in the view.
    const lists = resolve(container, TOKENS.ListsView);
    if (lists.getSnapshot().status !== 'none') execute(listsDecider, lists.getSnapshot(), { type: 'clear' }, resolve(container, TOKENS.Recorder));
    void account.refresh();
    // The page's first cart is loaded with the session (main.tsx); a sign-in or out after it brings the new owner's.
    if (!first) void resolve(container, TOKENS.CartUseCases).ownerChanged();
  });
  const loadAccount = loadOnce(() =>
    import('../application/use-cases/account-manage').then(({ accountManageUseCases }) =>
      accountManageUseCases({ bff: resolve(container, TOKENS.Bff), account, cart: resolve(container, TOKENS.CartUseCases), drawers: resolve(container, TOKENS.DrawersUseCases) }),
    ),
  );
  return { account, loadAccount };
}
