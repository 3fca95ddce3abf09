// The Reflect metadata API inversify reads, once, at the browser's root (the entry inversify's own container imports).
import 'reflect-metadata/lite';
import { ContainerModule } from 'inversify';
import { createBffClient } from '../adapters/bff';
import { browserGeolocation, browserNavigation, browserTimer, randomIds, systemClock, webStorage } from '../adapters/browser';
import { lazyGroup } from '../adapters/http';
import { createGeoCookie, documentCookieJar } from '../adapters/storage';
import type { MarketingMessaging } from '../application/ports/marketing-messaging';
import { browserSessionEvents, lazySessionClient } from '../adapters/session';
import type { SearchInsights } from '../application/ports/analytics';
import type { PaymentProviders } from '../application/ports/payment-providers';
import type { TokenSource } from '../application/ports/token-source';
import type { DomainEvent } from '../application/events';
import type { Navigator } from '../application/use-cases/checkout-core';
import { TOKENS } from '../application/tokens';
import type { Site } from '../domain/site';
import type { Services } from '../ui/services';
import { browserAnalytics } from './analytics-sinks';
import { Container, containerOptions, resolve, shopModule } from './container';
import { startSubscribersLater } from './deferred-subscribers';
import { get, loadBinding } from './load-module';
import { loadOnce } from '../adapters/http';
import type { ClientPlace } from './place';
import { servicesModule, servicesWith } from './services-bindings';
import { ROOT_TOKENS } from './tokens';

export type { ClientPlace } from './place';

/**
 * Checkout's routes go through the history router (it follows popstate); a provider's page is a full load.
 */
export const browserNavigator: Navigator = {
  navigate(path, options = {}) {
    window.history[options.replace ? 'replaceState' : 'pushState']({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.scrollTo(0, 0);
  },
  leave: (url) => window.location.assign(url),
};

const browserPlace = (): ClientPlace => ({
  origin: window.location.origin,
  host: window.location.host,
  fetch: window.fetch.bind(window),
  sessionStore: webStorage('sessionStorage'),
  reload: () => window.location.reload(),
  leave: (url) => window.location.assign(url),
});

/**
 * The browser's ports, each bound to its adapter. The BFF client needs the token source and the token source
 * lives in the container, so the client reads it through the container when it sends. The search insights
 * client and the payment providers load with their first call, the providers' with their chunk's module.
 */
function browserPortsModule(container: Container, site: Site): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const place = browserPlace();
    bind(ROOT_TOKENS.Place).toConstantValue(place);
    bind(ROOT_TOKENS.Site).toConstantValue(site);
    bind(TOKENS.Clock).toConstantValue(systemClock);
    bind(TOKENS.Ids).toConstantValue(randomIds);
    bind(TOKENS.LocalStore).toDynamicValue(() => webStorage('localStorage'));
    bind(TOKENS.SessionStore).toConstantValue(place.sessionStore);
    // Spec §3 Geolocation: a position obtained is kept in the cookie "geo" and reused on later visits.
    bind(TOKENS.Geolocation).toConstantValue(
      browserGeolocation(createGeoCookie(documentCookieJar(document), { secure: window.location.protocol === 'https:' })),
    );
    // The sinks the server's settings name (ANALYTICS_SINKS): GA4's dataLayer unless it says otherwise.
    bind(TOKENS.Analytics).toConstantValue(browserAnalytics(place, { timer: browserTimer, clock: systemClock }));
    // Only the search insights subscriber sends to it, and that loads after the first paint too.
    bind(TOKENS.SearchInsights).toConstantValue(
      lazyGroup<SearchInsights>(() =>
        import('../adapters/insights').then((m) => m.createSearchInsights({ origin: place.origin, fetch: place.fetch })),
      ),
    );
    // Its calls' code loads with the first of them: the session check, once the page is idle.
    bind(TOKENS.SessionService).toDynamicValue((context) =>
      lazySessionClient(
        { origin: place.origin, fetch: place.fetch, storage: get(context, TOKENS.LocalStore), events: browserSessionEvents(window) },
        () => import('../adapters/session/session-client'),
      ),
    );
    const tokens: TokenSource = {
      current: () => get(container, TOKENS.TokenSource).current(),
      update: async (token) => get(container, TOKENS.TokenSource).update(token),
      replaced: (change) => get(container, TOKENS.TokenSource).replaced(change),
    };
    bind(TOKENS.Bff).toConstantValue(createBffClient({ host: place.origin, fetch: place.fetch, tokens }));
    bind(TOKENS.Timer).toConstantValue(browserTimer);
    bind(TOKENS.Navigation).toConstantValue(browserNavigation);
    // While the developer's event log replays a log, the page is the replay's: checkout's own redirects (an empty
    // cart sends home) would take the shopper being replayed off it.
    bind(TOKENS.Navigator).toConstantValue({
      ...browserNavigator,
      navigate: (path: string, options?: Parameters<Navigator['navigate']>[1]) => {
        if (!get(container, TOKENS.Replays).replaying) browserNavigator.navigate(path, options);
      },
    });
    const payments = loadBinding(container, ROOT_TOKENS.LoadedPaymentProviders, () => import('./payment-bindings').then((m) => m.paymentsModule));
    bind(TOKENS.PaymentProviders).toConstantValue(lazyGroup<PaymentProviders>(payments));
    bind(TOKENS.MarketingMessaging).toConstantValue(serverMarketingMessaging(container, place));
  });
}

