/** Where the shopper is and how the page refreshes, without the application touching the router or window. */
export interface Navigation {
  /** The current path with its query, e.g. `/store-finder` or `/p/some-product?x=1`. */
  currentPath(): string;
  /**
   * Spec §4 Preferred store: re-fetches the current page's data in place (no full reload, no scroll jump),
   * so prices and stock follow the new store or postcode.
   */
  softReload(): void;
}
