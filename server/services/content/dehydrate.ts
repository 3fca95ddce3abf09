import type { Site } from '../../../src/domain/site';
import { type CatalogContext, listProducts } from '../catalog/list';
import { listProjects, projectBySlug } from '../catalog/projects';
import { blocksOf, bodyField, withCarouselProducts } from './blocks';
import { workshopsNear } from '../makerhub/workshops-near';
import { siteStoreViews, storeByKey } from '../stores/stores';
import type { ContentPageRow } from './repository';

/** One query the client prefills its cache with (spec §7: data.dehydratedState[0]). */
export interface DehydratedQuery {
  readonly key: unknown[];
  readonly data: unknown;
}

/** The first page a listing shows: what the client asks for when it has nothing cached. */
export const FIRST_PAGE_SIZE = 24;
const PROJECTS_PAGE_SIZE = 12;

const lastSegment = (path: string): string =>
  path
    .split('/')
    .filter((s) => s !== '')
    .pop() ?? '';
const slugFrom = (row: ContentPageRow, field: string): string => {
  const value = bodyField(row.body, field);
  return typeof value === 'string' && value !== '' ? value : lastSegment(row.path);
};

/** Which project kind a Makerhub listing shows; undefined for all kinds. */
const LISTING_KINDS: Readonly<Record<string, string | undefined>> = {
  Makerhub: undefined,
  'Makerhub Community': undefined,
  'Makerhub Competitions': undefined,
  'Makerhub Workshop': 'workshop',
  'Article Listing': 'article',
  'Project Listing': 'project',
};

/**
 * A "workshops near you" block with the sessions near the site's default store: the page is the same for every
 * shopper, and the browser asks again for the shopper's own store once it knows it.
 */
async function withWorkshopsNear(context: CatalogContext, site: Site, blocks: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  return Promise.all(
    blocks.map(async (block) => {
      if (block.type !== 'workshopsNear') return block;
      const requested = Number(block.limit);
      const limit = Number.isInteger(requested) && requested > 0 ? Math.min(requested, 12) : undefined;
      return { ...block, near: await workshopsNear(context.database.db, site, undefined, context.now(), limit) };
    }),
  );
}

/** The page's blocks (carousels given their products) and the query its client prefills, by page type (spec §2). */
export async function dehydrate(context: CatalogContext, site: Site, row: ContentPageRow): Promise<{ blocks: unknown[]; query: DehydratedQuery }> {
  const blocks = await withWorkshopsNear(context, site, await withCarouselProducts(context, site.code, blocksOf(row.body)));
  const generic = { key: ['page', row.path], data: { blocks } };
  const type = row.page_type;

  if (type === 'Category') {
    const category = slugFrom(row, 'categorySlug');
    const page = await listProducts(context, site.code, { category, sort: 'relevance', page: 1, pageSize: FIRST_PAGE_SIZE });
    return { blocks, query: page ? { key: ['products', { category, page: 1 }], data: page.value } : generic };
  }
  if (type === 'Stores' || type === 'StoreFinder') {
    const storeKey = row.path.startsWith('/stores/') ? slugFrom(row, 'storeKey') : undefined;
    if (storeKey) {
      const store = await storeByKey(context.database.db, site, storeKey);
      return { blocks, query: { key: ['stores', { storeKey }], data: store ? [store] : [] } };
    }
    const stores = await siteStoreViews(context.database.db, site);
    return { blocks, query: { key: ['stores', {}], data: stores } };
  }
  const detail = /^\/makerhub\/[^/]+\/[^/]+$/.test(row.path);
  if (type in LISTING_KINDS && !detail) {
    const kind = LISTING_KINDS[type];
    const page = await listProjects(context, site.code, { kind, page: 1, pageSize: PROJECTS_PAGE_SIZE });
    return { blocks, query: { key: ['projects', { ...(kind ? { kind } : {}), page: 1 }], data: page } };
  }
  if (type === 'Makerhub Article' || type === 'Makerhub Project Detail' || (type === 'Makerhub Workshop' && detail)) {
    const slug = slugFrom(row, 'projectSlug');
    return { blocks, query: { key: ['project', slug], data: await projectBySlug(context, site.code, slug) } };
  }
  return { blocks, query: generic };
}
