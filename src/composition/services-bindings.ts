import { type Bind, type Container, ContainerModule, type ResolutionContext } from 'inversify';
import { createBanners } from '../adapters/banners';
import { browserCodeLoading } from '../adapters/browser';
import { createChatClient } from '../adapters/chat';
import type { BotCheck } from '../application/ports/bot-check';
import { execute } from '../application/recorder';
import { LATER_TOKENS, TOKENS } from '../application/tokens';
import { accountUseCases } from '../application/use-cases/account';
import { catalogQueries } from '../application/use-cases/catalog';
import { chatUseCases } from '../application/use-cases/chat';
import { pageInfoUseCases } from '../application/use-cases/page-info';
import { UNREACHABLE_DETAIL, UNREACHABLE_TITLE } from '../domain/presentation';
import { err } from '../domain/shared';
import { listsDecider } from '../domain/lists';
import { isBotCheckDomain } from '../domain/site';
import type { Site } from '../domain/site';
import type { CheckoutServices } from '../ui/checkout-services';
import type { Services } from '../ui/services';
import { loadBinding } from './load-module';
import type { ClientPlace } from './place';
import { ROOT_TOKENS } from './tokens';

import { get } from './load-module';

/**
 * What the views use besides the core, bound for the first page: the catalog's reads, the help chat, the
 * banners, the account, page info and code loading. What loads later (checkout, the forms and bot check,
 * My Account, the wallet, lists, Makerhub, search suggestions) is bound by its chunk's container module
 * when first asked for, through the loaders the views are handed.
 */
export function servicesModule(container: Container): ContainerModule {
  // The forms' code and the bot check load with the first form sent (or sign-in's bot check).
  const forms: Forms = loadBinding(container, LATER_TOKENS.BotCheck, () => import('./form-bindings').then((m) => m.formsModule));
  return new ContainerModule(({ bind }) => {
    bind(LATER_TOKENS.CatalogQueries).toDynamicValue((context) => catalogQueries(get(context, TOKENS.Bff)));
    bind(LATER_TOKENS.ChatService).toDynamicValue((context) => {
      const { origin, fetch } = get(context, ROOT_TOKENS.Place);
      return createChatClient({ origin, fetch });
    });
    bind(LATER_TOKENS.ChatUseCases).toDynamicValue((context) => {
      const clock = get(context, TOKENS.Clock);
      return chatUseCases({ service: get(context, LATER_TOKENS.ChatService), now: () => clock.now() });
    });
    bind(LATER_TOKENS.Banners).toDynamicValue((context) => {
      const { origin, fetch } = get(context, ROOT_TOKENS.Place);
      return createBanners({ origin, fetch });
    });
    bind(LATER_TOKENS.CodeLoading).toDynamicValue((context) => {
      const place = get(context, ROOT_TOKENS.Place);
      return browserCodeLoading({ origin: place.origin, fetch: place.fetch, storage: place.sessionStore, reload: () => place.reload() });
    });
    bind(LATER_TOKENS.PageInfoUseCases).toDynamicValue((context) => pageInfoUseCases({ site: get(context, ROOT_TOKENS.Site), host: get(context, ROOT_TOKENS.Place).host }));
    bindAccount(container, bind, forms);
    bind(ROOT_TOKENS.Services).toDynamicValue((context) => servicesFrom(container, context, forms));
  });
}

type Forms = () => Promise<BotCheck>;

const unreachable = `${UNREACHABLE_TITLE}. ${UNREACHABLE_DETAIL}`;

/**
 * The account data follows the session (spec §4 Customer account): loaded when it is logged in, cleared
 * when it is not. Sign-in's bot check is the forms' one, loaded with its first use.
 */
function bindAccount(container: Container, bind: Bind, forms: Forms) {
  bind(LATER_TOKENS.AccountUseCases).toDynamicValue((context) => {
    const place = get(context, ROOT_TOKENS.Place);
    const botCheck: BotCheck = {
      runsHere: isBotCheckDomain(place.host),
      // A check whose code did not load gives no token, as a check that did not answer.
      token: (options) => forms().then((check) => check.token(options), () => undefined),
    };
    const sessionView = get(context, TOKENS.SessionView);
    const recorder = get(context, TOKENS.Recorder);
    const lists = get(context, TOKENS.ListsView);
    const account = accountUseCases({
      bff: get(context, TOKENS.Bff),
      session: get(context, TOKENS.SessionUseCases),
      sessionView,
      view: get(context, TOKENS.AccountView),
      recorder,
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
      if (lists.getSnapshot().status !== 'none') execute(listsDecider, lists.getSnapshot(), { type: 'clear' }, recorder);
      void account.refresh();
      // The page's first cart is loaded with the session (main.tsx); a sign-in or out after it brings the new owner's.
      if (!first) void get(container, TOKENS.CartUseCases).ownerChanged();
    });
    return account;
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
function servicesFrom(container: Container, context: ResolutionContext, forms: Forms): Services {
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
    account: get(context, LATER_TOKENS.AccountUseCases),
    loadAccount: loadBinding(container, LATER_TOKENS.AccountManageUseCases, () => import('./account-manage-bindings').then((m) => m.accountManageModule)),
    chat: get(context, LATER_TOKENS.ChatUseCases),
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
    loadProjectParts: loadBinding(container, LATER_TOKENS.ProjectPartsUseCases, () => import('./project-parts-bindings').then((m) => m.projectPartsModule)),
    loadMakerhub: loadBinding(container, LATER_TOKENS.MakerhubUseCases, () => import('./makerhub-bindings').then((m) => m.makerhubModule)),
    loadSuggestions: loadBinding(container, LATER_TOKENS.SearchSuggestionsUseCases, () => import('./suggestions-bindings').then((m) => m.suggestionsModule)),
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
