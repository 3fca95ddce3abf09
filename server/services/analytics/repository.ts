import type { Insertable, Selectable } from 'kysely';
import type { AnalyticsEventTable } from '../../db/schema';
import type { Db } from '../../db/unit-of-work';

export type NewAnalyticsEvent = Insertable<AnalyticsEventTable>;
export type AnalyticsEventRow = Selectable<AnalyticsEventTable>;

/**
 * Keeps a batch in one statement, so it lands whole or not at all; an event already kept (the same site and event
 * id, or twice in the batch) is left as it is. Returns how many were new.
 */
export async function insertAnalyticsEvents(db: Db, rows: readonly NewAnalyticsEvent[]): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db
    .insertInto('analytics_events')
    .values([...rows])
    .onConflict((conflict) => conflict.columns(['site', 'event_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** A site's newest `limit` events (of one type when given), returned in the order received. */
export async function analyticsEventsOf(db: Db, site: string, type: string | undefined, limit: number): Promise<AnalyticsEventRow[]> {
  const query = db.selectFrom('analytics_events').selectAll().where('site', '=', site);
  const rows = await (type === undefined ? query : query.where('event_type', '=', type)).orderBy('seq', 'desc').limit(limit).execute();
  return rows.reverse();
}
