import type { Clock } from '../../application/ports/clock';

/** A clock that moves only when told to: for replaying a log and for tests of time-based rules. */
export class ManualClock implements Clock {
  constructor(private current = Date.UTC(2026, 0, 1)) {}

  now(): number {
    return this.current;
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
