import { type APIRequestContext, request } from '@playwright/test';
import { type OwnServer, startOwnServer } from './own-server';
import { expect, siteUrl, test } from './support';

/**
 * The second analytics sink, chosen by settings alone: a shop started with ANALYTICS_SINKS=beacon sends the shop's
 * events to its own collector (POST /api/bff/analytics/events) and pushes nothing onto GA4's dataLayer; the
 * operator reads what was collected (OPS_TOKEN). The default server of the other browser tests keeps GA4's.
 */
const OPS = 'ops-token-for-analytics-e2e';
let server: OwnServer | undefined;
let api: APIRequestContext | undefined;

/** The site is told by the Host header; the server listens on loopback. */
const operatorGet = (path: string, site: 'jrau' | 'jrnz', headers: Record<string, string> = {}) =>
  api!.get(`http://127.0.0.1:${server!.port}${path}`, { headers: { host: `${site}.localhost:${server!.port}`, ...headers } });

interface Kept {
  readonly id: string;
  readonly type: string;
  readonly userStatus: string;
  readonly data: Record<string, unknown>;
}

const collected = async (site: 'jrau' | 'jrnz' = 'jrau'): Promise<Kept[]> => {
  const answer = await operatorGet('/api/bff/ops/analytics/events?limit=500', site, { 'x-ops-token': OPS });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { events: Kept[] }).events;
};
const typesOf = async (site?: 'jrau' | 'jrnz') => (await collected(site)).map((event) => event.type);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({ ANALYTICS_SINKS: 'beacon', OPS_TOKEN: OPS }, 'analytics');
  api = await request.newContext();
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

test('a shop set to its own collector records a visit there, what still waits sent as the page goes, and GA4 hears nothing', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(server!.url('/search?q=cable'));
  await expect(page.locator('html[data-ready]')).toBeAttached();
  const cards = page.locator('main article');
  await cards.nth(0).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/p\//);
  const sku = new URL(page.url()).pathname.split('/').at(-1);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('dialog', { name: /Your cart/ })).toBeVisible();

  // A batch waits a few seconds for company, so these are still in the tab's outbox: closing the page sends them.
  const pushed = await page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).length);
  expect(pushed, 'GA4’s dataLayer is not one of this shop’s sinks').toBe(0);
  await page.close({ runBeforeUnload: true });

  await expect
    .poll(typesOf, { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['pageViewed', 'searchResultsViewed', 'productViewed', 'cartLinesAdded']));
  const events = await collected();
  // The shop's words, amounts in cents: the line added names the product the shopper was on.
  const added = events.find((event) => event.type === 'cartLinesAdded');
  expect(JSON.stringify(added?.data)).toContain(String(sku));
  expect(events.every((event) => event.userStatus === 'Anonymous')).toBe(true);
  // Each event once, however it travelled (a fetch, a beacon, the next page).
  expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
  // The priority events lead (spec §9): the first page's view before its search results.
  const types = events.map((event) => event.type);
  expect(types.indexOf('pageViewed')).toBeLessThan(types.indexOf('searchResultsViewed'));
  // Another site's collector has none of it.
  expect(await typesOf('jrnz')).toEqual([]);
});

test('a page names the sinks its server is set to, a default server’s pages name none, and the listing needs the operator’s key', async ({
  page,
}) => {
  expect((await operatorGet('/api/bff/ops/analytics/events', 'jrau')).status()).toBe(404);
  await page.goto(server!.url('/'));
  await expect(page.locator('meta[name="storefront:analytics"]')).toHaveAttribute('content', 'beacon');
  await page.goto(siteUrl('jrau', '/'));
  await expect(page.locator('html[data-ready]')).toBeAttached();
  await expect(page.locator('meta[name="storefront:analytics"]')).toHaveCount(0);
});
