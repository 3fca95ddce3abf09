import { searchProducts } from '../server/services/search';
import { catalogOf } from '../server/services/catalog-store';
import type { SiteCode } from '../src/domain/site';
import { startTestServer } from '../test/integration/harness';
import { judgeSearch, type SearchQuality } from './search-quality';

/** The judged set against the search the BFF answers (first page of 10, relevance order), in-process over the seeded catalogue. */
export async function searchQualityFigures(): Promise<SearchQuality> {
  const server = await startTestServer();
  try {
    const context = { database: server.database, now: () => Date.now(), imageOrigin: server.imageOrigin };
    const catalog = catalogOf(server.database);
    const search = (site: SiteCode, q: string) => searchProducts(context, site, { q, sort: 'relevance', page: 1, pageSize: 10 })?.value.products.map((p) => p.sku) ?? [];
    return judgeSearch(catalog, search);
  } finally {
    await server.close();
  }
}
