import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bffSearchSkus, judgeSearch } from '../../bench/search-quality';
import { catalogOf } from '../../server/services/catalog/store';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('the judged query set (bench/search-judgements.ts)', () => {
  it('puts a right product first for at least 90 % of what makers type, with nDCG@10 of at least 0.9', async () => {
    const context = { database: server.database, now: () => Date.now(), imageOrigin: server.imageOrigin };
    const quality = await judgeSearch(catalogOf(server.database), bffSearchSkus(context));
    const misses = quality.queries.filter((q) => !q.firstRight).map((q) => `${q.site} "${q.q}" → ${q.first}`);
    expect(quality.queries.length).toBeGreaterThanOrEqual(60);
    expect(quality.firstRight, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(quality.ndcg).toBeGreaterThanOrEqual(0.9);
    // Every judgement names products the catalogue has: a rule that matches nothing would judge nothing.
    expect(quality.queries.filter((q) => q.relevant === 0).map((q) => `${q.site} "${q.q}"`)).toEqual([]);
    // It builds every site's index and runs every judged query: seconds on a busy two-core machine.
  }, 60_000);
});
