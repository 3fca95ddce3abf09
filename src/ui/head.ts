import type { PageInfo } from '../domain/page-info';
import { toAmount } from '../domain/money';
import { type HeadOptions, type HeadPlace, type HeadTag, headTags, scriptJson } from './head-tags';

export type { HeadOptions, HeadProduct } from './head-tags';

/** The selector of the element a tag is kept in, so the browser updates the server's tags rather than add twins. */
function selectorOf(tag: Exclude<HeadTag, { tag: 'title' }>): string {
  switch (tag.tag) {
    case 'meta':
      return `meta[${tag.key}="${tag.name}"]`;
    case 'link':
      return tag.hreflang ? `link[rel="alternate"][hreflang="${tag.hreflang}"]` : `link[rel="${tag.rel}"]`;
    case 'json-ld':
      return `script#${tag.id}`;
    default:
      return '';
  }
}

function elementOf(tag: Exclude<HeadTag, { tag: 'title' }>): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selectorOf(tag));
  if (found) return found;
  const element = document.createElement(tag.tag === 'json-ld' ? 'script' : tag.tag);
  if (tag.tag === 'json-ld') {
    element.id = tag.id;
    element.setAttribute('type', 'application/ld+json');
  }
  document.head.append(element);
  return element;
}

/** Tags a page may have and the next may not: dropped when the page shown has none of them. */
const OPTIONAL = ['meta[property="og:image"]', 'script#product-json-ld', 'script#breadcrumb-json-ld', 'link[rel="alternate"][hreflang]'];

/** Spec §3 Page info: head.pageType, and head.product with its sku and offer price (in dollars). */
export function pageHead(pageType: string, product?: Pick<NonNullable<HeadOptions['product']>, 'sku' | 'price'>): PageInfo['head'] {
  return product ? { pageType, product: { sku: product.sku, offer: { price: toAmount(product.price.centAmount) } } } : { pageType };
}

/**
 * Brings the document's <head> in line with the page shown (the same tags the server wrote for its first
 * paint: title, description, canonical, Open Graph, hreflang, JSON-LD). Answers with the page info head.
 */
export function setHead(options: HeadOptions, place: Omit<HeadPlace, 'path'>): PageInfo['head'] {
  const tags = headTags(options, { ...place, path: window.location.pathname });
  const kept = new Set<Element>();
  for (const tag of tags) {
    if (tag.tag === 'title') {
      document.title = tag.text;
      continue;
    }
    const element = elementOf(tag);
    kept.add(element);
    if (tag.tag === 'meta') {
      element.setAttribute(tag.key, tag.name);
      element.setAttribute('content', tag.content);
    } else if (tag.tag === 'link') {
      element.setAttribute('rel', tag.rel);
      if (tag.hreflang) element.setAttribute('hreflang', tag.hreflang);
      element.setAttribute('href', tag.href);
    } else {
      element.textContent = scriptJson(tag.json);
    }
  }
  for (const element of document.head.querySelectorAll(OPTIONAL.join(','))) if (!kept.has(element)) element.remove();
  const head = pageHead(options.pageType ?? 'other', options.product);
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
