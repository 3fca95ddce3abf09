import type { CatalogProduct } from './store';
import { artOf, lookOf, shade } from './product-art';

/**
 * A product's pictures, drawn by code: the item as its kind looks (product-art.ts), in three views a shopper
 * expects from a shop: the item itself, a close-up of its telling detail, and the item in its retail pack
 * beside a scale. 400 × 400, so the AVIF and WebP renditions of the source-set widths (100–1000) are drawn
 * from vectors at any size.
 */
export const IMAGE_SIZE = 400;

/** Views 1 … PRODUCT_VIEWS are served; view 1 is the listing picture. */
export const PRODUCT_VIEWS = 3;
export type ProductView = 1 | 2 | 3;

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const FONT = 'DejaVu Sans, Helvetica, Arial, sans-serif';

/** The spec a scale label shows in the pack view: what sizes the item, or its pack quantity. */
function scaleLabel(specs: Readonly<Record<string, string>>): string {
  for (const key of ['Capacity', 'Capacitance', 'Resistance', 'Length', 'Light output', 'Voltage', 'Gauge', 'Screen size', 'Size']) {
    const value = specs[key];
    if (value) return value.length > 18 ? value.slice(0, 18) : value;
  }
  const pack = specs['Pack quantity'];
  return pack && pack !== '1' ? `Pack of ${pack}` : '';
}

function backdrop(tint: string, id: string): string {
  return (
    `<defs><radialGradient id="${id}" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${shade(tint, 0.86)}"/></radialGradient></defs>` +
    `<rect width="400" height="400" fill="url(#${id})"/>`
  );
}

export function productImageSvg(product: CatalogProduct, view: ProductView = 1): string {
  const art = artOf(product);
  const look = lookOf(product);
  const item = art.draw(look);
  const label = escapeXml(`${product.title}${view === 2 ? ', close-up' : view === 3 ? ', in its pack' : ''}`);
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 400 400" role="img" aria-label="${label}" data-kind="${art.kind}">`;
  const shadow = '<ellipse cx="200" cy="362" rx="150" ry="14" fill="#000" opacity="0.08"/>';

  if (view === 1)
    return [open, backdrop(look.body, 'bg'), shadow, `<g transform="translate(200 196) scale(1.12) translate(-200 -200)">${item}</g>`, '</svg>'].join(
      '',
    );

  if (view === 2) {
    const [fx, fy] = art.focus ?? [200, 200];
    return [
      open,
      backdrop(look.accent, 'bg'),
      `<g transform="translate(200 200) rotate(-8) scale(1.9) translate(${-fx} ${-fy})">${item}</g>`,
      // a lens-like vignette: the close-up reads as a detail shot
      '<defs><radialGradient id="vig" cx="0.5" cy="0.5" r="0.72"><stop offset="0.7" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#1b2430" stop-opacity="0.22"/></radialGradient></defs>',
      '<rect width="400" height="400" fill="url(#vig)"/>',
      '</svg>',
    ].join('');
  }

  // view 3: a hanging retail card with a window, and a scale underneath
  const band = shade(look.body, -0.35);
  const scale = escapeXml(scaleLabel(product.specs));
  const mark = escapeXml(look.mark.slice(0, 14));
  return [
    open,
    backdrop('#8a9099', 'bg'),
    '<ellipse cx="200" cy="352" rx="140" ry="10" fill="#000" opacity="0.08"/>',
    `<rect x="72" y="22" width="256" height="318" rx="14" fill="#fbfbfa" stroke="#d5dadf" stroke-width="2"/>`,
    `<path d="M72 36a14 14 0 0 1 14-14h228a14 14 0 0 1 14 14v38H72Z" fill="${band}"/>`,
    `<rect x="180" y="32" width="40" height="12" rx="6" fill="#fbfbfa"/>`,
    mark
      ? `<text x="200" y="66" text-anchor="middle" font-family="${FONT}" font-size="15" font-weight="700" letter-spacing="1.5" fill="#fff">${mark}</text>`
      : '',
    `<rect x="92" y="88" width="216" height="206" rx="18" fill="#eef3f7" stroke="#c9d6e0" stroke-width="2"/>`,
    `<g transform="translate(200 191) scale(0.6) translate(-200 -200)">${item}</g>`,
    `<path d="M104 100h60l-50 70h-10Z" fill="#fff" opacity="0.45"/>`,
    `<rect x="92" y="304" width="216" height="22" rx="4" fill="${shade(look.body, 0.8)}"/>`,
    scale ? `<text x="200" y="320" text-anchor="middle" font-family="${FONT}" font-size="13" font-weight="700" fill="${band}">${scale}</text>` : '',
    // a ruler beneath the pack
    '<rect x="40" y="360" width="320" height="26" rx="3" fill="#f2d98a" stroke="#c9a94f"/>',
    ...Array.from({ length: 31 }, (_, i) => `<path d="M${50 + i * 10} 360v${i % 5 === 0 ? 12 : 6}" stroke="#7a6425" stroke-width="1.5"/>`),
    '</svg>',
  ].join('');
}
