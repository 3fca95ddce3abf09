import type { Page } from '@playwright/test';
import { newCustomer, signUpFromSignInPage } from './account-support';
import { expect, test, type SiteCode, eventNames, expectAccessible, siteUrl } from './support';

/** The parts table as the shopper reads it: name, quantity and whether it says In stock. */
async function partsOf(page: Page): Promise<Array<{ name: string; quantity: number; inStock: boolean }>> {
  const rows = page.getByRole('table').getByRole('row');
  const parts: Array<{ name: string; quantity: number; inStock: boolean }> = [];
  for (let i = 1; i < (await rows.count()); i++) {
    const cells = rows.nth(i).getByRole('cell');
    parts.push({
      name: (await rows.nth(i).getByRole('rowheader').innerText()).trim(),
      quantity: Number(await cells.nth(1).innerText()),
      inStock: (await cells.nth(2).innerText()).trim() === 'In stock',
    });
  }
  return parts;
}

for (const site of ['jrau', 'rtau'] as SiteCode[]) {
  test(`${site}: a Makerhub project reached from the home page adds its whole parts list to the cart in one go`, async ({ page }) => {
    await page.goto(siteUrl(site, '/'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Makerhub', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Makerhub' })).toBeVisible();
    const latest = page.locator('section.cb-projects', { has: page.getByRole('heading', { name: 'Latest projects' }) });
    const first = latest.getByRole('heading', { level: 3 }).first().getByRole('link');
    const title = (await first.innerText()).trim();
    await first.click();

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Difficulty')).toBeVisible();
    await expect(page.getByText('Time', { exact: true })).toBeVisible();
    const steps = page.getByRole('region', { name: 'Steps' }).getByRole('listitem');
    expect(await steps.count()).toBeGreaterThanOrEqual(3);
    await expect(steps.first().getByRole('img')).toHaveJSProperty('complete', true);
    expect(
      await steps
        .first()
        .getByRole('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await expectAccessible(page, `${site} project page`);

    const parts = await partsOf(page);
    expect(parts.length).toBeGreaterThan(0);
    let requests = 0;
    page.on('request', (request) => {
      if (/\/api\/bff\/(projects\/[^/]+\/add-to-cart|cart\/add)$/.test(new URL(request.url()).pathname)) requests += 1;
    });
    await page.getByRole('button', { name: 'Add all to cart' }).click();

    const cart = page.getByRole('dialog', { name: /Your cart/ });
    await expect(cart).toBeVisible();
    const result = page.getByRole('region', { name: 'Parts list' }).locator('.mh-result');
    await expect(result).toBeVisible();
    const skippedText = (await result.innerText()).split('\n');
    for (const part of parts.filter((p) => p.inStock)) {
      // A part in stock goes in with its quantity, unless the stock or its order limit allowed fewer: then the
      // page names it with how many went in ("Only 2 of 3 in stock", "Order limit reached: 1 of 3 added").
      const skipped = skippedText.find((line) => line.startsWith(`${part.name}:`));
      const quantity = cart.getByRole('group', { name: `Quantity of ${part.name}` }).locator('output');
      const some = skipped?.match(/(\d+) of \d+/);
      if (skipped && !some) await expect(quantity).toHaveCount(0);
      else await expect(quantity).toHaveText(String(some ? Number(some[1]) : part.quantity));
    }
    expect(requests).toBe(1);
    await expect.poll(() => eventNames(page)).toContain('add_to_cart');
  });

  test(`${site}: the article listing pages through the articles and an article shows its sections and related products`, async ({ page }) => {
    await page.goto(siteUrl(site, '/makerhub'));
    await page.getByRole('navigation').getByRole('link', { name: 'Articles', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Article pages' });
    await expect(pages.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expectAccessible(page, `${site} article listing`);
    const status = await pages.getByText(/^Page 1 of \d+$/).innerText();
    const total = Number(status.match(/of (\d+)/)![1]);
    if (total > 1) {
      await pages.getByRole('link', { name: 'Next page' }).click();
      await expect(page).toHaveURL(/\?page=2$/);
      await expect(pages.getByText(`Page 2 of ${total}`)).toBeVisible();
      await expect(pages.getByRole('link', { name: 'Previous page' })).toBeVisible();
    }
    const article = page.locator('.cb-project').first().getByRole('link');
    const title = (await article.innerText()).trim();
    await article.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.mh-article__section').first()).toBeVisible();
    expect(await page.locator('.mh-article__section').count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('heading', { name: 'Related products' })).toBeVisible();
    await expectAccessible(page, `${site} article page`);
  });
}

for (const site of ['jrau', 'rtau'] as SiteCode[]) {
  test(`${site}: a guest saves a project's parts as a project list through sign-up, and bookmarks the project from its page`, async ({ page }) => {
    await page.goto(siteUrl(site, '/makerhub/projects'));
    const link = page.locator('.cb-project').first().getByRole('heading', { level: 3 }).getByRole('link');
    const title = (await link.innerText()).trim();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('table').getByRole('rowheader').first()).toBeVisible();
    const parts = await partsOf(page);
    expect(parts.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Save as project list' }).click();
    await signUpFromSignInPage(page, newCustomer(site));

    // Back on the project's page, the parts are saved once and the address no longer asks for it.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const saved = page.getByText('Saved as your project list');
    await expect(saved).toBeVisible();
    await expect(page).not.toHaveURL(/saveParts/);
    await expect.poll(() => eventNames(page)).toEqual(expect.arrayContaining(['create_list', 'add_to_list']));

    await page.getByRole('button', { name: `Bookmark ${title}` }).click();
    await expect(page.getByRole('button', { name: `Bookmarked ${title}` })).toHaveAttribute('aria-pressed', 'true');

    await saved.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^Project list ·/)).toBeVisible();
    const lines = page.getByRole('list', { name: `Products in ${title}` }).getByRole('listitem');
    await expect(lines).toHaveCount(parts.length);
    for (const part of parts) await expect(page.getByLabel(`How many of ${part.name}`)).toHaveValue(String(part.quantity));

    await page.getByRole('button', { name: /^Hello/ }).click();
    await page.getByRole('link', { name: 'Saved projects' }).click();
    await expect(page.getByRole('list', { name: 'Saved projects' }).getByRole('link', { name: title })).toBeVisible();
  });
}
