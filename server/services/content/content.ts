import type { CategoryNode, PageResponse } from '../../../contract/content';
import type { Site, SiteCode } from '../../../src/domain/site';
import type { OpenedDatabase } from '../../db/unit-of-work';
import { type Cached, cached, LruCache } from '../catalog/cache';
import { type CatalogContext, viewContextOf } from '../catalog/list';
import { catalogOf, loadCatalog } from '../catalog/store';
import { loadProjects } from '../catalog/projects';
import { blocksOf } from './blocks';
import { dehydrate } from './dehydrate';
import { allContentPages, type ContentPageRow } from './repository';

/** Content pages are written only by the seed: read once per database, looked up by site and path. */
const pagesByDatabase = new WeakMap<OpenedDatabase, Map<string, ContentPageRow>>();

/**
 * Reads every content page into memory: the server does so once, as it starts, after the seed. An empty read
 * (a database not yet seeded) is read again by the next load.
 */
export async function loadContentPages(database: OpenedDatabase): Promise<void> {
  if ((pagesByDatabase.get(database)?.size ?? 0) > 0) return;
  const rows = await allContentPages(database.db);
  pagesByDatabase.set(database, new Map(rows.map((row) => [`${row.site}|${row.path.toLowerCase()}`, row])));
}

/**
 * Reads what only the seed writes and the shop serves from memory (the catalog, the projects, the content
 * pages): the app does so as it is built, once the seed has run, so no request waits for it.
 */
export async function loadSeededContent(database: OpenedDatabase): Promise<void> {
  await loadCatalog(database);
  await loadProjects(database);
  await loadContentPages(database);
}

function pageRow(database: OpenedDatabase, site: SiteCode, path: string): ContentPageRow | undefined {
  const pages = pagesByDatabase.get(database);
  if (!pages) throw new Error('The content pages are read when the server starts (loadContentPages); they were asked for before');
  return pages.get(`${site}|${path.toLowerCase()}`);
}

/** Whether the site has a content page (a category, a store, a Makerhub page…) at the path, as /bff/page finds it. */
export const hasContentPage = (database: OpenedDatabase, site: SiteCode, path: string): boolean => pageRow(database, site, path) !== undefined;

const treesByDatabase = new WeakMap<OpenedDatabase, Map<SiteCode, CategoryNode[]>>();

/** Spec §3 Category, for navigation: the top categories the site sells in, with their children it sells in. */
export function categoryTree(database: OpenedDatabase, site: SiteCode): CategoryNode[] {
  let trees = treesByDatabase.get(database);
  if (!trees) treesByDatabase.set(database, (trees = new Map()));
  let tree = trees.get(site);
  if (!tree) {
    const catalog = catalogOf(database);
    const { stocked } = catalog.sites[site];
    tree = catalog.topCategories
      .filter((top) => stocked.has(top.id))
      .map((top) => ({
        id: top.id,
        name: top.name,
        slug: top.slug,
        children: top.children.filter((child) => stocked.has(child.id)).map((child) => ({ id: child.id, name: child.name, slug: child.slug })),
      }));
    if (tree.length > 0) trees.set(site, tree);
  }
  return tree;
}

export const NOT_FOUND_PATH = '/not-found';

export type PageResult = { found: true; page: Cached<PageResponse> } | { found: false; page: PageResponse };

/**
 * Found pages, with their JSON (and gzip), per site, stock snapshot and path: a page is the seed's
 * content plus products whose inStock the snapshot decides, so nothing else can change it. Not Found
 * answers are not cached, so made-up paths cannot crowd out real pages.
 */
const answersByDatabase = new WeakMap<OpenedDatabase, LruCache<Cached<PageResponse>>>();

/**
 * GET /bff/page: the site's page at the path with the query its client prefills (spec §7 Content
 * pages), or the site's Not Found page when there is none.
 */
export async function contentPage(context: CatalogContext, site: Site, path: string): Promise<PageResult> {
  let answers = answersByDatabase.get(context.database);
  if (!answers) answersByDatabase.set(context.database, (answers = new LruCache(300)));
  const key = `${site.code}|${(await viewContextOf(context, site.code)).version}|${path.toLowerCase()}`;
  const hit = answers.get(key);
  if (hit) return { found: true, page: hit };
  const row = pageRow(context.database, site.code, path);
  const categories = categoryTree(context.database, site.code);
  if (!row) {
    const notFound = pageRow(context.database, site.code, NOT_FOUND_PATH);
    const blocks = notFound ? blocksOf(notFound.body) : [];
    return {
      found: false,
      page: {
        pageType: 'Not Found',
        title: notFound?.title ?? 'Not Found',
        path,
        categories,
        data: { blocks, dehydratedState: [{ key: ['page', path], data: { blocks } }] },
      },
    };
  }
  const { blocks, query } = await dehydrate(context, site, row);
  const page = cached<PageResponse>({
    pageType: row.page_type,
    title: row.title,
    path: row.path,
    categories,
    data: { blocks, dehydratedState: [query] },
  });
  answers.set(key, page);
  return { found: true, page };
}
