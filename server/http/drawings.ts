import { createHash } from 'node:crypto';
import { type CatalogProduct, catalogOf } from '../services/catalog/store';
import { artOf } from '../services/catalog/product-art';
import { productImagePath } from '../services/catalog/product-view';
import { productImageSvg } from '../services/catalog/product-view-image';
import { escapeHtml } from '../services/auth/session-service-pages';
import type { Area } from './areas';

const STYLE = `body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1b1b1b}h2{margin:2rem 0 .5rem;font-size:1.1rem}
ul{list-style:none;display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:12px;padding:0;margin:0}
li{border:1px solid #d5dadf;border-radius:6px;padding:6px;font-size:.75rem;line-height:1.3}img{width:100%;height:auto;display:block}
.leaf{color:#5b6068}`;

/** The drawing's shape, without its colours, numbers and words: two products share it when drawn alike. */
const shapeOf = (product: CatalogProduct): string =>
  createHash('sha1')
    .update(
      productImageSvg(product, 1)
        .replace(/<text[^>]*>[^<]*<\/text>/g, '')
        .replace(/#[0-9a-f]{6}/gi, '')
        .replace(/-?\d+(\.\d+)?/g, ''),
    )
    .digest('hex');

export interface DrawingSample {
  readonly kind: string;
  readonly leaf: string;
  readonly product: CatalogProduct;
}

/**
 * One product per drawing kind, category leaf and distinct drawn shape (a kind draws variants: a keypad or a
 * joystick, a ring or a strip), kinds in order: every way the shop draws its goods, on one page.
 */
export function drawingSamples(products: Iterable<CatalogProduct>): DrawingSample[] {
  const seen = new Set<string>();
  const samples: DrawingSample[] = [];
  for (const product of products) {
    const kind = artOf(product).kind;
    const leaf = product.categories.map((c) => c.name).join(' › ');
    const key = `${kind}|${leaf}|${shapeOf(product)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    samples.push({ kind, leaf, product });
  }
  return samples.sort((a, b) => a.kind.localeCompare(b.kind) || a.leaf.localeCompare(b.leaf) || a.product.title.localeCompare(b.product.title));
}

/**
 * GET /dev/drawings: one product per drawing kind, leaf and variant, grouped by kind, so a developer looks at
 * the whole range's pictures at once and sees any product drawn as something else. Registered only with the
 * dev features on (allAreas' devMailbox), like the dev mailbox that links to it.
 */
export const drawingsArea: Area = (context) => async (app) => {
  app.get('/drawings', async (_request, reply) => {
    const samples = drawingSamples(catalogOf(context.database).productBySku.values());
    const kinds = [...new Set(samples.map((s) => s.kind))];
    const sections = kinds
      .map((kind) => {
        const items = samples
          .filter((s) => s.kind === kind)
          .map(
            ({ leaf, product }) =>
              `<li><img src="${escapeHtml(`${context.imageOrigin}${productImagePath(product.sku)}`)}" alt="" loading="lazy" width="148" height="148"><a href="/p/${encodeURIComponent(product.slug)}">${escapeHtml(product.title)}</a><br><span class="leaf">${escapeHtml(leaf)}</span></li>`,
          )
          .join('');
        return `<section><h2 id="${escapeHtml(kind)}">${escapeHtml(kind)}</h2><ul>${items}</ul></section>`;
      })
      .join('');
    const policy = [
      "default-src 'none'",
      `img-src ${context.imageOrigin}`,
      `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
      "frame-ancestors 'none'",
    ].join('; ');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', policy)
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Product drawings</title><style>${STYLE}</style></head><body>` +
          `<h1>Product drawings</h1><p>One product for each drawing, category and variant (${samples.length} of ${kinds.length} kinds), so none is drawn as something else. Shown because the server runs with DEV_MAILBOX=1. <a href="/dev/mailbox">Dev mailbox</a></p>` +
          `<nav>${kinds.map((k) => `<a href="#${escapeHtml(k)}">${escapeHtml(k)}</a>`).join(' · ')}</nav>${sections}</body></html>`,
      );
  });
};
