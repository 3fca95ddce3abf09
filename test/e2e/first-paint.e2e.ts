import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type SiteCode, siteUrl } from './support';

interface Listed {
  readonly products: ReadonlyArray<{
    readonly title: string;
    readonly slug: string;
    readonly sku: string;
    readonly finalPrice: { readonly centAmount: number };
  }>;
}

/** Node does not resolve *.localhost as Chromium does: the server is asked on loopback, with the site's host. */
const fetchAs = (request: APIRequestContext, site: SiteCode, path: string, headers: Record<string, string> = {}) =>
  request.get(`http://127.0.0.1:${process.env.E2E_PORT}${path}`, { headers: { host: `${site}.localhost:${process.env.E2E_PORT}`, ...headers } });

const get = async <T>(request: APIRequestContext, site: SiteCode, path: string): Promise<T> =>
  (await (await fetchAs(request, site, path)).json()) as T;

/** A category with products, the first of its products, a search that finds some, and a Makerhub project. */
async function placesOf(request: APIRequestContext, site: SiteCode) {
  const home = await get<{ categories: Array<{ slug: string; children: Array<{ slug?: string }> }> }>(request, site, '/api/bff/page?path=/');
  const category = home.categories.flatMap((top) => top.children.map((child) => child.slug ?? '')).find(Boolean) ?? '';
  const listed = await get<Listed>(request, site, `/api/bff/products/list?category=${category}&pageSize=24`);
  const product = listed.products[0]!;
  const word = product.title.split(/\s+/).find((w) => w.length > 4) ?? product.title;
  const found = await get<Listed>(request, site, `/api/bff/products/search?q=${encodeURIComponent(word)}`);
  const projects = await get<{ projects: Array<{ slug: string; title: string }> }>(request, site, '/api/bff/projects/list?kind=project&pageSize=1');
  return { category, listed, product, word, found, project: projects.projects[0]! };
}

const SITES: SiteCode[] = ['jrau', 'jrnz', 'rtau'];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const site of SITES) {
    test(`${site}: every page a shopper lands on shows its content from the server alone`, async ({ page, request }) => {
      const { category, listed, product, word, found, project } = await placesOf(request, site);

      await page.goto(siteUrl(site, '/'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.product-tile').first()).toBeVisible();
      await expect(page.locator('.product-tile').first()).toContainText('$');

      await page.goto(siteUrl(site, `/c/${category}`));
      for (const listedProduct of listed.products.slice(0, 3))
        await expect(page.getByRole('link', { name: listedProduct.title }).first()).toBeVisible();

      await page.goto(siteUrl(site, `/search?q=${encodeURIComponent(word)}`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(word);
      for (const hit of found.products.slice(0, 3)) await expect(page.getByRole('link', { name: hit.title }).first()).toBeVisible();

      await page.goto(siteUrl(site, `/p/${product.slug}`));
      await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
      await expect(page.locator('.product-page__price')).toContainText((product.finalPrice.centAmount / 100).toFixed(2));

      await page.goto(
        siteUrl(
          site,
          `/compare?products=${listed.products
            .slice(0, 2)
            .map((p) => p.sku)
            .join('|')}`,
        ),
      );
      for (const compared of listed.products.slice(0, 2))
        await expect(page.getByRole('columnheader', { name: compared.title }).or(page.getByText(compared.title)).first()).toBeVisible();

      await page.goto(siteUrl(site, `/makerhub/projects/${project.slug}`));
      await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();

      await page.goto(siteUrl(site, '/store-finder'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('the header search works as a plain form', async ({ page }) => {
    await page.goto(siteUrl('jrau', '/'));
    await page.getByRole('combobox', { name: 'Search products' }).fill('motor');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=motor$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('motor');
  });
});

/** Console errors and page errors that say React could not take the server's markup over as it was. */
function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  const watch = (text: string) => {
    if (/hydrat|Minified React error #(418|419|422|423|425)|did not match/i.test(text)) problems.push(text.slice(0, 300));
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') watch(message.text());
  });
  page.on('pageerror', (error) => watch(error.message));
  return problems;
}

for (const site of SITES) {
  test(`${site}: the browser takes every server-rendered page over without a mismatch or a second read`, async ({ page, request }) => {
    const { category, listed, product, word, project } = await placesOf(request, site);
    const problems = hydrationProblems(page);
    const reads: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/bff\/(page|products\/(list|search|listBySlugIds)|projects\/(list|search))\b/.test(r.url())) reads.push(new URL(r.url()).pathname);
    });
    const paths = [
      '/',
      `/c/${category}`,
      `/search?q=${encodeURIComponent(word)}`,
      `/p/${product.slug}`,
      `/compare?products=${listed.products[0]!.sku}`,
      `/makerhub/projects/${project.slug}`,
      '/store-finder',
      '/makerhub',
    ];
    for (const path of paths) {
      await page.goto(siteUrl(site, path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Hydrated: the header's cart button answers a click by opening the cart drawer.
      await page.getByRole('button', { name: /^Cart, \d+ items?$/ }).click();
      await expect(page.getByRole('dialog', { name: /cart/i })).toBeVisible();
      await page.keyboard.press('Escape');
      expect(reads, `${path} read again what the page already held`).toEqual([]);
    }
    expect(problems).toEqual([]);
  });
}

test('pages go out compressed with an ETag and are revalidated; built files are kept for a year', async ({ request }) => {
  const first = await fetchAs(request, 'jrau', '/', { 'accept-encoding': 'br' });
  expect(first.status()).toBe(200);
  expect(first.headers()['content-encoding']).toBe('br');
  expect(first.headers()['cache-control']).toContain('max-age=0');
  const etag = first.headers().etag!;
  expect(etag).toMatch(/^"[^"]+"$/);
  const again = await fetchAs(request, 'jrau', '/', { 'if-none-match': etag });
  expect(again.status()).toBe(304);
  const script = /<script type="module"[^>]* src="([^"]+)"/.exec(await first.text())?.[1];
  expect(script).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  const asset = await fetchAs(request, 'jrau', script!, { 'accept-encoding': 'br' });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
});
