import { BannersQuery, type BannersResponse } from '../../contract/banners';
import { activeBanners } from '../services/content/banners';
import type { Area } from './areas';
import { parse } from './errors';

/**
 * Spec §1 marketing banners: the site's banners showing now. Caches may keep an answer a minute (per
 * host, as each site has its own), so a campaign starts or ends within a minute of its time.
 */
export const bannersArea: Area = (context) => async (app) => {
  app.get('/banners', async (request, reply) => {
    const { placement } = parse(BannersQuery, request.query, 'query');
    const banners = await activeBanners(context.database.db, request.site.code, placement, context.now());
    const answer: BannersResponse = { banners };
    return reply.header('cache-control', 'public, max-age=60').header('vary', 'Host').send(answer);
  });
};
