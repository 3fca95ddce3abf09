import { z } from 'zod/mini';
import { asTyped } from './as-typed';
import { BotCheckTokenField } from './bot-check';
import { Money, Page, PageSize, QueryBoolean } from './common';
import { SEARCH_QUERY_MAX_LENGTH } from '../kernel/search-text';
import { MAX_SPEC_FILTERS, MAX_SPEC_NAME_LENGTH, MAX_SPEC_VALUE_LENGTH, parseSpecChoice } from '../kernel/spec-filter';

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
  productPrice: z.number().check(z.nonnegative()),
  brandName: z.string(),
  category1Name: z.optional(z.string()),
  category2Name: z.optional(z.string()),
  category3Name: z.optional(z.string()),
  /** Any unit available (on hand less reserved) at a store of the site's brand or a warehouse in its country. */
  inStock: z.boolean(),
  item_status_tags: z.array(z.string()),
  imageUrl: z.string(),
  contentType: z.string(),
});
export type ProductWire = z.infer<typeof ProductWire>;

/** A product as a detail page shows it: the listing fields plus what only the detail needs. */
export const ProductDetailWire = z.extend(ProductWire, {
  description: z.string(),
  specs: z.record(z.string(), z.string()),
  /** Units a shopper may order at once; null for no limit. */
  orderLimit: z.nullable(z.int().check(z.positive())),
  /** The product's pictures, the listing's imageUrl first: the item, a close-up, the item in its pack. */
  imageUrls: z.array(z.string()),
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

export const FacetValue = z.object({ value: z.string(), label: z.string(), count: z.int().check(z.nonnegative()) });
export type FacetValue = z.infer<typeof FacetValue>;

/** Each facet counts the matches of every other filter but its own, so a shopper sees what choosing it would give. */
export const Facets = z.object({
  category: z.array(FacetValue),
  brand: z.array(FacetValue),
  priceBand: z.array(FacetValue),
  inStock: z.array(FacetValue),
  /**
   * Facets on the products' specs (name → values), when the matches share them: a value's `value` goes
   * back as `spec=<name>:<value>`. Values of numbers with units come by magnitude, other values by count.
   */
  attributes: z.array(z.object({ name: z.string(), values: z.array(FacetValue) })),
});
export type Facets = z.infer<typeof Facets>;

export const ProductPage = z.object({
  products: z.array(ProductWire),
  total: z.int().check(z.nonnegative()),
  page: z.int().check(z.positive()),
  pageSize: z.int().check(z.positive()),
  facets: Facets,
});
export type ProductPage = z.infer<typeof ProductPage>;

const Slug = z.string().check(z.trim(), z.minLength(1), z.maxLength(120), z.regex(/^[a-z0-9-]+$/i, 'must be letters, digits or dashes'));
const Brand = z.string().check(z.trim(), z.minLength(1), z.maxLength(80));
/** One brand, or several (a repeated key or joined by '|'). */
const Brands = z.pipe(
  z.union([Brand, z.array(Brand).check(z.maxLength(20))]),
  z.transform((value: string | string[]) => (Array.isArray(value) ? value : value.split('|')).map((b) => b.trim()).filter((b) => b !== '')),
);
const SpecChoiceText = z.string().check(
  z.maxLength(MAX_SPEC_NAME_LENGTH + 1 + MAX_SPEC_VALUE_LENGTH, `must be at most ${MAX_SPEC_NAME_LENGTH + 1 + MAX_SPEC_VALUE_LENGTH} characters`),
  z.refine((text) => parseSpecChoice(text) !== null, 'must be a spec name and a value joined by a colon, e.g. Resistance:10kΩ'),
  z.refine(
    (text) => (parseSpecChoice(text)?.name.length ?? 0) <= MAX_SPEC_NAME_LENGTH,
    `must have a name of at most ${MAX_SPEC_NAME_LENGTH} characters`,
  ),
  z.refine(
    (text) => (parseSpecChoice(text)?.value.length ?? 0) <= MAX_SPEC_VALUE_LENGTH,
    `must have a value of at most ${MAX_SPEC_VALUE_LENGTH} characters`,
  ),
);
/** Attribute filters, `spec=Name:Value` repeated: values of one name OR together, different names AND. */
const SpecChoices = z.pipe(
  z.pipe(
    z.union([z.string(), z.array(z.string())]),
    z.transform((value: string | string[]) => (Array.isArray(value) ? value : [value])),
  ),
  z.pipe(
    z.array(z.string()).check(z.maxLength(MAX_SPEC_FILTERS, `must be at most ${MAX_SPEC_FILTERS} spec filters`)),
    z.pipe(
      z.array(SpecChoiceText),
      z.transform((texts: string[]) => texts.map((text) => parseSpecChoice(text)!)),
    ),
  ),
);
const Cents = z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000_000));

