import type { CatalogQueries } from '../application/use-cases/catalog';
import type { SiteCode } from '../domain/site';
import type { RouteName } from '../ui/routes';

/**
 * The seam between the server and its renderer: what `server/http/pages.ts` asks of the server build of
 * `src/composition/first-paint.tsx` (dist/server/first-paint.js) and what it gets back. Types only, so the
 * server may import it (`import type`, the one file of src/composition it may name) without taking in the client.
 */

/** What the server knows of the page asked for, and its in-process reads of the catalog. */
export interface FirstPaintRequest {
  readonly site: SiteCode;
  /** `http://jrau.localhost:8080`: links and images resolve against it. */
  readonly origin: string;
  readonly path: string;
  /** The query string, with or without its `?`. */
  readonly search: string;
  /** The catalog's reads, answered by the server's services in-process (no request to itself). */
  readonly catalog: CatalogQueries;
  /** How long the page may take before it is sent as far as it got (the browser finishes it). */
  readonly timeoutMs?: number;
}

/** The image a page shows largest, first: preloaded so it paints with the text. */
export interface LeadImage {
  readonly href: string;
  readonly srcSet?: string;
  readonly sizes?: string;
  readonly type?: string;
}

export interface FirstPaintPage {
  /** The head's tags as HTML: title, description, canonical, Open Graph, hreflang, icons, JSON-LD. */
  readonly head: string;
  /** The page's markup, to go inside the root element. */
  readonly body: string;
  /** The events the page was rendered from, as JSON for a script element: the browser's log starts from them. */
  readonly state: string;
  readonly route: RouteName;
  readonly leadImage?: LeadImage;
}

/** What the server build of the renderer exports. */
export interface FirstPaintRenderer {
  renderFirstPaint(request: FirstPaintRequest): Promise<FirstPaintPage>;
}

/** Which built files each kind of page needs beyond the entry, as the build writes them (vite.config.ts, `routeChunks`). */
export type RouteChunks = Readonly<Partial<Record<RouteName, readonly string[]>>>;
