import { type FacetValue, type Facets, PRICE_BANDS } from '../../../contract/products';
import { attributeFacets, type SpecFilter, SpecTally } from './attributes';
import type { Catalog, CatalogCategory, Offer } from './store';

/** What a shopper narrowed a list or search to. */
export interface Filters {
  readonly category?: CatalogCategory;
  /** Lower-cased brand names. */
  readonly brands?: ReadonlySet<string>;
  readonly priceBand?: string;
  readonly minPrice?: number;
  readonly maxPrice?: number;
  readonly inStock?: boolean;
  /** Spec filters, one per name (their values OR together, the names AND). */
  readonly specs?: readonly SpecFilter[];
}

/** Which categories the category facet counts: the top categories, or the children of the one chosen. */
export type CategoryFacetMode = 'top' | 'children';

const CATEGORY = 1;
const BRAND = 2;
const PRICE = 4;
const STOCK = 8;
/** The first spec filter's bit; the i-th's is SPEC << i. */
const SPEC = 16;
const NOT_SPEC = SPEC - 1;

export interface FilterResult {
  /** The offers passing every filter, in the order given. */
  readonly matches: Offer[];
  readonly facets: Facets;
}

/**
 * One pass over the candidates: an offer failing no filter is a match and counts in every facet; one
 * failing exactly one filter still counts in that filter's facet (disjunctive facets: a facet shows
 * what choosing another of its values would give).
 */
export function applyFilters(
  candidates: readonly Offer[],
  filters: Filters,
  inStock: ReadonlySet<string>,
  catalog: Catalog,
  categoryMode: CategoryFacetMode,
): FilterResult {
  const facetCategories = categoryMode === 'children' && filters.category ? filters.category.children : catalog.topCategories;
  const facetLevel = (facetCategories[0]?.level ?? 1) - 1;
  // In 'children' mode the chosen category is the facet's scope, not a filter the facet ignores.
  const categoryIsScope = categoryMode === 'children';
  const categoryCounts = new Map<string, number>();
  const brandCounts = new Map<string, { label: string; count: number }>();
  const bandCounts = new Map<string, number>();
  const stockCounts = { true: 0, false: 0 };
  const matches: Offer[] = [];
  const { category, brands, priceBand, minPrice, maxPrice } = filters;
  const specs = filters.specs ?? [];
  // The offers passing every filter but the specs: which spec names to offer is decided on them, so
  // ticking a value does not make the other facets come and go.
  const specBase = new SpecTally();
  // Spec name → value (keyed as SpecEntry keys them) → count over the offers failing no filter but that name's.
  const specCounts = new Map<string, Map<string, number>>();
  const countSpec = (nameKey: string, valueKey: string) => {
    let values = specCounts.get(nameKey);
    if (!values) specCounts.set(nameKey, (values = new Map()));
    values.set(valueKey, (values.get(valueKey) ?? 0) + 1);
  };

  for (const offer of candidates) {
    const { product } = offer;
    const available = inStock.has(product.sku);
    let failed = 0;
    if (category && product.categories[category.level - 1] !== category) failed |= CATEGORY;
    if (brands && !brands.has(product.brand.toLowerCase())) failed |= BRAND;
    if (
      (priceBand !== undefined && offer.priceBand !== priceBand) ||
      (minPrice !== undefined && offer.finalCents < minPrice) ||
      (maxPrice !== undefined && offer.finalCents > maxPrice)
    ) {
      failed |= PRICE;
    }
    if (filters.inStock !== undefined && available !== filters.inStock) failed |= STOCK;
    for (let i = 0; i < specs.length; i += 1) {
      const filter = specs[i]!;
      const entry = product.specByName.get(filter.nameKey);
      if (!entry || !filter.valueKeys.has(entry.valueKey)) failed |= SPEC << i;
    }
    if (failed === 0) matches.push(offer);
    if ((failed & NOT_SPEC) === 0) {
      specBase.addAll(product.specByName);
      if (failed === 0) {
        for (const entry of product.specByName.values()) countSpec(entry.nameKey, entry.valueKey);
      } else {
        // Failing exactly one spec filter: it counts in that name's facet only.
        const index = Math.log2(failed / SPEC);
        const filter = Number.isInteger(index) ? specs[index] : undefined;
        const entry = filter ? product.specByName.get(filter.nameKey) : undefined;
        if (entry) countSpec(entry.nameKey, entry.valueKey);
      }
    }
    const only = (bit: number) => failed === 0 || failed === bit;
    if (only(CATEGORY) && !(categoryIsScope && failed === CATEGORY)) {
      const facetCategory = product.categories[facetLevel];
      if (facetCategory) categoryCounts.set(facetCategory.id, (categoryCounts.get(facetCategory.id) ?? 0) + 1);
    }
    if (only(BRAND)) {
      const key = product.brand.toLowerCase();
      const entry = brandCounts.get(key);
      if (entry) entry.count += 1;
      else brandCounts.set(key, { label: product.brand, count: 1 });
    }
    if (only(PRICE)) bandCounts.set(offer.priceBand, (bandCounts.get(offer.priceBand) ?? 0) + 1);
    if (only(STOCK)) stockCounts[available ? 'true' : 'false'] += 1;
  }

  const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || a.label.localeCompare(b.label, 'en');
  return {
    matches,
    facets: {
      category: facetCategories
        .map((c) => ({ value: c.slug, label: c.name, count: categoryCounts.get(c.id) ?? 0 }))
        .filter((value) => value.count > 0),
      brand: [...brandCounts.values()]
        .map(({ label, count }) => ({ value: label, label, count }))
        .sort(byCount)
        .slice(0, MAX_BRAND_FACETS),
      priceBand: PRICE_BANDS.map((band) => ({ value: band.id, label: band.label, count: bandCounts.get(band.id) ?? 0 })),
      inStock: [
        { value: 'true', label: 'In stock', count: stockCounts.true },
        { value: 'false', label: 'Out of stock', count: stockCounts.false },
      ],
      // The whole range, unnarrowed by a category or words, shares no spec worth choosing by ("Pack quantity" of
      // resistors and of screws): a shopper picks a category or searches first.
      attributes: categoryMode === 'children' && !filters.category && specs.length === 0 ? [] : attributeFacets(specBase, specCounts, specs),
    },
  };
}

/** Enough brands for a filter panel; the rest are reached by searching. */
export const MAX_BRAND_FACETS = 50;

/** The slice of matches a page shows; a page past the end is empty, never an error. */
export function pageOf<T>(matches: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return matches.slice(start, start + pageSize);
}
