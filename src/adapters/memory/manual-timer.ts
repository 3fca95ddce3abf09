import type { Cancel, Timer } from '../../application/ports/timer';
import type { ManualClock } from './manual-clock';

interface Scheduled {
  readonly at: number;
  readonly order: number;
  readonly fn: () => void;
}

/**
 * A timer that fires only when a test moves time: `advance` moves the shared clock and runs what falls due,
 * in order; `runIdle` plays the browser becoming idle.
 */
export class ManualTimer implements Timer {
  private scheduled: Scheduled[] = [];
  private idle: Array<() => void> = [];
  private order = 0;

  constructor(private readonly clock: ManualClock) {}

  after(ms: number, fn: () => void): Cancel {
    const entry = { at: this.clock.now() + Math.max(0, ms), order: this.order++, fn };
    this.scheduled.push(entry);
    return () => {
      this.scheduled = this.scheduled.filter((s) => s !== entry);
    };
  }

  whenIdle(fn: () => void): Cancel {
    this.idle.push(fn);
    return () => {
      this.idle = this.idle.filter((f) => f !== fn);
    };
  }

  /** Moves the clock by `ms`, running each callback at its own time (callbacks may schedule more). */
  advance(ms: number): void {
    const end = this.clock.now() + ms;
    for (;;) {
      const next = this.scheduled.filter((s) => s.at <= end).sort((a, b) => a.at - b.at || a.order - b.order)[0];
      if (!next) break;
      this.scheduled = this.scheduled.filter((s) => s !== next);
      this.clock.advance(Math.max(0, next.at - this.clock.now()));
      next.fn();
    }
    this.clock.advance(end - this.clock.now());
  }

  /** Runs what waits for idle time. */
  runIdle(): void {
    const waiting = this.idle;
    this.idle = [];
    for (const fn of waiting) fn();
  }

  get pending(): number {
    return this.scheduled.length;
  }
}