/** The filters list and search share. */
const FilterQuery = z.object({
  category: z.optional(Slug),
  brand: z.optional(Brands),
  priceBand: z.optional(PriceBand),
  minPrice: z.optional(Cents),
  maxPrice: z.optional(Cents),
  inStock: z.optional(QueryBoolean),
  spec: z.optional(SpecChoices),
  sort: z._default(Sort, 'relevance'),
  page: Page,
  pageSize: PageSize,
});

/** GET /bff/products/list: products by default; `type=article` lists the site's articles (projects of kind article). */
export const ProductListQuery = z.extend(FilterQuery, { type: z._default(z.enum(['product', 'article']), 'product') });
export type ProductListQuery = z.infer<typeof ProductListQuery>;

/** GET /bff/products/search?q=…: q must hold at least one letter or digit; FTS5 syntax in it is never passed on. */
export const SearchQuery = z.extend(FilterQuery, {
  q: z.string().check(
    z.maxLength(SEARCH_QUERY_MAX_LENGTH, `must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`),
    z.refine((q) => /[\p{L}\p{N}]/u.test(q), 'must contain a letter or a digit'),
  ),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

export const SearchPage = z.extend(ProductPage, {
  /** Spec §4 Search query id: sent back with the search-insights click and conversion events. */
  queryId: z.string(),
  /** The words searched for, as the index saw them. */
  q: z.string(),
  /** Spec §9 Search insights: the site's product index the events name. */
  index: z.string(),
  /** True when the query matched more than the candidate cap and only the best matches were kept. */
  capped: z.boolean(),
  /** The product page to go straight to: the query was exactly one product's sku or product code. */
  redirect: z.optional(z.string().check(z.regex(/^\/p\/[^/]+$/))),
  /** The words as searched after correcting those no product has ("arudino" → "arduino"); absent when none needed it. */
  corrected: z.optional(z.string()),
  /** No product matched every word: the words left out (matching nothing, or least) and the words the products match. */
  partial: z.optional(z.object({ unmatched: z.string(), matched: z.string() })),
});
export type SearchPage = z.infer<typeof SearchPage>;

/** Spec §3: product ids (slugs or skus) joined with '|', at most 50. */
export const MAX_PRODUCT_IDS = 50;
export const ListBySlugIdsQuery = z.object({
  productIds: z.pipe(
    z.pipe(
      z.string().check(z.maxLength(4000)),
      z.transform((text: string) => [
        ...new Set(
          text
            .split('|')
            .map((id) => id.trim())
            .filter((id) => id !== ''),
        ),
      ]),
    ),
    z
      .array(z.string().check(z.maxLength(120)))
      .check(z.minLength(1, 'must name at least one product'), z.maxLength(MAX_PRODUCT_IDS, `at most ${MAX_PRODUCT_IDS} products`)),
  ),
});
export const ProductsBySlugIds = z.object({ products: z.array(ProductDetailWire) });
export type ProductsBySlugIds = z.infer<typeof ProductsBySlugIds>;

/** POST /bff/products/subscribe: a back-in-stock notification, once per site, product and email. */
export const SubscribeBody = z.object({
  productCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  email: asTyped(z.pipe(z.string().check(z.trim(), z.maxLength(254)), z.email()), 'email'),
  /** The invisible bot check's solved token; without a valid one the server refuses with "Bot check failed". */
  botCheckToken: BotCheckTokenField,
});
export type SubscribeBody = z.infer<typeof SubscribeBody>;
export const SubscribeResponse = z.object({ subscribed: z.literal(true), productCode: z.string() });
export type SubscribeResponse = z.infer<typeof SubscribeResponse>;

export const ProjectStepWire = z.object({ title: z.string(), body: z.string(), imageUrl: z.string() });
export type ProjectStepWire = z.infer<typeof ProjectStepWire>;

/** A Makerhub article, project or workshop as a link to it shows it (the content search answers these). */
export const ProjectSummaryWire = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  kind: z.string(),
  difficulty: z.string(),
  publishedAt: z.string(),
  /** The Makerhub page that shows it. */
  url: z.string(),
  imageUrl: z.nullable(z.string()),
});
export type ProjectSummaryWire = z.infer<typeof ProjectSummaryWire>;

