import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Site, SiteCode } from '../../../src/domain/site';
import type { Db } from '../../db/database';
import type { CompetitionEntryTable, CompetitionTable } from '../../db/schema';

export type CompetitionRow = CompetitionTable;
export type CompetitionEntryRow = CompetitionEntryTable;

// Project parts

/** The products' titles by sku, for the skus the shop knows (at least one sku). */
export async function productTitles(db: Db, skus: readonly string[]): Promise<Array<{ sku: string; title: string }>> {
  return db
    .selectFrom('products')
    .select(['sku', 'title'])
    .where('sku', 'in', [...skus])
    .execute();
}

/** Adds units of a sku to the cart as a project's part: a new line, or more on the line the cart already has. */
export async function addPartToCart(trx: Db, cartId: string, sku: string, quantity: number, now: number): Promise<void> {
  await trx
    .insertInto('cart_lines')
    .values({ id: randomUUID(), cart_id: cartId, sku, quantity, item_container: 'makerhub-project', added_at: now })
    .onConflict((oc) =>
      oc.columns(['cart_id', 'sku']).doUpdateSet((eb) => ({ quantity: eb('cart_lines.quantity', '+', eb.ref('excluded.quantity')) })),
    )
    .execute();
}

// Competitions

/** Entries with their competition's slug, title, closing time and site. */
const entries = (db: Db) =>
  db
    .selectFrom('competition_entries as e')
    .innerJoin('competitions as c', 'c.id', 'e.competition_id')
    .selectAll('e')
    .select(['c.slug', 'c.title', 'c.closes_at', 'c.site']);

export async function siteCompetitions(db: Db, site: SiteCode): Promise<CompetitionRow[]> {
  return db.selectFrom('competitions').selectAll().where('site', '=', site).execute();
}

export async function competitionBySiteSlug(db: Db, site: SiteCode, slug: string): Promise<CompetitionRow | undefined> {
  return db.selectFrom('competitions').selectAll().where('site', '=', site).where('slug', '=', slug).executeTakeFirst();
}

