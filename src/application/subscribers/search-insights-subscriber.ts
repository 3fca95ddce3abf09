import { type InsightsEvent, insightsFilterEvents, insightsObjectEvents } from '../../domain/analytics';
import type { SessionState } from '../../domain/session';
import type { SiteCode } from '../../domain/site';
import type { DomainEvent } from '../events';
import type { Projection } from '../projection';
import type { SearchInsights, SearchInsightsEvent } from '../ports/analytics';
import type { EventBus } from '../ports/event-bus';

/** The spec names no event names; these say what the shopper did, as the service's reports show them. */
export const INSIGHTS_EVENT_NAMES = {
  resultsViewed: 'Search Results Viewed',
  filtersViewed: 'Search Filters Viewed',
  resultClicked: 'Search Result Clicked',
  resultAddedToCart: 'Search Result Added to Cart',
} as const;

export interface SearchInsightsSubscriberDeps {
  readonly bus: EventBus;
  readonly sessionView: Projection<SessionState>;
  readonly site: SiteCode;
  readonly insights: SearchInsights;
}

/**
 * Spec §6, §9 Search insights: views of search results (and their filters), clicks on a result and an
 * add to cart after a search become view / click / conversion events for the site's index, sent only
 * with a user token and at most 20 products each (the domain's insightsObjectEvents decides both).
 */
export function startSearchInsightsSubscriber(deps: SearchInsightsSubscriberDeps): () => void {
  const { bus, sessionView, site, insights } = deps;
  const target = () => ({ site, token: sessionView.getSnapshot().token });

  const send = (events: readonly (InsightsEvent | SearchInsightsEvent)[]) => {
    // Search insights must never break shopping: a failed send is dropped.
    for (const event of events) void insights.send(event).catch(() => undefined);
  };

  const eventsOf = (event: DomainEvent): readonly SearchInsightsEvent[] => {
    switch (event.type) {
      case 'browsing/searchResultsViewed': {
        const objectIDs = event.data.products.map((product) => product.sku);
        return [
          ...insightsObjectEvents({ ...target(), eventType: 'view', eventName: INSIGHTS_EVENT_NAMES.resultsViewed, objectIDs }),
          ...insightsFilterEvents({ ...target(), eventType: 'view', eventName: INSIGHTS_EVENT_NAMES.filtersViewed, filters: event.data.filters }),
        ];
      }
      case 'browsing/productSelected': {
        if (!event.data.search) return [];
        const { queryId, position } = event.data.search;
        const clicks = insightsObjectEvents({
          ...target(),
          eventType: 'click',
          eventName: INSIGHTS_EVENT_NAMES.resultClicked,
          objectIDs: [event.data.product.sku],
          queryID: queryId,
        });
        return clicks.map((click) => ({ ...click, positions: [position] }));
      }
      case 'browsing/searchConversionAttributed':
        return insightsObjectEvents({
          ...target(),
          eventType: 'conversion',
          eventName: INSIGHTS_EVENT_NAMES.resultAddedToCart,
          objectIDs: [event.data.sku],
          queryID: event.data.queryId,
        });
      default:
        return [];
    }
  };

  // A conversion is credited as a browsing fact (`./search-conversions`); its event comes through here.
  return bus.subscribe((event) => send(eventsOf(event)));
}
