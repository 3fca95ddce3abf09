import type { Analytics } from '../../application/ports/analytics';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The tag manager's `window.dataLayer`, created when the tag manager has not loaded yet. */
export const dataLayerAnalytics: Analytics = {
  push(entry) {
    window.dataLayer ??= [];
    window.dataLayer.push(entry);
  },
};