export async function entryCount(db: Db, competitionId: string): Promise<number> {
  const count = await db
    .selectFrom('competition_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('competition_id', '=', competitionId)
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

/** The customer's entry in the competition, with its competition's names. */
export async function customerEntry(db: Db, competitionId: string, customerId: string) {
  return entries(db).where('e.competition_id', '=', competitionId).where('e.customer_id', '=', customerId).executeTakeFirst();
}

/** The competition's ranked entries, first place first. */
export async function winningEntries(db: Db, competitionId: string) {
  return entries(db).where('e.competition_id', '=', competitionId).where('e.winner_rank', 'is not', null).orderBy('e.winner_rank').execute();
}

/** The site's entries across its competitions, newest first. */
export async function newestSiteEntries(db: Db, site: SiteCode, limit: number) {
  return entries(db).where('c.site', '=', site).orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').limit(limit).execute();
}

export async function hasEntered(db: Db, competitionId: string, customerId: string): Promise<boolean> {
  const already = await db
    .selectFrom('competition_entries')
    .select('id')
    .where('competition_id', '=', competitionId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return !!already;
}

export async function customerNames(db: Db, customerId: string): Promise<{ first_name: string; last_name: string } | undefined> {
  return db.selectFrom('customers').select(['first_name', 'last_name']).where('id', '=', customerId).executeTakeFirst();
}

/** Inserts an entry unless the customer has one there already (the unique index decides); how many rows landed. */
export async function insertEntry(db: Db, row: CompetitionEntryRow): Promise<number> {
  const inserted = await db
    .insertInto('competition_entries')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0);
}

export async function entryPhotoFileOf(db: Db, entryId: string): Promise<string | null | undefined> {
  const row = await db.selectFrom('competition_entries').select('photo_file').where('id', '=', entryId).executeTakeFirst();
  return row?.photo_file;
}

// Workshops

/** The site's sessions still to start, with their workshop's title and how many places are booked. */
export async function upcomingSessionsWithTitles(db: Db, site: SiteCode, now: number) {
  return db
    .selectFrom('workshop_sessions as s')
    .innerJoin('projects as p', (join) => join.onRef('p.slug', '=', 's.workshop_slug').onRef('p.site', '=', 's.site'))
    .select(['s.id', 's.workshop_slug', 's.store_key', 's.starts_at', 's.duration_minutes', 's.places', 's.time_zone', 'p.title'])
    .select((eb) =>
      eb.selectFrom('workshop_bookings as b').select(eb.fn.countAll<number>().as('n')).whereRef('b.session_id', '=', 's.id').as('booked'),
    )
    .where('s.site', '=', site)
    .where('s.starts_at', '>', now)
    .execute();
}

/** A session with its store and how many places are taken, of this site, still to start; one workshop's when a slug is given. */
function sessionRows(db: Db, site: Site, now: number, slug?: string) {
  let query = db
    .selectFrom('workshop_sessions as s')
    .innerJoin('stores as st', 'st.store_key', 's.store_key')
    .select([
      's.id',
      's.workshop_slug',
      's.starts_at',
      's.duration_minutes',
      's.places',
      's.time_zone',
      'st.store_key',
      'st.name',
      'st.suburb',
      'st.state',
    ])
    .select((eb) =>
      eb.selectFrom('workshop_bookings as b').select(eb.fn.countAll<number>().as('n')).whereRef('b.session_id', '=', 's.id').as('booked'),
    )
    .where('s.site', '=', site.code)
    .where('st.brand', '=', site.brand)
    .where('st.country', '=', site.country)
    .where('s.starts_at', '>', now)
    .orderBy('s.starts_at')
    .orderBy('s.id');
  if (slug) query = query.where('s.workshop_slug', '=', slug);
  return query;
}
export type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionRows>['execute']>>[number];

/** The site's sessions still to start at its brand's stores in its country, soonest first; one workshop's when a slug is given. */
export async function upcomingSessions(db: Db, site: Site, now: number, slug?: string): Promise<SessionRow[]> {
  return sessionRows(db, site, now, slug).execute();
}

/** The site's workshops by title; the one of the slug when given. */
export async function siteWorkshops(db: Db, site: SiteCode, slug?: string) {
  let query = db.selectFrom('projects').select(['slug', 'title', 'summary', 'difficulty']).where('site', '=', site).where('kind', '=', 'workshop');
  if (slug) query = query.where('slug', '=', slug);
  return query.orderBy('title').execute();
}

/** The ids of the customer's bookings with their sessions. */
export async function customerBookingIds(db: Db, customerId: string): Promise<Array<{ id: string; session_id: string }>> {
  return db.selectFrom('workshop_bookings').select(['id', 'session_id']).where('customer_id', '=', customerId).execute();
}

/** The customer's bookings of the site's sessions still to start, soonest first, with workshop and store. */
export async function customerBookings(db: Db, site: SiteCode, customerId: string, now: number) {
  return db
    .selectFrom('workshop_bookings as b')
    .innerJoin('workshop_sessions as s', 's.id', 'b.session_id')
    .innerJoin('stores as st', 'st.store_key', 's.store_key')
    .innerJoin('projects as p', (join) => join.onRef('p.slug', '=', 's.workshop_slug').onRef('p.site', '=', 's.site'))
    .select([
      'b.id',
      'b.session_id',
      'b.created_at',
      's.starts_at',
      's.duration_minutes',
      's.time_zone',
      's.workshop_slug',
      'p.title',
      'st.store_key',
      'st.name',
      'st.suburb',
      'st.state',
    ])
    .where('b.customer_id', '=', customerId)
    .where('s.site', '=', site)
    .where('s.starts_at', '>', now)
    .orderBy('s.starts_at')
    .orderBy('b.id')
    .execute();
}

/** A session of the site with its places, start, how many are booked and the customer's booking of it (null when none). */
export async function sessionForBooking(tx: Db, site: SiteCode, sessionId: string, customerId: string) {
  return tx
    .selectFrom('workshop_sessions')
    .select(['id', 'places', 'starts_at'])
    .select((eb) =>
      eb
        .selectFrom('workshop_bookings as b')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('b.session_id', '=', 'workshop_sessions.id')
        .as('booked'),
    )
    .select((eb) =>
      eb
        .selectFrom('workshop_bookings as b')
        .select('b.id')
        .whereRef('b.session_id', '=', 'workshop_sessions.id')
        .where('b.customer_id', '=', customerId)
        .as('mine'),
    )
    .where('id', '=', sessionId)
    .where('site', '=', site)
    .executeTakeFirst();
}

/**
 * Books a place; the insert itself only lands while the session's bookings are under `places` (and UNIQUE
 * (session, customer) holds), so even two server processes on the same file never overbook. How many rows landed.
 */
export async function insertBookingWithinPlaces(
  tx: Db,
  booking: { id: string; sessionId: string; customerId: string; now: number },
  places: number,
): Promise<number> {
  const { id, sessionId, customerId, now } = booking;
  const inserted = await sql`
      INSERT INTO workshop_bookings (id, session_id, customer_id, created_at)
      SELECT ${id}, ${sessionId}, ${customerId}, CAST(${now} AS BIGINT)
      WHERE (SELECT COUNT(*) FROM workshop_bookings WHERE session_id = ${sessionId}) < ${places}
      ON CONFLICT (session_id, customer_id) DO NOTHING`.execute(tx);
  return Number(inserted.numAffectedRows ?? 0);
}

export async function customerEmail(db: Db, customerId: string): Promise<string> {
  const customer = await db.selectFrom('customers').select('email').where('id', '=', customerId).executeTakeFirstOrThrow();
  return customer.email;
}

/** The customer's booking of a session of the site, with the session's start. */
export async function customerBooking(db: Db, site: SiteCode, customerId: string, bookingId: string) {
  return db
    .selectFrom('workshop_bookings as b')
    .innerJoin('workshop_sessions as s', 's.id', 'b.session_id')
    .select(['b.id', 's.starts_at'])
    .where('b.id', '=', bookingId)
    .where('b.customer_id', '=', customerId)
    .where('s.site', '=', site)
    .executeTakeFirst();
}

export async function deleteBooking(db: Db, customerId: string, bookingId: string): Promise<void> {
  await db.deleteFrom('workshop_bookings').where('id', '=', bookingId).where('customer_id', '=', customerId).execute();
}
