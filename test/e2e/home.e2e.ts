import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, type SiteCode, eventNames, expectAccessible, siteUrl } from './support';

interface SiteCase {
  readonly site: SiteCode;
  readonly brand: string;
  readonly currency: string;
  readonly deals: string;
  readonly picks: string;
  /** A place far from the site's default store (Sydney, Auckland), and the state or region of its stores. */
  readonly far: { readonly postcode: string; readonly city: string; readonly region: RegExp };
}

const SITES: SiteCase[] = [
  {
    site: 'jrau',
    brand: 'Jolt Components',
    currency: 'AUD',
    deals: 'Current deals',
    picks: 'Makerhub picks',
    far: { postcode: '3000', city: 'Melbourne', region: /VIC/ },
  },
  {
    site: 'jrnz',
    brand: 'Jolt Components',
    currency: 'NZD',
    deals: 'Current deals',
    picks: 'Makerhub picks',
    far: { postcode: '8011', city: 'Christchurch', region: /Canterbury/ },
  },
  {
    site: 'rtau',
    brand: 'Rigtech Makers',
    currency: 'AUD',
    deals: 'Deals for the road',
    picks: 'Makerhub picks for your car and camp',
    far: { postcode: '6000', city: 'Perth', region: /WA/ },
  },
];

/** Node does not resolve *.localhost as Chromium does: the server is asked on loopback, with the site's host. */
const statusOf = async (request: APIRequestContext, site: SiteCode, path: string): Promise<number> =>
  (
    await request.get(`http://127.0.0.1:${process.env.E2E_PORT}${path}`, {
      headers: { host: `${site}.localhost:${process.env.E2E_PORT}` },
      maxRedirects: 0,
    })
  ).status();

const section = (page: Page, heading: string | RegExp): Locator =>
  page.locator('main section, main nav').filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: typeof heading === 'string' }) });

/** The pages the section's links lead to answer as real pages do (no 404), checked for the first few. */
async function expectRealLinks(request: APIRequestContext, site: SiteCode, links: Locator, pattern: RegExp, atLeast: number): Promise<void> {
  const hrefs = [...new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))];
  expect(hrefs.length).toBeGreaterThanOrEqual(atLeast);
  for (const href of hrefs) expect(href).toMatch(pattern);
  for (const href of hrefs.slice(0, 4)) expect(await statusOf(request, site, href), `${site} ${href}`).toBe(200);
}

