import type { InsightsEvent, InsightsSummary } from '../../../contract/insights';
import { type Site, searchIndexName } from '../../../src/domain/site';
import type { Db } from '../../db/unit-of-work';
import { type InsightEventRow, insertInsightEvents, insightEventCounts, mostClicked } from './repository';

export type InsightsRefusal = { readonly type: 'wrongIndex'; readonly at: number; readonly expected: string };

/**
 * Spec §9 Search insights: an event names the index of the site it happened on ("a product index plus a
 * per-site suffix"), so an event naming another site's index is refused rather than counted twice.
 */
export function wrongIndex(site: Site, events: readonly InsightsEvent[]): InsightsRefusal | null {
  const expected = searchIndexName(site.code);
  const at = events.findIndex((event) => event.index !== expected);
  return at < 0 ? null : { type: 'wrongIndex', at, expected };
}

const json = (value: readonly unknown[] | undefined): string | null => (value === undefined ? null : JSON.stringify(value));

/** Records a checked batch in one transaction: all of it or, on any failure, none of it. */
export async function recordInsightEvents(db: Db, site: Site, events: readonly InsightsEvent[], now: number): Promise<number> {
  const rows = events.map((event): InsightEventRow => ({
    site: site.code,
    index_name: event.index,
    event_type: event.eventType,
    event_name: event.eventName,
    user_token: event.userToken,
    query_id: event.queryID?.toLowerCase() ?? null,
    object_ids: json(event.objectIDs),
    positions: json(event.positions),
    filters: json(event.filters),
    received_at: now,
  }));
  await insertInsightEvents(db, rows);
  return rows.length;
}

/** For merchandising: events per type on one index, and the products clicked most (each click counts every product it names). */
export async function insightsSummary(db: Db, index: string, limit: number): Promise<InsightsSummary> {
  const events = { view: 0, click: 0, conversion: 0 };
  for (const row of await insightEventCounts(db, index)) events[row.eventType] = row.count;
  return { index, events, topClicked: await mostClicked(db, index, limit) };
}
