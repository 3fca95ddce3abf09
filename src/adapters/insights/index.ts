export { createSearchInsights } from './search-insights-client';
export type { InsightsFetch, SearchInsightsClient, SearchInsightsOptions } from './search-insights-client';
