import { accountPlace } from '../../../src/domain/account';
import { listsPlace } from '../../../src/domain/lists';
import { AUTH_PAGE_PATHS } from '../../../src/domain/session';
import type { SiteCode } from '../../../src/domain/site';
import type { OpenedDatabase } from '../../db/unit-of-work';
import { catalogOf } from '../catalog/store';
import { hasContentPage } from './content';

/**
 * Whether the client shows a page at this path (src/ui/app.tsx Routes, spec §2 Routes): its fixed
 * routes, any path containing /search, a product the site sells at /p/{slug, sku or code}, and the
 * site's content pages (home, categories, stores, Makerhub) as GET /bff/page finds them. Anything else
 * is the Not Found page, and the server says so with a 404. Both lookups are in-memory maps.
 */
export function isClientRoute(database: OpenedDatabase, site: SiteCode, path: string): boolean {
  if (path === '/checkout' || path === '/store-finder' || path === '/compare' || path.includes('/search')) return true;
  if (/^\/checkout\/[^/]+$/.test(path)) return true;
  if ((AUTH_PAGE_PATHS as readonly string[]).includes(path)) return true;
  // The customer's lists and a list's page (the page itself says when a list is not theirs).
  if (listsPlace(path)) return true;
  // My Account's known parts; an unknown one under /account is the Not Found page.
  if (accountPlace(path)) return accountPlace(path)?.type !== 'unknown';
  const product = /^\/p\/([^/]+)$/.exec(path);
  if (product?.[1]) return catalogOf(database).sites[site].byId.has(safeDecode(product[1]).toLowerCase());
  return hasContentPage(database, site, path);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
