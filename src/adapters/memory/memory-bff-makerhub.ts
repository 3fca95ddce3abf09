import type { ApiError } from '../../application/ports/api-error';
import type { Bff, Competition, CompetitionEntry, Workshop, WorkshopBooking, WorkshopSession } from '../../application/ports/bff';
import {
  BOOKING_MESSAGES,
  CANCEL_STARTED_MESSAGE,
  ENTRY_MESSAGES,
  book,
  cancel,
  entryDecision,
  entryTextError,
  placesLeft,
} from '../../domain/makerhub';
import { type Result, err, ok } from '../../domain/shared';

const apiError = (status: number, message: string): ApiError => ({ status, message });
const STORE = { storeKey: 'memory-store', name: 'Memory Lane', suburb: 'Sydney', state: 'NSW' };

interface MemorySession {
  readonly id: string;
  readonly slug: string;
  readonly startsAt: string;
  readonly places: number;
  /** Customer ids holding a place, with their booking ids. */
  bookings: Array<{ id: string; customer: string }>;
}

/**
 * The Makerhub in memory, answering as the server does (contract/makerhub.ts) with the same domain rules:
 * one workshop with two sessions and two competitions, one open and one closed. `customer` is who is
 * signed in (null: a guest, who gets 401 on the customer's calls); `now` is the clock the rules read.
 */
export class MemoryMakerhub {
  customer: string | null = 'memory-customer';
  now = Date.parse('2027-01-01T00:00:00Z');
  private serial = 0;
  readonly sessions: MemorySession[] = [
    { id: 'soldering-1', slug: 'intro-to-soldering', startsAt: '2027-05-01T00:00:00.000Z', places: 2, bookings: [] },
    { id: 'soldering-2', slug: 'intro-to-soldering', startsAt: '2027-05-08T00:00:00.000Z', places: 8, bookings: [] },
  ];
  readonly competitionList: Array<{ slug: string; title: string; closesAt: string; entries: CompetitionEntry[]; customers: Map<string, string> }> = [
    { slug: 'tiny-robots', title: 'Tiny Robots', closesAt: '2027-06-30T14:00:00.000Z', entries: [], customers: new Map() },
    {
      slug: 'festive-lights',
      title: 'Festive Lights',
      closesAt: '2026-01-10T13:00:00.000Z',
      customers: new Map(),
      entries: [
        {
          id: 'seed-1',
          competition: { slug: 'festive-lights', title: 'Festive Lights' },
          authorName: 'Priya S.',
          text: 'A singing tree.',
          photoUrl: null,
          createdAt: '2026-01-01T00:00:00.000Z',
          winnerRank: 1,
        },
      ],
    },
  ];

  private sessionWire(s: MemorySession): WorkshopSession {
    const mine = s.bookings.find((b) => b.customer === this.customer);
    return {
      id: s.id,
      startsAt: s.startsAt,
      durationMinutes: 120,
      timeZone: 'Australia/Sydney',
      store: STORE,
      places: s.places,
      placesLeft: placesLeft({ places: s.places, booked: s.bookings.length }),
      bookingId: mine?.id ?? null,
    };
  }

  private workshop(): Workshop {
    return {
      slug: 'intro-to-soldering',
      title: 'Intro to Soldering',
      summary: 'Solder a badge.',
      difficulty: 'Beginner',
      url: '/makerhub/workshops/intro-to-soldering',
      sessions: this.sessions.map((s) => this.sessionWire(s)),
    };
  }

  private bookings(): WorkshopBooking[] {
    return this.sessions.flatMap((s) =>
      s.bookings
        .filter((b) => b.customer === this.customer)
        .map((b) => ({
          id: b.id,
          sessionId: s.id,
          workshop: { slug: s.slug, title: 'Intro to Soldering', url: `/makerhub/workshops/${s.slug}` },
          startsAt: s.startsAt,
          durationMinutes: 120,
          timeZone: 'Australia/Sydney',
          store: STORE,
          bookedAt: new Date(this.now).toISOString(),
        })),
    );
  }

