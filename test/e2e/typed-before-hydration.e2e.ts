import type { Page } from '@playwright/test';
import { newCustomer } from './account-support';
import { findProduct } from './checkout-support';
import { expect, type SiteCode, siteUrl, test } from './support';

/**
 * On a slow phone a shopper types into a field as soon as it shows, before the page's code has taken it over
 * (issue 20). With the CPU four times slower, what they typed stays and counts: the form acts on it.
 */

async function slowPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Opens the address as a full load and returns at once, without waiting for the page to be taken over. */
async function open(page: Page, url: string): Promise<void> {
  await page.evaluate((href) => window.location.assign(href), url);
}

const takenOver = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.ready !== undefined, undefined, { timeout: 30_000 });

for (const site of ['jrau', 'jrnz'] as const satisfies readonly SiteCode[]) {
  test(`${site}: an email typed at once into the sign-in form is kept and enables Continue`, async ({ page }) => {
    await page.goto(siteUrl(site, '/api/health'));
    await slowPhone(page);
    await open(page, siteUrl(site, '/api/auth/signin?callbackUrl=%2F'));
    const email = page.locator('#signin-email');
    await email.waitFor({ state: 'visible', timeout: 30_000 });
    await email.fill('maker@example.com');
    await takenOver(page);
    await expect(email).toHaveValue('maker@example.com');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  test(`${site}: a sign-up form filled before the page is taken over creates the account with what was typed`, async ({ page }) => {
    test.setTimeout(90_000);
    const who = newCustomer(site);
    await page.goto(siteUrl(site, '/api/health'));
    await slowPhone(page);
    await open(page, siteUrl(site, '/sign-up?callbackUrl=%2F'));
    // The server renders the form: it shows, and takes typing, before the page's code runs.
    const email = page.locator('#signup-email');
    await email.waitFor({ state: 'visible', timeout: 30_000 });
    await email.fill(who.email);
    await page.locator('#signup-firstName').fill(who.firstName);
    await page.locator('#signup-lastName').fill(who.lastName);
    await page.locator('#signup-password').fill(who.password);
    await takenOver(page);
    await expect(email).toHaveValue(who.email);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('button', { name: `Hello ${who.firstName}` })).toBeVisible({ timeout: 30_000 });
  });

  test(`${site}: a search typed at once into the header's box is the search made`, async ({ page }) => {
    await page.goto(siteUrl(site, '/api/health'));
    await slowPhone(page);
    await open(page, siteUrl(site, '/'));
    const box = page.locator('#site-search');
    await box.waitFor({ state: 'visible', timeout: 30_000 });
    await box.fill('servo');
    await takenOver(page);
    await expect(box).toHaveValue('servo');
    await box.press('Enter');
    await expect(page).toHaveURL(siteUrl(site, '/search?q=servo'));
  });
}

test('jrau: "Add to cart" pressed while the page\'s code is still on its way adds the product once the page answers', async ({ page }) => {
  const product = await findProduct(page, 'jrau');
  // The product page's own code is held back, as on a slow line: the server's page shows, its buttons do not answer yet.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/product-page-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(siteUrl('jrau', `/p/${product.slug}`), { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBeUndefined();
  release();
  await takenOver(page);
  const cart = page.getByRole('dialog', { name: /Your cart \(1 item\)/ });
  await expect(cart).toBeVisible();
  await expect(cart.getByRole('link', { name: product.title })).toBeVisible();
  // The form was never sent to the page itself: no reload, no query in the address.
  await expect(page).toHaveURL(siteUrl('jrau', `/p/${product.slug}`));
});
