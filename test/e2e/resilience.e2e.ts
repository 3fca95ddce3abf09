import type { Page } from '@playwright/test';
import { expect, siteUrl, test } from './support';

/**
 * A server blip, a deploy and an outage, as the shopper meets them. The shared e2e server keeps running:
 * the page's own requests are cut off (page.route), so other tests are not disturbed.
 */
const UNREACHABLE = "We can't reach the shop right now";

const cutOff = (page: Page) => page.route('**/*', (route) => route.abort('internetdisconnected'));
const reconnect = (page: Page) => page.unrouteAll({ behavior: 'wait' });

async function openHome(page: Page) {
  await page.goto(siteUrl('jrau', '/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function aProduct(page: Page): Promise<{ slug: string; title: string }> {
  // Node does not resolve *.localhost as Chromium does: the browser asks.
  await page.goto(siteUrl('jrau', '/'));
  const { products } = await page.evaluate(
    async () => (await fetch('/api/bff/products/search?q=battery')).json() as Promise<{ products: Array<{ slug: string; title: string }> }>,
  );
  const product = products[0];
  if (!product) throw new Error('the seeded catalog has no battery');
  return product;
}

test.describe('a server blip never leaves a white page', () => {
  test('a page whose code has not loaded yet says the shop cannot be reached, and Retry loads it once the server is back', async ({ page }) => {
    await openHome(page);
    await cutOff(page);
    await page.getByRole('combobox', { name: 'Search products' }).fill('battery');
    await page.getByRole('combobox', { name: 'Search products' }).press('Enter');
    const problem = page.getByRole('alert').filter({ hasText: UNREACHABLE });
    await expect(problem).toBeVisible();
    await expect(problem.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
    await reconnect(page);
    await problem.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Search results for/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d+ results? for/ })).toBeVisible();
  });

  test('a drawer whose code has not loaded yet says so with a Retry, and opens once the server is back', async ({ page }) => {
    await openHome(page);
    await cutOff(page);
    await page.getByRole('button', { name: /^Cart, / }).click();
    const problem = page.getByRole('alert').filter({ hasText: UNREACHABLE });
    await expect(problem).toBeVisible();
    await reconnect(page);
    await problem.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('dialog', { name: /Your cart/ })).toBeVisible();
  });

  test('a file of an older build that the server no longer has reloads the page once, then asks the shopper', async ({ page }) => {
    await openHome(page);
    let loads = 0;
    page.on('load', () => (loads += 1));
    // As after a deploy: the page names a search page file the server no longer has.
    await page.route(/\/assets\/search-page-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await page.getByRole('combobox', { name: 'Search products' }).fill('battery');
    await page.getByRole('combobox', { name: 'Search products' }).press('Enter');
    const problem = page.getByRole('alert').filter({ hasText: 'The shop has been updated' });
    await expect(problem).toBeVisible();
    await expect(problem.getByRole('button', { name: 'Reload' })).toBeVisible();
    // One reload for the missing file, and no more: no reload loop.
    expect(loads).toBe(1);
    await page.waitForTimeout(500);
    expect(loads).toBe(1);
  });
});

/**
 * Moves to a page the way the shop's links do, in place: the browser then reads the page's data itself (a page
 * loaded from the address bar comes with its data, read by the server).
 */
async function openInPlace(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('an outage is not a missing product', () => {
  test('a product page tells a 503, a network failure and a 404 apart, and Retry shows the product', async ({ page }) => {
    const product = await aProduct(page);
    let answer: 'down' | 'unreachable' | 'gone' | 'up' = 'down';
    await page.route('**/api/bff/products/listBySlugIds**', (route) => {
      if (answer === 'down')
        return route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 503, message: 'Service Unavailable' }),
        });
      if (answer === 'unreachable') return route.abort('internetdisconnected');
      if (answer === 'gone')
        return route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ statusCode: 404, message: 'Not Found' }) });
      return route.continue();
    });
    await page.goto(siteUrl('jrau', '/'));
    await openInPlace(page, `/p/${encodeURIComponent(product.slug)}`);
    const failed = page.getByRole('alert');
    await expect(failed).toContainText('Something went wrong on our side (Service Unavailable). Please try again.');
    await expect(page.getByRole('heading', { name: 'Product not found' })).toHaveCount(0);

    answer = 'unreachable';
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('alert').filter({ hasText: UNREACHABLE })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Product not found' })).toHaveCount(0);

    answer = 'up';
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();

    answer = 'gone';
    await openInPlace(page, '/store-finder');
    await expect(page.getByRole('heading', { level: 1, name: 'Store finder' })).toBeVisible();
    await openInPlace(page, `/p/${encodeURIComponent(product.slug)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });

  test('a search tells a 503 from a network failure, and Retry shows the results', async ({ page }) => {
    let answer: 'down' | 'unreachable' | 'up' = 'down';
    await page.route('**/api/bff/products/search**', (route) => {
      if (answer === 'down')
        return route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 503, message: 'Service Unavailable' }),
        });
      if (answer === 'unreachable') return route.abort('internetdisconnected');
      return route.continue();
    });
    await page.goto(siteUrl('jrau', '/'));
    await openInPlace(page, '/search?q=battery');
    await expect(page.getByRole('alert')).toContainText('Something went wrong on our side (Service Unavailable). Please try again.');
    answer = 'unreachable';
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('alert').filter({ hasText: UNREACHABLE })).toBeVisible();
    answer = 'up';
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('status').filter({ hasText: /\d+ results? for/ })).toBeVisible();
  });
});
