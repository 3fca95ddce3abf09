import type { AnalyticsSink } from '../../application/ports/analytics';
import { ga4DataLayerSink } from '../analytics';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The tag manager's `window.dataLayer` as GA4's sink, created when the tag manager has not loaded yet. */
export const dataLayerAnalytics: AnalyticsSink = ga4DataLayerSink(() => (window.dataLayer ??= []));
