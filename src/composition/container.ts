import { type Bind, Container, ContainerModule, type IsBound, type ResolutionContext } from 'inversify';
import { createEventLog } from '../application/event-log';
import { createEventBus } from '../adapters/event-bus/mitt-event-bus';
import { type ProjectionDefinition, type ReplayableProjection, createReplayRegistry, startProjection } from '../application/projection';
import {
  accountView,
  browsingView,
  cartView,
  compareView,
  deliveryView,
  drawersView,
  listsView,
  pageDataView,
  preferencesView,
  sessionView,
  toastsView,
} from '../application/projections';
import type { AnalyticsSink, SearchInsights } from '../application/ports/analytics';
import type { Clock } from '../application/ports/clock';
import type { Geolocation } from '../application/ports/geolocation';
import type { Ids } from '../application/ports/ids';
import type { KeyValueStore } from '../application/ports/key-value-store';
import type { MarketingMessaging } from '../application/ports/marketing-messaging';
import type { Bff } from '../application/ports/bff';
import type { Navigation } from '../application/ports/navigation';
import type { PaymentProviders } from '../application/ports/payment-providers';
import type { Navigator } from '../application/use-cases/checkout-core';
import type { SessionService } from '../application/ports/session-service';
import type { Timer } from '../application/ports/timer';
import { createRecorder } from '../application/recorder';
import { TOKENS, type Token } from '../application/tokens';
import { startSearchConversions } from '../application/subscribers/search-conversions';
import { browsingUseCases } from '../application/use-cases/browsing';
import { cartUseCases } from '../application/use-cases/cart';
import { compareUseCases, persistCompareList } from '../application/use-cases/compare';
import { deliveryCheckUseCases } from '../application/use-cases/delivery-check';
import { deliveryPostcodeUseCases } from '../application/use-cases/delivery-postcode';
import { drawersUseCases } from '../application/use-cases/drawers';
import { pageDataUseCases } from '../application/use-cases/page-data';
import type { DomainEvent } from '../application/events';
import { preferredStoreUseCases } from '../application/use-cases/preferred-store';
import { toastsUseCases } from '../application/use-cases/toasts';
import { sessionUseCases } from '../application/use-cases/session';
import { sessionTokenSource } from '../application/use-cases/session-token-source';
import { DEFAULT_SITE, SITES, type SiteCode } from '../domain/site';
import { get } from './load-module';

/** What the outside world lends the client: one adapter per port. */
export interface Adapters {
  readonly clock: Clock;
  readonly ids: Ids;
  readonly localStore: KeyValueStore;
  readonly sessionStore: KeyValueStore;
  readonly geolocation: Geolocation;
  readonly analytics: AnalyticsSink;
  readonly searchInsights?: SearchInsights;
  readonly sessionService?: SessionService;
  readonly marketingMessaging?: MarketingMessaging;
  readonly timer?: Timer;
  /** The site the client serves: search insights report to its index. */
  readonly site?: SiteCode;
  /** The backend-for-frontend: the cart, store and delivery use cases are bound when it is given. */
  readonly bff?: Bff;
  readonly navigation?: Navigation;
  /** Checkout's way to routes and providers' pages; checkout is bound when it and the payment providers are given. */
  readonly navigator?: Navigator;
  readonly payments?: PaymentProviders;
  /** What happened before this client started: the events the server folded while it rendered the page. */
  readonly history?: readonly DomainEvent[];
  /** Resolves once the session and cart have loaded (the browser loads them after the page is taken over). */
  readonly cartReady?: () => Promise<void>;
}

export { Container };
export type { Bind };

/** Every value the container makes is made once: a projection, a use case or a subscriber is one per shop. */
export const containerOptions = { defaultScope: 'Singleton' } as const;

/** Resolves a token with its type; the one place the container is read. */
export const resolve = <T>(container: Container, token: Token<T>): T => container.get<T>(token);

/**
 * A projection starts when first asked for, folding the whole log so far: it may be bound late (checkout is). A view's
 * projection joins the replays of the developer's event log; one only a subscriber reads (`replayable: false`, the
 * analytics queue) does not, so looking back never sends anything again.
 */
export function bindProjection<S>(bind: Bind, token: Token<unknown>, definition: ProjectionDefinition<S>, { replayable = true } = {}) {
  bind(token).toDynamicValue((context) => {
    const projection = startProjection(
      definition,
      get(context, TOKENS.EventBus),
      get(context, TOKENS.EventLog)
        .all()
        .map((entry) => entry.event),
      get(context, TOKENS.RenderedHistory),
    );
    if (replayable) get(context, TOKENS.Replays).add(projection as ReplayableProjection);
    return projection;
  });
}

