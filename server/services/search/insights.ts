import { sql } from 'kysely';
import type { InsightsEvent, InsightsSummary } from '../../../contract/insights';
import { type Site, searchIndexName } from '../../../src/domain/site';
import type { Db } from '../../db/database';

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
  const rows = events.map((event) => ({
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
  await db.transaction().execute((tx) => tx.insertInto('insight_events').values(rows).execute());
  return rows.length;
}

/** For merchandising: events per type on one index, and the products clicked most (each click counts every product it names). */
export async function insightsSummary(db: Db, index: string, limit: number): Promise<InsightsSummary> {
  const counts = await db
    .selectFrom('insight_events')
    .select(['event_type', (eb) => eb.fn.countAll<number>().as('n')])
    .where('index_name', '=', index)
    .groupBy('event_type')
    .execute();
  const events = { view: 0, click: 0, conversion: 0 };
  for (const row of counts) events[row.event_type] = Number(row.n);

  const top = await sql<{ objectID: string; clicks: number; title: string | null }>`
    SELECT o.value AS objectID, count(*) AS clicks, p.title AS title
    FROM insight_events e, json_each(e.object_ids) o
    LEFT JOIN products p ON p.sku = o.value
    WHERE e.index_name = ${index} AND e.event_type = 'click' AND e.object_ids IS NOT NULL
    GROUP BY o.value ORDER BY clicks DESC, o.value LIMIT ${limit}`.execute(db);
  return { index, events, topClicked: top.rows.map((row) => ({ objectID: row.objectID, clicks: Number(row.clicks), title: row.title ?? null })) };
}
