import type { ProductWire } from '../../../contract/products';
import type { SiteCode } from '../../../src/domain/site';
import { type CatalogContext, listProducts, productsBySlugIds } from '../catalog/list';
import { bladeProjects } from '../catalog/projects';
import { SHELVES, type Shelf, categoryTiles, shelfProducts } from './home/home-shelves';

/** A page body as authored: an array of blocks, or an object holding `blocks`. */
export function blocksOf(body: string): Record<string, unknown>[] {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return [];
  }
  const list = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Array.isArray((value as { blocks?: unknown }).blocks)
      ? (value as { blocks: unknown[] }).blocks
      : [];
  return list.filter((block): block is Record<string, unknown> => block !== null && typeof block === 'object' && !Array.isArray(block));
}

/** A field of a page body, when the body is an object. */
export function bodyField(body: string, name: string): unknown {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[name] : undefined;
  } catch {
    return undefined;
  }
}

const MAX_CAROUSEL = 24;
const DEFAULT_CAROUSEL = 8;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * The products a carousel block shows: named by ids (skus or slugs) or by a category slug, whose most
 * popular products it takes; an unknown category or sku shows nothing rather than failing the page.
 */
async function carouselProducts(context: CatalogContext, site: SiteCode, block: Record<string, unknown>): Promise<ProductWire[] | undefined> {
  if (!/carousel|product/i.test(String(block.type ?? ''))) return undefined;
  const requested = Number(block.limit ?? block.count ?? DEFAULT_CAROUSEL);
  const limit = Number.isInteger(requested) && requested > 0 ? Math.min(requested, MAX_CAROUSEL) : DEFAULT_CAROUSEL;
  if (SHELVES.includes(block.shelf as Shelf))
    return await shelfProducts(context, site, block.shelf as Shelf, limit, Array.isArray(block.from) ? block.from.map(String) : []);
  const ids = block.skus ?? block.productIds;
  if (Array.isArray(ids)) return (await productsBySlugIds(context, site, ids.map(String).slice(0, MAX_CAROUSEL))).slice(0, limit);
  const category = text(block.categorySlug) ?? text(block.category);
  if (category && /^[a-z0-9-]+$/i.test(category)) {
    return (await listProducts(context, site, { category, sort: 'relevance', page: 1, pageSize: limit }))?.value.products ?? [];
  }
  return undefined;
}

const MAX_PROJECT_LIST = 48;

/** The projects a project list block shows, the latest first (as the Makerhub blade). */
function projectList(context: CatalogContext, site: SiteCode, block: Record<string, unknown>) {
  const requested = Number(block.limit ?? DEFAULT_CAROUSEL);
  const limit = Number.isInteger(requested) && requested > 0 ? Math.min(requested, MAX_PROJECT_LIST) : DEFAULT_CAROUSEL;
  return bladeProjects(context, site, { kind: text(block.kind), limit });
}

/** The blocks with each product carousel given its `products` and each project list its `projects`, so the page renders without another call. */
export async function withCarouselProducts(
  context: CatalogContext,
  site: SiteCode,
  blocks: readonly Record<string, unknown>[],
): Promise<Record<string, unknown>[]> {
  return Promise.all(
    blocks.map(async (block) => {
      if (block.type === 'projectList') return { ...block, projects: await projectList(context, site, block) };
      if (block.type === 'categoryTiles')
        return { ...block, categories: await categoryTiles(context, site, Array.isArray(block.slugs) ? block.slugs.map(String) : []) };
      const products = await carouselProducts(context, site, block);
      return products === undefined ? block : { ...block, products };
    }),
  );
}
