import { PRICE_BANDS, type Sort } from '../../../contract/products';
import { SITE_CODES, type SiteCode } from '../../../src/domain/site';
import type { OpenedDatabase } from '../../db/unit-of-work';
import { type CategoryRow, type PriceRow, type ProductRow, categoryRows, priceRows, productRows } from './repository';
import { specValueKey } from '../../../kernel/spec-filter';

/**
 * The catalog held in memory. Only the seed writes products, categories, prices and projects, so
 * they are read once per database, when the server starts (loadCatalog), and every list, search and
 * page is served from here (the bench wants list and search near a trivial route's speed). When another
 * process writes them (a reseed on PostgreSQL, heard through the database's catalogMark), the catalog is
 * read again in the background and replaces this one; answers built on the old one are keyed by its
 * generation and so not reused. Stock changes and lives in ./stock.ts.
 */
export interface CatalogCategory {
  readonly id: string;
  readonly parentId: string | null;
  readonly name: string;
  readonly slug: string;
  readonly level: number;
  readonly position: number;
  readonly children: CatalogCategory[];
}

export interface CatalogProduct {
  readonly rowid: number;
  readonly sku: string;
  readonly productCode: string;
  readonly slug: string;
  readonly title: string;
  readonly brand: string;
  readonly description: string;
  /** The top category first, the leaf last. */
  readonly categories: readonly CatalogCategory[];
  readonly specs: Readonly<Record<string, string>>;
  /** The specs read once for the attribute facets and filters, by lower-cased name. */
  readonly specByName: ReadonlyMap<string, SpecEntry>;
  readonly tags: readonly string[];
  readonly orderLimit: number | null;
  readonly rank: number;
  readonly contentType: string;
  readonly createdAt: string;
}

/** One spec of a product, with the keys the attribute filters compare by (lower-cased; the value without spaces). */
export interface SpecEntry {
  readonly name: string;
  readonly nameKey: string;
  readonly value: string;
  readonly valueKey: string;
}

export const specEntriesOf = (specs: Readonly<Record<string, string>>): Map<string, SpecEntry> => {
  const entries = new Map<string, SpecEntry>();
  for (const [name, value] of Object.entries(specs)) {
    const nameKey = name.trim().toLowerCase();
    const trimmed = value.trim();
    if (nameKey !== '' && trimmed !== '' && !entries.has(nameKey))
      entries.set(nameKey, { name: name.trim(), nameKey, value: trimmed, valueKey: specValueKey(trimmed) });
  }
  return entries;
};

/** A product as one site sells it. */
export interface Offer {
  readonly product: CatalogProduct;
  readonly regularCents: number;
  readonly finalCents: number;
  readonly priceBand: string;
}

export interface SiteCatalog {
  readonly site: SiteCode;
  /** The site's assortment in each sort order (ties broken by sku), so a list filters without sorting. */
  readonly sorted: Readonly<Record<Sort, readonly Offer[]>>;
  readonly byRowid: ReadonlyMap<number, Offer>;
  /** Lower-cased sku, product code and slug → offer. */
  readonly byId: ReadonlyMap<string, Offer>;
  /** Category ids with at least one product on the site. */
  readonly stocked: ReadonlySet<string>;
}

export interface Catalog {
  readonly topCategories: readonly CatalogCategory[];
  readonly categoryBySlug: ReadonlyMap<string, CatalogCategory>;
  /** Every product of every site, by upper-cased sku (images are served for all of them). */
  readonly productBySku: ReadonlyMap<string, CatalogProduct>;
  readonly sites: Readonly<Record<SiteCode, SiteCatalog>>;
  readonly maxRank: number;
  /** Numbers each read of a database's catalog, so cached answers built on an older read are not reused. */
  readonly generation: number;
}

export const priceBandOf = (cents: number): string => PRICE_BANDS.find((band) => cents >= band.min && cents < band.max)?.id ?? 'over-500';

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

const specsOf = (text: string): Record<string, string> => {
  const raw = parseJson<Record<string, unknown>>(text, {});
  const specs: Record<string, string> = {};
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    for (const [name, value] of Object.entries(raw)) if (value !== null && value !== undefined) specs[name] = String(value);
  }
  return specs;
};

const bySku = (a: Offer, b: Offer) => (a.product.sku < b.product.sku ? -1 : a.product.sku > b.product.sku ? 1 : 0);
const COMPARATORS: Record<Sort, (a: Offer, b: Offer) => number> = {
  relevance: (a, b) => a.product.rank - b.product.rank || bySku(a, b),
  'price-asc': (a, b) => a.finalCents - b.finalCents || a.product.rank - b.product.rank || bySku(a, b),
  'price-desc': (a, b) => b.finalCents - a.finalCents || a.product.rank - b.product.rank || bySku(a, b),
  name: (a, b) => a.product.title.localeCompare(b.product.title, 'en') || bySku(a, b),
  newest: (a, b) => (a.product.createdAt < b.product.createdAt ? 1 : a.product.createdAt > b.product.createdAt ? -1 : 0) || bySku(a, b),
};
export const compareOffers = (sort: Sort) => COMPARATORS[sort];

