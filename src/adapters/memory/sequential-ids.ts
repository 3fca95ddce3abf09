import type { Ids } from '../../application/ports/ids';

/** Predictable ids (`toast-1`, `toast-2`, …): for tests and for logs that must replay identically. */
export class SequentialIds implements Ids {
  private counter = 0;

  next(prefix: string): string {
    this.counter += 1;
    return `${prefix}-${this.counter}`;
  }
}
