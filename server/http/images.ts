import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LruCache } from '../services/catalog/cache';
import { catalogOf } from '../services/catalog/store';
import { IMAGE_SIZE, PRODUCT_VIEWS, productImageSvg, type ProductView } from '../services/catalog/product-view-image';
import { projectArtInputOf, projectRowById } from '../services/catalog/projects';
import { projectArtSvg } from '../services/catalog/project-art';
import { stepImageSvg } from '../services/makerhub/step-image';
import type { Area } from './areas';
import { notFound, parse } from './errors';

/**
 * GET /img/products/{sku}.svg, /img/products/{sku}-{view}.svg[?format=avif|webp&width=…]: spec §7 Images adds
 * format=webp and a width (§9: 100–1000); AVIF is offered beside it to browsers that take it (a <picture> source).
 */
export const ImageParams = z.object({ file: z.string().regex(/^[A-Za-z0-9-]{1,40}\.svg$/, 'must be {sku}.svg or {sku}-{view}.svg') });
export const ImageQuery = z.object({
  format: z.enum(['avif', 'webp', 'svg']).optional(),
  width: z.coerce.number().int().min(100).max(1000).optional(),
});

/** Product pictures change only with a new seed or drawing: a day fresh, then revalidated by ETag. */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

type Sharp = typeof import('sharp');
type Raster = 'avif' | 'webp';
let sharpLoading: Promise<Sharp | null> | undefined;
/** sharp is loaded on the first raster asked for; without it the SVG is answered (every browser shows it). */
const loadSharp = (): Promise<Sharp | null> =>
  (sharpLoading ??= import('sharp').then(
    (module) => (module as unknown as { default?: Sharp }).default ?? (module as unknown as Sharp),
    () => null,
  ));

/**
 * Encoder settings, measured on a 400 px drawing (flat colours, sharp edges): AVIF at effort 2 takes a
 * fraction of effort 4's time for a file a few per cent larger; quality 60 keeps edges clean (drawings have
 * no photo noise to hide artefacts in). WebP at effort 4 is the library's default trade.
 */
const ENCODERS: Readonly<Record<Raster, (image: import('sharp').Sharp) => import('sharp').Sharp>> = {
  avif: (image) => image.avif({ quality: 60, effort: 2, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 82, effort: 4 }),
};

/** Renditions by sku, view, format and width: a repeated request (every tile, every shopper) is a map lookup. */
const rasterCache = new LruCache<Promise<Buffer>>(600);

function raster(sharp: Sharp, key: string, svg: string, format: Raster, width: number): Promise<Buffer> {
  const cacheKey = `${key}|${format}|${width}`;
  let rendering = rasterCache.get(cacheKey);
  if (!rendering) {
    // Rasterised at the density that gives the width directly (72 dpi is the SVG's own size), so edges stay
    // crisp instead of being scaled from a smaller bitmap.
    const density = (72 * width) / IMAGE_SIZE;
    rendering = ENCODERS[format](sharp(Buffer.from(svg), { density }).resize(width, width)).toBuffer();
    rendering.catch(() => rasterCache.delete(cacheKey));
    rasterCache.set(cacheKey, rendering);
  }
  return rendering;
}

/** "ABC123.svg" is view 1 of ABC123, "ABC123-2.svg" its view 2; a sku that itself ends in "-n" wins. */
function productFile(file: string, has: (sku: string) => boolean): { sku: string; view: number } | undefined {
  const name = file.slice(0, -'.svg'.length).toUpperCase();
  if (has(name)) return { sku: name, view: 1 };
  const match = /^(.+)-([0-9]{1,2})$/.exec(name);
  return match && has(match[1]!) ? { sku: match[1]!, view: Number(match[2]) } : undefined;
}

const etagMatches = (header: string | undefined, etag: string): boolean =>
  header !== undefined && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/** Drawings are text: compressed when the browser takes it (most are a few kB, a tenth of that gzipped). */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
  reply.type('image/svg+xml; charset=utf-8').header('vary', 'accept-encoding');
  if (svg.length < 512 || !/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(svg);
  return reply.header('content-encoding', 'gzip').send(gzipSync(svg, { level: 6 }));
}

/** GET /img/projects/{projectId}/step-{n}.svg: a Makerhub project step's drawing; build.svg: the finished build. */
export const StepImageParams = z.object({
  projectId: z.string().regex(/^[a-z0-9-]{1,120}$/, 'must be a project id'),
  file: z.string().regex(/^(step-[1-9][0-9]?|build)\.svg$/, 'must be step-{n}.svg or build.svg'),
});

const stepTitles = (steps: string): string[] => {
  try {
    const value: unknown = JSON.parse(steps);
    return Array.isArray(value) ? value.map((step) => String((step as { title?: unknown } | null)?.title ?? '')) : [];
  } catch {
    return [];
  }
};

/** Served at the root, as a CDN would, from another origin than the shop (issue: images). */
export const imagesArea: Area = (context) => async (app) => {
  app.get('/img/projects/:projectId/:file', async (request, reply) => {
    const { projectId, file } = parse(StepImageParams, request.params, 'params');
    const row = projectRowById(context.database, projectId);
    let svg: string;
    if (file === 'build.svg') {
      if (!row) throw notFound(`Project ${projectId} not found`);
      svg = projectArtSvg(projectArtInputOf(context.database, row));
    } else {
      const n = Number(file.slice('step-'.length, -'.svg'.length));
      const title = row ? stepTitles(row.steps)[n - 1] : undefined;
      if (title === undefined) throw notFound(`Step ${n} of project ${projectId} not found`);
      svg = stepImageSvg(projectId, n, title);
    }
    const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 16)}-svg"`;
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag).header('cross-origin-resource-policy', 'cross-origin');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return sendSvg(request, reply, svg);
  });

  app.get('/img/products/:file', async (request, reply) => {
    const { file } = parse(ImageParams, request.params, 'params');
    const query = parse(ImageQuery, request.query, 'query');
    const catalog = catalogOf(context.database).productBySku;
    const found = productFile(file, (sku) => catalog.has(sku));
    if (!found) throw notFound(`Product ${file.slice(0, -'.svg'.length)} not found`);
    if (found.view < 1 || found.view > PRODUCT_VIEWS) throw notFound(`Product ${found.sku} has no picture ${found.view}`);
    const product = catalog.get(found.sku)!;
    const svg = productImageSvg(product, found.view as ProductView);
    const hash = createHash('sha1').update(svg).digest('base64url').slice(0, 16);
    const format = query.format === 'avif' || query.format === 'webp' ? query.format : undefined;
    const sharp = format ? await loadSharp() : null;
    const width = query.width ?? IMAGE_SIZE;
    const etag = sharp && format ? `"${hash}-${format}${width}"` : `"${hash}-svg"`;
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag).header('cross-origin-resource-policy', 'cross-origin');
    // The SVG is sent gzipped or not by accept-encoding; a raster's format is in its address, so nothing varies.
    if (!(sharp && format)) reply.header('vary', 'accept-encoding');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    if (sharp && format) {
      try {
        return reply.type(`image/${format}`).send(await raster(sharp, `${product.sku}-${found.view}`, svg, format, width));
      } catch (error) {
        request.log.warn({ err: error }, `${format} rendering failed; answering the SVG`);
        reply.header('etag', `"${hash}-svg"`).header('vary', 'accept-encoding');
      }
    }
    return sendSvg(request, reply, svg);
  });
};