/** Where the tab keeps the marketing events its server has not acknowledged (session storage, docs/decisions.md). */
const MARKETING_OUTBOX = 'marketingOutbox';

/**
 * The marketing-messaging service over the shop's server (src/adapters/marketing). Its code loads with the
 * subscriber's first readiness poll (spec §9: polled every 250 ms), so the first page carries none of it,
 * or as soon as the page is idle when the page before left events unsent in this tab.
 */
function serverMarketingMessaging(container: Container, place: ClientPlace): MarketingMessaging {
  const load = loadOnce(() =>
    import('../adapters/marketing').then((m) =>
      m.createServerMarketingMessaging({
        origin: place.origin,
        fetch: place.fetch,
        store: place.sessionStore,
        storageKey: MARKETING_OUTBOX,
        accessToken: () => get(container, TOKENS.TokenSource).current()?.accessToken,
        beacon: (url, body) => navigator.sendBeacon(url, body),
        onPageHide(listener) {
          document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && listener());
          window.addEventListener('pagehide', listener);
        },
        after: (ms, then) => void browserTimer.after(ms, then),
      }),
    ),
  );
  let loaded: MarketingMessaging | null = null;
  const start = () =>
    load().then((messaging) => {
      loaded = messaging;
      return messaging;
    });
  if (place.sessionStore.get(MARKETING_OUTBOX)) browserTimer.whenIdle(() => void start().catch(() => undefined));
  return {
    ready() {
      if (!loaded) void start().catch(() => undefined);
      return loaded !== null;
    },
    flush: async (events) => (await start()).flush(events),
  };
}

/** The container for one site in the browser: its ports, the shop's core and what the views use. */
export function createBrowserContainer(site: Site, history: readonly DomainEvent[] = [], cartReady?: () => Promise<void>): Container {
  const container = new Container(containerOptions);
  container.load(browserPortsModule(container, site));
  container.load(shopModule({ site: site.code, history, ...(cartReady ? { cartReady } : {}) }));
  container.load(servicesModule(container));
  startSubscribersLater(container, site.code, undefined, (start) => browserTimer.whenIdle(start));
  // The session's token is kept from the start: the BFF client's first call may need it.
  resolve(container, TOKENS.TokenSource);
  return container;
}

/** What the views may use, read from the container once. */
export function servicesOf(container: Container, site: Site): Services {
  return servicesWith(container, site, browserPlace);
}
