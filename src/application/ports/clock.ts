/** The time, in epoch milliseconds; the only way the application learns it, so tests can fix it. */
export interface Clock {
  now(): number;
}
