import type { Analytics, DataLayerEntry, SearchInsights, SearchInsightsEvent } from '../../application/ports/analytics';

/** Keeps what would be pushed to the tag manager and the search-insights service, in order. */
export class RecordingAnalytics implements Analytics, SearchInsights {
  readonly dataLayer: DataLayerEntry[] = [];
  readonly insights: SearchInsightsEvent[] = [];

  push(entry: DataLayerEntry): void {
    this.dataLayer.push(entry);
  }

  async send(event: SearchInsightsEvent): Promise<void> {
    this.insights.push(event);
  }
}
