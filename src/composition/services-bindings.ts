import { type Container, ContainerModule, type ResolutionContext } from 'inversify';
import { browserCodeLoading } from '../adapters/browser';
import { lazyGroup } from '../adapters/http';
import type { Banners } from '../application/ports/banners';
import type { BotCheck } from '../application/ports/bot-check';
import { LATER_TOKENS, TOKENS } from '../application/tokens';
import type { Projection } from '../application/projection';
import type { AccountUseCases } from '../application/use-cases/account';
import { catalogQueries } from '../application/use-cases/catalog';
import { CHAT_SEND_FAILED_MESSAGE, type ChatState, type ChatUseCases, initialChatState } from '../application/use-cases/chat-state';
import { pageInfoUseCases } from '../application/use-cases/page-info';
import { UNREACHABLE_DETAIL, UNREACHABLE_TITLE } from '../ui/format';
import { err } from '../domain/shared';
import { accountLoadable } from '../domain/account';
import type { Site } from '../domain/site';
import type { CheckoutServices } from '../ui/checkout-services';
import type { Services } from '../ui/services';
import { get, loadBinding } from './load-module';
import type { ClientPlace } from './place';
import { ROOT_TOKENS } from './tokens';

/**
 * What the views use besides the core, bound for the first page: the catalog's reads, page info and code
 * loading. What loads later (the help chat, the banners, the account, checkout, the forms and bot check,
 * My Account, the wallet, lists, Makerhub, search suggestions) is bound by its chunk's container module
 * when first asked for, through the loaders the views are handed.
 */
export function servicesModule(container: Container): ContainerModule {
  // The forms' code and the bot check load with the first form sent (or sign-in's bot check).
  const forms: Forms = loadBinding(container, LATER_TOKENS.BotCheck, () => import('./form-bindings').then((m) => m.formsModule));
  return new ContainerModule(({ bind }) => {
    bind(LATER_TOKENS.CatalogQueries).toDynamicValue((context) => catalogQueries(get(context, TOKENS.Bff)));
    bind(LATER_TOKENS.Banners).toConstantValue(
      lazyGroup<Banners>(loadBinding(container, ROOT_TOKENS.LoadedBanners, () => import('./banners-bindings').then((m) => m.bannersModule))),
    );
    bind(LATER_TOKENS.CodeLoading).toDynamicValue((context) => {
      const place = get(context, ROOT_TOKENS.Place);
      return browserCodeLoading({ origin: place.origin, fetch: place.fetch, storage: place.sessionStore, reload: () => place.reload() });
    });
    bind(LATER_TOKENS.PageInfoUseCases).toDynamicValue((context) =>
      pageInfoUseCases({ site: get(context, ROOT_TOKENS.Site), host: get(context, ROOT_TOKENS.Place).host }),
    );
    bind(ROOT_TOKENS.Services).toDynamicValue((context) => {
      const account = loadBinding(container, LATER_TOKENS.AccountUseCases, () => import('./account-bindings').then((m) => m.accountModule(forms)));
      followSessionOwner(container, context, account);
      return servicesFrom(container, context, forms, account);
    });
  });
}

type Forms = () => Promise<BotCheck>;

const unreachable = `${UNREACHABLE_TITLE}. ${UNREACHABLE_DETAIL}`;

/**
 * The account's use cases, in front of their chunk: each call loads it first (spec §4 Customer account). A
 * chunk that does not load answers as a server that could not be reached.
 */
