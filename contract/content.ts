import { z } from 'zod/mini';

/**
 * GET /bff/page?path=/x (or ?slug=x): a content-managed page of the site (spec §2 Page types, §7 Content
 * pages). The path is a site path: letters, digits and - _ . / only, without query or fragment.
 */
const PagePath = z.pipe(
  z.string().check(z.trim(), z.minLength(1), z.maxLength(300), z.regex(/^[A-Za-z0-9\-_./]+$/, 'must be a site path (letters, digits, - _ . /)')),
  z.transform((path: string) => {
    const rooted = path.startsWith('/') ? path : `/${path}`;
    const collapsed = rooted.replace(/\/{2,}/g, '/');
    return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
  }),
);

export const PageQuery = z.pipe(
  z.object({ path: z.optional(PagePath), slug: z.optional(PagePath) }).check(
    z.superRefine((query, ctx) => {
      if (query.path === undefined && query.slug === undefined) ctx.addIssue({ code: 'custom', path: ['path'], message: 'is required (or slug)' });
    }),
  ),
  z.transform((query: { path?: string | undefined; slug?: string | undefined }) => ({ path: (query.path ?? query.slug) as string })),
);
export type PageQuery = z.infer<typeof PageQuery>;

/** Spec §3 Category: id, name and the children one level down; slug too, for the links. */
export const CategoryNode = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  children: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string() })),
});
export type CategoryNode = z.infer<typeof CategoryNode>;

/**
 * Spec §7: the client prefills its query cache with key and data of data.dehydratedState[0]. The keys:
 * Category page ['products', { category, page: 1 }] → the first ProductPage of GET /bff/products/list;
 * Stores page of one store ['stores', { storeKey }] → [Store]; Stores/StoreFinder ['stores', {}] → Store[];
 * Makerhub listings ['projects', { kind?, page: 1 }] → a ProjectPage of GET /bff/projects/list;
 * Makerhub article or project detail ['project', slug] → the project; any other page ['page', path] → its blocks,
 * each product carousel given its `products`.
 */
export const DehydratedQuery = z.object({ key: z.array(z.unknown()), data: z.unknown() });

export const PageResponse = z.object({
  pageType: z.string(),
  title: z.string(),
  path: z.string(),
  /** The category tree for navigation, the categories the site sells in only. */
  categories: z.array(CategoryNode),
  data: z.object({
    /** The page's content blocks as authored, carousels given their products. */
    blocks: z.array(z.unknown()),
    dehydratedState: z.array(DehydratedQuery),
  }),
});
export type PageResponse = z.infer<typeof PageResponse>;

/** A page that does not exist: a 404 carrying the Not Found page, so the client can still render it. */
export const PageNotFound = z.extend(PageResponse, { statusCode: z.literal(404), message: z.string() });
