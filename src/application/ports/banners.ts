import type { Banner, BannerPlacement } from '../../../contract/banners';

/** A site banner from the marketing messaging service (spec §1), and where it shows. */
export type { Banner, BannerPlacement } from '../../../contract/banners';

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
