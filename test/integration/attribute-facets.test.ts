import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductPage, SearchPage } from '../../contract/products';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const get = (path: string, site: 'jrau' | 'jrnz' | 'rtau' = 'jrau') => server.request('GET', `/api/bff${path}`, { site });
const list = async (query: string) => {
  const res = await get(`/products/list?${query}`);
  expect(res.status, `${query}: ${res.text.slice(0, 200)}`).toBe(200);
  return ProductPage.parse(res.body);
};
const specParam = (name: string, value: string) => `spec=${encodeURIComponent(`${name}:${value}`)}`;
const specsOf = async (sku: string): Promise<Record<string, string>> =>
  JSON.parse((await server.database.db.selectFrom('products').select('specs').where('sku', '=', sku).executeTakeFirstOrThrow()).specs);
const same = (a: string | undefined, b: string) => a?.toLowerCase().replace(/\s+/g, '') === b.toLowerCase().replace(/\s+/g, '');

/** A leaf category whose page offers at least two attribute facets. */
let leaf: string;
let leafName: string;
let whole: ProductPage;
/** Every product of the leaf, page by page. */
let everyProduct: ProductPage['products'] = [];

beforeAll(async () => {
  server = await startTestServer();
  const top = ProductPage.parse((await get('/products/list?pageSize=1')).body);
  for (const category of top.facets.category) {
    const children = ProductPage.parse((await get(`/products/list?pageSize=1&category=${category.value}`)).body).facets.category;
    for (const child of children) {
      const page = ProductPage.parse((await get(`/products/list?pageSize=100&category=${child.value}`)).body);
      if (page.facets.attributes.filter((a) => a.values.filter((v) => v.count > 0).length >= 2).length >= 2) {
        leaf = child.value;
        leafName = child.label;
        whole = page;
        for (let n = 1; everyProduct.length < page.total; n += 1)
          everyProduct = [...everyProduct, ...(await list(`pageSize=100&page=${n}&category=${leaf}`)).products];
        return;
      }
    }
  }
});
afterAll(async () => {
  await server?.close();
});