  private competition(c: MemoryMakerhub['competitionList'][number]): Competition {
    const closed = Date.parse(c.closesAt) <= this.now;
    const mine = this.customer ? c.entries.find((e) => e.id === c.customers.get(this.customer ?? '')) : undefined;
    return {
      slug: c.slug,
      title: c.title,
      summary: `${c.title}.`,
      prize: 'A gift card',
      closesAt: c.closesAt,
      status: closed ? 'closed' : 'open',
      entryCount: c.entries.length,
      myEntry: mine ?? null,
      winners: closed ? c.entries.filter((e) => e.winnerRank !== null) : [],
    };
  }

  private signedIn<T>(then: (customer: string) => Result<T, ApiError>): Promise<Result<T, ApiError>> {
    return Promise.resolve(this.customer ? then(this.customer) : err(apiError(401, 'Unauthorized')));
  }

  readonly calls: Bff['makerhub'] = {
    workshops: async () => ok([this.workshop()]),
    workshopsNear: async (storeKey, limit) => {
      const store = { ...STORE, chosen: storeKey === STORE.storeKey };
      const sessions = this.sessions.slice(0, limit).map((s) => ({
        ...this.sessionWire(s),
        workshop: { slug: s.slug, title: 'Intro to Soldering', url: `/makerhub/workshops/${s.slug}` },
        distanceKm: 0,
      }));
      return ok({ store, sessions });
    },
    workshop: async (slug) => (slug === 'intro-to-soldering' ? ok(this.workshop()) : err(apiError(404, 'Workshop not found'))),
    book: (sessionId) =>
      this.signedIn((customer) => {
        const session = this.sessions.find((s) => s.id === sessionId);
        if (!session) return err(apiError(404, 'Workshop session not found'));
        const roster = { places: session.places, customers: session.bookings.map((b) => b.customer) };
        const booked = book(roster, customer, Date.parse(session.startsAt), this.now);
        if (!booked.ok) return err(apiError(409, BOOKING_MESSAGES[booked.error]));
        this.serial += 1;
        session.bookings.push({ id: `booking-${this.serial}`, customer });
        const booking = this.bookings().find((b) => b.id === `booking-${this.serial}`)!;
        return ok({ booking, session: this.sessionWire(session) });
      }),
    cancelBooking: (bookingId) =>
      this.signedIn((customer) => {
        const session = this.sessions.find((s) => s.bookings.some((b) => b.id === bookingId && b.customer === customer));
        if (!session) return err(apiError(404, 'Booking not found'));
        if (Date.parse(session.startsAt) <= this.now) return err(apiError(409, CANCEL_STARTED_MESSAGE));
        const kept = cancel({ places: session.places, customers: session.bookings.map((b) => b.customer) }, customer).customers;
        session.bookings = session.bookings.filter((b) => kept.includes(b.customer));
        return ok(this.bookings());
      }),
    myBookings: () => this.signedIn(() => ok(this.bookings())),
    competitions: async () => ok(this.competitionList.map((c) => this.competition(c))),
    enter: (slug, entry) =>
      this.signedIn((customer) => {
        const c = this.competitionList.find((x) => x.slug === slug);
        if (!c) return err(apiError(404, 'Competition not found'));
        const decided = entryDecision({ closesAt: Date.parse(c.closesAt), now: this.now, alreadyEntered: c.customers.has(customer) });
        if (!decided.ok) return err(apiError(409, ENTRY_MESSAGES[decided.error]));
        const problem = entryTextError(entry.text);
        if (problem) return err(apiError(400, `body.text: ${problem}`));
        this.serial += 1;
        const made: CompetitionEntry = {
          id: `entry-${this.serial}`,
          competition: { slug, title: c.title },
          authorName: 'Memory C.',
          text: entry.text.trim(),
          photoUrl: entry.photo ? `memory://photo/${this.serial}` : null,
          createdAt: new Date(this.now).toISOString(),
          winnerRank: null,
        };
        c.entries.push(made);
        c.customers.set(customer, made.id);
        return ok(made);
      }),
    communityEntries: async (limit) =>
      ok(
        this.competitionList
          .flatMap((c) => c.entries)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .slice(0, limit),
      ),
  };
}
