import type { SiteCode } from './site';

/**
 * Spec §3 Page info `gtagId`: the tag manager's measurement id of each site. Our own ids; a real
 * deployment swaps in the vendor's. One id per site so each site's traffic is measured apart.
 */
export const GTAG_IDS: Readonly<Record<SiteCode, string>> = {
  jrau: 'G-JRAU2026',
  jrnz: 'G-JRNZ2026',
  rtau: 'G-RTAU2026',
};

export const gtagIdOf = (site: SiteCode): string => GTAG_IDS[site];
