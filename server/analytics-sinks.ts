import { ANALYTICS_SINK_NAMES, type AnalyticsSink } from '../contract/analytics';

/**
 * Where the page sends the shop's analytics events (spec §9 Analytics), from ANALYTICS_SINKS: `ga4` (the GA4
 * dataLayer, which the tag manager reads) and `beacon` (the shop's own collector, POST /api/bff/analytics/events).
 * Unset or blank is GA4 alone, the shop as it was before the collector.
 */
export const DEFAULT_ANALYTICS_SINKS: readonly AnalyticsSink[] = ['ga4'];

export type AnalyticsSinksSetting =
  { readonly ok: true; readonly sinks: readonly AnalyticsSink[] } | { readonly ok: false; readonly message: string };

const isSink = (name: string): name is AnalyticsSink => (ANALYTICS_SINK_NAMES as readonly string[]).includes(name);

/** A comma-separated list, spaces trimmed, a name given twice kept once, in the order given. */
export function parseAnalyticsSinks(value: string | undefined): AnalyticsSinksSetting {
  if (value === undefined || value.trim() === '') return { ok: true, sinks: DEFAULT_ANALYTICS_SINKS };
  const names = value.split(',').map((name) => name.trim());
  if (!names.every(isSink)) return { ok: false, message: `ANALYTICS_SINKS must be a comma-separated list of ga4 and beacon (it is "${value}")` };
  return { ok: true, sinks: [...new Set(names)] };
}

/** Whether the sinks are the default ones: then the pages say nothing and stay as a default start serves them. */
export const isDefaultAnalyticsSinks = (sinks: readonly AnalyticsSink[]): boolean =>
  sinks.length === DEFAULT_ANALYTICS_SINKS.length && sinks.every((sink, i) => sink === DEFAULT_ANALYTICS_SINKS[i]);

const SINK_DESCRIPTIONS: Record<AnalyticsSink, string> = {
  ga4: 'GA4 dataLayer',
  beacon: "the shop's collector (POST /api/bff/analytics/events)",
};

/** One line for the start output. */
export function describeAnalyticsSinks(sinks: readonly AnalyticsSink[] = DEFAULT_ANALYTICS_SINKS): string {
  return `Analytics: ${sinks.map((sink) => SINK_DESCRIPTIONS[sink]).join(', ')}`;
}
