import type { Page } from '@playwright/test';
import { E2E_OPS_TOKEN } from './global-setup';
import { addToCart, findProduct } from './checkout-support';
import { expect, siteUrl, test } from './support';

/**
 * Spec §9 Analytics and Retries: the marketing-messaging service's add-to-cart and remove-from-cart reach the
 * shop's server and outlive the page they happened on, whatever the page's own requests managed to do. The
 * page's fetch (or its beacon) is cut off by a test script in the page, so what arrives can only have come
 * the other way; the operator's listing (GET /bff/ops/marketing/events) says what the server kept.
 */

/** The tab's anonymous id, from its session (spec §7 GET /api/auth/session, with the page's cookies). */
async function anonymousIdOf(page: Page): Promise<string> {
  const session = (await page.evaluate(() => fetch('/api/auth/session').then((res) => res.json()))) as { data?: { anonymousId?: string } };
  const id = session.data?.anonymousId;
  if (!id) throw new Error(`no anonymous id in the session: ${JSON.stringify(session)}`);
  return id;
}

/** What the server kept for that shopper: event name and sku, in order. */
async function kept(page: Page, anonymousId: string): Promise<string[]> {
  if (!page.url().startsWith(siteUrl('jrau', '/'))) await page.goto(siteUrl('jrau', '/api/health'));
  const { status, events } = await page.evaluate(
    async ({ id, key }) => {
      const res = await fetch(`/api/bff/ops/marketing/events?anonymousId=${encodeURIComponent(id)}`, { headers: { 'x-ops-token': key } });
      return { status: res.status, events: res.ok ? ((await res.json()) as { events: Array<{ name: string; sku: string }> }).events : [] };
    },
    { id: anonymousId, key: E2E_OPS_TOKEN },
  );
  expect(status).toBe(200);
  return events.map((event) => `${event.name} ${event.sku}`);
}

/** The page's unsent marketing batch (session storage). */
const unsent = (page: Page): Promise<number> =>
  page.evaluate(() => (JSON.parse(sessionStorage.getItem('marketingOutbox') ?? '[]') as unknown[]).length);

test('marketing events sent only by beacon survive a navigation and the page closing', async ({ browser }) => {
  const context = await browser.newContext();
  // Every fetch of marketing events fails: only the beacon sent as a page is hidden or left gets through.
  await context.addInitScript(() => {
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).includes('/api/bff/marketing/events')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : fetch(input, init);
  });
  const page = await context.newPage();
  await page.goto(siteUrl('jrau', '/'));
  const product = await findProduct(page, 'jrau');
  const cart = await addToCart(page, 'jrau', product);
  await expect(cart).toBeVisible();
  await expect.poll(() => unsent(page)).toBe(1);
  const anonymousId = await anonymousIdOf(page);

  // Another page: leaving the product page beacons the batch; the home page takes the product out again.
  await page.goto(siteUrl('jrau', '/'));
  await page.waitForFunction(() => document.documentElement.dataset.ready !== undefined);
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  await page
    .getByRole('dialog', { name: /Your cart/ })
    .getByRole('button', { name: `Remove ${product.title}` })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await expect.poll(() => unsent(page)).toBe(2);
  await page.close({ runBeforeUnload: true });

  const checker = await browser.newPage();
  await expect.poll(() => kept(checker, anonymousId), { timeout: 15_000 }).toEqual([`add-to-cart ${product.sku}`, `remove-from-cart ${product.sku}`]);
  await checker.close();
  await context.close();
});

test('a batch the page could not send at all goes from the next page of the tab', async ({ browser }) => {
  const context = await browser.newContext();
  // On product pages nothing of marketing leaves the page: neither fetch nor beacon.
  await context.addInitScript(() => {
    if (!location.pathname.startsWith('/p/')) return;
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).includes('/api/bff/marketing/events')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : fetch(input, init);
    navigator.sendBeacon = () => false;
  });
  const page = await context.newPage();
  await page.goto(siteUrl('jrau', '/'));
  const product = await findProduct(page, 'jrau');
  await addToCart(page, 'jrau', product);
  await expect.poll(() => unsent(page)).toBe(1);
  const anonymousId = await anonymousIdOf(page);
  expect(await kept(page, anonymousId)).toEqual([]);

  await page.goto(siteUrl('jrau', '/'));
  await expect.poll(() => kept(page, anonymousId), { timeout: 15_000 }).toEqual([`add-to-cart ${product.sku}`]);
  // Acknowledged, it leaves the tab's storage.
  await expect.poll(() => unsent(page)).toBe(0);
  await context.close();
});
