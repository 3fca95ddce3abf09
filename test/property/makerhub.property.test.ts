import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SessionRoster, book, cancel, entryDecision, placesLeft } from '../../src/domain/makerhub';

const NOW = 1_800_000_000_000;
const STARTS = NOW + 86_400_000;

/** A book or cancel by one of a few customers, so the same customer often comes back. */
const step = fc.record({
  kind: fc.constantFrom('book', 'cancel'),
  customer: fc.constantFrom('ana', 'ben', 'cai', 'dee', 'eli', 'fay', 'gus', 'hal', 'ivy', 'jo', 'kit', 'lu', 'mo', 'ned'),
});

describe('workshop places', () => {
  it('never go below zero and bookings never exceed places, over any sequence of book and cancel', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.array(step, { maxLength: 80 }), (places, steps) => {
        let roster: SessionRoster = { places, customers: [] };
        for (const { kind, customer } of steps) {
          const before = roster;
          if (kind === 'book') {
            const booked = book(roster, customer, STARTS, NOW);
            if (booked.ok) roster = booked.value;
            // A refusal changes nothing; a full session refuses exactly when no place is left.
            if (!booked.ok) expect(roster).toBe(before);
            if (!booked.ok && booked.error === 'fullyBooked') expect(before.customers.length).toBe(places);
          } else {
            roster = cancel(roster, customer);
          }
          expect(roster.customers.length).toBeLessThanOrEqual(places);
          expect(new Set(roster.customers).size).toBe(roster.customers.length);
          const left = placesLeft({ places, booked: roster.customers.length });
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left + roster.customers.length).toBe(places);
        }
      }),
    );
  });

  it('gives the place back on cancel: booking then cancelling leaves the session as it was', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 11 }),
        fc.string({ minLength: 5, maxLength: 6 }),
        (places, others, customer) => {
          const roster = { places, customers: others.filter((o) => o !== customer).slice(0, places - 1) };
          const booked = book(roster, customer, STARTS, NOW);
          expect(booked.ok).toBe(true);
          if (booked.ok) expect(cancel(booked.value, customer)).toEqual(roster);
        },
      ),
    );
  });

  it('refuses every booking once the session has started', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 10_000_000 }), (places, late) => {
        const refused = book({ places, customers: [] }, 'ana', NOW - late, NOW);
        expect(refused).toEqual({ ok: false, error: 'sessionStarted' });
      }),
    );
  });
});

describe('competition entries', () => {
  it('are taken only while open and only once', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.boolean(), (offset, alreadyEntered) => {
        const decided = entryDecision({ closesAt: NOW + offset, now: NOW, alreadyEntered });
        expect(decided.ok).toBe(offset > 0 && !alreadyEntered);
      }),
    );
  });
});