/** Each port bound to the adapter given for it. */
export function portsModule(adapters: Adapters): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.Clock).toConstantValue(adapters.clock);
    bind(TOKENS.Ids).toConstantValue(adapters.ids);
    bind(TOKENS.LocalStore).toConstantValue(adapters.localStore);
    bind(TOKENS.SessionStore).toConstantValue(adapters.sessionStore);
    bind(TOKENS.Geolocation).toConstantValue(adapters.geolocation);
    bind(TOKENS.Analytics).toConstantValue(adapters.analytics);
    if (adapters.searchInsights) bind(TOKENS.SearchInsights).toConstantValue(adapters.searchInsights);
    if (adapters.sessionService) bind(TOKENS.SessionService).toConstantValue(adapters.sessionService);
    if (adapters.timer) bind(TOKENS.Timer).toConstantValue(adapters.timer);
    if (adapters.navigation) bind(TOKENS.Navigation).toConstantValue(adapters.navigation);
    if (adapters.bff) bind(TOKENS.Bff).toConstantValue(adapters.bff);
    if (adapters.navigator) bind(TOKENS.Navigator).toConstantValue(adapters.navigator);
    if (adapters.payments) bind(TOKENS.PaymentProviders).toConstantValue(adapters.payments);
    if (adapters.marketingMessaging) bind(TOKENS.MarketingMessaging).toConstantValue(adapters.marketingMessaging);
  });
}

/** What the shop's core needs besides its ports. */
export interface ShopOptions {
  readonly site?: SiteCode;
  readonly history?: readonly DomainEvent[];
  readonly cartReady?: () => Promise<void>;
}

/**
 * The bus, the log, the projections and the use cases the first page runs, over whichever ports are bound
 * (here or in a parent container): a use case whose ports are missing is not bound.
 */
export function shopModule(options: ShopOptions = {}): ContainerModule {
  return new ContainerModule(({ bind, isBound }) => {
    bind(TOKENS.EventBus).toDynamicValue(() => createEventBus());
    bind(TOKENS.EventLog).toDynamicValue((context) => {
      const log = createEventLog();
      // The log starts from the server's events, so every projection starts where the rendered page left it.
      if (options.history?.length) log.append(options.history, get(context, TOKENS.Clock).now());
      return log;
    });
    bind(TOKENS.RenderedHistory).toConstantValue(options.history?.length ?? 0);
    bind(TOKENS.Replays).toDynamicValue(() => createReplayRegistry());
    bind(TOKENS.Recorder).toDynamicValue((context) =>
      createRecorder(get(context, TOKENS.EventLog), get(context, TOKENS.EventBus), get(context, TOKENS.Clock)),
    );

    bindProjection(bind, TOKENS.CompareView, compareView);
    bindProjection(bind, TOKENS.CartView, cartView);
    // Not replayed: the session's token is what every call is made with, and an old one would be sent.
    bindProjection(bind, TOKENS.SessionView, sessionView, { replayable: false });
    bindProjection(bind, TOKENS.PreferencesView, preferencesView);
    bindProjection(bind, TOKENS.ToastsView, toastsView);
    bindProjection(bind, TOKENS.BrowsingView, browsingView);
    bindProjection(bind, TOKENS.DrawersView, drawersView);
    bindProjection(bind, TOKENS.AccountView, accountView);
    bindProjection(bind, TOKENS.ListsView, listsView);
    bindProjection(bind, TOKENS.PageDataView, pageDataView);
    bindProjection(bind, TOKENS.DeliveryView, deliveryView);

    bind(TOKENS.CompareUseCases).toDynamicValue((context) => {
      const view = get(context, TOKENS.CompareView);
      const localStore = get(context, TOKENS.LocalStore);
      persistCompareList(view, localStore);
      return compareUseCases({ view, recorder: get(context, TOKENS.Recorder), localStore });
    });
    bind(TOKENS.PageDataUseCases).toDynamicValue((context) =>
      pageDataUseCases({ view: get(context, TOKENS.PageDataView), recorder: get(context, TOKENS.Recorder) }),
    );
    bind(TOKENS.BrowsingUseCases).toDynamicValue((context) =>
      browsingUseCases({ view: get(context, TOKENS.BrowsingView), recorder: get(context, TOKENS.Recorder) }),
    );
    // Started with the subscribers (`./subscriber-bindings`), but always live: it records facts, it reports none.
    bind(TOKENS.SearchConversions).toDynamicValue((context) =>
      startSearchConversions({ bus: get(context, TOKENS.EventBus), browsing: get(context, TOKENS.BrowsingUseCases) }),
    );

    if (isBound(TOKENS.SessionService)) {
      bind(TOKENS.SessionUseCases).toDynamicValue((context) =>
        sessionUseCases({
          view: get(context, TOKENS.SessionView),
          recorder: get(context, TOKENS.Recorder),
          service: get(context, TOKENS.SessionService),
          clock: get(context, TOKENS.Clock),
        }),
      );
      const withToasts = isBound(TOKENS.Timer);
      bind(TOKENS.TokenSource).toDynamicValue((context) =>
        sessionTokenSource({
          view: get(context, TOKENS.SessionView),
          session: get(context, TOKENS.SessionUseCases),
          service: get(context, TOKENS.SessionService),
          cart: get(context, TOKENS.CartView),
          ...(withToasts ? { toasts: get(context, TOKENS.ToastsUseCases) } : {}),
        }),
      );
    }
    bindShopperUseCases(bind, isBound, options);
    // The subscribers are started by whoever creates the container (`./subscriber-bindings`): tests at once,
    // the browser once their code has loaded after the first paint (`./deferred-subscribers`).
  });
}

