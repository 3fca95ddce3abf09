/** Where a banner shows: the home page, the strip above every page's header, or category pages. */
export type BannerPlacement = 'home' | 'header' | 'category';

/** A site banner from the marketing messaging service (spec §1). */
export interface Banner {
  readonly id: string;
  readonly placement: BannerPlacement;
  readonly title: string;
  readonly body: string;
  /** A path on the same site, or null when the banner links nowhere. */
  readonly href: string | null;
  readonly tone: 'info' | 'promo' | 'notice';
  /** ISO 8601, UTC. */
  readonly startsAt: string;
  readonly endsAt: string;
}

/**
 * The marketing banner and messaging service (spec §1). Banners decorate the page and must never
 * hold it up or break it: when the service does not answer, there are simply none.
 */
export interface Banners {
  /** Spec §9: the service's readiness, polled every 250 ms; true once it answers, false when it never did within the bound. */
  ready(): Promise<boolean>;
  /** The site's banners showing now in one placement, in marketing's order; none when the service is not ready. */
  banners(placement: BannerPlacement): Promise<readonly Banner[]>;
}