function lazyAccount(load: () => Promise<AccountUseCases>): AccountUseCases {
  const failed = { status: 0, message: unreachable };
  return {
    refresh: () =>
      load().then(
        (account) => account.refresh(),
        () => undefined,
      ),
    checkEmail: (email) =>
      load().then(
        (account) => account.checkEmail(email),
        () => ({ ok: false, message: unreachable }) as const,
      ),
    signIn: (email, password, callbackUrl) =>
      load().then(
        (account) => account.signIn(email, password, callbackUrl),
        () => ({ ok: false, code: null, message: unreachable }) as const,
      ),
    signUp: (details, callbackUrl) =>
      load().then(
        (account) => account.signUp(details, callbackUrl),
        () => ({ ok: false, code: null, message: unreachable }) as const,
      ),
    signOut: (callbackUrl) =>
      load().then(
        (account) => account.signOut(callbackUrl),
        () => err(failed),
      ),
    forgotPassword: (email) =>
      load().then(
        (account) => account.forgotPassword(email),
        () => err(failed),
      ),
    resetPassword: (token, password) =>
      load().then(
        (account) => account.resetPassword(token, password),
        () => err(failed),
      ),
    deactivated: () =>
      void load().then(
        (account) => account.deactivated(),
        () => undefined,
      ),
    returnSubmitted: (orderNumber, items) =>
      void load().then(
        (account) => account.returnSubmitted(orderNumber, items),
        () => undefined,
      ),
  };
}

/**
 * The help chat in front of its chunk: the launcher shows an empty conversation's (nothing unread) until the
 * panel first opens and loads it; from then on the chat's own view. A chunk that does not load fails the send.
 */