/** Wires the bus, the log, the projections and the use cases over the adapters given. */
export function createContainer(adapters: Adapters): Container {
  const container = new Container(containerOptions);
  container.load(portsModule(adapters));
  container.load(shopModule(adapters));
  return container;
}

/**
 * A shop of its own over a parent's ports: its own bus, log, projections and use cases, and every port the
 * parent binds unless the child binds its own (`bind` it before the first `resolve`).
 */
export function createChildContainer(parent: Container, options: ShopOptions = {}): Container {
  const child = new Container({ ...containerOptions, parent });
  child.load(shopModule(options));
  return child;
}

/** How long an add waits for the session and cart to load before it goes anyway (a session service that hangs). */
const CART_READY_WAIT_MS = 8_000;

const readyWithin = (ready: () => Promise<void>, timer: Timer) => () =>
  Promise.race([ready(), new Promise<void>((resolve) => timer.after(CART_READY_WAIT_MS, resolve))]);

/** Drawers, toasts, cart, preferred store, delivery postcode and delivery check, each once its ports are bound. */
function bindShopperUseCases(bind: Bind, isBound: IsBound, options: ShopOptions) {
  const country = SITES[options.site ?? DEFAULT_SITE].country;
  bind(TOKENS.DrawersUseCases).toDynamicValue((context) =>
    drawersUseCases({ view: get(context, TOKENS.DrawersView), recorder: get(context, TOKENS.Recorder) }),
  );
  const timer = isBound(TOKENS.Timer);
  if (timer) {
    bind(TOKENS.ToastsUseCases).toDynamicValue((context) =>
      toastsUseCases({
        view: get(context, TOKENS.ToastsView),
        recorder: get(context, TOKENS.Recorder),
        clock: get(context, TOKENS.Clock),
        ids: get(context, TOKENS.Ids),
        timer: get(context, TOKENS.Timer),
      }),
    );
  }
  if (!isBound(TOKENS.Bff)) return;
  bind(TOKENS.DeliveryCheckUseCases).toDynamicValue((context) =>
    deliveryCheckUseCases({
      bff: get(context, TOKENS.Bff),
      country,
      view: get(context, TOKENS.DeliveryView),
      recorder: get(context, TOKENS.Recorder),
    }),
  );
  if (!timer) return;
  bind(TOKENS.CartUseCases).toDynamicValue((context) =>
    cartUseCases({
      view: get(context, TOKENS.CartView),
      recorder: get(context, TOKENS.Recorder),
      ...(isBound(TOKENS.SessionService) ? { logger: get(context, TOKENS.SessionService) } : {}),
      bff: get(context, TOKENS.Bff),
      toasts: get(context, TOKENS.ToastsUseCases),
      drawers: get(context, TOKENS.DrawersUseCases),
      geolocation: get(context, TOKENS.Geolocation),
      ...(options.cartReady ? { ready: readyWithin(options.cartReady, get(context, TOKENS.Timer)) } : {}),
    }),
  );
  if (!isBound(TOKENS.SessionService) || !isBound(TOKENS.Navigation)) return;
  const storeChange = (context: ResolutionContext) => ({
    recorder: get(context, TOKENS.Recorder),
    sessionUseCases: get(context, TOKENS.SessionUseCases),
    navigation: get(context, TOKENS.Navigation),
    toasts: get(context, TOKENS.ToastsUseCases),
    drawers: get(context, TOKENS.DrawersUseCases),
  });
  bind(TOKENS.PreferredStoreUseCases).toDynamicValue((context) =>
    preferredStoreUseCases({
      ...storeChange(context),
      view: get(context, TOKENS.PreferencesView),
      session: get(context, TOKENS.SessionView),
      bff: get(context, TOKENS.Bff),
      logger: get(context, TOKENS.SessionService),
      geolocation: get(context, TOKENS.Geolocation),
      timer: get(context, TOKENS.Timer),
    }),
  );
  bind(TOKENS.DeliveryPostcodeUseCases).toDynamicValue((context) =>
    deliveryPostcodeUseCases({
      ...storeChange(context),
      view: get(context, TOKENS.DeliveryView),
      session: get(context, TOKENS.SessionView),
      country,
      geolocation: get(context, TOKENS.Geolocation),
      bff: get(context, TOKENS.Bff),
      logger: get(context, TOKENS.SessionService),
    }),
  );
}
