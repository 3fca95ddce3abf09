/** One entry pushed onto the tag manager's data layer (GA4 shape). */
export type DataLayerEntry = Readonly<Record<string, unknown>>;

/** The tag manager's data layer. Fed only by subscribers to domain events, never by views. */
export interface Analytics {
  push(entry: DataLayerEntry): void;
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
