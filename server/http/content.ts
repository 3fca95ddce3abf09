import { PageQuery } from '../../contract/content';
import { contentPage } from '../services/content/content';
import type { Area } from './areas';
import { parse } from './errors';
import { sendCached, sendJson } from './json-reply';

/** Spec §7 Content pages: GET /bff/page?path=/x (or ?slug=x), public like the catalog. */
export const contentArea: Area = (context) => async (app) => {
  app.get('/page', async (request, reply) => {
    const { path } = parse(PageQuery, request.query, 'query');
    const result = await contentPage(context, request.site, path);
    if (result.found) return sendCached(request, reply, result.page);
    // A 404 in the error shape every client reads, carrying the Not Found page so it can still be shown.
    return sendJson(request, reply.status(404), { statusCode: 404, message: result.page.title, ...result.page });
  });
};
