/** New unique ids (toasts, queued analytics events, event ids) without the application touching randomness. */
export interface Ids {
  next(prefix: string): string;
}
