import type { ProjectPage, ProjectSummaryWire, ProjectWire } from '../../../contract/products';
import type { SiteCode } from '../../../src/domain/site';
import type { OpenedDatabase } from '../../db/unit-of-work';
import { type ProjectRow, projectsNewestFirst } from './repository';
import { type CatalogContext, viewContextOf } from './list';
import { catalogOf } from './store';
import { productView, type ViewContext } from './product-view';
import type { ProjectArtInput } from './project-art';

const projectsByDatabase = new WeakMap<OpenedDatabase, readonly ProjectRow[]>();

/**
 * Reads every project into memory (only the seed writes them): the server does so once, as it starts, after
 * the seed. An empty read (a database not yet seeded) is read again by the next load.
 */
export async function loadProjects(database: OpenedDatabase): Promise<void> {
  if ((projectsByDatabase.get(database)?.length ?? 0) > 0) return;
  projectsByDatabase.set(database, await projectsNewestFirst(database.db));
}

/** Every project, newest first (ties by id, so pages never overlap), as loadProjects read them. */
function projectRows(database: OpenedDatabase): readonly ProjectRow[] {
  const rows = projectsByDatabase.get(database);
  if (!rows) throw new Error('The projects are read when the server starts (loadProjects); they were asked for before');
  return rows;
}

const jsonArray = (text: string): unknown[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
};
const skusOf = (text: string): string[] => jsonArray(text).map(String);
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** A project's parts as stored: sku and a whole quantity of at least 1; anything else is dropped. */
export function partsOf(text: string): Array<{ sku: string; quantity: number }> {
  return jsonArray(text).flatMap((entry) => {
    const { sku, quantity } = record(entry);
    return typeof sku === 'string' && Number.isSafeInteger(quantity) && (quantity as number) >= 1 ? [{ sku, quantity: quantity as number }] : [];
  });
}

const stepsOf = (text: string): Array<{ title: string; body: string }> =>
  jsonArray(text).flatMap((entry) => {
    const { title, body } = record(entry);
    return typeof title === 'string' && typeof body === 'string' ? [{ title, body }] : [];
  });

/** The picture of the finished build (server/services/catalog/project-art.ts), drawn by the images area. */
export const buildImagePath = (projectId: string): string => `/img/projects/${projectId}/build.svg`;

/** What a project's build picture is drawn from: its words and the categories of its parts. */
export function projectArtInputOf(database: OpenedDatabase, row: ProjectRow): ProjectArtInput {
  const products = catalogOf(database).productBySku;
  const partCategories = new Set<string>();
  for (const sku of skusOf(row.skus)) for (const category of products.get(sku.toUpperCase())?.categories ?? []) partCategories.add(category.name);
  return { id: row.id, title: row.title, summary: row.summary, kind: row.kind, partCategories: [...partCategories] };
}

/** A step's picture, drawn by the images area (server/http/images.ts). */
export const stepImagePath = (projectId: string, n: number): string => `/img/projects/${projectId}/step-${n}.svg`;

/** Articles live under /makerhub/articles, workshops and projects under their own Makerhub paths. */
const urlOf = (row: ProjectRow): string =>
  row.kind === 'article'
    ? `/makerhub/articles/${row.slug}`
    : row.kind === 'workshop'
      ? `/makerhub/workshops/${row.slug}`
      : `/makerhub/projects/${row.slug}`;

function projectView(context: CatalogContext, view: ViewContext, site: SiteCode, row: ProjectRow): ProjectWire {
  const siteCatalog = catalogOf(context.database).sites[site];
  const offers = skusOf(row.skus).flatMap((sku) => siteCatalog.byId.get(sku.toLowerCase()) ?? []);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    kind: row.kind,
    difficulty: row.difficulty,
    publishedAt: row.published_at,
    url: urlOf(row),
    // The finished build, never one part's product drawing.
    imageUrl: `${context.imageOrigin}${buildImagePath(row.id)}`,
    products: offers.map((offer) => productView(offer, view)),
    timeRequired: row.time_required ?? '',
    steps: stepsOf(row.steps ?? '[]').map((step, i) => ({ ...step, imageUrl: `${context.imageOrigin}${stepImagePath(row.id, i + 1)}` })),
    parts: partsOf(row.parts ?? '[]').flatMap(({ sku, quantity }) => {
      const offer = siteCatalog.byId.get(sku.toLowerCase());
      return offer ? [{ product: productView(offer, view), quantity }] : [];
    }),
  };
}

export interface ProjectFilter {
  readonly kind?: string;
  readonly difficulty?: string;
}

const matching = (rows: readonly ProjectRow[], site: SiteCode, filter: ProjectFilter) => {
  const kind = filter.kind?.toLowerCase();
  const difficulty = filter.difficulty?.toLowerCase();
  return rows.filter(
    (row) => row.site === site && (!kind || row.kind.toLowerCase() === kind) && (!difficulty || row.difficulty.toLowerCase() === difficulty),
  );
};

/** GET /bff/projects/list (and /bff/products/list?type=article): the site's projects, newest first. */
export async function listProjects(
  context: CatalogContext,
  site: SiteCode,
  filter: ProjectFilter & { page: number; pageSize: number },
): Promise<ProjectPage> {
  const view = await viewContextOf(context, site);
  const rows = matching(projectRows(context.database), site, filter);
  const start = (filter.page - 1) * filter.pageSize;
  return {
    projects: rows.slice(start, start + filter.pageSize).map((row) => projectView(context, view, site, row)),
    total: rows.length,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** GET /bff/projects/makerHubBladeProjects: the latest projects for a Makerhub blade. */
export async function bladeProjects(context: CatalogContext, site: SiteCode, filter: ProjectFilter & { limit: number }): Promise<ProjectWire[]> {
  const view = await viewContextOf(context, site);
  return matching(projectRows(context.database), site, filter)
    .slice(0, filter.limit)
    .map((row) => projectView(context, view, site, row));
}

/** Every project of the site, newest first (ties by id), as the Makerhub blade shows it without its products. */
export function projectSummaries(context: CatalogContext, site: SiteCode): ProjectSummaryWire[] {
  return matching(projectRows(context.database), site, {}).map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    kind: row.kind,
    difficulty: row.difficulty,
    publishedAt: row.published_at,
    url: urlOf(row),
    imageUrl: `${context.imageOrigin}${buildImagePath(row.id)}`,
  }));
}

/** One project of the site by slug (a Makerhub article or project detail page), or null. */
export async function projectBySlug(context: CatalogContext, site: SiteCode, slug: string): Promise<ProjectWire | null> {
  const row = projectRows(context.database).find((r) => r.site === site && r.slug === slug);
  return row ? projectView(context, await viewContextOf(context, site), site, row) : null;
}

/** One project row by id, for the add-all call and the step pictures; null when there is none. */
export function projectRowById(database: OpenedDatabase, id: string): ProjectRow | null {
  return projectRows(database).find((row) => row.id === id) ?? null;
}
export type { ProjectRow };
