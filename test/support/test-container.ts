import {
  FixedGeolocation,
  ManualClock,
  ManualTimer,
  MemoryBff,
  type MemoryBffOptions,
  MemoryKeyValueStore,
  MemoryMarketingMessaging,
  MemoryNavigation,
  MemoryPaymentProviders,
  MemorySessionService,
  RecordingAnalytics,
  SequentialIds,
} from '../../src/adapters/memory';
import type { GeolocationError, Position } from '../../src/application/ports/geolocation';
import type { Timer } from '../../src/application/ports/timer';
import type { SessionToken } from '../../src/domain/session';
import type { SiteCode } from '../../src/domain/site';
import { checkoutModule } from '../../src/composition/checkout-bindings';
import { type Bind, type Container, createChildContainer, createContainer } from '../../src/composition/container';
import { bindSubscribers, startSubscribers } from '../../src/composition/subscriber-bindings';

export interface TestFakes {
  readonly clock: ManualClock;
  readonly ids: SequentialIds;
  readonly localStore: MemoryKeyValueStore;
  readonly sessionStore: MemoryKeyValueStore;
  readonly analytics: RecordingAnalytics;
  readonly marketingMessaging: MemoryMarketingMessaging;
  /** The in-memory BFF: catalog, cart and stores. */
  readonly bff: MemoryBff;
  /** The session service: the token patches the client sent. */
  readonly session: MemorySessionService;
  readonly navigation: MemoryNavigation;
  /** Moves the clock and fires toasts' auto-close and idle work; bound unless another timer is given. */
  readonly timer: ManualTimer;
  /** The card drop-in, pay form and fraud token, answering what the test queues. */
  readonly payments: MemoryPaymentProviders;
  /** The browser's geolocation and the position an earlier visit left (the `geo` cookie). */
  readonly geolocation: FixedGeolocation;
}

/** The whole client core over in-memory adapters: what tests drive instead of a browser. */
export function createTestContainer(
  options: {
    now?: number;
    localStorage?: Record<string, string>;
    sessionStorage?: Record<string, string>;
    position?: Position | GeolocationError;
    /** The position an earlier visit left in the `geo` cookie. */
    rememberedPosition?: Position;
    /** Marketing messaging runs only with a timer to space its polls and retries. */
    timer?: Timer;
    site?: SiteCode;
    bff?: MemoryBffOptions;
    /** The session token the shopper starts with; null for none. */
    token?: SessionToken | null;
    path?: string;
  } = {},
): { container: Container; fakes: TestFakes } {
  const analytics = new RecordingAnalytics();
  const clock = new ManualClock(options.now);
  const bff = new MemoryBff({ ...(options.site ? { site: options.site } : {}), ...options.bff });
  const fakes: TestFakes = {
    clock,
    ids: new SequentialIds(),
    localStore: new MemoryKeyValueStore(options.localStorage),
    sessionStore: new MemoryKeyValueStore(options.sessionStorage),
    analytics,
    marketingMessaging: new MemoryMarketingMessaging(),
    bff,
    session: new MemorySessionService(options.token),
    navigation: new MemoryNavigation(options.path),
    timer: new ManualTimer(clock),
    payments: new MemoryPaymentProviders(() => bff.checkoutStore.reference ?? ''),
    geolocation: new FixedGeolocation(options.position ?? { type: 'unsupported' }, options.rememberedPosition ?? null),
  };
  const container = createContainer({
    ...fakes,
    searchInsights: analytics,
    timer: options.timer ?? fakes.timer,
    bff: fakes.bff,
    sessionService: fakes.session,
    navigation: fakes.navigation,
    navigator: fakes.navigation,
    payments: fakes.payments,
    ...(options.site ? { site: options.site } : {}),
  });
  bindSubscribers(container, options.site);
  startSubscribers(container);
  // The browser binds checkout when its page first loads; tests have it from the start.
  container.load(checkoutModule);
  return { container, fakes };
}

/**
 * Another shop over a test container's in-memory adapters: its own bus, log, projections, use cases,
 * subscribers and checkout, with the ports `rebind` binds in place of the parent's (a team's own analytics
 * or payment adapter); every other port is the parent's.
 */
export function createChildTestContainer(parent: Container, rebind: (bind: Bind) => void, options: { site?: SiteCode } = {}): Container {
  const child = createChildContainer(parent, options);
  rebind((token) => child.bind(token));
  bindSubscribers(child, options.site);
  startSubscribers(child);
  child.load(checkoutModule);
  return child;
}
