import type { AnalyticsSink, SearchInsights, SearchInsightsEvent, SentAnalyticsEvent } from '../../application/ports/analytics';
import { type DataLayerPush, ga4DataLayerSink } from '../analytics';

/**
 * Keeps what the shop sent to analytics and the search-insights service, in order: the events as sent, and
 * the dataLayer the GA4 adapter would have pushed them onto (what the tag manager's tags would read).
 */
export class RecordingAnalytics implements AnalyticsSink, SearchInsights {
  readonly sent: SentAnalyticsEvent[] = [];
  readonly dataLayer: DataLayerPush[] = [];
  readonly insights: SearchInsightsEvent[] = [];
  private readonly ga4 = ga4DataLayerSink(() => this.dataLayer);

  record(batch: readonly SentAnalyticsEvent[]): void {
    this.sent.push(...batch);
    this.ga4.record(batch);
  }

  pageHidden(): void {}

  async send(event: SearchInsightsEvent): Promise<void> {
    this.insights.push(event);
  }
}
