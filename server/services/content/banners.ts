import type { Banner, BannerPlacement } from '../../../contract/banners';
import type { SiteCode } from '../../../src/domain/site';
import type { Db } from '../../db/unit-of-work';
import { type BannerRow, bannersShowing } from './repository';

const toWire = (row: BannerRow): Banner => ({
  id: row.id,
  placement: row.placement,
  title: row.title,
  body: row.body,
  href: row.href,
  tone: row.tone,
  startsAt: new Date(row.starts_at).toISOString(),
  endsAt: new Date(row.ends_at).toISOString(),
});

/**
 * The site's banners showing now (spec §1 marketing banners): started, not yet ended, in the order
 * marketing placed them; one placement, or every placement when none is asked for.
 */
export async function activeBanners(db: Db, site: SiteCode, placement: BannerPlacement | undefined, now: number): Promise<Banner[]> {
  const rows = await bannersShowing(db, site, placement, now);
  return rows.map(toWire);
}