function catalogFrom(categories: readonly CategoryRow[], products: readonly ProductRow[], prices: readonly PriceRow[], generation: number): Catalog {
  const categoryById = new Map<string, CatalogCategory>();
  for (const row of categories) {
    categoryById.set(row.id, {
      id: row.id,
      parentId: row.parent_id,
      name: row.name,
      slug: row.slug,
      level: row.level,
      position: row.position,
      children: [],
    });
  }
  const topCategories: CatalogCategory[] = [];
  for (const category of categoryById.values()) {
    const parent = category.parentId ? categoryById.get(category.parentId) : undefined;
    if (parent) parent.children.push(category);
    else topCategories.push(category);
  }
  const pathOf = (id: string): CatalogCategory[] => {
    const path: CatalogCategory[] = [];
    for (let c = categoryById.get(id); c && path.length < 5; c = c.parentId ? categoryById.get(c.parentId) : undefined) path.unshift(c);
    return path;
  };

  const productBySku = new Map<string, CatalogProduct>();
  let maxRank = 1;
  for (const row of products) {
    const tags = parseJson<unknown>(row.tags, []);
    const specs = specsOf(row.specs);
    productBySku.set(row.sku.toUpperCase(), {
      rowid: row.rowid,
      sku: row.sku,
      productCode: row.product_code,
      slug: row.slug,
      title: row.title,
      brand: row.brand,
      description: row.description,
      categories: pathOf(row.category_id),
      specs,
      specByName: specEntriesOf(specs),
      tags: Array.isArray(tags) ? tags.map(String) : [],
      orderLimit: row.order_limit,
      rank: row.rank,
      contentType: row.content_type,
      createdAt: row.created_at,
    });
    maxRank = Math.max(maxRank, row.rank);
  }

  const offers = new Map<SiteCode, Offer[]>(SITE_CODES.map((code) => [code, []]));
  for (const row of prices) {
    const product = productBySku.get(row.sku.toUpperCase());
    const list = offers.get(row.site as SiteCode);
    if (!product || !list) continue;
    list.push({ product, regularCents: row.regular_cents, finalCents: row.final_cents, priceBand: priceBandOf(row.final_cents) });
  }

  const sites = {} as Record<SiteCode, SiteCatalog>;
  for (const code of SITE_CODES) {
    const list = offers.get(code) ?? [];
    const sorted = {} as Record<Sort, Offer[]>;
    for (const sort of Object.keys(COMPARATORS) as Sort[]) sorted[sort] = [...list].sort(COMPARATORS[sort]);
    const byRowid = new Map<number, Offer>();
    const byId = new Map<string, Offer>();
    const stocked = new Set<string>();
    for (const offer of list) {
      byRowid.set(offer.product.rowid, offer);
      for (const id of [offer.product.slug, offer.product.productCode, offer.product.sku]) byId.set(id.toLowerCase(), offer);
      for (const category of offer.product.categories) stocked.add(category.id);
    }
    sites[code] = { site: code, sorted, byRowid, byId, stocked };
  }
  const categoryBySlug = new Map([...categoryById.values()].map((c) => [c.slug.toLowerCase(), c]));
  return { topCategories, categoryBySlug, productBySku, sites, maxRank, generation };
}

interface Held {
  readonly catalog: Catalog;
  /** The database's catalogMark when the read began: a write heard after it is read again. */
  readonly mark: string;
}

const catalogs = new WeakMap<OpenedDatabase, Held>();
const loading = new WeakMap<OpenedDatabase, Promise<Catalog>>();

function readCatalog(database: OpenedDatabase): Promise<Catalog> {
  let load = loading.get(database);
  if (!load) {
    const mark = database.catalogMark();
    load = (async () => {
      const [categories, products, prices] = await Promise.all([categoryRows(database.db), productRows(database.db), priceRows(database.db)]);
      const catalog = catalogFrom(categories, products, prices, (catalogs.get(database)?.catalog.generation ?? 0) + 1);
      catalogs.set(database, { catalog, mark });
      return catalog;
    })().finally(() => loading.delete(database));
    loading.set(database, load);
  }
  return load;
}

/**
 * Reads the catalog of a database into memory (the server does so once, as it starts, after the seed) and
 * keeps it. An empty read (a database not yet seeded) is kept only until the next load, which reads again.
 */
export function loadCatalog(database: OpenedDatabase): Promise<Catalog> {
  const known = catalogs.get(database)?.catalog;
  if (known && known.productBySku.size > 0) return Promise.resolve(known);
  return readCatalog(database);
}

/**
 * The catalog of a database, as loadCatalog read it (the server loads it before it takes a request). When the
 * catalogue was written since, this answer still uses the catalog held, and a read of the new one starts: a
 * shopper never waits for it, and the read under way is shared. A failed read keeps the one held and is
 * tried again with the next request.
 */
export function catalogOf(database: OpenedDatabase): Catalog {
  const held = catalogs.get(database);
  if (!held) throw new Error('The catalog is read when the server starts (loadCatalog); it was asked for before');
  if (held.mark !== database.catalogMark() && !loading.has(database)) readCatalog(database).catch(() => undefined);
  return held.catalog;
}