describe('attribute facets on GET /bff/products/list', () => {
  it('offers a maker what they choose resistors by: every resistance, smallest first, ahead of pack sizes', async () => {
    const page = await list('category=resistors&pageSize=1');
    const resistance = page.facets.attributes[0]!;
    expect(resistance.name).toBe('Resistance');
    expect(resistance.values.length).toBeGreaterThan(60);
    expect(resistance.values[0]!.label).toMatch(/^1\s?Ω$/);
    const labels = resistance.values.map((v) => v.label);
    expect(labels.indexOf('10kΩ')).toBeGreaterThan(labels.indexOf('1kΩ'));
    expect(labels.indexOf('1MΩ')).toBeGreaterThan(labels.indexOf('10kΩ'));
  });

  it("offers the leaf's shared specs, every value counted over the category", async () => {
    expect(leaf).toBeDefined();
    expect(whole.facets.attributes.length).toBeGreaterThan(0);
    expect(whole.facets.attributes.length).toBeLessThanOrEqual(6);
    const specs = await Promise.all(everyProduct.map((p) => specsOf(p.sku)));
    for (const facet of whole.facets.attributes) {
      const having = specs.filter((spec) => spec[facet.name] !== undefined).length;
      expect(having / whole.total).toBeGreaterThanOrEqual(0.6);
      // Each product with the spec counts once under its value.
      expect(facet.values.reduce((sum, v) => sum + v.count, 0)).toBe(having);
    }
  });

  it('narrows to a value with spec=Name:Value, the total what the facet counted', async () => {
    const facet = whole.facets.attributes[0]!;
    const value = facet.values.find((v) => v.count > 0)!;
    const narrowed = await list(`category=${leaf}&pageSize=100&${specParam(facet.name, value.value)}`);
    expect(narrowed.total).toBe(value.count);
    expect(narrowed.total).toBeLessThan(whole.total);
    for (const product of narrowed.products) expect(same((await specsOf(product.sku))[facet.name], value.value)).toBe(true);
    // The chosen spec's own facet ignores it: the other values keep their counts.
    expect(narrowed.facets.attributes.find((a) => a.name === facet.name)!.values).toEqual(facet.values);
    // Names and values are matched without case.
    const lower = await list(`category=${leaf}&pageSize=100&${specParam(facet.name.toLowerCase(), value.value.toLowerCase())}`);
    expect(lower.total).toBe(value.count);
  });

  it('ORs the values of one name and ANDs different names', async () => {
    const [first, second] = whole.facets.attributes.filter((a) => a.values.filter((v) => v.count > 0).length >= 2) as [
      (typeof whole.facets.attributes)[0],
      (typeof whole.facets.attributes)[0],
    ];
    const [a, b] = first.values.filter((v) => v.count > 0);
    const either = await list(`category=${leaf}&${specParam(first.name, a!.value)}&${specParam(first.name, b!.value)}`);
    expect(either.total).toBe(a!.count + b!.count);

    const narrowed = await list(`category=${leaf}&pageSize=100&${specParam(first.name, a!.value)}`);
    const other = narrowed.facets.attributes.find((f) => f.name === second.name)!.values.find((v) => v.count > 0)!;
    const both = await list(`category=${leaf}&pageSize=100&${specParam(first.name, a!.value)}&${specParam(second.name, other.value)}`);
    expect(both.total).toBe(other.count);
    for (const product of both.products) {
      const specs = await specsOf(product.sku);
      expect(same(specs[first.name], a!.value) && same(specs[second.name], other.value)).toBe(true);
    }
    // Each facet counts the matches of every other filter: the first name's chosen value counts the whole answer.
    expect(both.facets.attributes.find((f) => f.name === first.name)!.values.find((v) => v.value === a!.value)!.count).toBe(both.total);
    // Brand counts include the spec filters.
    expect(both.facets.brand.reduce((sum, v) => sum + v.count, 0)).toBe(both.total);
  });

  it('keeps a chosen value no product has, with a count of 0, so it can be unticked', async () => {
    const page = await list(`category=${leaf}&${specParam('Flux capacitance', '1.21 GW')}`);
    expect(page.total).toBe(0);
    expect(page.facets.attributes.find((f) => f.name === 'Flux capacitance')?.values).toEqual([{ value: '1.21 GW', label: '1.21 GW', count: 0 }]);
  });

  it('offers no attribute facets for the whole assortment, unnarrowed by a category or words', async () => {
    expect((await list('pageSize=1')).facets.attributes).toEqual([]);
  });
});

describe('attribute facets on GET /bff/products/search', () => {
  it('narrows a search to a value and counts it like the other facets', async () => {
    // The category's name finds its products (the index holds their category path), so they share its specs.
    const q = encodeURIComponent(leafName);
    const all = SearchPage.parse((await get(`/products/search?q=${q}&pageSize=100`)).body);
    const facet = all.facets.attributes[0]!;
    expect(facet).toBeDefined();
    const value = facet.values.find((v) => v.count > 0)!;
    const narrowed = SearchPage.parse((await get(`/products/search?q=${q}&pageSize=100&${specParam(facet.name, value.value)}`)).body);
    expect(narrowed.total).toBe(value.count);
    expect(narrowed.total).toBeLessThan(all.total);
    for (const product of narrowed.products) expect(same((await specsOf(product.sku))[facet.name], value.value)).toBe(true);
    expect(narrowed.queryId).not.toBe(all.queryId);
  });
});

describe('malformed spec filters', () => {
  it.each([
    ['spec=Resistance', 'query.spec.0: must be a spec name and a value joined by a colon, e.g. Resistance:10kΩ'],
    ['spec=%3A10k', 'query.spec.0: must be a spec name and a value joined by a colon, e.g. Resistance:10kΩ'],
    [`spec=${'N'.repeat(61)}%3A1`, 'query.spec.0: must have a name of at most 60 characters'],
    [`spec=Name%3A${'v'.repeat(81)}`, 'query.spec.0: must have a value of at most 80 characters'],
    [`spec=${'x'.repeat(200)}%3A1`, 'query.spec.0: must be at most 141 characters'],
    [Array.from({ length: 21 }, (_, i) => `spec=Name%3A${i}`).join('&'), 'query.spec: must be at most 20 spec filters'],
  ])('%s is a 400 that says what is wrong', async (query, message) => {
    for (const path of [`/products/list?${query}`, `/products/search?q=battery&${query}`]) {
      const res = await get(path);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, message });
    }
  });
});
