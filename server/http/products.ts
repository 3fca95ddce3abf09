import { BOT_CHECK_FAILED } from '../../contract/bot-check';
import {
  BladeProjectsQuery,
  ListBySlugIdsQuery,
  ProductListQuery,
  ProjectsListQuery,
  SearchQuery,
  SubscribeBody,
  SuggestQuery,
} from '../../contract/products';
import { ProjectSearchQuery } from '../../contract/project-search';
import { listProducts, productsBySlugIds } from '../services/catalog/list';
import { bladeProjects, listProjects } from '../services/catalog/projects';
import { subscribeBackInStock } from '../services/catalog/subscribe';
import { searchProducts } from '../services/search/search';
import { suggestSearch } from '../services/search/suggest';
import { searchContent } from '../services/content/search/search-content';
import type { Area } from './areas';
import { badRequest, notFound, parse } from './errors';
import { sendCached, sendJson } from './json-reply';

/**
 * Spec §7 Products and projects. The catalog is public: none of these calls needs a session. Its
 * answers are large (a 24-product page is ~17 KB), so they go out gzip-compressed when the client
 * accepts it, list and search from their cache entries' bytes (see json-reply).
 */
export const productsArea: Area = (context) => async (app) => {
  app.get('/products/list', async (request, reply) => {
    const query = parse(ProductListQuery, request.query, 'query');
    if (query.type === 'article') {
      return sendJson(
        request,
        reply,
        await listProjects(context, request.site.code, { kind: 'article', page: query.page, pageSize: query.pageSize }),
      );
    }
    const page = await listProducts(context, request.site.code, query);
    if (!page) throw notFound(`Category ${query.category ?? ''} not found`);
    return sendCached(request, reply, page);
  });

  app.get('/products/listBySlugIds', async (request, reply) => {
    const { productIds } = parse(ListBySlugIdsQuery, request.query, 'query');
    return sendJson(request, reply, { products: await productsBySlugIds(context, request.site.code, productIds) });
  });

  app.get('/products/search', async (request, reply) => {
    const query = parse(SearchQuery, request.query, 'query');
    const page = await searchProducts(context, request.site.code, query);
    if (page === null) throw notFound(`Category ${query.category ?? ''} not found`);
    return sendCached(request, reply, page);
  });

  // Ours: the header search box's as-you-type suggestions (products, their categories, Makerhub items).
  app.get('/products/suggest', async (request, reply) => {
    const query = parse(SuggestQuery, request.query, 'query');
    const answer = await suggestSearch(context, request.site.code, query);
    if (answer === null) throw badRequest('query.q: could not be searched');
    return sendCached(request, reply, answer);
  });

  app.post('/products/subscribe', async (request) => {
    const body = parse(SubscribeBody, request.body, 'body');
    const outcome = await subscribeBackInStock(context, request.site.code, body);
    if (outcome.type === 'notFound') throw notFound(`Product ${body.productCode} not found`);
    if (outcome.type === 'botCheckFailed') throw badRequest(BOT_CHECK_FAILED);
    return { subscribed: true, productCode: outcome.productCode };
  });

  app.get('/projects/list', async (request, reply) => {
    const query = parse(ProjectsListQuery, request.query, 'query');
    return sendJson(request, reply, await listProjects(context, request.site.code, query));
  });

  // Ours: the site search's Makerhub section (its own call, so the product search's answer stays as it is).
  app.get('/projects/search', async (request, reply) => {
    const query = parse(ProjectSearchQuery, request.query, 'query');
    return sendCached(request, reply, searchContent(context, request.site.code, query));
  });

  app.get('/projects/makerHubBladeProjects', async (request, reply) => {
    const query = parse(BladeProjectsQuery, request.query, 'query');
    return sendJson(request, reply, { projects: await bladeProjects(context, request.site.code, query) });
  });
};
