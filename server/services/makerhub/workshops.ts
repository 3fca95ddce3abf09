import { randomBytes } from 'node:crypto';
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
import { type Db, transact } from '../../db/unit-of-work';
import { conflict, notFound } from '../refusal';
import { queueMail } from '../mail/outbox';
import {
  customerBooking,
  customerBookingIds,
  customerBookings,
  customerEmail,
  deleteBooking,
  insertBookingWithinPlaces,
  type SessionRow,
  sessionForBooking,
  siteWorkshops,
  upcomingSessions,
} from './repository';

/** A booking's reminder goes this long before the session starts; a booking made later gets none (its confirmation is as fresh). */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

export const WORKSHOP_MESSAGES = {
  workshopNotFound: 'Workshop not found',
  sessionNotFound: 'Workshop session not found',
  bookingNotFound: 'Booking not found',
} as const;

const iso = (ms: number) => new Date(ms).toISOString();
const workshopUrl = (slug: string) => `/makerhub/workshops/${slug}`;

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
  const rows = await customerBookingIds(db, customerId);
  return new Map(rows.map((r) => [r.session_id, r.id]));
}

/** The site's workshops with their sessions still to come; a signed-in customer's own bookings marked. */
export async function listWorkshops(db: Db, site: Site, customerId: string | null, now: number, slug?: string): Promise<WorkshopsResponse> {
  const workshops = await siteWorkshops(db, site.code, slug);
  const [rows, mine] = await Promise.all([upcomingSessions(db, site, now, slug), myBookingIds(db, customerId)]);
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
  const rows = await customerBookings(db, site.code, customerId, now);
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
  await transact(db, async (tx) => {
    const session = await sessionForBooking(tx, site.code, sessionId, customerId);
    if (!session) throw notFound(WORKSHOP_MESSAGES.sessionNotFound);
    const decided = bookingDecision({
      places: session.places,
      booked: Number(session.booked ?? 0),
      alreadyBooked: session.mine != null,
      startsAt: session.starts_at,
      now,
    });
    if (!decided.ok) throw conflict(BOOKING_MESSAGES[decided.error]);
    const inserted = await insertBookingWithinPlaces(tx, { id, sessionId, customerId, now }, session.places);
    if (inserted !== 1) throw conflict(BOOKING_MESSAGES.fullyBooked);
    const email = await customerEmail(tx, customerId);
    await queueMail(
      tx,
      { site: site.code, to: email, content: { kind: 'workshop-booking', bookingId: id }, dedupeKey: `workshop-booking:${id}` },
      now,
    );
    const remindAt = session.starts_at - REMINDER_BEFORE_MS;
    if (remindAt > now)
      await queueMail(
        tx,
        {
          site: site.code,
          to: email,
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
  const booking = await customerBooking(db, site.code, customerId, bookingId);
  if (!booking) throw notFound(WORKSHOP_MESSAGES.bookingNotFound);
  if (booking.starts_at <= now) throw conflict(CANCEL_STARTED_MESSAGE);
  await deleteBooking(db, customerId, bookingId);
  return myBookings(db, site, customerId, now);
}
