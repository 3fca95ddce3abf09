export { BANNERS_MAX_POLLS, BANNERS_POLL_MS, createBanners } from './banners-client';
export type { BannersFetch, BannersOptions } from './banners-client';
