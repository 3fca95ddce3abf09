import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, siteUrl, test } from './support';

/**
 * A product page shows the product's pictures: the first large, and a button per picture that shows it
 * instead, by mouse or keyboard, without moving the page. Pictures come as AVIF (Chromium takes it) drawn
 * at a width of the source set, and the first one is the one the document preloads.
 */

async function firstProductPath(page: Page): Promise<string> {
  await page.goto(siteUrl('jrau', '/'));
  const href = await page.locator('main a[href^="/p/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

/** The main picture's address as the browser chose it. */
const chosen = (main: Locator): Promise<string> => main.evaluate((img: HTMLImageElement) => img.currentSrc);
const decoded = (main: Locator): Promise<number> => main.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

test('the product gallery switches the main picture from its thumbnails, by click and by keyboard', async ({ page }) => {
  const path = await firstProductPath(page);
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/img/products/')) pictures.push(request.url());
  });
  await page.goto(siteUrl('jrau', path));
  const gallery = page.locator('.product-gallery');
  const main = gallery.locator('.product-gallery__main img');
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await expect(main).toHaveAttribute('alt', title);
  await expect.poll(() => decoded(main)).toBeGreaterThan(0);
  const first = await chosen(main);
  expect(first).toMatch(/\/img\/products\/[A-Za-z0-9]+\.svg\?format=avif&width=\d+$/);
  // The preloaded picture is the one the gallery shows: no second fetch of another variant.
  const preloaded = await page.locator('link[rel="preload"][as="image"]').getAttribute('imagesrcset');
  expect(preloaded?.split(', ').map((entry) => entry.split(' ')[0])).toContain(first);
  expect(pictures.filter((url) => !url.includes('format=avif'))).toEqual([]);

  const thumbs = gallery.getByRole('button', { name: /picture \d of 3/ });
  await expect(thumbs).toHaveCount(3);
  await expect(thumbs.nth(0)).toHaveAttribute('aria-pressed', 'true');
  const box = await main.boundingBox();

  await thumbs.nth(1).click();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(thumbs.nth(0)).toHaveAttribute('aria-pressed', 'false');
  await expect(main).toHaveAttribute('alt', `${title}: a close-up`);
  await expect.poll(() => chosen(main)).toMatch(/-2\.svg\?format=avif&width=\d+$/);
  await expect.poll(() => decoded(main)).toBeGreaterThan(0);
  expect(await main.boundingBox()).toEqual(box);

  // Keyboard: Tab to the next thumbnail and press Enter.
  await thumbs.nth(1).focus();
  await page.keyboard.press('Tab');
  await expect(thumbs.nth(2)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(main).toHaveAttribute('alt', `${title}: the product in its pack`);
  await expect.poll(() => chosen(main)).toMatch(/-3\.svg\?format=avif&width=\d+$/);
  expect(await main.boundingBox()).toEqual(box);

  await expectAccessible(page, 'product gallery');
});

test('a listing tile offers its picture as AVIF and WebP source sets, and loads the rows below the fold lazily', async ({ page }) => {
  await page.goto(siteUrl('jrau', '/'));
  const category = await page.locator('main a[href^="/c/"]').first().getAttribute('href');
  await page.goto(siteUrl('jrau', category!));
  const tile = page.locator('.product-tile').first();
  const sources = tile.locator('picture source');
  await expect(sources).toHaveCount(2);
  await expect(sources.nth(0)).toHaveAttribute('type', 'image/avif');
  await expect(sources.nth(1)).toHaveAttribute('type', 'image/webp');
  expect(await sources.nth(0).getAttribute('srcset')).toMatch(/format=avif&width=100 100w, .*format=avif&width=1000 1000w$/);
  const img = tile.locator('img');
  await expect(img).toHaveAttribute('width', '300');
  await expect(img).toHaveAttribute('height', '300');
  await expect(img).toHaveAttribute('loading', 'eager');
  await expect(page.locator('.product-tile img').last()).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/format=avif&width=\d+$/);
});
