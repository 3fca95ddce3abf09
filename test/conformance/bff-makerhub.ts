import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, ENTRY_MESSAGES } from '../../src/domain/makerhub';
import type { BffUnderTest } from './bff';
import { said, value } from './bff-support';

/** Makerhub workshops and competitions: the reads everyone has, and a customer's bookings and entries. */
export function makerhubConformance(subject: () => BffUnderTest): void {
  describe('makerhub', () => {
    it('the workshops list the one asked for by its slug, each session with no more places left than it has', async () => {
      const { shopper, makerhub } = subject();
      const bff = await shopper();
      const listed = value(await bff.makerhub.workshops());
      expect(listed.map((workshop) => workshop.slug)).toContain(makerhub.workshop);
      const workshop = value(await bff.makerhub.workshop(makerhub.workshop));
      expect(workshop.slug).toBe(makerhub.workshop);
      expect(workshop.sessions.length).toBeGreaterThan(0);
      for (const session of workshop.sessions) {
        expect(session.placesLeft).toBeGreaterThanOrEqual(0);
        expect(session.placesLeft).toBeLessThanOrEqual(session.places);
        expect(session.bookingId).toBeNull();
      }
      expect(said(await bff.makerhub.workshop('no-such-workshop'))).toEqual({ status: 404, message: 'Workshop not found' });
    });

    it('a guest may read but not book, nor see bookings, nor enter', async () => {
      const { shopper, makerhub } = subject();
      const bff = await shopper();
      const [session] = value(await bff.makerhub.workshop(makerhub.workshop)).sessions;
      expect(said(await bff.makerhub.book(session!.id))).toEqual({ status: 401, message: 'Unauthorized' });
      expect(said(await bff.makerhub.myBookings())).toEqual({ status: 401, message: 'Unauthorized' });
      expect(said(await bff.makerhub.enter(makerhub.openCompetition, { text: 'A robot.' }))).toEqual({ status: 401, message: 'Unauthorized' });
    });

    it('a customer books a place once, sees it among their bookings, and cancels it', async () => {
      const { customer, makerhub } = subject();
      const bff = await customer();
      const sessions = value(await bff.makerhub.workshop(makerhub.workshop)).sessions;
      const session = sessions.find((s) => s.placesLeft > 0 && s.bookingId === null);
      if (!session) throw new Error(`no session of ${makerhub.workshop} to book`);
      const booked = value(await bff.makerhub.book(session.id));
      expect(booked.session.placesLeft).toBe(session.placesLeft - 1);
      expect(booked.session.bookingId).toBe(booked.booking.id);
      expect(booked.booking.workshop.slug).toBe(makerhub.workshop);
      expect(said(await bff.makerhub.book(session.id))).toEqual({ status: 409, message: BOOKING_MESSAGES.alreadyBooked });
      expect(value(await bff.makerhub.myBookings()).map((b) => b.id)).toContain(booked.booking.id);
      const left = value(await bff.makerhub.cancelBooking(booked.booking.id));
      expect(left.map((b) => b.id)).not.toContain(booked.booking.id);
      expect(said(await bff.makerhub.cancelBooking(booked.booking.id))).toEqual({ status: 404, message: 'Booking not found' });
      const after = value(await bff.makerhub.workshop(makerhub.workshop)).sessions.find((s) => s.id === session.id);
      expect(after?.placesLeft).toBe(session.placesLeft);
    });

    it('a customer enters an open competition once; a closed one and an unknown one are refused', async () => {
      const { customer, makerhub } = subject();
      const bff = await customer();
      const entry = value(await bff.makerhub.enter(makerhub.openCompetition, { text: '  A robot that waters the basil.  ' }));
      expect(entry.text).toBe('A robot that waters the basil.');
      expect(entry.competition.slug).toBe(makerhub.openCompetition);
      expect(entry.photoUrl).toBeNull();
      const open = value(await bff.makerhub.competitions()).find((c) => c.slug === makerhub.openCompetition);
      expect(open?.status).toBe('open');
      expect(open?.myEntry?.id).toBe(entry.id);
      expect(said(await bff.makerhub.enter(makerhub.openCompetition, { text: 'Again.' }))).toEqual({
        status: 409,
        message: ENTRY_MESSAGES.alreadyEntered,
      });
      expect(said(await bff.makerhub.enter(makerhub.closedCompetition, { text: 'Late.' }))).toEqual({
        status: 409,
        message: ENTRY_MESSAGES.competitionClosed,
      });
      expect(said(await bff.makerhub.enter('no-such-competition', { text: 'Lost.' }))).toEqual({ status: 404, message: 'Competition not found' });
      expect(value(await bff.makerhub.communityEntries(50)).map((e) => e.id)).toContain(entry.id);
    });

    it('a closed competition names its winners; an open one names none', async () => {
      const { shopper, makerhub } = subject();
      const competitions = value(await (await shopper()).makerhub.competitions());
      const closed = competitions.find((c) => c.slug === makerhub.closedCompetition);
      expect(closed?.status).toBe('closed');
      expect(closed?.winners.length).toBeGreaterThan(0);
      expect(competitions.find((c) => c.slug === makerhub.openCompetition)?.winners).toEqual([]);
    });
  });
}
