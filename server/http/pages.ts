import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpenedDatabase } from '../db/unit-of-work';
import { LruCache } from '../services/catalog/cache';
import { viewContextOf } from '../services/catalog/list';
import { exactProductPath } from '../services/search/search';
import { catalogReads } from '../services/first-paint/catalog-reads';
import { type FirstPaintDocument, attribute, documentOf, pageModules } from '../services/first-paint/document';
import { type TagManagerSettings, tagManagerScript } from '../tag-manager';
import { isDefaultAnalyticsSinks } from '../analytics-sinks';
import { type CardGatewayName, isDefaultCardGateway } from '../card-gateway';
import type { AnalyticsSink } from '../../contract/analytics';
import type { SiteCode } from '../../src/domain/site';
import type { FirstPaintRenderer } from '../../src/composition/render-seam';

/** The server build of the renderer (dist/server/first-paint.js) says what it exports only when it is loaded. */
const isRenderer = (module: unknown): module is FirstPaintRenderer =>
  typeof module === 'object' && module !== null && 'renderFirstPaint' in module && typeof module.renderFirstPaint === 'function';

/**
 * HTML is the same for every shopper (the first paint knows no one; the browser adds the session), so it
 * may be kept briefly by a shared cache and is revalidated by its ETag.
 */
const HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, must-revalidate';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

export interface PagesOptions {
  readonly clientDir: string;
  readonly database: OpenedDatabase;
  readonly now: () => number;
  /** Where product pictures are served from: the same origin the BFF's answers name. */
  readonly imageOrigin: string;
  /** The tag manager of each site that has one: the page names its script for the client to load after it paints. */
  readonly tagManager?: TagManagerSettings;
  /** DEV_DATALAYER=1: the page asks the client for the dataLayer overlay. */
  readonly devDataLayer?: boolean;
  readonly devEventLog?: boolean;
  /** ANALYTICS_SINKS: where the client sends the shop's analytics events; GA4's dataLayer alone when not given. */
  readonly analyticsSinks?: readonly AnalyticsSink[];
  /** CARD_GATEWAY: how the client takes a card (spec §1 Checkout); the drop-in when not given. */
  readonly cardGateway?: CardGatewayName;
}

/**
 * The meta tags a site's pages carry for the client: the tag manager's script (src/adapters/browser/tag-manager.ts
 * loads it once the page is idle), the analytics sinks when they are not GA4's alone (spec §9), the card gateway when
 * it is not the drop-in (spec §1 Checkout: the client then sends the shopper to the provider's page), and the dev
 * tools' switches. None on a default start. Fixed for the process, so the rendered pages' cache needs no key for them.
 */
export function siteTagsOf(
  site: SiteCode,
  options: Pick<PagesOptions, 'tagManager' | 'devDataLayer' | 'devEventLog' | 'analyticsSinks' | 'cardGateway'>,
): string {
  const script = tagManagerScript(options.tagManager, site);
  const sinks = options.analyticsSinks;
  const card = options.cardGateway;
  return (
    (script ? `<meta name="storefront:tag-manager" content="${attribute(script)}">` : '') +
    (sinks && !isDefaultAnalyticsSinks(sinks) ? `<meta name="storefront:analytics" content="${attribute(sinks.join(' '))}">` : '') +
    (card && !isDefaultCardGateway(card) ? `<meta name="storefront:card-payment" content="${attribute(card)}">` : '') +
    (options.devDataLayer ? '<meta name="storefront:dev-datalayer" content="on">' : '') +
    (options.devEventLog ? '<meta name="storefront:dev-eventlog" content="on">' : '')
  );
}

/**
 * Answers a page with its first paint rendered on the server (issue: the first paint from the server),
 * or, when the server-side bundle is not built, with the client's shell as before.
 */
export function firstPaintPages({ clientDir, database, now, imageOrigin, ...siteOptions }: PagesOptions) {
  const serverEntry = join(clientDir, '..', 'server', 'first-paint.js');
  let loading: Promise<FirstPaintRenderer | null> | undefined;
  const load = () =>
    (loading ??= existsSync(serverEntry)
      ? import(pathToFileURL(serverEntry).href).then((module: unknown) => {
          if (!isRenderer(module)) throw new Error(`${serverEntry} does not export renderFirstPaint`);
          return module;
        })
      : Promise.resolve(null));
  let template: FirstPaintDocument | undefined;
  const compressed = new LruCache<Promise<Buffer>>(200);
  // A page is the same for every shopper until the site's stock or content changes (the catalog's version,
  // which the BFF's own answer caches follow): rendered once per version, not per request.
  const rendered = new LruCache<Promise<{ readonly html: string; readonly etag: string }>>(200);

  return async function sendPage(request: FastifyRequest, reply: FastifyReply, status: number): Promise<FastifyReply> {
    const [path = '/', search = ''] = request.url.split('?');
    const context = { database, now, imageOrigin };
    // A search for exactly one product's code is that product: the page itself, also for a form sent without JavaScript.
    const exact =
      path === '/search' && status === 200 ? exactProductPath(context, request.site.code, new URLSearchParams(search).get('q') ?? '') : null;
    if (exact) return reply.header('cache-control', 'no-cache').redirect(exact, 302);
    const renderer = await load();
    if (!renderer) return reply.status(status).type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    template ??= documentOf(readFileSync(join(clientDir, 'index.html'), 'utf8'), pageModules(clientDir));
    const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
    const key = `${origin}|${request.url}|${(await viewContextOf(context, request.site.code)).version}`;
    let html = rendered.get(key);
    if (!html) {
      const document = template;
      html = renderer
        .renderFirstPaint({ site: request.site.code, origin, path, search, catalog: catalogReads(context, request.site) })
        .then((page) => document.render({ site: request.site, ...page, siteTags: siteTagsOf(request.site.code, siteOptions) }))
        .then((html) => ({ html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` }));
      rendered.set(key, html);
      // A render that failed is not kept: the next request tries again.
      html.catch(() => rendered.delete(key));
    }
    return sendHtml(request, reply, status, await html);
  };

  async function sendHtml(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    { html, etag }: { readonly html: string; readonly etag: string },
  ): Promise<FastifyReply> {
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', HTML_CACHE_CONTROL)
      .header('vary', 'accept-encoding')
      .header('etag', etag);
    if (status === 200 && request.headers['if-none-match'] === etag) return reply.status(304).send();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (!encoding) return reply.send(html);
    const key = `${encoding}|${etag}`;
    let bytes = compressed.get(key);
    if (!bytes) {
      // A quick brotli level: the page changes with stock and prices, and is compressed once per version.
      bytes = encoding === 'br' ? compressBrotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : compressGzip(html, { level: 6 });
      compressed.set(key, bytes);
    }
    return reply.header('content-encoding', encoding).send(await bytes);
  }
}
