import { joinProductIds } from '../../../src/domain/cart/product-ids';
import type { z } from 'zod/mini';
import { PageQuery, PageResponse } from '../../../contract/content';
import {
  BladeProjects,
  BladeProjectsQuery,
  ListBySlugIdsQuery,
  ProductListQuery,
  ProductPage,
  ProductsBySlugIds,
  ProjectPage,
  ProjectsListQuery,
  SearchPage,
  SearchQuery,
} from '../../../contract/products';
import { ProjectSearch, ProjectSearchQuery } from '../../../contract/project-search';
import { type Result, err, ok } from '../../../src/domain/shared';
import type { Site } from '../../../src/domain/site';
import { listProducts, productsBySlugIds, type CatalogContext } from '../catalog/list';
import { bladeProjects, listProjects } from '../catalog/projects';
import { contentPage } from '../content/content';
import { searchContent } from '../content/search/search-content';
import { searchProducts } from '../search/search';

/** A read's failure as the browser's BFF client reports it (spec §8): the status, the message and the body. */
export interface ReadError {
  readonly status: number;
  readonly message: string;
  readonly body?: unknown;
}

type Read<T> = Promise<Result<T, ReadError>>;
type Query = Readonly<Record<string, unknown>> | string;

/**
 * The catalog reads a page's first paint makes, answered in-process by the same services the BFF's routes
 * call (no request to ourselves), each parsed by the contract the browser parses the BFF's answer with, so
 * the server renders from exactly what the browser would have received.
 */
export interface CatalogReads {
  page(path: string): Read<z.output<typeof PageResponse>>;
  list(query: Query): Read<z.output<typeof ProductPage>>;
  search(term: string, query?: Query): Read<z.output<typeof SearchPage>>;
  searchContent(term: string, limit?: number): Read<z.output<typeof ProjectSearch>>;
  products(ids: readonly string[]): Read<z.output<typeof ProductsBySlugIds>['products']>;
  projects(query: Query): Read<z.output<typeof ProjectPage>>;
  latestProjects(limit: number): Read<z.output<typeof BladeProjects>['projects']>;
  nearestStores(): Read<never>;
  store(): Read<never>;
  places(): Read<never>;
}

/** The query as the BFF's routes receive it: the browser's object query as a query string would carry it. */
function asReceived(query: Query | undefined, extra: Readonly<Record<string, unknown>> = {}): Record<string, string | string[]> {
  const params = typeof query === 'string' ? new URLSearchParams(query.replace(/^\?/, '')) : new URLSearchParams();
  if (typeof query === 'object') {
    for (const [key, value] of Object.entries(query)) {
      for (const item of Array.isArray(value) ? value : [value]) if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) params.set(key, String(value));
  const received: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    received[key] = all.length === 1 ? (all[0] as string) : all;
  }
  return received;
}

const notFound = (message: string): ReadError => ({ status: 404, message, body: { statusCode: 404, message } });

/** Reads the query with its contract, or answers the 400 the route would have. */
function queryOf<S extends z.ZodMiniType>(schema: S, value: unknown): Result<z.output<S>, ReadError> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return ok(parsed.data);
  const message = `query.${(parsed.error.issues[0]?.path ?? []).map(String).join('.')}: ${parsed.error.issues[0]?.message ?? 'is invalid'}`;
  return err({ status: 400, message, body: { statusCode: 400, message } });
}

/** The answer as the browser parses it off the wire. */
function wire<S extends z.ZodMiniType>(schema: S, json: string): Result<z.output<S>, ReadError> {
  const parsed = schema.safeParse(JSON.parse(json));
  return parsed.success ? ok(parsed.data) : err({ status: 502, message: 'The answer broke its contract' });
}

const unread = async (): Read<never> => err({ status: 0, message: 'Read in the browser, not on the server' });

export function catalogReads(context: CatalogContext, site: Site): CatalogReads {
  return {
    async page(path) {
      const query = queryOf(PageQuery, { path });
      if (!query.ok) return query;
      const result = await contentPage(context, site, query.value.path);
      if (result.found) return wire(PageResponse, result.page.json);
      // The Not Found page travels in the error's body, as the route sends it.
      return err({ status: 404, message: result.page.title, body: { statusCode: 404, message: result.page.title, ...result.page } });
    },
    async list(raw) {
      const query = queryOf(ProductListQuery, asReceived(raw));
      if (!query.ok) return query;
      if (query.value.type === 'article') return err(notFound('Articles are read in the browser'));
      const page = await listProducts(context, site.code, query.value);
      return page ? wire(ProductPage, page.json) : err(notFound(`Category ${query.value.category ?? ''} not found`));
    },
    async search(term, raw) {
      const query = queryOf(SearchQuery, asReceived(raw, { q: term }));
      if (!query.ok) return query;
      const page = await searchProducts(context, site.code, query.value);
      return page ? wire(SearchPage, page.json) : err(notFound(`Category ${query.value.category ?? ''} not found`));
    },
    async searchContent(term, limit) {
      const query = queryOf(ProjectSearchQuery, asReceived({ q: term, limit }));
      if (!query.ok) return query;
      return wire(ProjectSearch, searchContent(context, site.code, query.value).json);
    },
    async products(ids) {
      const query = queryOf(ListBySlugIdsQuery, { productIds: joinProductIds(ids) });
      if (!query.ok) return query;
      const answer = wire(ProductsBySlugIds, JSON.stringify({ products: await productsBySlugIds(context, site.code, query.value.productIds) }));
      return answer.ok ? ok(answer.value.products) : answer;
    },
    async projects(raw) {
      const query = queryOf(ProjectsListQuery, asReceived(raw));
      if (!query.ok) return query;
      return wire(ProjectPage, JSON.stringify(await listProjects(context, site.code, query.value)));
    },
    async latestProjects(limit) {
      const query = queryOf(BladeProjectsQuery, { limit: String(limit) });
      if (!query.ok) return query;
      const answer = wire(BladeProjects, JSON.stringify({ projects: await bladeProjects(context, site.code, query.value) }));
      return answer.ok ? ok(answer.value.projects) : answer;
    },
    nearestStores: unread,
    store: unread,
    places: unread,
  };
}