for (const c of SITES) {
  test(`${c.site}: the home page shows the brand, products in ${c.currency}, and is accessible`, async ({ page }) => {
    // The scan reads every element of a long page: on a busy machine it takes most of a minute.
    test.setTimeout(150_000);
    await page.goto(siteUrl(c.site, '/'));
    await expect(page.getByRole('link', { name: `${c.brand} home` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-brand', c.site === 'rtau' ? 'rtm' : 'jc');
    await expect(page.getByText(`Prices in ${c.currency} include GST.`)).toBeVisible();
    await expect.poll(() => eventNames(page)).toContain('page_load');
    await expectAccessible(page, `${c.site} home`);
  });

  test(`${c.site}: categories with pictures, deals, best sellers, new arrivals, Makerhub picks and workshops, each leading to real pages`, async ({
    page,
    request,
  }) => {
    await page.goto(siteUrl(c.site, '/'));

    const categories = section(page, 'Shop by category');
    await expect(categories.getByRole('link')).not.toHaveCount(0);
    expect(await categories.getByRole('link').count()).toBeGreaterThanOrEqual(10);
    for (const picture of await categories.locator('img').all()) expect(await picture.getAttribute('src')).toMatch(/\/img\/products\//);
    await expectRealLinks(request, c.site, categories.getByRole('link'), /^\/c\/[a-z0-9-]+$/, 10);

    for (const shelf of [c.deals, 'Best sellers', 'New arrivals']) {
      const tiles = section(page, shelf).locator('.product-tile');
      expect(await tiles.count(), `${c.site} ${shelf}`).toBeGreaterThanOrEqual(6);
      await expect(tiles.first()).toContainText('$');
      await expectRealLinks(request, c.site, section(page, shelf).locator('.product-tile__title a'), /^\/p\/[^/]+$/, 6);
    }
    // A deal shows what it saves.
    await expect(section(page, c.deals).locator('.product-tile__saving').first()).toContainText('Save $');

    const picks = section(page, c.picks);
    await expectRealLinks(request, c.site, picks.getByRole('heading', { level: 3 }).getByRole('link'), /^\/makerhub\/projects\/[a-z0-9-]+$/, 3);

    const workshops = section(page, 'Workshops near you');
    await expect(workshops.getByRole('button', { name: 'Choose your store' })).toBeVisible();
    expect(await workshops.getByRole('listitem').count()).toBe(3);
    await expectRealLinks(request, c.site, workshops.getByRole('heading', { level: 3 }).getByRole('link'), /^\/makerhub\/workshops\/[a-z0-9-]+$/, 1);

    // A category tile opens its category.
    const first = categories.getByRole('link').first();
    const name = (await first.locator('.home-categories__name').textContent())!;
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test(`${c.site}: Makerhub projects are pictured by their finished build, on the home page, the listing and the project page`, async ({ page }) => {
    await page.goto(siteUrl(c.site, '/'));
    const homePictures = section(page, c.picks).locator('img');
    expect(await homePictures.count()).toBeGreaterThanOrEqual(3);
    for (const img of await homePictures.all()) {
      const src = (await img.getAttribute('src'))!;
      expect(src).toMatch(/\/img\/projects\/[a-z0-9-]+\/build\.svg$/);
      expect(src).not.toContain('/img/products/');
    }
    await page.goto(siteUrl(c.site, '/makerhub/projects'));
    const listed = page.locator('.cb-project img');
    await expect(listed.first()).toBeVisible();
    for (const src of await listed.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''))) expect(src).toMatch(/\/build\.svg$/);
    await page.locator('.cb-project h3 a').first().click();
    const picture = page.locator('.mh-project__picture');
    await expect(picture).toHaveAttribute('src', /\/img\/projects\/[a-z0-9-]+\/build\.svg$/);
    await expect(picture).toHaveAttribute('alt', /^The finished build: /);
    // The drawing arrived and is the build's, not a product's (a product drawing is not served from here).
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
  });

  test(`${c.site}: the workshops follow the shopper's store`, async ({ page }) => {
    await page.goto(siteUrl(c.site, '/'));
    const workshops = section(page, 'Workshops near you');
    await expect(workshops.getByText(/Showing sessions near/)).toBeVisible();
    const before = await workshops.locator('.home-workshops__where').allTextContents();

    await workshops.getByRole('button', { name: 'Choose your store' }).click();
    const drawer = page.getByRole('dialog', { name: /store/i });
    await drawer.getByLabel('Postcode or suburb').fill(c.far.postcode);
    await drawer.getByRole('button', { name: 'Search' }).click();
    const place = drawer.getByRole('button', { name: new RegExp(`^${c.far.city} [A-Z]*\\s*${c.far.postcode}$`) });
    await expect(drawer.getByRole('button', { name: new RegExp(`^${c.far.city} |^Make .* my store$`) }).first()).toBeVisible();
    if ((await place.count()) > 0) await place.first().click();
    const makeMine = drawer.getByRole('button', { name: /^Make .* my store$/ }).first();
    const storeName = (await makeMine.getAttribute('aria-label'))!.replace(/^Make (.*) my store$/, '$1');
    await makeMine.click();
    await expect(drawer).toBeHidden();

    const mine = section(page, 'Workshops near you');
    await expect(mine.getByText(`Near your store, ${storeName}.`)).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Change store' })).toBeVisible();
    await expect(mine.locator('.home-workshops__where').first()).toContainText(c.far.region);
    expect(await mine.locator('.home-workshops__where').allTextContents()).not.toEqual(before);

    // The choice holds on the next visit.
    await page.reload();
    await expect(section(page, 'Workshops near you').getByText(`Near your store, ${storeName}.`)).toBeVisible();
  });
}
