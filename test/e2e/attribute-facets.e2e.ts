import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, type SiteCode, siteUrl } from './support';

interface FacetValue {
  readonly value: string;
  readonly label: string;
  readonly count: number;
}
interface Listed {
  readonly total: number;
  readonly products: ReadonlyArray<{ readonly slug: string }>;
  readonly facets: {
    readonly category: readonly FacetValue[];
    readonly attributes: ReadonlyArray<{ readonly name: string; readonly values: readonly FacetValue[] }>;
  };
}

/** Node does not resolve *.localhost as Chromium does: the server is asked on loopback, with the site's host. */
const get = async (request: APIRequestContext, site: SiteCode, path: string): Promise<Listed> =>
  (await (
    await request.get(`http://127.0.0.1:${process.env.E2E_PORT}/api/bff${path}`, { headers: { host: `${site}.localhost:${process.env.E2E_PORT}` } })
  ).json()) as Listed;

/** A leaf category of the site with an attribute facet, and a value of it some but not all of its products have. */
async function leafWithFacet(request: APIRequestContext, site: SiteCode) {
  const top = await get(request, site, '/products/list?pageSize=1');
  for (const parent of top.facets.category) {
    for (const leaf of (await get(request, site, `/products/list?pageSize=1&category=${parent.value}`)).facets.category) {
      const page = await get(request, site, `/products/list?pageSize=1&category=${leaf.value}`);
      for (const facet of page.facets.attributes) {
        // One of the first values (shown without "Show all") that narrows the category.
        const value = facet.values.slice(0, 8).find((v) => v.count > 0 && v.count < page.total);
        if (value) return { slug: leaf.value, name: leaf.label, total: page.total, spec: facet.name, value };
      }
    }
  }
  throw new Error(`${site} has no category with an attribute facet`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const box = (page: Page, spec: string, value: string): Locator =>
  page.getByRole('group', { name: spec, exact: true }).getByRole('checkbox', { name: new RegExp(`^${escape(value)} \\(\\d+\\)$`) });
const specInUrl = (spec: string, value: string) =>
  new RegExp(`[?&]spec=${escape(new URLSearchParams({ spec: `${spec}:${value}` }).toString().slice(5))}(&|$)`);

/** The value the product page's specification table gives for a spec. */
async function specOnProductPage(page: Page, href: string, spec: string): Promise<string> {
  await page.goto(href.startsWith('http') ? href : new URL(href, page.url()).href);
  const row = page.locator('.product-page__specs tr').filter({ has: page.getByText(spec, { exact: true }) });
  return ((await row.locator('td').first().textContent()) ?? '').trim();
}
const sameValue = (a: string, b: string) => a.toLowerCase().replace(/\s+/g, '') === b.toLowerCase().replace(/\s+/g, '');

for (const site of ['jrau', 'rtau'] as const) {
  test(`${site}: a shopper narrows a category by a spec, and the choice survives a reload`, async ({ page, request }) => {
    const leaf = await leafWithFacet(request, site);
    await page.goto(siteUrl(site, `/c/${leaf.slug}`));
    const count = page.locator('#category-products-heading');
    await expect(count).toHaveText(`${leaf.total} products`);
    // Choosing updates the page in place: a full load would lose this mark.
    await page.evaluate(() => ((window as unknown as { facetMark: number }).facetMark = 1));

    const choice = box(page, leaf.spec, leaf.value.value);
    await expect(choice).not.toBeChecked();
    await choice.check();
    await expect(page).toHaveURL(specInUrl(leaf.spec, leaf.value.value));
    await expect(count).toHaveText(`${leaf.value.count} product${leaf.value.count === 1 ? '' : 's'}`);
    await expect(choice).toBeChecked();
    expect(await page.evaluate(() => (window as unknown as { facetMark?: number }).facetMark)).toBe(1);
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    const tiles = page.locator('.category-products .product-grid__item');
    await expect(tiles).toHaveCount(Math.min(leaf.value.count, 24));
    const shown = await tiles.first().locator('a[href^="/p/"]').first().getAttribute('href');

    // The server's first paint of the link already shows the choice and the narrowed count.
    const url = page.url();
    const html = await (
      await request.get(url.replace(`${site}.localhost`, '127.0.0.1'), { headers: { host: `${site}.localhost:${process.env.E2E_PORT}` } })
    ).text();
    const attribute = `value="${leaf.value.value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
    const rendered = (html.match(/<input type="checkbox"[^>]*>/g) ?? []).find((tag) => tag.includes(attribute));
    expect(rendered, 'the server renders the chosen box').toContain('checked=""');
    expect(html.includes(`>${leaf.value.count} product${leaf.value.count === 1 ? '' : 's'}</h2>`), 'the server renders the narrowed count').toBe(
      true,
    );

    // A reload (or the link shared) renders the same choice.
    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(box(page, leaf.spec, leaf.value.value)).toBeChecked();
    await expect(count).toHaveText(`${leaf.value.count} product${leaf.value.count === 1 ? '' : 's'}`);
    await expect(tiles).toHaveCount(Math.min(leaf.value.count, 24));

    // The product shown has the value chosen on its own page.
    expect(sameValue(await specOnProductPage(page, shown!, leaf.spec), leaf.value.value)).toBe(true);

    // Clearing the filters gives the whole category back.
    await page.goto(url);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(count).toHaveText(`${leaf.total} products`);
    await expect(page).not.toHaveURL(/spec=/);
  });

  test(`${site}: a shopper narrows a search by a spec, and the choice survives a reload`, async ({ page, request }) => {
    const leaf = await leafWithFacet(request, site);
    // The category's name finds its products, which share its specs.
    const q = leaf.name;
    const found = await get(request, site, `/products/search?q=${encodeURIComponent(q)}`);
    const facet = found.facets.attributes.find((f) => f.values.slice(0, 8).some((v) => v.count > 0 && v.count < found.total));
    expect(facet, `a search for "${q}" offers an attribute facet`).toBeDefined();
    const value = facet!.values.slice(0, 8).find((v) => v.count > 0 && v.count < found.total)!;

    await page.goto(siteUrl(site, `/search?q=${encodeURIComponent(q)}`));
    const status = page.getByRole('status').filter({ hasText: /results? for/ });
    await expect(status).toContainText(`${found.total} result`);
    await page.evaluate(() => ((window as unknown as { facetMark: number }).facetMark = 1));
    await box(page, facet!.name, value.value).check();
    await expect(page).toHaveURL(specInUrl(facet!.name, value.value));
    await expect(status).toContainText(`${value.count} result`);
    expect(await page.evaluate(() => (window as unknown as { facetMark?: number }).facetMark)).toBe(1);

    await page.reload();
    await expect(box(page, facet!.name, value.value)).toBeChecked();
    await expect(status).toContainText(`${value.count} result`);
    const shown = await page.locator('.search-page__grid li a[href^="/p/"]').first().getAttribute('href');
    expect(sameValue(await specOnProductPage(page, shown!, facet!.name), value.value)).toBe(true);
  });
}