function lazyChat(load: () => Promise<ChatUseCases>): ChatUseCases {
  const empty = initialChatState();
  const listeners = new Set<() => void>();
  let chat: ChatUseCases | null = null;
  const ready = () =>
    load().then((loaded) => {
      if (!chat) {
        chat = loaded;
        const tell = () => {
          for (const listener of [...listeners]) listener();
        };
        loaded.view.subscribe(tell);
        tell();
      }
      return loaded;
    });
  const view: Projection<ChatState> = {
    name: 'chat',
    getSnapshot: () => chat?.view.getSnapshot() ?? empty,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return {
    view,
    opened: () =>
      void ready().then(
        (loaded) => loaded.opened(),
        () => undefined,
      ),
    closed: () =>
      void ready().then(
        (loaded) => loaded.closed(),
        () => undefined,
      ),
    send: (text) =>
      ready().then(
        (loaded) => loaded.send(text),
        () => err({ type: 'chat/sendFailed' as const, message: CHAT_SEND_FAILED_MESSAGE }),
      ),
  };
}

/**
 * The account data follows the session (spec §4 Customer account): loaded when it names a customer, cleared
 * when it no longer does, and the lists of the one before go with it. A guest's page has neither to load nor
 * to clear, so the account's code stays unloaded until they sign in.
 */
function followSessionOwner(container: Container, context: ResolutionContext, account: () => Promise<AccountUseCases>) {
  const sessionView = get(context, TOKENS.SessionView);
  const accountView = get(context, TOKENS.AccountView);
  const lists = get(context, TOKENS.ListsView);
  let holder: string | null | undefined;
  sessionView.subscribe(() => {
    const { status, token } = sessionView.getSnapshot();
    if (status === 'loading') return;
    const now = token?.isLoggedIn ? (token.customerId ?? '') : null;
    if (now === holder) return;
    const first = holder === undefined;
    holder = now;
    const held = accountView.getSnapshot();
    if (accountLoadable(token) || held.status !== 'none' || held.customer !== null || lists.getSnapshot().status !== 'none') {
      void account().then(
        () => get(container, ROOT_TOKENS.OwnerChanged)(),
        () => undefined,
      );
    }
    // The page's first cart is loaded with the session (main.tsx); a sign-in or out after it brings the new owner's.
    if (!first) void get(container, TOKENS.CartUseCases).ownerChanged();
  });
}

/**
 * Checkout's use cases (and the calls and schemas only they use) load with the first checkout page, so
 * the shop's first page does not carry them.
 */
const checkoutLoader = (container: Container): (() => Promise<CheckoutServices>) => {
  const load = loadBinding(container, TOKENS.CheckoutUseCases, () => import('./checkout-bindings').then((m) => m.checkoutModule));
  return () =>
    load().then((checkout) => ({
      checkout,
      orders: get(container, TOKENS.OrderDetailsQueries),
      views: { checkout: get(container, TOKENS.CheckoutView), checkoutPage: get(container, TOKENS.CheckoutPageView) },
    }));
};

/** What the views may use, read from the container once. */
function servicesFrom(container: Container, context: ResolutionContext, forms: Forms, account: () => Promise<AccountUseCases>): Services {
  return {
    site: get(context, ROOT_TOKENS.Site),
    views: {
      cart: get(context, TOKENS.CartView),
      compare: get(context, TOKENS.CompareView),
      preferences: get(context, TOKENS.PreferencesView),
      delivery: get(context, TOKENS.DeliveryView),
      toasts: get(context, TOKENS.ToastsView),
      drawers: get(context, TOKENS.DrawersView),
      session: get(context, TOKENS.SessionView),
      account: get(context, TOKENS.AccountView),
      lists: get(context, TOKENS.ListsView),
    },
    catalog: get(context, LATER_TOKENS.CatalogQueries),
    browsing: get(context, TOKENS.BrowsingUseCases),
    cart: get(context, TOKENS.CartUseCases),
    compare: get(context, TOKENS.CompareUseCases),
    preferredStore: get(context, TOKENS.PreferredStoreUseCases),
    deliveryPostcode: get(context, TOKENS.DeliveryPostcodeUseCases),
    deliveryCheck: get(context, TOKENS.DeliveryCheckUseCases),
    toasts: get(context, TOKENS.ToastsUseCases),
    drawers: get(context, TOKENS.DrawersUseCases),
    session: get(context, TOKENS.SessionUseCases),
    account: lazyAccount(account),
    // My Account's use cases are built over the account's.
    loadAccount: loadBinding(container, LATER_TOKENS.AccountManageUseCases, () =>
      account()
        .then(() => import('./account-manage-bindings'))
        .then((m) => m.accountManageModule),
    ),
    chat: lazyChat(loadBinding(container, LATER_TOKENS.ChatUseCases, () => import('./chat-bindings').then((m) => m.chatModule))),
    newsletter: {
      subscribe: (email, options) =>
        forms().then(
          () => get(container, LATER_TOKENS.NewsletterUseCases).subscribe(email, options),
          () => err({ type: 'newsletter/failed' as const, message: unreachable }),
        ),
    },
    backInStock: {
      notify: (productCode, email, options) =>
        forms().then(
          () => get(container, LATER_TOKENS.BackInStockUseCases).notify(productCode, email, options),
          () => err({ type: 'backInStock/failed' as const, message: unreachable }),
        ),
    },
    banners: get(context, LATER_TOKENS.Banners),
    loadCheckout: checkoutLoader(container),
    loadWallet: loadBinding(container, LATER_TOKENS.WalletUseCases, () => import('./wallet-bindings').then((m) => m.walletModule)),
    loadLists: loadBinding(container, LATER_TOKENS.ListsUseCases, () => import('./lists-bindings').then((m) => m.listsModule)),
    loadProjectParts: loadBinding(container, LATER_TOKENS.ProjectPartsUseCases, () =>
      import('./project-parts-bindings').then((m) => m.projectPartsModule),
    ),
    loadMakerhub: loadBinding(container, LATER_TOKENS.MakerhubUseCases, () => import('./makerhub-bindings').then((m) => m.makerhubModule)),
    loadSuggestions: loadBinding(container, LATER_TOKENS.SearchSuggestionsUseCases, () =>
      import('./suggestions-bindings').then((m) => m.suggestionsModule),
    ),
    codeLoading: get(context, LATER_TOKENS.CodeLoading),
    pageInfo: get(context, LATER_TOKENS.PageInfoUseCases),
    pageData: get(context, TOKENS.PageDataUseCases),
  };
}

/**
 * What the views may use, read from the container once. A container without them (the server's first
 * paint, over the same core) is given its place and site, and its services are bound, first.
 */
export function servicesWith(container: Container, site: Site, place: () => ClientPlace): Services {
  if (!container.isBound(ROOT_TOKENS.Services)) {
    container.bind(ROOT_TOKENS.Place).toConstantValue(place());
    container.bind(ROOT_TOKENS.Site).toConstantValue(site);
    container.load(servicesModule(container));
  }
  return get(container, ROOT_TOKENS.Services);
}
