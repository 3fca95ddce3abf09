import type { Insertable, Selectable } from 'kysely';
import type { MarketingEventTable } from '../../db/schema';
import type { Db } from '../../db/unit-of-work';

export type NewMarketingEvent = Insertable<MarketingEventTable>;
export type MarketingEventRow = Selectable<MarketingEventTable>;

/** Keeps the events that are new; one already kept (the same shopper and event id) is left as it is. Returns how many were new. */
export async function insertMarketingEvents(db: Db, rows: readonly NewMarketingEvent[]): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db
    .insertInto('marketing_events')
    .values([...rows])
    .onConflict((conflict) => conflict.columns(['anonymous_id', 'event_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** One shopper's events, the newest `limit`, returned oldest first. */
export async function marketingEventsOf(
  db: Db,
  who: { readonly customerId: string } | { readonly anonymousId: string },
  limit: number,
): Promise<MarketingEventRow[]> {
  const query = db.selectFrom('marketing_events').selectAll();
  const rows = await ('customerId' in who ? query.where('customer_id', '=', who.customerId) : query.where('anonymous_id', '=', who.anonymousId))
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}