export const ProjectWire = z.extend(ProjectSummaryWire, {
  /** The products it uses that the site sells, in the project's order. */
  products: z.array(ProductWire),
  /** How long a build takes ("3 hours"); empty for articles and workshops. */
  timeRequired: z.string(),
  /** A project's build steps, each with its picture; an article's sections (the picture then too). */
  steps: z.array(ProjectStepWire),
  /** A project's parts list: the products the site sells, each with the units the build uses. */
  parts: z.array(z.object({ product: ProductWire, quantity: z.int().check(z.positive()) })),
});
export type ProjectWire = z.infer<typeof ProjectWire>;

export const ProjectPage = z.object({
  projects: z.array(ProjectWire),
  total: z.int().check(z.nonnegative()),
  page: z.int().check(z.positive()),
  pageSize: z.int().check(z.positive()),
});
export type ProjectPage = z.infer<typeof ProjectPage>;

const Word = z.string().check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(/^[a-z0-9 -]+$/i, 'must be letters, digits, spaces or dashes'));
export const ProjectsListQuery = z.object({
  kind: z.optional(Word),
  difficulty: z.optional(Word),
  page: Page,
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(48)), 12),
});
export type ProjectsListQuery = z.infer<typeof ProjectsListQuery>;

export const MAX_BLADE_PROJECTS = 12;
export const BladeProjectsQuery = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_BLADE_PROJECTS)), 4),
  kind: z.optional(Word),
});
export const BladeProjects = z.object({ projects: z.array(ProjectWire) });

/** The most products, categories and Makerhub items one answer of GET /bff/products/suggest holds. */
export const SUGGEST_LIMITS = { defaultProducts: 5, maxProducts: 8, categories: 4, content: 3 } as const;

/** GET /bff/products/suggest?q=&limit=: the as-you-type suggestions, with the product search's rules for q. */
export const SuggestQuery = z.object({
  q: z.pipe(z.string({ error: 'is required: the words to search for' }), SearchQuery.shape.q),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(SUGGEST_LIMITS.maxProducts)), SUGGEST_LIMITS.defaultProducts),
});
export type SuggestQuery = z.infer<typeof SuggestQuery>;

export const SuggestedCategory = z.object({ slug: z.string(), name: z.string(), count: z.int().check(z.positive()) });
export type SuggestedCategory = z.infer<typeof SuggestedCategory>;

/** The best few products, the categories they fall in (with counts) and Makerhub items the words find. */
export const SearchSuggestions = z.object({
  /** The words searched for, as the index saw them. */
  q: z.string(),
  /** Spec §4 Search query id of the product search behind the suggestions: a suggestion's click reports it. */
  queryId: z.string(),
  /** Spec §9 Search insights: the site's product index. */
  index: z.string(),
  products: z.array(ProductWire),
  categories: z.array(SuggestedCategory),
  content: z.array(ProjectSummaryWire),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestions>;
