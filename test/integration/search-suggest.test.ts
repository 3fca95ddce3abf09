import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../contract/common';
import { SearchPage, SearchSuggestions, SUGGEST_LIMITS } from '../../contract/products';
import { ProjectSearch } from '../../contract/project-search';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
type Site = 'jrau' | 'jrnz' | 'rtau';
const get = (path: string, site: Site = 'jrau') => server.request('GET', `/api/bff${path}`, { site });
const suggest = async (q: string, site: Site = 'jrau', limit?: number) => {
  const res = await get(`/products/suggest?q=${encodeURIComponent(q)}${limit === undefined ? '' : `&limit=${limit}`}`, site);
  expect(res.status, res.text.slice(0, 200)).toBe(200);
  return SearchSuggestions.parse(res.body);
};
const refused = async (query: string) => {
  const res = await get(`/products/suggest?${query}`);
  expect(res.status, res.text.slice(0, 200)).toBe(400);
  return ErrorBody.parse(res.body).message;
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /bff/products/suggest', () => {
  it("answers the product search's first page, its queryId and index, its busiest categories and Makerhub items", async () => {
    const answer = await suggest('solder');
    const res = await get('/products/search?q=solder&pageSize=5');
    const page = SearchPage.parse(res.body);
    expect(answer.products.map((p) => p.sku)).toEqual(page.products.map((p) => p.sku));
    expect(answer.queryId).toBe(page.queryId);
    expect(answer.index).toBe(page.index);
    expect(answer.q).toBe('solder');
    // The narrowest categories the words find products in, best matching first, each with the search's count in it.
    expect(answer.categories.length).toBeGreaterThan(0);
    expect(answer.categories.length).toBeLessThanOrEqual(SUGGEST_LIMITS.categories);
    expect(answer.categories.map((c) => c.name)).toContain('Solder Wire');
    for (const category of answer.categories) {
      expect(category.slug).toMatch(/^[a-z0-9-]+$/);
      const narrowed = SearchPage.parse((await get(`/products/search?q=solder&pageSize=1&category=${category.slug}`)).body);
      expect(narrowed.total, category.name).toBe(category.count);
    }
    const content = ProjectSearch.parse((await get('/projects/search?q=solder&limit=3')).body);
    expect(answer.content.map((c) => c.id)).toEqual(content.projects.map((c) => c.id));
    expect(answer.content.length).toBeGreaterThan(0);
  });

  it('names first the category whose products the words name, not one that merely mentions them', async () => {
    const answer = SearchSuggestions.parse((await get('/products/suggest?q=12v%20batt', 'rtau')).body);
    expect(answer.categories[0]?.name).toBe('Deep Cycle & AGM Batteries');
    expect((await suggest('multim')).categories[0]?.name).toBe('Digital Multimeters');
  });

  it('keeps to its limits: 5 products by default, up to 8 asked, at most 4 categories and 3 Makerhub items', async () => {
    expect((await suggest('b')).products).toHaveLength(SUGGEST_LIMITS.defaultProducts);
    const wide = await suggest('b', 'jrau', 8);
    expect(wide.products).toHaveLength(8);
    expect(wide.categories.length).toBeLessThanOrEqual(4);
    expect(wide.content.length).toBeLessThanOrEqual(3);
    expect((await suggest('b', 'jrau', 1)).products).toHaveLength(1);
    expect(await refused('q=b&limit=9')).toMatch(/^query\.limit: /);
    expect(await refused('q=b&limit=0')).toMatch(/^query\.limit: /);
  });

  it('refuses a missing, empty, wordless or overlong q with a 400 naming q', async () => {
    expect(await refused('')).toBe('query.q: is required: the words to search for');
    expect(await refused('q=')).toBe('query.q: must contain a letter or a digit');
    expect(await refused(`q=${encodeURIComponent('"*()')}`)).toBe('query.q: must contain a letter or a digit');
    expect(await refused(`q=${'a'.repeat(500)}`)).toMatch(/^query\.q: must be at most \d+ characters$/);
  });

  it('matches nothing gracefully: no products, categories or content', async () => {
    const answer = await suggest('zzyzxqq');
    expect(answer).toMatchObject({ products: [], categories: [], content: [] });
  });

  it("suggests each site's own assortment in its currency", async () => {
    const nz = await suggest('battery', 'jrnz', 8);
    const rt = await suggest('battery', 'rtau', 8);
    expect(nz.products.length).toBeGreaterThan(0);
    expect(rt.products.length).toBeGreaterThan(0);
    expect(nz.products.every((p) => p.finalPrice.currencyCode === 'NZD')).toBe(true);
    expect(rt.products.every((p) => p.finalPrice.currencyCode === 'AUD')).toBe(true);
    const sold = async (site: string, sku: string) =>
      (await server.database.db.selectFrom('product_prices').select('sku').where('site', '=', site).where('sku', '=', sku).executeTakeFirst()) !==
      undefined;
    for (const p of nz.products) expect(await sold('jrnz', p.sku), p.sku).toBe(true);
    for (const p of rt.products) expect(await sold('rtau', p.sku), p.sku).toBe(true);
    expect(nz.index).not.toBe(rt.index);
  });

  it('answers a repeated query from its cache, byte for byte, gzip when asked', async () => {
    const first = await get('/products/suggest?q=resis');
    const again = await get('/products/suggest?q=resis');
    expect(again.text).toBe(first.text);
    const zipped = await server.request('GET', '/api/bff/products/suggest?q=b&limit=8', { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['vary']).toMatch(/accept-encoding/);
  });
});
