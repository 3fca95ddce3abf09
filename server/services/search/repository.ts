import { jsonArrayElements } from '../../db/portable';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { InsightEventTable } from '../../db/schema';

export type InsightEventRow = Omit<InsightEventTable, 'id'>;

/** Keeps a batch of search insight events in one transaction: all of it or, on any failure, none of it. */
export async function insertInsightEvents(db: Db, rows: readonly InsightEventRow[]): Promise<void> {
  await db.transaction().execute((tx) =>
    tx
      .insertInto('insight_events')
      .values([...rows])
      .execute(),
  );
}

/** How many events of each type one index has. */
export async function insightEventCounts(db: Db, index: string): Promise<Array<{ eventType: InsightEventRow['event_type']; count: number }>> {
  const rows = await db
    .selectFrom('insight_events')
    .select(['event_type', (eb) => eb.fn.countAll<number>().as('n')])
    .where('index_name', '=', index)
    .groupBy('event_type')
    .execute();
  return rows.map((row) => ({ eventType: row.event_type, count: Number(row.n) }));
}

/** The products clicked most on one index (a click counts every product it names), with their titles when still sold. */
export async function mostClicked(db: Db, index: string, limit: number): Promise<Array<{ objectID: string; clicks: number; title: string | null }>> {
  const top = await sql<{ objectID: string; clicks: number; title: string | null }>`
    SELECT o.value AS "objectID", count(*) AS clicks, p.title AS title
    FROM insight_events e, ${jsonArrayElements(db, sql.ref('e.object_ids'), 'o')}
    LEFT JOIN products p ON p.sku = o.value
    WHERE e.index_name = ${index} AND e.event_type = 'click' AND e.object_ids IS NOT NULL
    GROUP BY o.value, p.title ORDER BY clicks DESC, o.value LIMIT ${limit}`.execute(db);
  return top.rows.map((row) => ({ objectID: row.objectID, clicks: Number(row.clicks), title: row.title ?? null }));
}
