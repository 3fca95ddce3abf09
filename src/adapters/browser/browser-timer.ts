import type { Timer } from '../../application/ports/timer';

/** setTimeout and requestIdleCallback (with a timeout fallback where the browser has none). */
export const browserTimer: Timer = {
  after(ms, fn) {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
  whenIdle(fn) {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => fn(), { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(fn, 1500);
    return () => clearTimeout(id);
  },
};
