import type { AnalyticsCollectedEvent, AnalyticsEventsList, AnalyticsEventsQuery, KeptAnalyticsEvent } from '../../../contract/analytics';
import type { SiteCode } from '../../../src/domain/site';
import type { Db } from '../../db/unit-of-work';
import { type AnalyticsEventRow, analyticsEventsOf, insertAnalyticsEvents } from './repository';

/**
 * Spec §9 Analytics: the shop's own collector keeps every event a page sends, whoever the visitor (no session is
 * asked for). A batch is kept whole in one statement; an event sent before (a beacon as the page hid, then the
 * same batch from the next page) is kept once. Returns how many were new.
 */
export async function recordAnalyticsEvents(db: Db, site: SiteCode, events: readonly AnalyticsCollectedEvent[], now: number): Promise<number> {
  return insertAnalyticsEvents(
    db,
    events.map((event) => ({
      site,
      event_id: event.id,
      event_type: event.type,
      user_status: event.userStatus,
      happened_at: event.at,
      received_at: now,
      data: JSON.stringify(event.data),
    })),
  );
}

const wire = (row: AnalyticsEventRow): KeptAnalyticsEvent => ({
  id: row.event_id,
  type: row.event_type,
  userStatus: row.user_status,
  at: row.happened_at,
  receivedAt: row.received_at,
  data: JSON.parse(row.data) as Record<string, unknown>,
});

/** For an operator: the site's newest events (of one type when asked), in the order received. */
export async function listAnalyticsEvents(db: Db, site: SiteCode, query: AnalyticsEventsQuery): Promise<AnalyticsEventsList> {
  return { events: (await analyticsEventsOf(db, site, query.type, query.limit)).map(wire) };
}
