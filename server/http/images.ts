import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LruCache } from '../services/catalog-cache';
import { catalogOf } from '../services/catalog-store';
import { IMAGE_SIZE, productImageSvg } from '../services/product-view-image';
import { projectRowById } from '../services/catalog-projects';
import { stepImageSvg } from '../services/makerhub/step-image';
import type { Area } from './areas';
import { notFound, parse } from './errors';

/** GET /img/products/{sku}.svg[?format=webp&width=…]: spec §7 Images adds format=webp and a width (§9: 100–1000). */
const ImageParams = z.object({ file: z.string().regex(/^[A-Za-z0-9-]{1,40}\.svg$/, 'must be {sku}.svg') });
const ImageQuery = z.object({
  format: z.enum(['webp', 'svg']).optional(),
  width: z.coerce.number().int().min(100).max(1000).optional(),
});

/** Product pictures change only with a new seed: a day fresh, then revalidated by ETag. */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

type Sharp = typeof import('sharp');
let sharpLoading: Promise<Sharp | null> | undefined;
/** sharp is loaded on the first WebP asked for; without it the SVG is answered (every browser shows it). */
const loadSharp = (): Promise<Sharp | null> =>
  (sharpLoading ??= import('sharp').then(
    (module) => (module as unknown as { default?: Sharp }).default ?? (module as unknown as Sharp),
    () => null,
  ));

const webpCache = new LruCache<Promise<Buffer>>(300);

function webp(sharp: Sharp, sku: string, svg: string, width: number): Promise<Buffer> {
  const key = `${sku}|${width}`;
  let rendering = webpCache.get(key);
  if (!rendering) {
    // Rendered at the density that gives the width directly, so text and edges stay crisp.
    const density = Math.max(1, Math.round((72 * width) / IMAGE_SIZE));
    rendering = sharp(Buffer.from(svg), { density }).resize(width, width).webp({ quality: 82 }).toBuffer();
    webpCache.set(key, rendering);
  }
  return rendering;
}

/** Drawings are text: compressed when the browser takes it (most are a few kB, a tenth of that gzipped). */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
  reply.type('image/svg+xml; charset=utf-8').header('vary', 'accept-encoding');
  if (svg.length < 512 || !/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(svg);
  return reply.header('content-encoding', 'gzip').send(gzipSync(svg, { level: 6 }));
}

/** GET /img/projects/{projectId}/step-{n}.svg: a Makerhub project step's drawing. */
const StepImageParams = z.object({
  projectId: z.string().regex(/^[a-z0-9-]{1,120}$/, 'must be a project id'),
  file: z.string().regex(/^step-[1-9][0-9]?\.svg$/, 'must be step-{n}.svg'),
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
    const n = Number(file.slice('step-'.length, -'.svg'.length));
    const row = projectRowById(context.database, projectId);
    const title = row ? stepTitles(row.steps)[n - 1] : undefined;
    if (title === undefined) throw notFound(`Step ${n} of project ${projectId} not found`);
    const svg = stepImageSvg(projectId, n, title);
    const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 16)}-svg"`;
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag).header('cross-origin-resource-policy', 'cross-origin');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return sendSvg(request, reply, svg);
  });

  app.get('/img/products/:file', async (request, reply) => {
    const { file } = parse(ImageParams, request.params, 'params');
    const query = parse(ImageQuery, request.query, 'query');
    const sku = file.slice(0, -'.svg'.length);
    const product = catalogOf(context.database).productBySku.get(sku.toUpperCase());
    if (!product) throw notFound(`Product ${sku} not found`);
    const svg = productImageSvg(product);
    const hash = createHash('sha1').update(svg).digest('base64url').slice(0, 16);
    const sharp = query.format === 'webp' ? await loadSharp() : null;
    const width = query.width ?? IMAGE_SIZE;
    const etag = sharp ? `"${hash}-webp${width}"` : `"${hash}-svg"`;
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag).header('cross-origin-resource-policy', 'cross-origin');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    if (sharp) {
      try {
        return reply.type('image/webp').send(await webp(sharp, product.sku, svg, width));
      } catch (error) {
        request.log.warn({ err: error }, 'webp rendering failed; answering the SVG');
        reply.header('etag', `"${hash}-svg"`);
      }
    }
    return sendSvg(request, reply, svg);
  });
};
