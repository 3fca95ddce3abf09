import type { SessionToken } from '../session';
import { type SiteCode, searchIndexName } from '../site';

/** Spec §9 Search insights: at most 20 products per view event. */
export const SEARCH_INSIGHTS_MAX_OBJECTS = 20;
/** Spec §9 Search insights: how a filter whose values include an empty string is reported. */
export const SEARCH_ALL_PRODUCTS = 'Search All Products';

export type InsightsEventType = 'view' | 'click' | 'conversion';

export interface InsightsEvent {
  readonly eventType: InsightsEventType;
  readonly eventName: string;
  readonly index: string;
  readonly userToken: string;
  readonly objectIDs?: readonly string[];
  readonly filters?: readonly string[];
  readonly queryID?: string;
}

export interface InsightsFilter {
  readonly attribute: string;
  readonly values: readonly string[];
}

type TokenIds = Pick<SessionToken, 'customerId' | 'anonymousId'>;

/** Spec §6: "user-{customerId}" for a customer, otherwise "anonymous-{anonymousId}"; none without either id. */
export function searchInsightsUserToken(token: TokenIds | null | undefined): string | undefined {
  if (token?.customerId) return `user-${token.customerId}`;
  if (token?.anonymousId) return `anonymous-${token.anonymousId}`;
  return undefined;
}

/** Spec §9: an empty value stands for "no filter", reported as "Search All Products". */
export function insightsFilterValues(filter: InsightsFilter): string[] {
  if (filter.values.includes('')) return [SEARCH_ALL_PRODUCTS];
  return filter.values.map((value) => `${filter.attribute}:${value}`);
}

interface InsightsTarget {
  readonly eventType: InsightsEventType;
  readonly eventName: string;
  readonly site: SiteCode;
  readonly token: TokenIds | null | undefined;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/**
 * Spec §6, §9: no event at all without a user token; products are split into events of at most 20
 * (the spec states it for views; the search-insights service refuses more on any event type).
 */
export function insightsObjectEvents(target: InsightsTarget & { readonly objectIDs: readonly string[]; readonly queryID?: string }): InsightsEvent[] {
  const userToken = searchInsightsUserToken(target.token);
  if (userToken === undefined) return [];
  const index = searchIndexName(target.site);
  return chunks(target.objectIDs, SEARCH_INSIGHTS_MAX_OBJECTS).map((objectIDs) => ({
    eventType: target.eventType,
    eventName: target.eventName,
    index,
    userToken,
    objectIDs,
    ...(target.queryID ? { queryID: target.queryID } : {}),
  }));
}

/** Spec §6, §9: one event for the applied filters; none without a user token or without any filter value. */
export function insightsFilterEvents(target: InsightsTarget & { readonly filters: readonly InsightsFilter[] }): InsightsEvent[] {
  const userToken = searchInsightsUserToken(target.token);
  // Two "all products" filters are one fact, reported once.
  const filters = [...new Set(target.filters.flatMap(insightsFilterValues))];
  if (userToken === undefined || filters.length === 0) return [];
  return [{ eventType: target.eventType, eventName: target.eventName, index: searchIndexName(target.site), userToken, filters }];
}
