import type { Navigation } from '../../application/ports/navigation';

/** The event the router listens to: re-fetch the current page's data in place. */
export const SOFT_RELOAD_EVENT = 'storefront:soft-reload';

export const browserNavigation: Navigation = {
  currentPath: () => `${window.location.pathname}${window.location.search}`,
  softReload: () => window.dispatchEvent(new Event(SOFT_RELOAD_EVENT)),
};
