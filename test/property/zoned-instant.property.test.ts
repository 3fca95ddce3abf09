import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../../server/seed/makerhub';

const ZONES = ['Australia/Sydney', 'Australia/Brisbane', 'Australia/Adelaide', 'Australia/Perth', 'Australia/Hobart', 'Pacific/Auckland'] as const;
const DAY = 86_400_000;

/** The wall clock in the zone at the instant, as "YYYY-MM-DD HH:MM". */
function wallClock(instant: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

describe("a workshop session at its store's own clock", () => {
  it('starts at the local time asked, on the day asked, in every zone and season (daylight saving included)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 * 365 }),
        fc.constantFrom(9 * 60, 10 * 60, 18 * 60, 18 * 60 + 30),
        fc.constantFrom(...ZONES),
        (days, minutes, zone) => {
          const day = Date.UTC(2026, 0, 1) + days * DAY;
          const expected = `${new Date(day).toISOString().slice(0, 10)} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          expect(wallClock(zonedInstant(day, minutes, zone), zone)).toBe(expected);
        },
      ),
    );
  });
});
