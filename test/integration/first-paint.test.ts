import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageResponse } from '../../contract/content';
import { SearchPage } from '../../contract/products';
import { catalogOf } from '../../server/services/catalog/store';
import { catalogReads } from '../../server/services/first-paint/catalog-reads';
import { documentOf } from '../../server/services/first-paint/document';
import { renderFirstPaint } from '../../src/composition/first-paint';
import { SITES, type SiteCode } from '../../src/domain/site';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const render = (site: SiteCode, url: string) => {
  const [path = '/', search = ''] = url.split('?');
  const origin = `http://${site}.localhost:${server.port}`;
  const catalog = catalogReads({ database: server.database, now: Date.now, imageOrigin: server.imageOrigin }, SITES[site]);
  return renderFirstPaint({ site, origin, path, search, catalog });
};

/** The JSON-LD blocks of a head, by @type. */
const jsonLd = (head: string): Record<string, Record<string, unknown>> =>
  Object.fromEntries(
    [...head.matchAll(/<script type="application\/ld\+json" id="[^"]+">([\s\S]*?)<\/script>/g)].map((m) => {
      const value = JSON.parse(m[1] ?? '{}') as Record<string, unknown>;
      return [String(value['@type']), value];
    }),
  );

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describe('the first paint rendered on the server', () => {
  it('holds the home page whole: its heading, its products with prices, and the head of the site', async () => {
    const page = await render('jrau', '/');
    const home = PageResponse.parse((await server.request('GET', '/api/bff/page?path=/')).body);
    expect(page.route).toBe('content');
    expect(text(page.body)).toContain(home.title);
    expect(page.body).toContain('class="product-tile');
    expect(text(page.body)).toMatch(/\$\d+\.\d\d/);
    expect(page.head).toContain(`<link rel="canonical" href="http://jrau.localhost:${server.port}/">`);
    expect(page.head).toContain('<link rel="alternate" hreflang="en-NZ" href="http://jrnz.localhost:');
    expect(page.head).toContain('<meta property="og:title"');
    expect(page.head).toContain('<link rel="icon" href="/brand/jc/favicon.svg">');
  });

  it('sends the answers it rendered from as events, equal to what the BFF answers the browser', async () => {
    const page = await render('jrau', '/');
    const events = JSON.parse(page.state) as Array<{ type: string; data: { path: string; key: string; answer: { ok: boolean; value: unknown } } }>;
    expect(events.map((e) => [e.type, e.data.path, e.data.key])).toEqual([['page/readAnswered', '/', 'page:/:0:0']]);
    const fromBff = PageResponse.parse((await server.request('GET', '/api/bff/page?path=/')).body);
    expect(events[0]?.data.answer).toEqual({ ok: true, value: JSON.parse(JSON.stringify(fromBff)) });
  });

  it('renders a product with its price, a Product offer and a breadcrumb, and preloads its picture', async () => {
    const product = catalogOf(server.database).sites.jrau.sorted.relevance[0]!.product;
    const page = await render('jrau', `/p/${product.slug}`);
    expect(text(page.body)).toContain(product.title);
    const ld = jsonLd(page.head);
    expect(ld.Product).toMatchObject({
      name: product.title,
      sku: product.sku,
      offers: { priceCurrency: 'AUD', url: `http://jrau.localhost:${server.port}/p/${product.slug}` },
    });
    expect(String((ld.Product?.offers as { availability?: string }).availability)).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    expect(ld.BreadcrumbList?.itemListElement).toHaveLength(2);
    expect(page.leadImage?.href).toContain(product.sku);
    // The gallery's <picture> offers AVIF first: the preload is that source, typed, so a browser that cannot
    // decode AVIF skips it rather than fetching a picture it would not show.
    expect(page.leadImage?.type).toBe('image/avif');
    expect(page.leadImage?.href).toMatch(/format=avif&width=600$/);
    expect(page.leadImage?.srcSet).toMatch(/format=avif&width=100 100w, .*format=avif&width=1000 1000w$/);
    expect(page.body).toContain(
      `<source type="image/avif" srcSet="${page.leadImage?.srcSet?.replaceAll('&', '&amp;')}" sizes="${page.leadImage?.sizes}"/>`,
    );
    expect(page.head).toContain('<meta property="og:type" content="product">');
  });

  it('renders a category with its products and a trail through its parent', async () => {
    const jrau = catalogOf(server.database).sites.jrau;
    const category = jrau.sorted.relevance[0]!.product.categories.at(-1)!;
    const page = await render('jrau', `/c/${category.slug}`);
    const listed = (await server.request('GET', `/api/bff/products/list?category=${category.slug}&pageSize=24`)).body as {
      products: Array<{ title: string }>;
    };
    for (const { title } of listed.products.slice(0, 5)) expect(text(page.body)).toContain(title);
    const trail = jsonLd(page.head).BreadcrumbList?.itemListElement as Array<{ name: string; item: string }>;
    expect(trail[0]).toMatchObject({ name: 'Home' });
    expect(trail.at(-1)?.item).toBe(`http://jrau.localhost:${server.port}/c/${category.slug}`);
  });

  it('renders search results as the search call answers them, filters included', async () => {
    const page = await render('jrau', '/search?q=motor&sort=price-asc');
    const found = SearchPage.parse((await server.request('GET', '/api/bff/products/search?q=motor&sort=price-asc')).body);
    expect(found.products.length).toBeGreaterThan(0);
    for (const product of found.products.slice(0, 5)) expect(text(page.body)).toContain(product.title);
  });

  it('says a product is not sold here, on the site that does not sell it, and names no twin site on rtau', async () => {
    const rtauOnly = catalogOf(server.database).sites.rtau.sorted.relevance.find(
      (offer) => !catalogOf(server.database).sites.jrau.byId.has(offer.product.slug),
    )!;
    expect(text((await render('jrau', `/p/${rtauOnly.product.slug}`)).body)).toContain('Product not found');
    const rtau = await render('rtau', `/p/${rtauOnly.product.slug}`);
    expect(text(rtau.body)).toContain(rtauOnly.product.title);
    expect(rtau.head).not.toContain('hreflang');
    expect(rtau.head).toContain('/brand/rtm/favicon.svg');
  });

  it('gives NZ prices on jrnz and the twin page on jrau', async () => {
    const page = await render('jrnz', '/');
    expect(page.head).toContain('<link rel="alternate" hreflang="en-AU" href="http://jrau.localhost:');
    expect(page.head).toContain('<meta property="og:locale" content="en_NZ">');
  });

  it('fills the built index.html: language and brand, head, the page code, the markup and the state', () => {
    const index =
      '<!doctype html>\n<html lang="en-AU">\n<head><meta charset="UTF-8" /><title>Storefront</title><meta name="description" content="x" /><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
    const html = documentOf(index, { product: ['/assets/product-page-1.js'] }).render({
      site: SITES.jrnz,
      head: '<title>A</title>',
      body: '<main>B</main>',
      state: '[]',
      route: 'product',
      leadImage: { href: '/img/a.avif', srcSet: '/img/a.avif 400w', sizes: '100vw', type: 'image/avif' },
    });
    expect(html).toMatch(/^<!doctype html><html lang="en-NZ" data-brand="jc"><head>/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('name="description"');
    expect(html).toContain(
      '<link rel="preload" as="image" href="/img/a.avif" imagesrcset="/img/a.avif 400w" imagesizes="100vw" type="image/avif" fetchpriority="high">',
    );
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/product-page-1.js">');
    expect(html).toContain('<script type="module" fetchpriority="low" src="/assets/index-1.js">');
    expect(html).toContain('<div id="root"><main>B</main></div><script type="application/json" id="storefront-state">[]</script>');
  });
});
