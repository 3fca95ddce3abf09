import { applyFilters, pageOf } from '../server/services/catalog/facets';
import { filtersOf, viewContextOf } from '../server/services/catalog/list';
import { catalogOf } from '../server/services/catalog/store';
import { productView } from '../server/services/catalog/product-view';
import { rankMatches, searchEngineOf } from '../server/services/search/engine';
import { startTestServer } from '../test/integration/harness';
import { bffSearchSkus, judgeSearch, type SearchQuality } from './search-quality';

export interface EngineFigure {
  readonly name: string;
  readonly queries: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

export interface SearchFigures {
  readonly quality: SearchQuality;
  readonly products: number;
  readonly indexMs: number;
  readonly engine: readonly EngineFigure[];
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/**
 * The judged set against the search the BFF answers (first page of 10, relevance order), and the time a
 * search takes when nothing is cached: the engine's lookup, the ranking, the facets and the first page,
 * in-process over the seeded catalogue (no HTTP: the server bench measures that under load).
 */
export async function searchFigures(): Promise<SearchFigures> {
  const server = await startTestServer();
  try {
    const context = { database: server.database, now: () => Date.now(), imageOrigin: server.imageOrigin };
    const catalog = catalogOf(server.database);
    const started = performance.now();
    const engine = searchEngineOf(catalog);
    void engine.index;
    for (const site of ['jrau', 'jrnz', 'rtau'] as const) engine.indexOf(site);
    const indexMs = performance.now() - started;
    const quality = await judgeSearch(catalog, bffSearchSkus(context));

    const view = await viewContextOf(context, 'jrau');
    const filters = filtersOf(catalog, {})!;
    const uncached = (q: string) => {
      const ranked = rankMatches(engine.match('jrau', q), view.inStock, catalog.maxRank);
      const { matches } = applyFilters(ranked, filters, view.inStock, catalog, 'top');
      return pageOf(matches, 1, 24).map((offer) => productView(offer, view));
    };
    const words = [
      ...new Set(catalog.sites.jrau.sorted.relevance.flatMap((o) => o.product.title.toLowerCase().match(/\b[a-z]{5,12}\b/g) ?? [])),
    ].sort();
    const pick = (n: number, step: number) => Array.from({ length: n }, (_, i) => words[(i * step) % words.length]!);
    const kinds: Array<[string, string[]]> = [
      ['one word', pick(300, 7)],
      ['several words', pick(300, 11).map((w, i) => `${w} ${words[(i * 13 + 5) % words.length]}`)],
      ['a typo (two letters swapped)', pick(300, 17).map((w) => `${w.slice(0, 1)}${w.slice(2, 3)}${w.slice(1, 2)}${w.slice(3)}`)],
      ['a prefix (first 4 letters)', pick(300, 19).map((w) => w.slice(0, 4))],
      ['matches most products', ['warranty', 'makers', 'local', 'advice', 'built', 'trade']],
    ];
    const figures: EngineFigure[] = [];
    for (const [name, queries] of kinds) {
      for (const q of queries.slice(0, 20)) uncached(q); // warm the code paths, not an answer cache (there is none here)
      const times: number[] = [];
      for (let round = 0; round < (queries.length < 50 ? 50 : 1); round++) {
        for (const q of queries) {
          const t0 = performance.now();
          uncached(q);
          times.push(performance.now() - t0);
        }
      }
      times.sort((a, b) => a - b);
      figures.push({ name, queries: new Set(queries).size, p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99) });
    }
    return { quality, products: catalog.productBySku.size, indexMs, engine: figures };
  } finally {
    await server.close();
  }
}

export function printSearchFigures(figures: SearchFigures): void {
  console.log(
    `\nSearch engine, nothing cached (${figures.products.toLocaleString('en-AU')} products; jrau; lookup + ranking + facets + first page of 24, in-process)`,
  );
  console.log(`  the index of every site's products built in ${Math.round(figures.indexMs)} ms`);
  console.log(`  ${'query'.padEnd(32)} ${'queries'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  for (const f of figures.engine)
    console.log(`  ${f.name.padEnd(32)} ${String(f.queries).padStart(8)} ${f.p50Ms.toFixed(2).padStart(8)} ${f.p99Ms.toFixed(2).padStart(8)}`);
}
