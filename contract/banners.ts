import { z } from 'zod/mini';

/** Where a banner shows: the home page, the strip above every page's header, or category pages. */
export const BannerPlacement = z.enum(['home', 'header', 'category']);
export type BannerPlacement = z.infer<typeof BannerPlacement>;
/** How it looks: news, a sale, or something the shopper must know (a delay, a recall). */
export const BannerTone = z.enum(['info', 'promo', 'notice']);

/** GET /bff/banners?placement=: without a placement, every active banner of the site. */
export const BannersQuery = z.object({ placement: z.optional(BannerPlacement) });

export const Banner = z.object({
  id: z.string(),
  placement: BannerPlacement,
  title: z.string(),
  body: z.string(),
  /** A path on the same site, or null when the banner links nowhere. */
  href: z.nullable(z.string()),
  tone: BannerTone,
  /** ISO 8601, UTC: the banner shows from startsAt until just before endsAt. */
  startsAt: z.string(),
  endsAt: z.string(),
});
export type Banner = z.infer<typeof Banner>;

export const BannersResponse = z.object({ banners: z.array(Banner) });
export type BannersResponse = z.infer<typeof BannersResponse>;
