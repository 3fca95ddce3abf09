import type { KeptMarketingEvent, MarketingEvent } from '../../../contract/marketing';
import { MARKETING_LIST_LIMIT } from '../../../contract/marketing';
import type { SiteCode } from '../../../src/domain/site';
import type { Identity } from '../auth/identity';
import type { Db } from '../../db/unit-of-work';
import { type MarketingEventRow, insertMarketingEvents, marketingEventsOf } from './repository';

/**
 * Spec §9 Analytics: the add-to-cart and remove-from-cart events of the marketing-messaging service, kept
 * for the shopper who sent them. A batch is kept whole in one statement; an event sent before (a beacon as
 * the page hid, then the same batch from the next page) is kept once. Returns how many were new.
 */
export async function recordMarketingEvents(
  db: Db,
  site: SiteCode,
  identity: Pick<Identity, 'customerId' | 'anonymousId'>,
  events: readonly MarketingEvent[],
  now: number,
): Promise<number> {
  return insertMarketingEvents(
    db,
    events.map((event) => ({
      event_id: event.id,
      site,
      customer_id: identity.customerId,
      anonymous_id: identity.anonymousId,
      name: event.name,
      sku: event.sku,
      product_name: event.productName,
      quantity: event.quantity,
      // Money is kept in cents; the wire carries the analytics items' decimal amount.
      price_cents: Math.round(event.price * 100),
      currency: event.currency,
      happened_at: event.at,
      received_at: now,
    })),
  );
}

const wire = (row: MarketingEventRow): KeptMarketingEvent => ({
  id: row.event_id,
  name: row.name,
  sku: row.sku,
  productName: row.product_name,
  quantity: row.quantity,
  price: row.price_cents / 100,
  currency: row.currency as KeptMarketingEvent['currency'],
  at: row.happened_at,
  site: row.site,
  customerId: row.customer_id,
  anonymousId: row.anonymous_id,
  receivedAt: row.received_at,
});

/** For an operator: one customer's events (under any anonymous id they used) or one anonymous shopper's, oldest first. */
export async function listMarketingEvents(
  db: Db,
  who: { readonly customerId: string } | { readonly anonymousId: string },
): Promise<{ events: KeptMarketingEvent[] }> {
  return { events: (await marketingEventsOf(db, who, MARKETING_LIST_LIMIT)).map(wire) };
}
