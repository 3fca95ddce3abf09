import { type Selectable, sql } from 'kysely';
import { SITES, type SiteCode } from '../../../src/domain/site';
import type { Db } from '../../db/database';
import type { MailOutboxTable } from '../../db/schema';

export type OutboxRow = Selectable<MailOutboxTable>;

/** A new outbox row's columns; the state (pending) and the attempts (none) are the table's defaults. */
export type NewOutboxRow = Omit<OutboxRow, 'id' | 'state' | 'attempts'>;

/** What settling a claimed row may change: its state, its claim, its next try and its last error. */
export type OutboxChanges = Partial<Pick<OutboxRow, 'state' | 'finished_at' | 'claim_token' | 'claimed_until' | 'last_error' | 'due_at'>>;

/** Adds a mail to the outbox in the caller's transaction; a second row with the same dedupe_key is ignored. */
export async function insertOutboxMail(tx: Db, row: NewOutboxRow): Promise<void> {
  await tx
    .insertInto('mail_outbox')
    .values(row)
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .execute();
}

/**
 * Claims the next pending row that is due and not claimed by another (its lease lapsed or none): the token, the
 * lease and one more attempt are written in one UPDATE, so two processes never both take it. Undefined when none.
 */
export async function claimNextOutboxRow(db: Db, token: string, now: number, claimedUntil: number): Promise<OutboxRow | undefined> {
  const free = sql`(claimed_until IS NULL OR claimed_until <= ${now})`;
  const claimed = await sql<OutboxRow>`
      UPDATE mail_outbox SET claim_token = ${token}, claimed_until = ${claimedUntil}, attempts = attempts + 1
      WHERE id = (SELECT id FROM mail_outbox WHERE state = 'pending' AND due_at <= ${now} AND ${free} ORDER BY due_at, id LIMIT 1)
        AND state = 'pending' AND ${free}
      RETURNING *`.execute(db);
  return claimed.rows[0];
}

/** Writes the outcome of a claimed row, only while the claim is still this token's; how many rows it changed (0 or 1). */
export async function settleOutboxRow(db: Db, id: number, token: string, changes: OutboxChanges): Promise<number> {
  const settled = await db.updateTable('mail_outbox').where('id', '=', id).where('claim_token', '=', token).set(changes).executeTakeFirst();
  return Number(settled.numUpdatedRows);
}

/** Keeps a sent mail in the dev mailbox (GET /dev/mailbox). */
export async function insertMailboxMail(
  db: Db,
  mail: { site: string; to: string; subject: string; body: string; link?: string },
  now: number,
): Promise<void> {
  await db
    .insertInto('mailbox')
    .values({ site: mail.site, recipient: mail.to, subject: mail.subject, body: mail.body, link: mail.link ?? null, sent_at: now })
    .execute();
}

/** The dev mailbox's newest mail first. */
export async function latestMail(db: Db, limit = 50) {
  return db.selectFrom('mailbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

/** True when anyone is waiting for a product to come back ("Notify me"). */
export async function hasStockSubscriptions(db: Db): Promise<boolean> {
  const any = await db.selectFrom('stock_subscriptions').select('id').limit(1).executeTakeFirst();
  return any !== undefined;
}

/** The sites as rows, so one query can ask each subscription's site for its country and brand. */
const SITE_ROWS = sql.join(Object.values(SITES).map((site) => sql`(${site.code}, ${site.country}, ${site.brand})`));

/**
 * Up to 500 subscriptions, oldest first, whose product their site can sell again: a unit not held, in the
 * country's warehouses or the brand's stores there, as catalog-stock.ts counts.
 */
export async function subscriptionsBackInStock(db: Db): Promise<Array<{ id: number; site: string; product_code: string; email: string }>> {
  const due = await sql<{ id: number; site: string; product_code: string; email: string }>`
      WITH sites(code, country, brand) AS (VALUES ${SITE_ROWS})
      SELECT sub.id, sub.site, sub.product_code, sub.email FROM stock_subscriptions sub
      JOIN sites ON sites.code = sub.site
      WHERE EXISTS (
        SELECT 1 FROM products p JOIN stock st ON st.sku = p.sku
        WHERE p.product_code = sub.product_code AND st.quantity > st.reserved
          AND (st.location_key IN (SELECT warehouse_key FROM warehouses WHERE country = sites.country)
            OR st.location_key IN (SELECT store_key FROM stores WHERE country = sites.country AND brand = sites.brand)))
      ORDER BY sub.id LIMIT 500`.execute(db);
  return due.rows;
}

/** Removes a subscription; how many rows went (0 when another pass claimed it first). */
export async function deleteStockSubscription(tx: Db, id: number): Promise<number> {
  const gone = await tx.deleteFrom('stock_subscriptions').where('id', '=', id).executeTakeFirst();
  return Number(gone.numDeletedRows);
}

export async function orderByNumber(db: Db, orderNumber: string) {
  return db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirst();
}

/** When the order last became ready to collect, if it did. */
export async function readyToCollectAt(db: Db, orderNumber: string): Promise<number | undefined> {
  const readyAt = await db
    .selectFrom('order_status_history')
    .select('at')
    .where('order_number', '=', orderNumber)
    .where('status', '=', 'readytocollect')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return readyAt?.at;
}

export async function orderReturn(db: Db, returnId: number) {
  return db.selectFrom('order_returns').selectAll().where('id', '=', returnId).executeTakeFirst();
}

/** True when the reset link is neither used nor expired at `now` (a replaced link's row is gone). */
export async function isPasswordResetLive(db: Db, token: string, now: number): Promise<boolean> {
  const live = await db
    .selectFrom('password_resets')
    .select('token')
    .where('token', '=', token)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return live !== undefined;
}

/** The product of a code with its price on the site, as the back-in-stock mail shows it. */
export async function productWithSitePrice(db: Db, site: SiteCode, productCode: string) {
  return db
    .selectFrom('products as p')
    .innerJoin('product_prices as pp', (join) => join.onRef('pp.sku', '=', 'p.sku').on('pp.site', '=', site))
    .select(['p.title', 'p.sku', 'p.slug', 'pp.final_cents'])
    .where('p.product_code', '=', productCode)
    .executeTakeFirst();
}

/** A booking with its session, workshop, store and customer's first name; undefined once cancelled. */
export async function workshopBookingForMail(db: Db, bookingId: string) {
  return db
    .selectFrom('workshop_bookings as b')
    .innerJoin('workshop_sessions as s', 's.id', 'b.session_id')
    .innerJoin('stores as st', 'st.store_key', 's.store_key')
    .innerJoin('projects as p', (join) => join.onRef('p.slug', '=', 's.workshop_slug').onRef('p.site', '=', 's.site'))
    .innerJoin('customers as c', 'c.id', 'b.customer_id')
    .select([
      'p.title',
      's.workshop_slug',
      's.starts_at',
      's.duration_minutes',
      's.time_zone',
      'st.name',
      'st.address',
      'st.suburb',
      'st.state',
      'st.postcode',
      'c.first_name',
    ])
    .where('b.id', '=', bookingId)
    .executeTakeFirst();
}
