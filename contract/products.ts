import { z } from 'zod';
import { BotCheckTokenField } from './bot-check';
import { Money, Page, PageSize, QueryBoolean } from './common';

/** Spec §3 Product (listing or detail), as every product call sends it. Money is integer cents, GST-inclusive. */
export const ProductWire = z.object({
  sku: z.string(),
  productCode: z.string(),
  title: z.string(),
  slug: z.string(),
  finalPrice: Money,
  regularPrice: Money,
  /** Spec §3 price.value: for a product it is the final price (for a cart line, the line total). */
  price: z.object({ value: Money }),
  /** Final price in dollars (cents / 100), the number analytics wants. */
  productPrice: z.number().nonnegative(),
  brandName: z.string(),
  category1Name: z.string().optional(),
  category2Name: z.string().optional(),
  category3Name: z.string().optional(),
  /** Any unit available (on hand less reserved) at a store of the site's brand or a warehouse in its country. */
  inStock: z.boolean(),
  item_status_tags: z.array(z.string()),
  imageUrl: z.string(),
  contentType: z.string(),
});
export type ProductWire = z.infer<typeof ProductWire>;

/** A product as a detail page shows it: the listing fields plus what only the detail needs. */
export const ProductDetailWire = ProductWire.extend({
  description: z.string(),
  specs: z.record(z.string(), z.string()),
  /** Units a shopper may order at once; null for no limit. */
  orderLimit: z.number().int().positive().nullable(),
});
export type ProductDetailWire = z.infer<typeof ProductDetailWire>;

export const SORTS = ['relevance', 'price-asc', 'price-desc', 'name', 'newest'] as const;
export const Sort = z.enum(SORTS);
export type Sort = z.infer<typeof Sort>;

/** Price bands of the search facets, in site currency (cents, lower bound inclusive, upper exclusive). */
export const PRICE_BANDS = [
  { id: 'under-10', label: 'Under $10', min: 0, max: 1000 },
  { id: '10-50', label: '$10–50', min: 1000, max: 5000 },
  { id: '50-100', label: '$50–100', min: 5000, max: 10000 },
  { id: '100-500', label: '$100–500', min: 10000, max: 50000 },
  { id: 'over-500', label: 'Over $500', min: 50000, max: Number.POSITIVE_INFINITY },
] as const;
export const PriceBand = z.enum(PRICE_BANDS.map((band) => band.id) as [string, ...string[]]);

export const FacetValue = z.object({ value: z.string(), label: z.string(), count: z.number().int().nonnegative() });
export type FacetValue = z.infer<typeof FacetValue>;

/** Each facet counts the matches of every other filter but its own, so a shopper sees what choosing it would give. */
export const Facets = z.object({
  category: z.array(FacetValue),
  brand: z.array(FacetValue),
  priceBand: z.array(FacetValue),
  inStock: z.array(FacetValue),
});
export type Facets = z.infer<typeof Facets>;

export const ProductPage = z.object({
  products: z.array(ProductWire),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  facets: Facets,
});
export type ProductPage = z.infer<typeof ProductPage>;

const Slug = z.string().trim().min(1).max(120).regex(/^[a-z0-9-]+$/i, 'must be letters, digits or dashes');
const Brand = z.string().trim().min(1).max(80);
/** One brand, or several (a repeated key or joined by '|'). */
const Brands = z
  .union([Brand, z.array(Brand).max(20)])
  .transform((value) => (Array.isArray(value) ? value : value.split('|')).map((b) => b.trim()).filter((b) => b !== ''));
const Cents = z.coerce.number().int().min(0).max(100_000_000);

/** The filters list and search share. */
const FilterQuery = {
  category: Slug.optional(),
  brand: Brands.optional(),
  priceBand: PriceBand.optional(),
  minPrice: Cents.optional(),
  maxPrice: Cents.optional(),
  inStock: QueryBoolean.optional(),
  sort: Sort.default('relevance'),
  page: Page,
  pageSize: PageSize,
};

/** GET /bff/products/list: products by default; `type=article` lists the site's articles (projects of kind article). */
export const ProductListQuery = z.object({ ...FilterQuery, type: z.enum(['product', 'article']).default('product') });
export type ProductListQuery = z.infer<typeof ProductListQuery>;

/** GET /bff/products/search?q=…: q must hold at least one letter or digit; FTS5 syntax in it is never passed on. */
export const SearchQuery = z.object({
  ...FilterQuery,
  q: z.string().max(200).refine((q) => /[\p{L}\p{N}]/u.test(q), 'must contain a letter or a digit'),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

export const SearchPage = ProductPage.extend({
  /** Spec §4 Search query id: sent back with the search-insights click and conversion events. */
  queryId: z.string(),
  /** The words searched for, as the index saw them. */
  q: z.string(),
  /** Spec §9 Search insights: the site's product index the events name. */
  index: z.string(),
  /** True when the query matched more than the candidate cap and only the best matches were kept. */
  capped: z.boolean(),
});
export type SearchPage = z.infer<typeof SearchPage>;

/** Spec §3: product ids (slugs or skus) joined with '|', at most 50. */
export const MAX_PRODUCT_IDS = 50;
export const ListBySlugIdsQuery = z.object({
  productIds: z
    .string()
    .max(4000)
    .transform((text) => [...new Set(text.split('|').map((id) => id.trim()).filter((id) => id !== ''))])
    .pipe(z.array(z.string().max(120)).min(1, 'must name at least one product').max(MAX_PRODUCT_IDS, `at most ${MAX_PRODUCT_IDS} products`)),
});
export const ProductsBySlugIds = z.object({ products: z.array(ProductDetailWire) });
export type ProductsBySlugIds = z.infer<typeof ProductsBySlugIds>;

/** POST /bff/products/subscribe: a back-in-stock notification, once per site, product and email. */
export const SubscribeBody = z.object({
  productCode: z.string().trim().min(1).max(40),
  email: z.string().trim().max(254).pipe(z.email()),
  /** The invisible bot check's solved token; without a valid one the server refuses with "Bot check failed". */
  botCheckToken: BotCheckTokenField,
});
export const SubscribeResponse = z.object({ subscribed: z.literal(true), productCode: z.string() });

export const ProjectWire = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  kind: z.string(),
  difficulty: z.string(),
  publishedAt: z.string(),
  /** The Makerhub page that shows it. */
  url: z.string(),
  imageUrl: z.string().nullable(),
  /** The products it uses that the site sells, in the project's order. */
  products: z.array(ProductWire),
});
export type ProjectWire = z.infer<typeof ProjectWire>;

export const ProjectPage = z.object({
  projects: z.array(ProjectWire),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type ProjectPage = z.infer<typeof ProjectPage>;

const Word = z.string().trim().min(1).max(40).regex(/^[a-z0-9 -]+$/i, 'must be letters, digits, spaces or dashes');
export const ProjectsListQuery = z.object({
  kind: Word.optional(),
  difficulty: Word.optional(),
  page: Page,
  pageSize: z.coerce.number().int().min(1).max(48).default(12),
});
export type ProjectsListQuery = z.infer<typeof ProjectsListQuery>;

export const MAX_BLADE_PROJECTS = 12;
export const BladeProjectsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_BLADE_PROJECTS).default(4),
  kind: Word.optional(),
});
export const BladeProjects = z.object({ projects: z.array(ProjectWire) });
