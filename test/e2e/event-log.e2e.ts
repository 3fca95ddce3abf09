import { readFileSync } from 'node:fs';
import { fillContact, stepHeading } from './checkout-support';
import { type OwnServer, startOwnServer } from './own-server';
import { expect, siteUrl, test } from './support';

/**
 * The developer's event log (DEV_EVENTLOG=1), on a server of its own: a shopper's log exported from one browser and
 * loaded into a fresh one shows the same cart, compare list and checkout step; stepping back moves every view, and
 * Live gives the fresh browser its own shop back. The shared e2e server (no dev features) shows no panel.
 */
let server: OwnServer | undefined;
const url = (path: string) => server!.url(path);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({ DEV_EVENTLOG: '1' }, 'eventlog');
});

test.afterAll(async () => {
  await server?.stop();
});

test('a default page has no event log panel', async ({ page }) => {
  await page.goto(siteUrl('jrau', '/'));
  await expect(page.locator('html[data-ready]')).toBeAttached();
  await page.waitForTimeout(300);
  await expect(page.getByRole('button', { name: /^Event log/ })).toHaveCount(0);
});

test('a log exported in one browser and loaded into a fresh one shows the same cart, compare list and checkout step', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  // The shopper: two products to compare from a search, one in the cart, checkout's delivery step.
  await page.goto(url('/search?q=cable'));
  await expect(page.locator('html[data-ready]')).toBeAttached();
  const cards = page.locator('main article');
  const compared = [await cards.nth(0).getByRole('heading').first().innerText(), await cards.nth(1).getByRole('heading').first().innerText()];
  await cards.nth(0).getByRole('button', { name: 'Compare' }).click();
  await cards.nth(1).getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByRole('link', { name: /Compare \(2\)/ })).toBeVisible();
  await cards.nth(2).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/p\//);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  const cart = page.getByRole('dialog', { name: /Your cart/ });
  await expect(cart).toBeVisible();
  const bought = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await cart.getByRole('link', { name: 'Checkout' }).click();
  await expect(stepHeading(page)).toContainText('Contact details');
  await fillContact(page, 'jrau');
  await expect(stepHeading(page)).toContainText('Delivery');

  await page.getByRole('button', { name: /^Event log/ }).click();
  const panel = page.getByRole('region', { name: 'Event log' });
  await expect(panel.getByRole('status')).toContainText('Live:');
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Export' }).click()]);
  const file = testInfo.outputPath('event-log.json');
  await download.saveAs(file);
  // Nothing in the file opens the shopper's session.
  expect(readFileSync(file, 'utf8')).not.toMatch(/"(accessToken|token)":\s*"(?!\[removed\])/);

  // Another browser: its own empty cart and compare list, until the log is loaded.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(url('/'));
  await expect(other.locator('html[data-ready]')).toBeAttached();
  await expect(other.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await other.getByRole('button', { name: /^Event log/ }).click();
  const loaded = other.getByRole('region', { name: 'Event log' });
  await loaded.getByLabel('Load a log').setInputFiles(file);
  await expect(loaded.getByRole('status')).toContainText('Loaded event-log.json');
  await expect(other).toHaveURL(/\/checkout$/);
  await expect(stepHeading(other)).toContainText('Delivery');
  await expect(other.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(other.getByRole('region', { name: 'Order summary' })).toContainText(bought);
  for (const title of compared) await expect(other.getByText(title).first()).toBeAttached();
  await expect(other.getByRole('link', { name: /Compare \(2\)/ })).toBeAttached();

  // Back to before the checkout: the page and every view follow.
  const earlier = loaded.getByRole('button', { name: 'Earlier' });
  while (/\/checkout$/.test(new URL(other.url()).pathname)) await earlier.click();
  await expect(other).toHaveURL(/\/p\//);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(bought);
  // Further back, the search the shopper made, with its words.
  while (new URL(other.url()).pathname !== '/search') await earlier.click();
  await expect(other).toHaveURL(/\/search\?q=cable$/);
  await expect(other.getByRole('heading', { level: 1 })).toContainText('cable');

  // Live: the fresh browser's own shop again.
  await loaded.getByRole('button', { name: 'Live', exact: true }).click();
  await expect(other.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(other.getByRole('link', { name: /Compare \(2\)/ })).toHaveCount(0);
  await context.close();
});
