import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FirstPaintPage, RouteChunks } from '../../../src/composition/render-seam';
import type { Site } from '../../../src/domain/site';

/**
 * The built files each kind of page needs beyond the entry, as the build wrote them (vite.config.ts,
 * `routeChunks`, from the router's table of pages and Vite's manifest): its chunk and the chunks it imports,
 * so the browser fetches them beside the entry rather than after it.
 */
export function pageModules(clientDir: string): RouteChunks {
  const path = join(clientDir, '.vite', 'route-chunks.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as RouteChunks) : {};
}

/** A rendered page and the site it was rendered for. */
export interface RenderedPage extends FirstPaintPage {
  readonly site: Site;
  /** The site's own meta tags for the client (its tag manager's script, a dev feature), already HTML. */
  readonly siteTags?: string;
}

export interface FirstPaintDocument {
  render(page: RenderedPage): string;
}

/** Holds the first paint until the element after the rendered page (its state) has been parsed. */
const RENDER_WHOLE = '<link rel="expect" href="#storefront-state" blocking="render">';

export const attribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The client's built index.html with a rendered page in it: the site's language and brand, the page's head,
 * the page's code and largest image asked for early, its markup in the root and the state it was rendered from.
 */
export function documentOf(indexHtml: string, modules: RouteChunks): FirstPaintDocument {
  const shell = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta name="description"[^>]*>\s*/i, '')
    // The page paints without its script: the stylesheet, the page and its largest picture go first.
    .replace(/<script type="module"(?![^>]*fetchpriority)/gi, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/gi, '<link rel="modulepreload" fetchpriority="low"');
  const headAt = shell.search(/<\/head>/i);
  const rootAt = shell.indexOf('<div id="root"></div>');
  if (headAt < 0 || rootAt < 0 || rootAt < headAt) throw new Error('index.html has no </head> and empty root to render into');
  const top = shell.slice(0, headAt).replace(/<html[^>]*>/i, '');
  const middle = shell.slice(headAt, rootAt);
  const bottom = shell.slice(rootAt + '<div id="root"></div>'.length);
  return {
    render({ site, head, body, state, route, leadImage, siteTags }) {
      const image = leadImage
        ? `<link rel="preload" as="image" href="${attribute(leadImage.href)}"${leadImage.srcSet ? ` imagesrcset="${attribute(leadImage.srcSet)}" imagesizes="${attribute(leadImage.sizes ?? '100vw')}"` : ''}${leadImage.type ? ` type="${attribute(leadImage.type)}"` : ''} fetchpriority="high">`
        : '';
      const code = (modules[route] ?? []).map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${file}">`).join('');
      return (
        `<!doctype html><html lang="${site.locale}" data-brand="${site.brand}">` +
        top.replace(/^\s*<!doctype html>\s*/i, '') +
        head +
        (siteTags ?? '') +
        // Nothing is painted until the whole page is parsed: a page parsed in parts (a busy phone, a slow
        // network) would first paint the header without its actions and the filters without their options.
        RENDER_WHOLE +
        image +
        code +
        middle +
        `<div id="root">${body}</div><script type="application/json" id="storefront-state">${state}</script>` +
        bottom
      );
    },
  };
}
