/** Stops a scheduled callback; calling it after the callback ran, or twice, does nothing. */
export type Cancel = () => void;

/** Deferred work, so the application never calls setTimeout or requestIdleCallback itself and tests can move time. */
export interface Timer {
  /** Runs `fn` once, `ms` milliseconds from now. */
  after(ms: number, fn: () => void): Cancel;
  /** Runs `fn` once when the browser is idle (spec §4 Preferred store: geolocation waits for idle). */
  whenIdle(fn: () => void): Cancel;
}
