import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type {
  WorkshopBooking,
  WorkshopBookingsResponse,
  Workshop,
  WorkshopSession,
  WorkshopsResponse,
  BookingResponse,
} from '../../../contract/makerhub';
import { BOOKING_MESSAGES, CANCEL_STARTED_MESSAGE, bookingDecision, placesLeft } from '../../../src/domain/makerhub';
import type { Site } from '../../../src/domain/site';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../refusal';
import { queueMail } from '../mail/outbox';

/** A booking's reminder goes this long before the session starts; a booking made later gets none (its confirmation is as fresh). */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

export const WORKSHOP_MESSAGES = {
  workshopNotFound: 'Workshop not found',
  sessionNotFound: 'Workshop session not found',
  bookingNotFound: 'Booking not found',
} as const;

const iso = (ms: number) => new Date(ms).toISOString();
const workshopUrl = (slug: string) => `/makerhub/workshops/${slug}`;

/** A session with its store and how many places are taken, of this site, still to start. */
function sessionRows(db: Db, site: Site, now: number) {
  return db
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
}
type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionRows>['execute']>>[number];

const storeOf = (row: { store_key: string; name: string; suburb: string; state: string }) => ({
  storeKey: row.store_key,
  name: row.name,
  suburb: row.suburb,
  state: row.state,
});

function sessionWire(row: SessionRow, mine: ReadonlyMap<string, string>): WorkshopSession {
  return {
    id: row.id,
    startsAt: iso(row.starts_at),
    durationMinutes: row.duration_minutes,
    timeZone: row.time_zone,
    store: storeOf(row),
    places: row.places,
    placesLeft: placesLeft({ places: row.places, booked: Number(row.booked ?? 0) }),
    bookingId: mine.get(row.id) ?? null,
  };
}

async function myBookingIds(db: Db, customerId: string | null): Promise<Map<string, string>> {
  if (!customerId) return new Map();
  const rows = await db.selectFrom('workshop_bookings').select(['id', 'session_id']).where('customer_id', '=', customerId).execute();
  return new Map(rows.map((r) => [r.session_id, r.id]));
}

/** The site's workshops with their sessions still to come; a signed-in customer's own bookings marked. */
export async function listWorkshops(db: Db, site: Site, customerId: string | null, now: number, slug?: string): Promise<WorkshopsResponse> {
  let query = db
    .selectFrom('projects')
    .select(['slug', 'title', 'summary', 'difficulty'])
    .where('site', '=', site.code)
    .where('kind', '=', 'workshop');
  if (slug) query = query.where('slug', '=', slug);
  const workshops = await query.orderBy('title').execute();
  let sessions = sessionRows(db, site, now);
  if (slug) sessions = sessions.where('s.workshop_slug', '=', slug);
  const [rows, mine] = await Promise.all([sessions.execute(), myBookingIds(db, customerId)]);
  return {
    workshops: workshops.map((w): Workshop => ({
      slug: w.slug,
      title: w.title,
      summary: w.summary,
      difficulty: w.difficulty,
      url: workshopUrl(w.slug),
      sessions: rows.filter((r) => r.workshop_slug === w.slug).map((r) => sessionWire(r, mine)),
    })),
  };
}

export async function workshopBySlug(db: Db, site: Site, customerId: string | null, now: number, slug: string): Promise<Workshop> {
  const [workshop] = (await listWorkshops(db, site, customerId, now, slug)).workshops;
  if (!workshop) throw notFound(WORKSHOP_MESSAGES.workshopNotFound);
  return workshop;
}

