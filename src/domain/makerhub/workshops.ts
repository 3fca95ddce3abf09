import { type Result, err, ok } from '../shared';

/**
 * A workshop session's places (spec §1 Community area, §2 "Makerhub Workshop"). The server keeps the
 * bookings; these rules decide whether one more may be taken, so the server and the pages agree.
 */
export interface SessionPlaces {
  /** Places the store runs the session with. */
  readonly places: number;
  /** Bookings held now. */
  readonly booked: number;
}

/** Places still free: never below zero, even if a store later cut the places under the bookings. */
export const placesLeft = (session: SessionPlaces): number => Math.max(0, session.places - Math.max(0, session.booked));

export type BookingRefusal = 'fullyBooked' | 'alreadyBooked' | 'sessionStarted';

export const BOOKING_MESSAGES: Readonly<Record<BookingRefusal, string>> = {
  fullyBooked: 'This session is fully booked',
  alreadyBooked: 'You have already booked a place in this session',
  sessionStarted: 'This session has already started and can no longer be booked',
};

/** A place is given back only before the session starts: the store has set the bench out by then. */
export const CANCEL_STARTED_MESSAGE = 'This session has already started: its booking can no longer be cancelled';

export interface BookingRequest extends SessionPlaces {
  /** Whether the customer already holds a place in the session. */
  readonly alreadyBooked: boolean;
  /** Epoch ms of the session's start and of the decision (the caller's clock). */
  readonly startsAt: number;
  readonly now: number;
}

/** One more booking, or why not: a past session, a second place for the same customer, no place left. */
export function bookingDecision(request: BookingRequest): Result<SessionPlaces, BookingRefusal> {
  if (request.startsAt <= request.now) return err('sessionStarted');
  if (request.alreadyBooked) return err('alreadyBooked');
  if (placesLeft(request) === 0) return err('fullyBooked');
  return ok({ places: request.places, booked: request.booked + 1 });
}

/** A session as a list of who holds a place: the model the property test folds book/cancel over. */
export interface SessionRoster {
  readonly places: number;
  readonly customers: readonly string[];
}

export function book(roster: SessionRoster, customer: string, startsAt: number, now: number): Result<SessionRoster, BookingRefusal> {
  const decided = bookingDecision({
    places: roster.places,
    booked: roster.customers.length,
    alreadyBooked: roster.customers.includes(customer),
    startsAt,
    now,
  });
  return decided.ok ? ok({ places: roster.places, customers: [...roster.customers, customer] }) : err(decided.error);
}

/** Cancelling gives the place back; a customer without a place changes nothing. */
export const cancel = (roster: SessionRoster, customer: string): SessionRoster => ({
  places: roster.places,
  customers: roster.customers.filter((c) => c !== customer),
});
