import type { Projection } from '../application/projection';
import { analyticsQueueView } from '../application/projections/analytics-queue';
import type { EventBus } from '../application/ports/event-bus';
import { startAnalyticsSubscriber, startMarketingMessagingSubscriber, startSearchInsightsSubscriber } from '../application/subscribers';
import { TOKENS } from '../application/tokens';
import type { SessionState } from '../domain/session';
import { DEFAULT_SITE, type SiteCode } from '../domain/site';
import { ContainerModule, type ResolutionContext } from 'inversify';
import { type Container, bindProjection, resolve } from './container';

/** What the subscribers follow: the bus and the session, unless a late start hands them the past (`./deferred-subscribers`). */
export interface SubscriberFeed {
  readonly bus: EventBus;
  readonly sessionView: Projection<SessionState>;
}

const feedOf = (context: ResolutionContext): SubscriberFeed => ({ bus: context.get(TOKENS.EventBus), sessionView: context.get(TOKENS.SessionView) });

/** DESIGN: analytics, search insights and marketing messaging are subscribers to domain events. */
export function subscribersModule(site: SiteCode = DEFAULT_SITE, feed?: SubscriberFeed): ContainerModule {
  return new ContainerModule(({ bind }) => {
    // The queue's read model folds the whole log when first asked for, so it may be bound with its subscriber.
    bindProjection(bind, TOKENS.AnalyticsQueueView, analyticsQueueView, { replayable: false });
    bind(TOKENS.AnalyticsSubscriber).toDynamicValue((context) =>
      startAnalyticsSubscriber({ ...(feed ?? feedOf(context)), ids: context.get(TOKENS.Ids), analytics: context.get(TOKENS.Analytics) }),
    );
    bind(TOKENS.SearchInsightsSubscriber).toDynamicValue((context) =>
      startSearchInsightsSubscriber({ ...(feed ?? feedOf(context)), site, insights: context.get(TOKENS.SearchInsights) }),
    );
    bind(TOKENS.MarketingMessagingSubscriber).toDynamicValue((context) =>
      startMarketingMessagingSubscriber({
        bus: (feed ?? feedOf(context)).bus,
        messaging: context.get(TOKENS.MarketingMessaging),
        timer: context.get(TOKENS.Timer),
        clock: context.get(TOKENS.Clock),
        ids: context.get(TOKENS.Ids),
      }),
    );
  });
}

/** Binds the subscribers through their container module. */
export function bindSubscribers(container: Container, site: SiteCode = DEFAULT_SITE, feed?: SubscriberFeed): void {
  container.load(subscribersModule(site, feed));
}

/**
 * Starts every subscriber whose ports are bound, before any use case runs, so none misses an event.
 * The projections they read are resolved first, so each is up to date before a subscriber reads it.
 */
export function startSubscribers(container: Container): void {
  resolve(container, TOKENS.SessionView);
  resolve(container, TOKENS.BrowsingView);
  resolve(container, TOKENS.AnalyticsSubscriber);
  if (container.isBound(TOKENS.SearchInsights)) {
    resolve(container, TOKENS.SearchConversions);
    resolve(container, TOKENS.SearchInsightsSubscriber);
  }
  if (container.isBound(TOKENS.MarketingMessaging) && container.isBound(TOKENS.Timer)) resolve(container, TOKENS.MarketingMessagingSubscriber);
}
