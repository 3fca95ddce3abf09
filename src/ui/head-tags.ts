import { toAmount } from '../domain/money';
import { type Site, siteOrigin } from '../domain/site';
import { BRAND_NAMES } from './brand';

/** What a product page tells search engines about its product. */
export interface HeadProduct {
  readonly sku: string;
  readonly name: string;
  readonly price: { readonly centAmount: number; readonly currencyCode: string };
  readonly imageUrl?: string;
  readonly brandName?: string;
  readonly description?: string;
  readonly inStock?: boolean;
}

export interface HeadOptions {
  readonly title: string;
  /** Every page has its own; one left out would keep the page before's. */
  readonly description: string;
  /** A path or an absolute URL; a path is made absolute on the site's origin. The hash is dropped. */
  readonly canonical?: string;
  /** The content page type (spec §2), or a route's own ("product", "search", …). */
  readonly pageType?: string;
  readonly product?: HeadProduct;
  /** Where the page sits, from the home page down to it (the last is the page itself). */
  readonly breadcrumbs?: ReadonlyArray<{ readonly name: string; readonly path: string }>;
  /** An image that stands for the page when it is shared (an absolute URL). */
  readonly image?: string;
}

/** One element of the document's head, as data: the server writes it as HTML, the browser keeps the DOM in line. */
export type HeadTag =
  | { readonly tag: 'title'; readonly text: string }
  | { readonly tag: 'meta'; readonly key: 'name' | 'property'; readonly name: string; readonly content: string }
  | { readonly tag: 'link'; readonly rel: string; readonly href: string; readonly hreflang?: string }
  | { readonly tag: 'json-ld'; readonly id: string; readonly json: Record<string, unknown> };

/** Where the page is shown: its site and origin, and its path when it sets no canonical of its own. */
export interface HeadPlace {
  readonly site: Site;
  readonly origin: string;
  readonly path: string;
}

const absolute = (href: string, origin: string): string => {
  const url = new URL(href, origin);
  return `${url.origin}${url.pathname}${url.search}`;
};

/** The schema.org Product a search engine reads from a product page. */
export function productJsonLd(product: HeadProduct, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    ...(product.imageUrl ? { image: product.imageUrl } : {}),
    ...(product.description ? { description: product.description } : {}),
    ...(product.brandName ? { brand: { '@type': 'Brand', name: product.brandName } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: toAmount(product.price.centAmount).toFixed(2),
      priceCurrency: product.price.currencyCode,
      ...(product.inStock === undefined ? {} : { availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock' }),
    },
  };
}

/** The schema.org BreadcrumbList of a page's trail. */
export function breadcrumbJsonLd(trail: NonNullable<HeadOptions['breadcrumbs']>, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: absolute(crumb.path, origin) })),
  };
}

/** Our two sites of one brand sell the same range: each page names its twin for the other country. */
const TWINS: Partial<Record<Site['brand'], ReadonlyArray<{ readonly code: Site['code']; readonly hreflang: string }>>> = {
  jc: [
    { code: 'jrau', hreflang: 'en-AU' },
    { code: 'jrnz', hreflang: 'en-NZ' },
  ],
};

/**
 * Every tag of a page's head: title and description, canonical, Open Graph, the brand's icon and manifest,
 * hreflang between the brand's country sites, and JSON-LD for a product and the breadcrumb trail.
 */
export function headTags(options: HeadOptions, { site, origin, path }: HeadPlace): HeadTag[] {
  const canonical = absolute(options.canonical ?? path, origin);
  const canonicalPath = canonical.slice(new URL(canonical).origin.length);
  const brand = BRAND_NAMES[site.brand];
  const image = options.product?.imageUrl ?? options.image;
  const tags: HeadTag[] = [
    { tag: 'title', text: options.title },
    { tag: 'meta', key: 'name', name: 'description', content: options.description },
    { tag: 'link', rel: 'canonical', href: canonical },
    { tag: 'meta', key: 'property', name: 'og:site_name', content: brand },
    { tag: 'meta', key: 'property', name: 'og:type', content: options.product ? 'product' : 'website' },
    { tag: 'meta', key: 'property', name: 'og:title', content: options.title },
    { tag: 'meta', key: 'property', name: 'og:description', content: options.description },
    { tag: 'meta', key: 'property', name: 'og:url', content: canonical },
    { tag: 'meta', key: 'property', name: 'og:locale', content: site.locale.replace('-', '_') },
    ...(image ? [{ tag: 'meta', key: 'property', name: 'og:image', content: image } as const] : []),
    { tag: 'link', rel: 'icon', href: `/brand/${site.brand}/favicon.svg` },
    { tag: 'link', rel: 'manifest', href: `/brand/${site.brand}/manifest.webmanifest` },
  ];
  for (const twin of TWINS[site.brand] ?? []) {
    tags.push({ tag: 'link', rel: 'alternate', hreflang: twin.hreflang, href: siteOrigin(origin, twin.code) + canonicalPath });
  }
  if (options.product)
    tags.push({ tag: 'json-ld', id: 'product-json-ld', json: productJsonLd(options.product, canonical.split('?')[0] ?? canonical) });
  if (options.breadcrumbs?.length) tags.push({ tag: 'json-ld', id: 'breadcrumb-json-ld', json: breadcrumbJsonLd(options.breadcrumbs, origin) });
  return tags;
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "<" is escaped so no text can close the script element it sits in. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The tags as HTML, for the server's first paint. */
export function headHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      switch (tag.tag) {
        case 'title':
          return `<title>${escapeHtml(tag.text)}</title>`;
        case 'meta':
          return `<meta ${tag.key}="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}">`;
        case 'link':
          return `<link rel="${tag.rel}"${tag.hreflang ? ` hreflang="${tag.hreflang}"` : ''} href="${escapeHtml(tag.href)}">`;
        case 'json-ld':
          return `<script type="application/ld+json" id="${tag.id}">${scriptJson(tag.json)}</script>`;
        default:
          return '';
      }
    })
    .join('');
}
