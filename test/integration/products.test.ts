import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductPage, ProductsBySlugIds, ProjectPage } from '../../contract/products';
import { STOCK_SNAPSHOT_MS } from '../../server/services/catalog/stock';
import { solvedBotCheckToken } from './bot-check-token';
import { type RawBuilder, sql } from 'kysely';
import { numberOf, row, startTestServer, type TestServer } from './harness';

let server: TestServer;
let clock = Date.UTC(2025, 4, 1);
const get = (path: string, site: 'jrau' | 'jrnz' | 'rtau' = 'jrau') => server.request('GET', `/api/bff${path}`, { site });
const count = async (query: RawBuilder<unknown>) => (await numberOf(server, query))!;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(async () => {
  await server?.close();
});

describe('GET /bff/products/list', () => {
  it('lists the site assortment in its currency, most popular first', async () => {
    const res = await get('/products/list');
    expect(res.status).toBe(200);
    const page = ProductPage.parse(res.body);
    expect(page.total).toBe(await count(sql`SELECT count(*) FROM product_prices WHERE site = 'jrau'`));
    expect(page.products).toHaveLength(24);
    const first = page.products[0]!;
    expect(first.finalPrice.currencyCode).toBe('AUD');
    expect(first.price.value).toEqual(first.finalPrice);
    expect(first.productPrice).toBe(first.finalPrice.centAmount / 100);
    expect(first.imageUrl.endsWith(`/img/products/${first.sku}.svg`)).toBe(true);
    const nz = ProductPage.parse((await get('/products/list', 'jrnz')).body);
    expect(nz.products[0]!.finalPrice.currencyCode).toBe('NZD');
    expect(nz.total).toBe(await count(sql`SELECT count(*) FROM product_prices WHERE site = 'jrnz'`));
  });

  it('narrows to a category and its descendants, with its children as the category facet', async () => {
    const top = await server.database.db
      .selectFrom('categories')
      .select(['slug', 'name'])
      .where('level', '=', 1)
      .orderBy('position')
      .limit(1)
      .executeTakeFirstOrThrow();
    const expected = await count(
      sql`WITH RECURSIVE sub(id) AS (SELECT id FROM categories WHERE slug = ${top.slug} UNION ALL SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id)
       SELECT count(*) FROM products p JOIN product_prices pp ON pp.sku = p.sku AND pp.site = 'jrau' WHERE p.category_id IN (SELECT id FROM sub)`,
    );
    const page = ProductPage.parse((await get(`/products/list?category=${top.slug}&pageSize=100`)).body);
    expect(page.total).toBe(expected);
    expect(page.products.every((p) => p.category1Name === top.name)).toBe(true);
    expect(page.facets.category.reduce((sum, f) => sum + f.count, 0)).toBe(page.total);
    const child = page.facets.category[0]!;
    const narrowed = ProductPage.parse((await get(`/products/list?category=${child.value}`)).body);
    expect(narrowed.total).toBe(child.count);
  });

  it('sorts by price, name and newest, and pages without overlap', async () => {
    const asc = ProductPage.parse((await get('/products/list?sort=price-asc&pageSize=50')).body).products.map((p) => p.finalPrice.centAmount);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = ProductPage.parse((await get('/products/list?sort=price-desc&pageSize=50')).body).products.map((p) => p.finalPrice.centAmount);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const names = ProductPage.parse((await get('/products/list?sort=name&pageSize=50')).body).products.map((p) => p.title);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    for (const sort of ['relevance', 'price-asc', 'newest']) {
      const whole = ProductPage.parse((await get(`/products/list?sort=${sort}&pageSize=30`)).body).products.map((p) => p.sku);
      const pages: string[] = [];
      for (const n of [1, 2, 3])
        pages.push(...ProductPage.parse((await get(`/products/list?sort=${sort}&pageSize=10&page=${n}`)).body).products.map((p) => p.sku));
      expect(pages).toEqual(whole);
      expect(new Set(pages).size).toBe(30);
    }
    const past = ProductPage.parse((await get('/products/list?page=1000')).body);
    expect(past.products).toEqual([]);
  });

  it('filters by brand, stock and price, each total matching its facet', async () => {
    const all = ProductPage.parse((await get('/products/list')).body);
    const brand = all.facets.brand[0]!;
    const byBrand = ProductPage.parse((await get(`/products/list?brand=${encodeURIComponent(brand.value)}&pageSize=100`)).body);
    expect(byBrand.total).toBe(brand.count);
    expect(byBrand.products.every((p) => p.brandName === brand.value)).toBe(true);
    const [first, second] = all.facets.brand as [typeof brand, typeof brand];
    const two = ProductPage.parse(
      (await get(`/products/list?brand=${encodeURIComponent(first.value)}&brand=${encodeURIComponent(second.value)}`)).body,
    );
    expect(two.total).toBe(first.count + second.count);
    const piped = ProductPage.parse((await get(`/products/list?brand=${encodeURIComponent(`${first.value}|${second.value}`)}`)).body);
    expect(piped.total).toBe(two.total);
    const inStock = all.facets.inStock.find((f) => f.value === 'true')!;
    const stocked = ProductPage.parse((await get('/products/list?inStock=true&pageSize=100')).body);
    expect(stocked.total).toBe(inStock.count);
    expect(stocked.products.every((p) => p.inStock)).toBe(true);
    expect(all.facets.inStock.reduce((sum, f) => sum + f.count, 0)).toBe(all.total);
    const priced = ProductPage.parse((await get('/products/list?minPrice=1000&maxPrice=2000&pageSize=100')).body);
    expect(priced.total).toBeGreaterThan(0);
    expect(priced.products.every((p) => p.finalPrice.centAmount >= 1000 && p.finalPrice.centAmount <= 2000)).toBe(true);
    const band = all.facets.priceBand.find((f) => f.value === '10-50')!;
    expect(ProductPage.parse((await get('/products/list?priceBand=10-50')).body).total).toBe(band.count);
  });

  it('lists articles for type=article', async () => {
    const res = await get('/products/list?type=article&pageSize=48');
    expect(res.status).toBe(200);
    const page = ProjectPage.parse(res.body);
    expect(page.total).toBe(await count(sql`SELECT count(*) FROM projects WHERE site = 'jrau' AND kind = 'article'`));
    expect(page.projects.every((p) => p.kind === 'article' && p.url.startsWith('/makerhub/articles/'))).toBe(true);
  });

  it('refuses bad queries with a 400 naming the field, and an unknown category with a 404', async () => {
    const cases: Array<[string, string]> = [
      ['sort=cheapest', 'query.sort'],
      ['page=0', 'query.page'],
      ['pageSize=1000', 'query.pageSize'],
      ['inStock=maybe', 'query.inStock'],
      ['minPrice=-1', 'query.minPrice'],
      ['category=bad%20slug!', 'query.category'],
      ['priceBand=cheap', 'query.priceBand'],
      ['type=video', 'query.type'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/products/list?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toContain(field);
    }
    const unknown = await get('/products/list?category=no-such-category');
    expect(unknown.status).toBe(404);
  });
});

describe('GET /bff/products/listBySlugIds', () => {
  it('answers slugs and skus in the order asked, skipping unknown ones', async () => {
    const rows = await server.database.db
      .selectFrom('products as p')
      .innerJoin('product_prices as pp', (join) => join.onRef('pp.sku', '=', 'p.sku').on('pp.site', '=', 'jrau'))
      .select(['p.sku', 'p.slug'])
      .orderBy('p.rank')
      .limit(3)
      .execute();
    const ids = [rows[2]!.slug, 'no-such-product', rows[0]!.sku.toLowerCase(), rows[1]!.sku, rows[0]!.slug];
    const res = await get(`/products/listBySlugIds?productIds=${ids.join('|')}`);
    expect(res.status).toBe(200);
    const { products } = ProductsBySlugIds.parse(res.body);
    expect(products.map((p) => p.sku)).toEqual([rows[2]!.sku, rows[0]!.sku, rows[1]!.sku]);
    expect(Object.keys(products[0]!.specs).length).toBeGreaterThan(0);
    expect(products[0]!.description).not.toBe('');
  });

  it('answers only what the site sells', async () => {
    const { sku } = (await row<{ sku: string }>(
      server,
      sql`SELECT sku FROM product_prices WHERE site = 'jrau' AND sku NOT IN (SELECT sku FROM product_prices WHERE site = 'rtau') ORDER BY sku LIMIT 1`,
    ))!;
    expect((await get(`/products/listBySlugIds?productIds=${sku}`, 'rtau')).body.products).toEqual([]);
    expect((await get(`/products/listBySlugIds?productIds=${sku}`, 'jrau')).body.products).toHaveLength(1);
  });

  it('refuses no ids or more than 50 with a 400 naming productIds', async () => {
    for (const query of ['', '?productIds=', '?productIds=|||', `?productIds=${Array.from({ length: 51 }, (_, i) => `id-${i}`).join('|')}`]) {
      const res = await get(`/products/listBySlugIds${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toContain('query.productIds');
    }
  });
});

describe('POST /bff/products/subscribe', () => {
  const subscriptions = () => count(sql`SELECT count(*) FROM stock_subscriptions`);
  const sku = async () =>
    (
      await server.database.db
        .selectFrom('products as p')
        .innerJoin('product_prices as pp', (join) => join.onRef('pp.sku', '=', 'p.sku').on('pp.site', '=', 'jrau'))
        .select('p.product_code')
        .orderBy('p.sku')
        .limit(1)
        .executeTakeFirstOrThrow()
    ).product_code;

  it('records one subscription per site, product and email', async () => {
    const before = await subscriptions();
    const res = await server.request('POST', '/api/bff/products/subscribe', {
      body: { productCode: await sku(), email: 'maker@example.com', botCheckToken: await solvedBotCheckToken(server) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ subscribed: true, productCode: await sku() });
    const again = await server.request('POST', '/api/bff/products/subscribe', {
      body: { productCode: await sku(), email: ' Maker@Example.com ', botCheckToken: await solvedBotCheckToken(server) },
    });
    expect(again.status).toBe(200);
    expect(await subscriptions()).toBe(before + 1);
    await server.request('POST', '/api/bff/products/subscribe', {
      site: 'jrnz',
      body: { productCode: await sku(), email: 'maker@example.com', botCheckToken: await solvedBotCheckToken(server, 'jrnz') },
    });
    expect(
      await count(sql`SELECT count(*) FROM stock_subscriptions WHERE product_code = ${await sku()} AND email = 'maker@example.com'`),
    ).toBeGreaterThanOrEqual(1);
  });

  it('refuses an unknown product (404) and a bad email or body (400) without writing', async () => {
    const before = await subscriptions();
    const unknown = await server.request('POST', '/api/bff/products/subscribe', { body: { productCode: 'ZZ0000', email: 'maker@example.com' } });
    expect(unknown.status).toBe(404);
    const badEmail = await server.request('POST', '/api/bff/products/subscribe', { body: { productCode: await sku(), email: 'not-an-email' } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toContain('body.email');
    const noCode = await server.request('POST', '/api/bff/products/subscribe', { body: { email: 'maker@example.com' } });
    expect(noCode.status).toBe(400);
    expect(noCode.body.message).toContain('body.productCode');
    const malformed = await server.request('POST', '/api/bff/products/subscribe', { raw: '{"productCode":' });
    expect(malformed.status).toBe(400);
    const noBotCheck = await server.request('POST', '/api/bff/products/subscribe', {
      body: { productCode: await sku(), email: 'maker@example.com' },
    });
    expect(noBotCheck.body).toEqual({ statusCode: 400, message: 'Bot check failed' });
    expect(await subscriptions()).toBe(before);
  });
});

describe('GET /bff/projects/list and makerHubBladeProjects', () => {
  it('lists the site projects newest first, filtered by kind and difficulty, with their products', async () => {
    const page = ProjectPage.parse((await get('/projects/list?pageSize=48')).body);
    expect(page.total).toBe(await count(sql`SELECT count(*) FROM projects WHERE site = 'jrau'`));
    const dates = page.projects.map((p) => p.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.projects.some((p) => p.products.length > 0)).toBe(true);
    expect(page.projects.flatMap((p) => p.products).every((p) => p.finalPrice.currencyCode === 'AUD')).toBe(true);
    const workshops = ProjectPage.parse((await get('/projects/list?kind=workshop')).body);
    expect(workshops.total).toBe(await count(sql`SELECT count(*) FROM projects WHERE site = 'jrau' AND kind = 'workshop'`));
    const beginner = ProjectPage.parse((await get('/projects/list?difficulty=beginner&pageSize=48')).body);
    expect(beginner.projects.every((p) => p.difficulty.toLowerCase() === 'beginner')).toBe(true);
    const second = ProjectPage.parse((await get('/projects/list?pageSize=5&page=2')).body);
    expect(second.projects.map((p) => p.id)).toEqual(page.projects.slice(5, 10).map((p) => p.id));
  });

  it('gives the latest projects for a Makerhub blade, at most 12', async () => {
    const res = await get('/projects/makerHubBladeProjects?limit=3');
    expect(res.status).toBe(200);
    const latest = ProjectPage.parse((await get('/projects/list?pageSize=3')).body).projects;
    expect(res.body.projects.map((p: { id: string }) => p.id)).toEqual(latest.map((p) => p.id));
    expect((await get('/projects/makerHubBladeProjects')).body.projects.length).toBeGreaterThan(0);
    for (const query of ['limit=13', 'limit=0', 'limit=x']) {
      const bad = await get(`/projects/makerHubBladeProjects?${query}`);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('query.limit');
    }
    const badKind = await get('/projects/list?kind=%3Cscript%3E');
    expect(badKind.status).toBe(400);
    expect(badKind.body.message).toContain('query.kind');
  });
});

describe('inStock', () => {
  it('follows the stock table within the snapshot period (STOCK_SNAPSHOT_MS)', async () => {
    const stocked = ProductPage.parse((await get('/products/list?inStock=true&pageSize=1')).body).products[0]!;
    const inStockOf = async () => (await get(`/products/listBySlugIds?productIds=${stocked.sku}`)).body.products[0].inStock as boolean;
    expect(await inStockOf()).toBe(true);
    await server.database.db.updateTable('stock').set({ quantity: 0, reserved: 0 }).where('sku', '=', stocked.sku).execute();
    clock += STOCK_SNAPSHOT_MS;
    expect(await inStockOf()).toBe(false);
    const outOfStock = ProductPage.parse((await get('/products/list?inStock=false&pageSize=100&sort=relevance')).body);
    expect(outOfStock.products.some((p) => p.sku === stocked.sku) || outOfStock.total > 100).toBe(true);
  });
});
