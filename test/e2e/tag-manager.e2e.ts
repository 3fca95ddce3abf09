import { findProduct } from './checkout-support';
import { type OwnServer, startOwnServer } from './own-server';
import { expect, siteUrl, test } from './support';

/**
 * The site's tag manager and the dataLayer overlay, on a server of their own started with TAG_MANAGER_JRAU and
 * DEV_DATALAYER=1, beside the default server of every other browser test (which has neither). The tag
 * manager's script is answered here by a few lines that note what they found, so nothing leaves the machine.
 */
const CONTAINER = 'GTM-E2ETEST';
const GTM_SCRIPT = `https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`;
let server: OwnServer | undefined;
const configuredUrl = (path: string) => server!.url(path);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({ TAG_MANAGER_JRAU: CONTAINER, DEV_DATALAYER: '1' }, 'tags');
});

test.afterAll(async () => {
  await server?.stop();
});

test('a default page loads no tag manager and shows no dataLayer overlay', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).hostname.endsWith('localhost')) thirdParty.push(request.url());
  });
  await page.goto(siteUrl('jrau', '/'));
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  await page.waitForTimeout(500);
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  expect(thirdParty).toEqual([]);
  await expect(page.getByRole('button', { name: /^dataLayer/ })).toHaveCount(0);
});

test('a site with a container loads its tag manager after the page answers, and it finds the pushes made before it', async ({ page }) => {
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `window.__tagManager = {
        id: new URL(document.currentScript.src).searchParams.get('id'),
        interactive: document.documentElement.dataset.ready !== undefined,
        loaded: document.readyState === 'complete',
        events: window.dataLayer.map((entry) => entry.event).filter(Boolean),
        layer: window.dataLayer,
      };`,
    }),
  );
  // A push made before the tag manager comes (as a vendor's inline tag might): it must find it.
  await page.addInitScript(() => {
    const view = window as unknown as { dataLayer?: unknown[] };
    (view.dataLayer ??= []).push({ event: 'pushed_before' });
  });
  await page.goto(configuredUrl('/'));
  await expect.poll(() => page.evaluate(() => (window as unknown as { __tagManager?: unknown }).__tagManager ?? null)).not.toBeNull();
  const seen = (await page.evaluate(() => (window as unknown as { __tagManager: unknown }).__tagManager)) as {
    id: string;
    interactive: boolean;
    loaded: boolean;
    events: string[];
  };
  expect(seen.id).toBe(CONTAINER);
  expect(seen.interactive).toBe(true);
  expect(seen.loaded).toBe(true);
  // The pushes made before it came are in the same array, in order, then its own start event.
  expect(seen.events[0]).toBe('pushed_before');
  expect(seen.events.at(-1)).toBe('gtm.js');
  // And the shop's later pushes land in the very array it holds.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const view = window as unknown as { dataLayer: Array<{ event?: string }>; __tagManager: { layer: unknown } };
        return view.__tagManager.layer === view.dataLayer && view.dataLayer.some((entry) => entry.event === 'page_load');
      }),
    )
    .toBe(true);
  const script = page.locator(`script[src="${GTM_SCRIPT}"]`);
  await expect(script).toHaveCount(1);
  expect(await script.evaluate((element) => (element as HTMLScriptElement).async)).toBe(true);
});

test('the dataLayer overlay lists an add_to_cart push with its payload', async ({ page }) => {
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'application/javascript', body: '' }));
  await page.goto(configuredUrl('/'));
  const product = await findProduct(page, 'jrau');
  await page.goto(configuredUrl(`/p/${product.slug}`));
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('dialog', { name: /Your cart/ })).toBeVisible();
  await page.keyboard.press('Escape');
  const toggle = page.getByRole('button', { name: /^dataLayer \(\d+\)$/ });
  await toggle.click();
  const panel = page.getByRole('region', { name: 'dataLayer pushes' });
  await expect(panel).toBeVisible();
  const push = panel.locator('summary', { hasText: 'add_to_cart' }).first();
  await expect(push).toBeVisible();
  await push.click();
  await expect(panel.locator('pre').first()).toContainText(product.sku);
  await page.screenshot({ path: test.info().outputPath('datalayer-overlay.png') });
});
