import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageNotFound, PageResponse } from '../../contract/content';
import { ProductPage, ProjectPage, ProjectWire } from '../../contract/products';
import { StoreList } from '../../contract/stores';
import { type RawBuilder, sql } from 'kysely';
import { numberOf, rows as rowsOn, startTestServer, type TestServer } from './harness';

let server: TestServer;
type SiteCode = 'jrau' | 'jrnz' | 'rtau';
const get = (query: string, site: SiteCode = 'jrau') => server.request('GET', `/api/bff/page?${query}`, { site });
const pageAt = async (path: string, site: SiteCode = 'jrau') => {
  const res = await get(`path=${encodeURIComponent(path)}`, site);
  expect(res.status, `${site} ${path}: ${res.text.slice(0, 200)}`).toBe(200);
  return PageResponse.parse(res.body);
};
const rows = <T>(query: RawBuilder<unknown>) => rowsOn<T>(server, query);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /bff/page', () => {
  it('answers the home page with its blocks, carousel products and the category tree', async () => {
    const home = await pageAt('/');
    expect(home.pageType).toBe('Full Width');
    expect(home.categories.length).toBeGreaterThanOrEqual(12);
    expect(home.categories.every((c) => c.children.length > 0)).toBe(true);
    const [query] = home.data.dehydratedState;
    expect(query!.key).toEqual(['page', '/']);
    const carousels = home.data.blocks.filter((b) => (b as { type: string }).type === 'productCarousel') as Array<{
      products: Array<{ finalPrice: { currencyCode: string } }>;
    }>;
    expect(carousels.length).toBeGreaterThan(0);
    expect(carousels.every((c) => c.products.length > 0 && c.products.every((p) => p.finalPrice.currencyCode === 'AUD'))).toBe(true);
    const nzHome = await pageAt('/', 'jrnz');
    const nzCarousel = nzHome.data.blocks.find((b) => (b as { type: string }).type === 'productCarousel') as {
      products: Array<{ finalPrice: { currencyCode: string } }>;
    };
    expect(nzCarousel.products[0]!.finalPrice.currencyCode).toBe('NZD');
  });

  it('has a contact page on every site, where the help chat and the page context send shoppers', async () => {
    for (const site of ['jrau', 'jrnz', 'rtau'] as const) {
      const contact = await pageAt('/contact-us', site);
      expect(contact.title).toBe('Contact us');
    }
  });

  it('shows each site only the categories it sells in', async () => {
    const jc = (await pageAt('/')).categories.map((c) => c.slug);
    const rtm = (await pageAt('/', 'rtau')).categories.map((c) => c.slug);
    for (const [site, slugs] of [
      ['jrau', jc],
      ['rtau', rtm],
    ] as const) {
      for (const slug of slugs) {
        const sold = await numberOf(
          server,
          sql`SELECT count(*) FROM products p JOIN product_prices pp ON pp.sku = p.sku AND pp.site = ${site} JOIN categories l3 ON l3.id = p.category_id
             LEFT JOIN categories l2 ON l2.id = l3.parent_id LEFT JOIN categories l1 ON l1.id = l2.parent_id WHERE ${slug} IN (l1.slug, l2.slug, l3.slug)`,
        );
        expect(sold, `${site} ${slug}`).toBeGreaterThan(0);
      }
    }
  });

  it('prefills a category page with the first product page of its category', async () => {
    const [category] = await rows<{ path: string }>(
      sql`SELECT path FROM content_pages WHERE site = 'jrau' AND page_type = 'Category' ORDER BY path LIMIT 1`,
    );
    const slug = category!.path.replace('/c/', '');
    const page = await pageAt(category!.path);
    const [query] = page.data.dehydratedState;
    expect(query!.key).toEqual(['products', { category: slug, page: 1 }]);
    const prefilled = ProductPage.parse(query!.data);
    const listed = ProductPage.parse((await server.request('GET', `/api/bff/products/list?category=${slug}&page=1`)).body);
    expect(prefilled.total).toBe(listed.total);
    expect(prefilled.products.map((p) => p.sku)).toEqual(listed.products.map((p) => p.sku));
    const bySlug = await get(`slug=${encodeURIComponent(category!.path.slice(1))}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.title).toBe(page.title);
  });

  it('prefills store pages with the store, and the store list with the site stores', async () => {
    const list = await pageAt('/stores');
    expect(list.data.dehydratedState[0]!.key).toEqual(['stores', {}]);
    const stores = StoreList.parse(list.data.dehydratedState[0]!.data);
    const expected = await rows<{ store_key: string }>(sql`SELECT store_key FROM stores WHERE brand = 'jc' AND country = 'AU'`);
    expect(stores).toHaveLength(expected.length);
    const key = stores[0]!.storeKey;
    const one = await pageAt(`/stores/${key}`);
    expect(one.pageType).toBe('Stores');
    expect(one.data.dehydratedState[0]!.key).toEqual(['stores', { storeKey: key }]);
    expect(StoreList.parse(one.data.dehydratedState[0]!.data)[0]!.storeKey).toBe(key);
    const finder = await pageAt('/store-finder');
    expect(finder.pageType).toBe('StoreFinder');
    const nz = StoreList.parse((await pageAt('/stores', 'jrnz')).data.dehydratedState[0]!.data);
    expect(nz.length).toBeGreaterThan(0);
    expect(nz.map((s) => s.storeKey)).not.toContain(key);
  });

  it('prefills Makerhub listings with their projects and detail pages with the project', async () => {
    const hub = await pageAt('/makerhub');
    expect(hub.pageType).toBe('Makerhub');
    expect(hub.data.dehydratedState[0]!.key).toEqual(['projects', { page: 1 }]);
    expect(ProjectPage.parse(hub.data.dehydratedState[0]!.data).projects.length).toBeGreaterThan(0);
    const articles = await pageAt('/makerhub/articles');
    expect(articles.data.dehydratedState[0]!.key).toEqual(['projects', { kind: 'article', page: 1 }]);
    expect(ProjectPage.parse(articles.data.dehydratedState[0]!.data).projects.every((p) => p.kind === 'article')).toBe(true);
    const [project] = await rows<{ slug: string }>(sql`SELECT slug FROM projects WHERE site = 'jrau' AND kind = 'project' ORDER BY id LIMIT 1`);
    const detail = await pageAt(`/makerhub/projects/${project!.slug}`);
    expect(detail.pageType).toBe('Makerhub Project Detail');
    expect(detail.data.dehydratedState[0]!.key).toEqual(['project', project!.slug]);
    expect(ProjectWire.parse(detail.data.dehydratedState[0]!.data).products.length).toBeGreaterThan(0);
  });

  it('answers every page type the site has', async () => {
    for (const site of ['jrau', 'jrnz', 'rtau'] as const) {
      const types = await rows<{ page_type: string; path: string }>(
        sql`SELECT page_type, min(path) AS path FROM content_pages WHERE site = ${site} GROUP BY page_type`,
      );
      expect(types.length).toBeGreaterThanOrEqual(10);
      for (const { page_type, path } of types) {
        const res = await get(`path=${encodeURIComponent(path)}`, site);
        expect(res.status, `${site} ${path}`).toBe(200);
        expect(res.body.pageType).toBe(page_type);
        expect(res.body.data.dehydratedState).toHaveLength(1);
      }
    }
  });

  it('answers an unknown path with a 404 carrying the Not Found page title', async () => {
    const res = await get('path=/no/such/page');
    expect(res.status).toBe(404);
    const body = PageNotFound.parse(res.body);
    const [notFound] = await rows<{ title: string }>(sql`SELECT title FROM content_pages WHERE site = 'jrau' AND path = '/not-found'`);
    expect(body.message).toBe(notFound!.title);
    expect(body.pageType).toBe('Not Found');
    expect(body.categories.length).toBeGreaterThan(0);
  });

  it('refuses a missing or malformed path with a 400 naming it', async () => {
    for (const [query, field] of [
      ['', 'query.path'],
      ['path=', 'query.path'],
      ['path=%3Cscript%3E', 'query.path'],
      ['path=/x?y=1', 'query.path'],
      [`path=/${'a'.repeat(400)}`, 'query.path'],
      ['slug=%00', 'query.slug'],
    ]) {
      const res = await get(query!);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toContain(field);
    }
  });
});
