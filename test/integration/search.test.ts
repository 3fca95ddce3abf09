import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchPage } from '../../contract/products';
import { catalogOf } from '../../server/services/catalog/store';
import { countRows, startTestServer, type TestServer } from './harness';

let server: TestServer;
type SiteCode = 'jrau' | 'jrnz' | 'rtau';
const search = (query: string, site: SiteCode = 'jrau') => server.request('GET', `/api/bff/products/search?${query}`, { site });
const page = async (query: string, site: SiteCode = 'jrau') => {
  const res = await search(query, site);
  expect(res.status, `${site} ${query}: ${res.text.slice(0, 200)}`).toBe(200);
  return SearchPage.parse(res.body);
};
const db = () => server.database.db;
/** Every text the index holds for a sku, lower-cased: title, brand, category path, specifications, description. */
const indexed = (sku: string) => {
  const p = catalogOf(server.database).productBySku.get(sku.toUpperCase());
  return p ? [p.title, p.brand, ...p.categories.map((c) => c.name), ...Object.values(p.specs), p.description].join(' ').toLowerCase() : '';
};
const hasWordStarting = (text: string, prefix: string) => text.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(prefix));

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /bff/products/search', () => {
  it("answers each site's own assortment in its currency ('battery' on jrnz and rtau)", async () => {
    const nz = await page('q=battery&pageSize=100', 'jrnz');
    const rt = await page('q=battery&pageSize=100', 'rtau');
    expect(nz.total).toBeGreaterThan(0);
    expect(rt.total).toBeGreaterThan(0);
    expect(nz.products.every((p) => p.finalPrice.currencyCode === 'NZD')).toBe(true);
    expect(rt.products.every((p) => p.finalPrice.currencyCode === 'AUD')).toBe(true);
    const sold = async (site: string, sku: string) =>
      (await db().selectFrom('product_prices').select('sku').where('site', '=', site).where('sku', '=', sku).executeTakeFirst()) !== undefined;
    for (const p of nz.products) expect(await sold('jrnz', p.sku), p.sku).toBe(true);
    for (const p of rt.products) expect(await sold('rtau', p.sku), p.sku).toBe(true);
    expect(nz.products.map((p) => p.sku)).not.toEqual(rt.products.map((p) => p.sku));
  });

  it('matches word prefixes, ranking title matches first', async () => {
    const prefix = await page('q=batt&pageSize=20');
    const whole = await page('q=battery');
    expect(prefix.total).toBeGreaterThanOrEqual(whole.total);
    expect(prefix.products.every((p) => hasWordStarting(indexed(p.sku), 'batt'))).toBe(true);
    expect(prefix.products.slice(0, 5).every((p) => /batt/i.test(p.title))).toBe(true);
  });

  it('requires every word of several, in any column', async () => {
    const one = await page('q=led');
    const both = await page('q=led%20strip&pageSize=100');
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThanOrEqual(one.total);
    expect(both.products.every((p) => hasWordStarting(indexed(p.sku), 'led') && hasWordStarting(indexed(p.sku), 'strip'))).toBe(true);
  });

  it('finds products by brand and by category words', async () => {
    const { brand } = await db()
      .selectFrom('products as p')
      .innerJoin('product_prices as pp', (join) => join.onRef('pp.sku', '=', 'p.sku').on('pp.site', '=', 'jrau'))
      .select('p.brand')
      .where('p.brand', 'not like', '% %')
      .groupBy('p.brand')
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .orderBy('p.brand')
      .limit(1)
      .executeTakeFirstOrThrow();
    const byBrand = await page(`q=${encodeURIComponent(brand)}`);
    expect(byBrand.products[0]!.brandName).toBe(brand);
    expect(byBrand.facets.brand[0]!.value).toBe(brand);
    const { name: leaf } = await db()
      .selectFrom('categories')
      .select('name')
      .where('level', '=', 3)
      .where('name', 'not like', '% %')
      .where('name', 'not like', '%&%')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const byCategory = await page(`q=${encodeURIComponent(leaf)}`);
    expect(byCategory.total).toBeGreaterThan(0);
    expect(byCategory.products.some((p) => p.category3Name === leaf)).toBe(true);
  });

  it('counts facets over the matches, each ignoring only its own filter', async () => {
    const all = await page('q=batt');
    const sum = (values: { count: number }[]) => values.reduce((total, v) => total + v.count, 0);
    expect(sum(all.facets.category)).toBe(all.total);
    expect(sum(all.facets.priceBand)).toBe(all.total);
    expect(sum(all.facets.inStock)).toBe(all.total);
    const brand = all.facets.brand[0]!;
    const byBrand = await page(`q=batt&brand=${encodeURIComponent(brand.value)}&pageSize=100`);
    expect(byBrand.total).toBe(brand.count);
    expect(byBrand.products.every((p) => p.brandName === brand.value)).toBe(true);
    // The brand facet ignores its own filter: the same brands and counts as before it was ticked (the list is
    // capped at the busiest brands, so its sum is the total only when every brand fits).
    expect(byBrand.facets.brand).toEqual(all.facets.brand);
    const category = all.facets.category[0]!;
    expect((await page(`q=batt&category=${category.value}`)).total).toBe(category.count);
    const band = all.facets.priceBand.find((b) => b.count > 0)!;
    const banded = await page(`q=batt&priceBand=${band.value}&pageSize=100`);
    expect(banded.total).toBe(band.count);
    const stocked = all.facets.inStock.find((f) => f.value === 'true')!;
    const inStock = await page('q=batt&inStock=true&pageSize=100');
    expect(inStock.total).toBe(stocked.count);
    expect(inStock.products.every((p) => p.inStock)).toBe(true);
  });

  it('pages stably in every sort', async () => {
    for (const sort of ['relevance', 'price-asc', 'price-desc', 'name', 'newest']) {
      const whole = (await page(`q=batt&sort=${sort}&pageSize=30`)).products.map((p) => p.sku);
      const parts: string[] = [];
      for (const n of [1, 2, 3]) parts.push(...(await page(`q=batt&sort=${sort}&pageSize=10&page=${n}`)).products.map((p) => p.sku));
      expect(parts, sort).toEqual(whole);
      expect(new Set(parts).size).toBe(30);
    }
    const prices = (await page('q=batt&sort=price-asc&pageSize=100')).products.map((p) => p.finalPrice.centAmount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('caps a query that matches most of the catalog and still answers it', async () => {
    const broad = await page('q=a');
    expect(broad.capped).toBe(true);
    expect(broad.total).toBeLessThanOrEqual(1000);
    expect(broad.products).toHaveLength(24);
  });

  it('returns a 32-hex queryId for search insights: one per answer, different for different queries', async () => {
    const first = await page('q=solder');
    const second = await page('q=solder');
    expect(first.queryId).toMatch(/^[0-9a-f]{32}$/);
    // The id names the answer (same query, filters, page, site and stock snapshot), so the answer is cached whole.
    expect(second.queryId).toBe(first.queryId);
    const others = [await page('q=battery'), await page('q=solder&page=2'), await page('q=solder&sort=price-asc'), await page('q=solder', 'rtau')];
    expect(new Set([first, ...others].map((p) => p.queryId)).size).toBe(5);
    expect(first.index).toBe('products_jrau');
    expect((await page('q=solder', 'rtau')).index).toBe('products_rtau');
    expect(second.products).toEqual(first.products);
  });

  it('never lets FTS5 syntax through: no 5xx for any of it', async () => {
    const texts = [
      '"',
      '*',
      'OR',
      'NEAR(',
      '-',
      'batt*',
      '"batt',
      'title:battery',
      'battery OR led',
      'NOT battery',
      'AND',
      '(',
      ')',
      '^led',
      'led -strip',
      'NEAR(led strip, 2)',
      "'; DROP TABLE products; --",
      '\u0000',
      'ü',
      '🔋',
    ];
    for (const text of texts) {
      const res = await search(`q=${encodeURIComponent(text)}`);
      expect(res.status, text).toBeLessThan(500);
      expect([200, 400], text).toContain(res.status);
    }
    const quote = await search(`q=${encodeURIComponent('"')}`);
    expect(quote.status).toBe(400);
    expect(quote.body.message).toContain('query.q');
    const or = await page('q=OR');
    expect(or.q).toBe('or');
    expect((await page(`q=${encodeURIComponent('batt*')}`)).total).toBe((await page('q=batt')).total);
    expect(await countRows(server, 'products')).toBeGreaterThan(0);
  });

  it('refuses an empty or missing q and bad filters with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['q=', 'query.q'],
      ['', 'query.q'],
      ['q=%20%20', 'query.q'],
      ['q=---', 'query.q'],
      [`q=${'a'.repeat(201)}`, 'query.q'],
      ['q=batt&sort=popular', 'query.sort'],
      ['q=batt&pageSize=0', 'query.pageSize'],
      ['q=batt&priceBand=free', 'query.priceBand'],
      ['q=batt&inStock=yes', 'query.inStock'],
    ]) {
      const res = await search(query!);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toContain(field);
    }
    expect((await search('q=batt&category=no-such-category')).status).toBe(404);
  });

  it('answers a 2,000-character q with a clear 400, as the search page says before sending', async () => {
    const res = await search(`q=${encodeURIComponent('battery '.repeat(250))}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'query.q: must be at most 200 characters' });
  });
});
