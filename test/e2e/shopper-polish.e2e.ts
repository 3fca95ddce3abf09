import type { Page } from '@playwright/test';
import { expect, type SiteCode, siteUrl, test } from './support';

/** What a shopper notices (issue 9 A6): toasts that go away, brand names, plurals, titles, a long search. */

const BRAND: Record<SiteCode, { name: string; home: string }> = {
  jrau: { name: 'Jolt Components', home: 'Jolt Components' },
  jrnz: { name: 'Jolt Components', home: 'Jolt Components New Zealand' },
  rtau: { name: 'Rigtech Makers', home: 'Rigtech Makers' },
};

const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

/** The first in-stock product of the site, from the BFF as the page would ask. */
async function firstProduct(page: Page): Promise<{ sku: string; slug: string; title: string }> {
  return page.evaluate(async () => {
    const response = await fetch('/api/bff/products/list?inStock=true&pageSize=1');
    return ((await response.json()) as { products: Array<{ sku: string; slug: string; title: string }> }).products[0]!;
  });
}

test('jrau: an error toast closes with its button and goes when the shopper moves to another page', async ({ page }) => {
  await page.goto(siteUrl('jrau', '/'));
  const categoryLink = page.locator('main a[href^="/c/"]').first();
  await categoryLink.click();
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toBeVisible();
  const compare = page.locator('main article').getByRole('button', { name: /^Compare/ });
  await expect(compare.nth(4)).toBeVisible();
  for (let i = 0; i < 4; i++) await compare.nth(i).click();
  await compare.nth(4).click();
  const toast = page.getByTestId('toast-compare-limit');
  await expect(toast).toContainText('You can compare up to 4 products');
  await toast.getByRole('button', { name: /^Dismiss/ }).click();
  await expect(toast).toHaveCount(0);

  // Shown again, it stays while the shopper is on the page, and goes when they leave it.
  await compare.nth(4).click();
  await expect(toast).toBeVisible();
  await page.getByRole('link', { name: /home$/ }).first().click();
  await expect(page).toHaveURL(siteUrl('jrau', '/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(toast).toHaveCount(0);
});

for (const site of ['jrau', 'jrnz', 'rtau'] as const) {
  test(`${site}: shoppers read the brand's name, never its code`, async ({ page }) => {
    await page.goto(siteUrl(site, '/'));
    await expect(page.getByRole('heading', { name: `Why shop with ${BRAND[site].home}` })).toBeVisible();
    await expect(page.locator('main .product-tile, main article').first()).toBeVisible();
    const text = await page.locator('body').innerText();
    expect(text.match(/\b(jc|rtm)\b/gi) ?? []).toEqual([]);
  });
}

test('jrau: every page has a title and description of its own, counts read "1 product", and an unknown page is a 404', async ({ page }) => {
  const brand = BRAND.jrau.name;
  const seen = new Map<string, string>();
  const expectHead = async (title: string) => {
    await expect(page).toHaveTitle(title);
    const text = (await description(page)) ?? '';
    expect(text, title).not.toBe('');
    expect(
      [...seen].filter(([, d]) => d === text).map(([t]) => t),
      `${title} shares its description`,
    ).toEqual([]);
    seen.set(title, text);
  };

  await page.goto(siteUrl('jrau', '/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${brand} \\| `));
  seen.set('home', (await description(page)) ?? '');
  const product = await firstProduct(page);

  await page.goto(siteUrl('jrau', '/search?q=cable'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “cable”');
  await expectHead(`Results for “cable” | ${brand}`);

  await page.goto(siteUrl('jrau', '/store-finder'));
  await expectHead(`Find a store | ${brand}`);

  await page.goto(siteUrl('jrau', `/compare?products=${product.sku}`));
  await expect(page.locator('main table caption')).toHaveText('Comparison of 1 product');
  await expectHead(`Compare products | ${brand}`);

  await page.goto(siteUrl('jrau', `/p/${product.slug}`));
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await expect(page).toHaveTitle(`${product.title} | ${brand}`);

  await page.goto(siteUrl('jrau', '/p/no-such-product'));
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await expectHead(`Product not found | ${brand}`);

  await page.goto(siteUrl('jrau', '/checkout/JR0000000'));
  await expect(page.getByRole('alert')).toContainText('We could not load this order');
  await expectHead(`Order JR0000000 | ${brand}`);

  const answer = await page.goto(siteUrl('jrau', '/no-such-page'));
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectHead(`Page not found | ${brand}`);

  await page.goto(siteUrl('jrau', '/'));
  await page.waitForFunction(() => typeof window.storefront?.addToCart === 'function');
  expect(await page.evaluate((sku) => window.storefront?.addToCart(sku), product.sku)).toBe(true);
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Your cart (1 item)' })).toBeVisible();
  await page.goto(siteUrl('jrau', '/checkout'));
  await expect(page.locator('#checkout-step-heading')).toBeVisible();
  await expectHead(`Checkout | ${brand}`);
});

test('jrau: a 2,000-character search says it is too long, and neither echoes nor sends it', async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/bff/products/search')) searches.push(request.url());
  });
  const long = 'resistor '.repeat(223).slice(0, 2000);
  await page.goto(siteUrl('jrau', `/search?q=${encodeURIComponent(long)}`));
  await expect(page.getByRole('alert').filter({ hasText: 'Your search is too long' })).toHaveText(
    'Your search is too long; use at most 200 characters',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  await expect(page).toHaveTitle('Search | Jolt Components');
  expect(searches).toEqual([]);
  // The search box takes no more than the shop answers.
  expect(await page.getByRole('combobox', { name: 'Search products' }).getAttribute('maxlength')).toBe('200');
});
