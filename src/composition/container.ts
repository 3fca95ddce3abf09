import 'reflect-metadata';
import { Container, type ResolutionContext } from 'inversify';
import { createEventLog } from '../application/event-log';
import { createEventBus } from '../application/mitt-event-bus';
import { type ProjectionDefinition, startProjection } from '../application/projection';
import {
  analyticsQueueView,
  cartView,
  checkoutView,
  compareView,
  orderView,
  preferencesView,
  sessionView,
  toastsView,
} from '../application/projections';
import type { Analytics, SearchInsights } from '../application/ports/analytics';
import type { Clock } from '../application/ports/clock';
import type { Geolocation } from '../application/ports/geolocation';
import type { Ids } from '../application/ports/ids';
import type { KeyValueStore } from '../application/ports/key-value-store';
import type { SessionService } from '../application/ports/session-service';
import { createRecorder } from '../application/recorder';
import { TOKENS, type Token } from '../application/tokens';
import { compareUseCases, persistCompareList } from '../application/use-cases/compare';
import { sessionUseCases } from '../application/use-cases/session';
import { sessionTokenSource } from '../application/use-cases/session-token-source';

/** What the outside world lends the client: one adapter per port. */
export interface Adapters {
  readonly clock: Clock;
  readonly ids: Ids;
  readonly localStore: KeyValueStore;
  readonly sessionStore: KeyValueStore;
  readonly geolocation: Geolocation;
  readonly analytics: Analytics;
  readonly searchInsights?: SearchInsights;
  readonly sessionService?: SessionService;
}

/** Resolves a token with its type; the one place the container is read. */
export const resolve = <T>(container: Container, token: Token<T>): T => container.get<T>(token);

const get = <T>(context: ResolutionContext, token: Token<T>): T => context.get<T>(token);

/** A projection that starts from whatever the log already holds, so it can be resolved late. */
function bindProjection<S>(container: Container, token: Token<unknown>, definition: ProjectionDefinition<S>) {
  container
    .bind(token)
    .toDynamicValue((context) =>
      startProjection(definition, get(context, TOKENS.EventBus), get(context, TOKENS.EventLog).all().map((entry) => entry.event)),
    )
    .inSingletonScope();
}

/** Wires the bus, the log, the projections and the use cases over the adapters given. */
export function createContainer(adapters: Adapters): Container {
  const container = new Container({ defaultScope: 'Singleton' });

  container.bind(TOKENS.Clock).toConstantValue(adapters.clock);
  container.bind(TOKENS.Ids).toConstantValue(adapters.ids);
  container.bind(TOKENS.LocalStore).toConstantValue(adapters.localStore);
  container.bind(TOKENS.SessionStore).toConstantValue(adapters.sessionStore);
  container.bind(TOKENS.Geolocation).toConstantValue(adapters.geolocation);
  container.bind(TOKENS.Analytics).toConstantValue(adapters.analytics);
  if (adapters.searchInsights) container.bind(TOKENS.SearchInsights).toConstantValue(adapters.searchInsights);

  container.bind(TOKENS.EventBus).toConstantValue(createEventBus());
  container.bind(TOKENS.EventLog).toConstantValue(createEventLog());
  container
    .bind(TOKENS.Recorder)
    .toDynamicValue((context) => createRecorder(get(context, TOKENS.EventLog), get(context, TOKENS.EventBus), get(context, TOKENS.Clock)));

  bindProjection(container, TOKENS.CompareView, compareView);
  bindProjection(container, TOKENS.CartView, cartView);
  bindProjection(container, TOKENS.CheckoutView, checkoutView);
  bindProjection(container, TOKENS.OrderView, orderView);
  bindProjection(container, TOKENS.SessionView, sessionView);
  bindProjection(container, TOKENS.PreferencesView, preferencesView);
  bindProjection(container, TOKENS.ToastsView, toastsView);
  bindProjection(container, TOKENS.AnalyticsQueueView, analyticsQueueView);

  container.bind(TOKENS.CompareUseCases).toDynamicValue((context) => {
    const view = get(context, TOKENS.CompareView);
    const localStore = get(context, TOKENS.LocalStore);
    persistCompareList(view, localStore);
    return compareUseCases({ view, recorder: get(context, TOKENS.Recorder), localStore });
  });

  if (adapters.sessionService) {
    container.bind(TOKENS.SessionService).toConstantValue(adapters.sessionService);
    container.bind(TOKENS.SessionUseCases).toDynamicValue((context) =>
      sessionUseCases({
        view: get(context, TOKENS.SessionView),
        recorder: get(context, TOKENS.Recorder),
        service: get(context, TOKENS.SessionService),
        clock: get(context, TOKENS.Clock),
      }),
    );
    container.bind(TOKENS.TokenSource).toDynamicValue((context) =>
      sessionTokenSource({ view: get(context, TOKENS.SessionView), session: get(context, TOKENS.SessionUseCases), service: get(context, TOKENS.SessionService) }),
    );
  }

  return container;
}
