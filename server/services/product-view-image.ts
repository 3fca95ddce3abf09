import type { CatalogProduct } from './catalog-store';

/**
 * A product's picture, drawn by code (issue: "an image for every product"): a tile in its top
 * category's colour with that category's icon, the brand and the sku. 400 × 400, so the WebP
 * renditions of spec §9's source-set widths (100–1000) scale it without loss.
 */
export const IMAGE_SIZE = 400;

/** Icons on a 120 × 120 grid, in the accent colour ('A') with white ('W') details. */
const ICONS: ReadonlyArray<{ readonly match: RegExp; readonly svg: string }> = [
  { match: /computer|network/, svg: '<rect x="10" y="18" width="100" height="66" rx="8" fill="A"/><rect x="20" y="28" width="80" height="46" rx="3" fill="W"/><path d="M60 84v16M36 104h48" stroke="A" stroke-width="8" stroke-linecap="round"/><path d="M40 62l12-14 10 8 18-18" fill="none" stroke="A" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>' },
  { match: /micro|board|controller|arduino/, svg: '<rect x="30" y="30" width="60" height="60" rx="6" fill="A"/><rect x="45" y="45" width="30" height="30" rx="3" fill="W"/><path d="M42 30V14M60 30V14M78 30V14M42 90v16M60 90v16M78 90v16M30 42H14M30 60H14M30 78H14M90 42h16M90 60h16M90 78h16" stroke="A" stroke-width="6" stroke-linecap="round"/>' },
  { match: /sensor|module|display/, svg: '<rect x="22" y="22" width="76" height="76" rx="10" fill="A"/><circle cx="60" cy="60" r="18" fill="W"/><circle cx="60" cy="60" r="8" fill="A"/><path d="M36 22V8M60 22V8M84 22V8" stroke="A" stroke-width="6" stroke-linecap="round"/><path d="M30 108q30 14 60 0" fill="none" stroke="A" stroke-width="6" stroke-linecap="round"/>' },
  { match: /component|semiconductor|passive|resistor/, svg: '<path d="M4 60h24M92 60h24" stroke="A" stroke-width="7" stroke-linecap="round"/><rect x="26" y="42" width="68" height="36" rx="14" fill="A"/><path d="M44 42v36M58 42v36M72 42v36" stroke="W" stroke-width="6"/>' },
  { match: /tool|solder/, svg: '<path d="M22 100 68 54" stroke="A" stroke-width="16" stroke-linecap="round"/><circle cx="80" cy="40" r="24" fill="A"/><path d="M80 16 92 40 80 50 68 40Z" fill="W"/>' },
  { match: /test|meter|measure|scope/, svg: '<path d="M14 84a46 46 0 0 1 92 0" fill="none" stroke="A" stroke-width="10" stroke-linecap="round"/><path d="M60 84 88 46" stroke="A" stroke-width="7" stroke-linecap="round"/><circle cx="60" cy="84" r="10" fill="A"/><rect x="14" y="96" width="92" height="12" rx="6" fill="A"/>' },
  { match: /cable|connector|wire|lead/, svg: '<rect x="34" y="40" width="52" height="46" rx="9" fill="A"/><rect x="44" y="12" width="9" height="30" rx="3" fill="A"/><rect x="67" y="12" width="9" height="30" rx="3" fill="A"/><path d="M60 86c0 18-22 14-22 30" fill="none" stroke="A" stroke-width="8" stroke-linecap="round"/>' },
  { match: /power|batter|charg|solar/, svg: '<rect x="16" y="34" width="80" height="52" rx="9" fill="none" stroke="A" stroke-width="8"/><rect x="96" y="50" width="12" height="20" rx="3" fill="A"/><rect x="26" y="44" width="42" height="32" rx="3" fill="A"/><path d="M50 48 40 62h10l-6 12 14-16H48l6-10Z" fill="W"/>' },
  { match: /audio|sound|speaker|music/, svg: '<path d="M16 44h24l28-26v84L40 76H16Z" fill="A"/><path d="M82 40q14 20 0 40M94 28q26 32 0 64" fill="none" stroke="A" stroke-width="7" stroke-linecap="round"/>' },
  { match: /secur|surveil|alarm|camera/, svg: '<path d="M60 8 102 24v34c0 28-18 46-42 56C36 104 18 86 18 58V24Z" fill="A"/><path d="M40 60 54 74 82 44" fill="none" stroke="W" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>' },
  { match: /auto|\bcars?\b|vehicle|4wd/, svg: '<path d="M14 76 26 50q5-10 18-10h32q13 0 18 10l12 26Z" fill="A"/><rect x="6" y="72" width="108" height="24" rx="8" fill="A"/><circle cx="32" cy="98" r="13" fill="W" stroke="A" stroke-width="6"/><circle cx="88" cy="98" r="13" fill="W" stroke="A" stroke-width="6"/>' },
  { match: /marine|boat|nautical/, svg: '<circle cx="60" cy="20" r="10" fill="none" stroke="A" stroke-width="7"/><path d="M60 30v78M38 46h44M18 74q4 34 42 34t42-34" fill="none" stroke="A" stroke-width="8" stroke-linecap="round"/>' },
  { match: /light|led|lamp|torch/, svg: '<circle cx="60" cy="48" r="34" fill="A"/><rect x="46" y="78" width="28" height="20" rx="4" fill="A"/><path d="M50 108h20" stroke="A" stroke-width="7" stroke-linecap="round"/><path d="M48 40q12-14 24 0" fill="none" stroke="W" stroke-width="6" stroke-linecap="round"/>' },
  { match: /kit|learn|educat|robot|science/, svg: '<g fill="A"><circle cx="60" cy="60" r="30"/>' + [0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<rect x="51" y="14" width="18" height="22" rx="4" transform="rotate(${a} 60 60)"/>`).join('') + '</g><circle cx="60" cy="60" r="12" fill="W"/>' },
  { match: /gift|gadget/, svg: '<rect x="18" y="50" width="84" height="60" rx="6" fill="A"/><rect x="12" y="34" width="96" height="20" rx="5" fill="A"/><rect x="54" y="34" width="12" height="76" fill="W"/><path d="M60 34q-28-26-30-4 0 4 30 4 30 0 30-4-2-22-30 4Z" fill="none" stroke="A" stroke-width="6"/>' },
];
const BOX = '<path d="M60 10 106 34v52L60 110 14 86V34Z" fill="A"/><path d="M14 34 60 58l46-24M60 58v52" fill="none" stroke="W" stroke-width="6" stroke-linejoin="round"/>';

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** A stable hue per top category, so every product of a category shares its colour. */
function hueOf(key: string): number {
  let hash = 7;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

export function productImageSvg(product: CatalogProduct): string {
  const top = product.categories[0];
  const key = `${top?.slug ?? ''} ${top?.name ?? ''} ${product.contentType}`.toLowerCase();
  const hue = hueOf(top?.slug ?? product.sku);
  const accent = `hsl(${hue}, 55%, 38%)`;
  const icon = (ICONS.find((i) => i.match.test(key))?.svg ?? BOX).replace(/"A"/g, `"${accent}"`).replace(/"W"/g, '"#fff"');
  const brand = escapeXml(product.brand.slice(0, 28));
  const category = escapeXml((top?.name ?? '').slice(0, 34));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(product.title)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue}, 70%, 96%)"/><stop offset="1" stop-color="hsl(${hue}, 55%, 86%)"/></linearGradient></defs>`,
    `<rect width="400" height="400" rx="24" fill="url(#g)"/>`,
    `<circle cx="200" cy="180" r="118" fill="#fff" fill-opacity="0.75"/>`,
    `<g transform="translate(128 108) scale(1.2)">${icon}</g>`,
    `<text x="24" y="42" font-family="Helvetica, Arial, sans-serif" font-size="20" font-weight="700" fill="${accent}">${brand}</text>`,
    `<text x="200" y="338" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="18" fill="hsl(${hue}, 30%, 30%)">${category}</text>`,
    `<text x="200" y="372" text-anchor="middle" font-family="Menlo, Consolas, monospace" font-size="24" font-weight="700" fill="hsl(${hue}, 40%, 22%)">${escapeXml(product.sku)}</text>`,
    '</svg>',
  ].join('');
}
