import type { PageInfo } from '../domain/presentation';
import { type Money, toAmount } from '../domain/money';

/** What a product page tells search engines about its product. */
export interface HeadProduct {
  readonly sku: string;
  readonly name: string;
  readonly price: Money;
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
}

const JSON_LD_ID = 'product-json-ld';

function meta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

function canonicalLink(href: string | undefined) {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!href) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('link');
    element.rel = 'canonical';
    document.head.append(element);
  }
  const url = new URL(href, window.location.origin);
  element.href = `${url.origin}${url.pathname}${url.search}`;
}

/** Spec §3 Page info: head.pageType, and head.product with its sku and offer price (in dollars). */
export function pageHead(pageType: string, product?: Pick<HeadProduct, 'sku' | 'price'>): PageInfo['head'] {
  return product ? { pageType, product: { sku: product.sku, offer: { price: toAmount(product.price.centAmount) } } } : { pageType };
}

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

/**
 * Brings the document's <head> in line with the page shown: title, meta description, canonical link
 * and, for a product, a JSON-LD Product script (removed on other pages). Answers with the page info head.
 */
export function setHead({ title, description, canonical, pageType = 'other', product }: HeadOptions): PageInfo['head'] {
  document.title = title;
  meta('description', description);
  canonicalLink(canonical);
  let script = document.getElementById(JSON_LD_ID);
  if (product) {
    if (!script) {
      script = document.createElement('script');
      script.id = JSON_LD_ID;
      script.setAttribute('type', 'application/ld+json');
      document.head.append(script);
    }
    const url = new URL(canonical ?? window.location.pathname, window.location.origin);
    // "<" is escaped so a product name can never close the script element.
    script.textContent = JSON.stringify(productJsonLd(product, `${url.origin}${url.pathname}`)).replace(/</g, '\\u003c');
  } else {
    script?.remove();
  }
  const head = pageHead(pageType, product);
  document.documentElement.dataset.pageType = head.pageType;
  shown = { head, path: window.location.pathname };
  return head;
}

let shown: { readonly head: PageInfo['head']; readonly path: string } | undefined;

/**
 * The head of the page on screen, for its page info. A page that sets no head of its own (search,
 * store finder) must not pass for the one before it, so a head set on another path counts as none.
 */
export function currentHead(): PageInfo['head'] {
  return shown && shown.path === window.location.pathname ? shown.head : { pageType: 'other' };
}
