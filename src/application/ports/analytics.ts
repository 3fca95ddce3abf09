import type { AnalyticsEvent, UserStatus } from '../../domain/analytics';

/** One analytics event as the shop sends it: what happened, who it happened to (spec §6 user status), and its id. */
export interface SentAnalyticsEvent {
  /** Unique per event and browser: a sink that retries can send it again and be counted once. */
  readonly id: string;
  readonly event: AnalyticsEvent;
  readonly userStatus: UserStatus;
}

/**
 * Where the shop's analytics go: the tag manager's dataLayer (GA4), the shop's own collector, a team's own.
 * Fed only by the analytics subscriber, never by views. The conformance kit (test/conformance/analytics-sink.ts)
 * is the contract: every event of a batch delivered once, in the batch's order, nothing lost when the page hides.
 */
export interface AnalyticsSink {
  /**
   * A flushed batch (spec §4 Analytics queue), priority events first, every event resolved. A sink may hold
   * events and send them later, but it never throws: a vendor that fails must not break the shop.
   */
  record(batch: readonly SentAnalyticsEvent[]): void;
  /** The page is being hidden or left: whatever the sink still holds must leave now (it may be the last chance). */
  pageHidden(): void;
}

/** An event for the search-insights service (views, clicks and conversions on search results). */
export interface SearchInsightsEvent {
  readonly eventType: 'view' | 'click' | 'conversion';
  readonly eventName: string;
  readonly index: string;
  readonly userToken: string;
  readonly objectIDs?: readonly string[];
  readonly queryID?: string;
  readonly positions?: readonly number[];
  readonly filters?: readonly string[];
}

export interface SearchInsights {
  send(event: SearchInsightsEvent): Promise<void>;
}
