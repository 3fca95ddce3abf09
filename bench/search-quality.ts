import type { CatalogContext } from '../server/services/catalog/list';
import type { Catalog, CatalogProduct } from '../server/services/catalog/store';
import { searchProducts } from '../server/services/search/search';
import type { SiteCode } from '../src/domain/site';
import { JUDGEMENTS, type Judgement, MAKER_JUDGEMENTS, type Rule, SKU_JUDGEMENTS } from './search-judgements';

/** What the judged set needs of a search: the skus of the first results, best first. */
export type SearchSkus = (site: SiteCode, q: string) => Promise<readonly string[]>;

/** The search the BFF answers: its first page of 10, in relevance order. */
export const bffSearchSkus =
  (context: CatalogContext): SearchSkus =>
  async (site, q) =>
    (await searchProducts(context, site, { q, sort: 'relevance', page: 1, pageSize: 10 }))?.value.products.map((p) => p.sku) ?? [];

export interface JudgedQuery {
  readonly q: string;
  readonly site: SiteCode;
  readonly tests: Judgement['tests'] | 'sku';
  readonly ndcg: number;
  readonly firstRight: boolean;
  /** Whether one of the first three results is right: the right kind of product where a shopper looks first. */
  readonly inFirstThree: boolean;
  /** From the makers' set (MAKER_JUDGEMENTS). */
  readonly maker: boolean;
  /** The first result's title, for reading the misses. */
  readonly first: string;
  readonly relevant: number;
}

export interface SearchQuality {
  readonly queries: readonly JudgedQuery[];
  readonly ndcg: number;
  readonly firstRight: number;
  /** Of the makers' set: how many have a right product in the first three, of how many. */
  readonly makers: { readonly inFirstThree: number; readonly of: number };
}

const K = 10;

export function matches(product: CatalogProduct, rule: Rule): boolean {
  if (rule.title && !rule.title.every((pattern) => pattern.test(product.title))) return false;
  if (rule.category && !product.categories.some((category) => rule.category!.test(category.name))) return false;
  if (rule.specs) {
    for (const [name, pattern] of Object.entries(rule.specs)) {
      const value = product.specs[name];
      if (value === undefined || !pattern.test(value)) return false;
    }
  }
  return true;
}

const dcg = (gains: readonly number[]) => gains.reduce((sum, gain, i) => sum + gain / Math.log2(i + 2), 0);

async function judge(
  catalog: Catalog,
  search: SearchSkus,
  site: SiteCode,
  q: string,
  relevantOf: (p: CatalogProduct) => boolean,
  tests: JudgedQuery['tests'],
  maker = false,
): Promise<JudgedQuery> {
  const offers = catalog.sites[site].sorted.relevance;
  const relevant = offers.filter((offer) => relevantOf(offer.product)).length;
  const skus = (await search(site, q)).slice(0, K);
  const products = skus.map((sku) => catalog.productBySku.get(sku.toUpperCase()));
  const gains = products.map((product) => (product && relevantOf(product) ? 1 : 0));
  const ideal = dcg(Array.from({ length: Math.min(K, relevant) }, () => 1));
  return {
    q,
    site,
    tests,
    ndcg: ideal === 0 ? 0 : dcg(gains) / ideal,
    firstRight: gains[0] === 1,
    inFirstThree: gains.slice(0, 3).includes(1),
    maker,
    first: products[0]?.title ?? '(nothing)',
    relevant,
  };
}

/** Runs the judged set against a search: nDCG@10 per query and overall, and the share whose first result is right. */
export async function judgeSearch(catalog: Catalog, search: SearchSkus): Promise<SearchQuality> {
  const queries: JudgedQuery[] = [];
  for (const judgement of JUDGEMENTS)
    queries.push(await judge(catalog, search, judgement.site, judgement.q, (p) => matches(p, judgement.right), judgement.tests));
  for (const judgement of MAKER_JUDGEMENTS)
    queries.push(await judge(catalog, search, judgement.site, judgement.q, (p) => matches(p, judgement.right), judgement.tests, true));
  for (const judgement of SKU_JUDGEMENTS) {
    const target = catalog.sites[judgement.site].sorted.relevance
      .map((offer) => offer.product)
      .filter((p) => matches(p, judgement.of))
      .sort((a, b) => (a.sku < b.sku ? -1 : 1))[0];
    if (!target) {
      queries.push({
        q: '(no product for a sku judgement)',
        site: judgement.site,
        tests: 'sku',
        ndcg: 0,
        firstRight: false,
        inFirstThree: false,
        maker: false,
        first: '(nothing)',
        relevant: 0,
      });
      continue;
    }
    const q =
      judgement.typed === 'lower case' ? target.sku.toLowerCase() : judgement.typed === 'with spaces around' ? `  ${target.sku} ` : target.sku;
    queries.push(await judge(catalog, search, judgement.site, q, (p) => p.sku === target.sku, 'sku'));
  }
  const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const makers = queries.filter((q) => q.maker);
  return {
    queries,
    ndcg: mean(queries.map((q) => q.ndcg)),
    firstRight: mean(queries.map((q) => (q.firstRight ? 1 : 0))),
    makers: { inFirstThree: makers.filter((q) => q.inFirstThree).length, of: makers.length },
  };
}

export function printSearchQuality(quality: SearchQuality): void {
  console.log(
    `\nSearch quality: the judged set (bench/search-judgements.ts, ${quality.queries.length} queries; targets: first result right >= 90 %, nDCG@10 >= 0.9)`,
  );
  console.log(`  first result right   ${(quality.firstRight * 100).toFixed(1)} %`);
  console.log(`  nDCG@10              ${quality.ndcg.toFixed(3)}`);
  console.log(
    `  right kind in the first three   ${quality.queries.filter((q) => q.inFirstThree).length} of ${quality.queries.length}; of the makers' words (MAKER_JUDGEMENTS) ${quality.makers.inFirstThree} of ${quality.makers.of}`,
  );
  const kinds = [...new Set(quality.queries.map((q) => q.tests))];
  for (const kind of kinds) {
    const of = quality.queries.filter((q) => q.tests === kind);
    const right = of.filter((q) => q.firstRight).length;
    const ndcg = of.reduce((sum, q) => sum + q.ndcg, 0) / of.length;
    console.log(`  ${kind.padEnd(8)} ${String(of.length).padStart(3)} queries, first right ${right}/${of.length}, nDCG@10 ${ndcg.toFixed(3)}`);
  }
  const misses = quality.queries.filter((q) => !q.firstRight || q.ndcg < 0.9);
  if (misses.length > 0) console.log('  below the mark (site, query, nDCG@10, first result, relevant products on the site):');
  for (const miss of misses)
    console.log(
      `    ${miss.site} ${JSON.stringify(miss.q)} ${miss.ndcg.toFixed(2)} ${miss.firstRight ? 'first right' : `first: ${miss.first}`} (${miss.relevant})${miss.inFirstThree ? '' : ' · none right in the first three'}`,
    );
}
