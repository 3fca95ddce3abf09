declare global {
  interface Window {
    /** The tag manager's dataLayer (GA4's sink pushes onto it: src/adapters/analytics/ga4-data-layer.ts). */
    dataLayer?: unknown[];
  }
}

export {};
