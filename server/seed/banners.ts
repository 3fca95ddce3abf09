import type { Db } from '../db/database';
import { insertRows, recordSeedRun, seedTransaction, seededVersion } from './write';
import type { SiteCode } from '../../src/domain/site';
import type { BannerTable } from '../db/schema';

/** Bump when the rows below change; banners seeded at another version are replaced. */
export const BANNERS_SEED_VERSION = 1;
const RUN_NAME = 'banners';

const at = (iso: string) => Date.parse(iso);
/** Banners that run until the marketing team retires them. */
const ALWAYS = { starts_at: at('2025-01-01T00:00:00Z'), ends_at: at('2100-01-01T00:00:00Z') };

type SeedBanner = Omit<BannerTable, 'position'>;
const banner = (site: SiteCode, id: string, rest: Omit<SeedBanner, 'site' | 'id'>): SeedBanner => ({ site, id: `${site}-${id}`, ...rest });

/**
 * Each site's marketing banners (spec §1 "a marketing banner/messaging service that supplies site
 * banners"): an always-on delivery promise in the header, seasonal promotions, and one past and one
 * future campaign per site so the active window is visible. NZ wording and NZD thresholds on jrnz.
 */
export function buildBanners(): SeedBanner[] {
  const jc = (site: 'jrau' | 'jrnz'): SeedBanner[] => {
    const nz = site === 'jrnz';
    return [
      banner(site, 'free-delivery', {
        placement: 'header',
        tone: 'info',
        href: null,
        title: nz ? 'Free shipping on orders over $99' : 'Free delivery over $99',
        body: nz ? 'Free standard shipping across Aotearoa on orders over $99 NZD.' : 'Free standard delivery Australia-wide on orders over $99.',
        ...ALWAYS,
      }),
      banner(site, 'click-and-collect', {
        placement: 'header',
        tone: 'info',
        href: '/store-finder',
        title: 'Click and collect in an hour',
        body: 'Order online and pick up from your local store, usually within the hour.',
        ...ALWAYS,
      }),
      banner(site, 'maker-month', {
        placement: 'home',
        tone: 'promo',
        href: '/makerhub/projects',
        title: 'Maker Month',
        body: nz
          ? 'Kia ora makers: 15% off boards, sensors and kits, plus free workshops in store.'
          : '15% off boards, sensors and kits, plus free workshops in store all month.',
        starts_at: at('2026-11-01T00:00:00Z'),
        ends_at: at('2026-12-01T00:00:00Z'),
      }),
      banner(site, 'summer-projects', {
        placement: 'category',
        tone: 'promo',
        href: '/makerhub/projects',
        title: 'Summer project kits',
        body: 'Solar, weather-station and garden-sensor kits for the holidays.',
        starts_at: at('2026-11-15T00:00:00Z'),
        ends_at: at('2027-02-01T00:00:00Z'),
      }),
      banner(site, 'winter-sale', {
        placement: 'home',
        tone: 'promo',
        href: '/c/tools-and-soldering',
        title: 'Winter workshop sale',
        body: 'Soldering stations and hand tools at winter prices.',
        starts_at: at('2026-06-01T00:00:00Z'),
        ends_at: at('2026-09-01T00:00:00Z'),
      }),
      banner(site, 'boxing-day', {
        placement: 'home',
        tone: 'promo',
        href: '/',
        title: 'Boxing Day deals',
        body: nz ? 'Our biggest sale of the year, in store and online across NZ.' : 'Our biggest sale of the year, in store and online.',
        starts_at: at('2026-12-26T00:00:00Z'),
        ends_at: at('2027-01-05T00:00:00Z'),
      }),
    ];
  };
  const rtau: SeedBanner[] = [
    banner('rtau', 'free-delivery', {
      placement: 'header',
      tone: 'info',
      href: null,
      title: 'Free delivery over $99',
      body: 'Free standard delivery Australia-wide on orders over $99.',
      ...ALWAYS,
    }),
    banner('rtau', 'road-trip-sale', {
      placement: 'home',
      tone: 'promo',
      href: '/c/power-and-batteries',
      title: 'Road Trip Sale',
      body: 'Up to 30% off dual battery kits, fridges, dash cams and UHF radios before the summer break.',
      starts_at: at('2026-11-01T00:00:00Z'),
      ends_at: at('2027-01-31T00:00:00Z'),
    }),
    banner('rtau', 'install-notice', {
      placement: 'category',
      tone: 'notice',
      href: '/store-finder',
      title: 'Book your install early',
      body: 'Fitting bays fill up before Christmas: book a dash cam or reversing camera install in store.',
      starts_at: at('2026-11-01T00:00:00Z'),
      ends_at: at('2026-12-24T00:00:00Z'),
    }),
    banner('rtau', 'winter-sale', {
      placement: 'home',
      tone: 'promo',
      href: '/',
      title: 'Winter car audio sale',
      body: 'Head units and speakers at winter prices.',
      starts_at: at('2026-06-01T00:00:00Z'),
      ends_at: at('2026-09-01T00:00:00Z'),
    }),
    banner('rtau', 'boxing-day', {
      placement: 'home',
      tone: 'promo',
      href: '/',
      title: 'Boxing Day deals',
      body: 'Our biggest sale of the year, in store and online.',
      starts_at: at('2026-12-26T00:00:00Z'),
      ends_at: at('2027-01-05T00:00:00Z'),
    }),
  ];
  return [...jc('jrau'), ...jc('jrnz'), ...rtau];
}

/**
 * Writes the banners once per version, apart from the catalog seed so a database seeded before
 * banners existed gets them on its next start. Idempotent: a run at this version does nothing.
 */
export async function seedBanners(db: Db): Promise<boolean> {
  if ((await seededVersion(db, RUN_NAME)) === BANNERS_SEED_VERSION) return false;
  return seedTransaction(db, RUN_NAME, async (trx) => {
    if ((await seededVersion(trx, RUN_NAME)) === BANNERS_SEED_VERSION) return false;
    await trx.deleteFrom('banners').execute();
    await insertRows(
      trx,
      'banners',
      buildBanners().map((b, position) => ({
        id: b.id,
        site: b.site,
        placement: b.placement,
        title: b.title,
        body: b.body,
        href: b.href,
        tone: b.tone,
        starts_at: b.starts_at,
        ends_at: b.ends_at,
        position,
      })),
    );
    await recordSeedRun(trx, RUN_NAME, BANNERS_SEED_VERSION);
    return true;
  });
}