/** The customer's bookings of this site's sessions still to come, soonest first. */
export async function myBookings(db: Db, site: Site, customerId: string, now: number): Promise<WorkshopBookingsResponse> {
  const rows = await db
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
    .where('s.site', '=', site.code)
    .where('s.starts_at', '>', now)
    .orderBy('s.starts_at')
    .orderBy('b.id')
    .execute();
  return {
    bookings: rows.map((r): WorkshopBooking => ({
      id: r.id,
      sessionId: r.session_id,
      workshop: { slug: r.workshop_slug, title: r.title, url: workshopUrl(r.workshop_slug) },
      startsAt: iso(r.starts_at),
      durationMinutes: r.duration_minutes,
      timeZone: r.time_zone,
      store: storeOf(r),
      bookedAt: iso(r.created_at),
    })),
  };
}

/**
 * Takes a place for the customer. The count, the decision and the insert run in one transaction, and the
 * insert itself only lands while the count is under the places (and UNIQUE (session, customer) holds),
 * so even two server processes on the same file never book more places than the session has. The booking's
 * mail and its reminder (due the day before) are queued in the same transaction.
 */
export async function bookPlace(db: Db, site: Site, customerId: string, sessionId: string, now: number): Promise<BookingResponse> {
  const id = `wb_${randomBytes(12).toString('base64url')}`;
  await db.transaction().execute(async (tx) => {
    const session = await tx
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
      .where('site', '=', site.code)
      .executeTakeFirst();
    if (!session) throw notFound(WORKSHOP_MESSAGES.sessionNotFound);
    const decided = bookingDecision({
      places: session.places,
      booked: Number(session.booked ?? 0),
      alreadyBooked: session.mine != null,
      startsAt: session.starts_at,
      now,
    });
    if (!decided.ok) throw conflict(BOOKING_MESSAGES[decided.error]);
    const inserted = await sql`
      INSERT INTO workshop_bookings (id, session_id, customer_id, created_at)
      SELECT ${id}, ${sessionId}, ${customerId}, ${now}
      WHERE (SELECT COUNT(*) FROM workshop_bookings WHERE session_id = ${sessionId}) < ${session.places}
      ON CONFLICT (session_id, customer_id) DO NOTHING`.execute(tx);
    if (Number(inserted.numAffectedRows ?? 0) !== 1) throw conflict(BOOKING_MESSAGES.fullyBooked);
    const customer = await tx.selectFrom('customers').select('email').where('id', '=', customerId).executeTakeFirstOrThrow();
    await queueMail(
      tx,
      { site: site.code, to: customer.email, content: { kind: 'workshop-booking', bookingId: id }, dedupeKey: `workshop-booking:${id}` },
      now,
    );
    const remindAt = session.starts_at - REMINDER_BEFORE_MS;
    if (remindAt > now)
      await queueMail(
        tx,
        {
          site: site.code,
          to: customer.email,
          content: { kind: 'workshop-reminder', bookingId: id },
          dedupeKey: `workshop-reminder:${id}`,
          dueAt: remindAt,
        },
        now,
      );
  });
  const [booking] = (await myBookings(db, site, customerId, now)).bookings.filter((b) => b.id === id);
  const session = (await workshopBySlug(db, site, customerId, now, booking!.workshop.slug)).sessions.find((s) => s.id === sessionId);
  return { booking: booking!, session: session! };
}

/** Gives the place back. Another customer's booking is the same 404 as an unknown one. */
export async function cancelBooking(db: Db, site: Site, customerId: string, bookingId: string, now: number): Promise<WorkshopBookingsResponse> {
  const booking = await db
    .selectFrom('workshop_bookings as b')
    .innerJoin('workshop_sessions as s', 's.id', 'b.session_id')
    .select(['b.id', 's.starts_at'])
    .where('b.id', '=', bookingId)
    .where('b.customer_id', '=', customerId)
    .where('s.site', '=', site.code)
    .executeTakeFirst();
  if (!booking) throw notFound(WORKSHOP_MESSAGES.bookingNotFound);
  if (booking.starts_at <= now) throw conflict(CANCEL_STARTED_MESSAGE);
  await db.deleteFrom('workshop_bookings').where('id', '=', bookingId).where('customer_id', '=', customerId).execute();
  return myBookings(db, site, customerId, now);
}
