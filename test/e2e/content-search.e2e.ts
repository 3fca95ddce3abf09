import type { Page } from '@playwright/test';
import { expect, expectAccessible, siteUrl, type SiteCode, test } from './support';

/**
 * The site search also lists the site's own Makerhub articles and projects, in a section of their own
 * whose links open the article's page.
 */
const CASES: ReadonlyArray<{ site: SiteCode; search: string; title: string; foreign: string }> = [
  { site: 'jrau', search: 'soldering', title: 'Soldering 101: Clean Joints Every Time', foreign: 'Marine Radio Basics' },
  { site: 'rtau', search: 'marine radio', title: 'Marine Radio Basics', foreign: 'Soldering 101: Clean Joints Every Time' },
];

async function searchFromHeader(page: Page, words: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Search products' }).fill(words);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(words).replace(/%20/g, '(%20|\\+)')}`));
}

const makerhubSection = (page: Page) => page.getByRole('region', { name: 'From the Makerhub' });

for (const c of CASES) {
  test(`${c.site}: a search from the header lists the Makerhub article, and its link opens the article`, async ({ page }) => {
    await page.goto(siteUrl(c.site, '/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await searchFromHeader(page, c.search);

    const section = makerhubSection(page);
    await expect(section.getByRole('heading', { level: 2, name: 'From the Makerhub' })).toBeVisible();
    const item = section.getByRole('listitem').filter({ has: page.getByRole('link', { name: c.title }) });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Article');
    await expect(item).toContainText('Beginner');
    await expect(section.getByRole('link', { name: c.foreign })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /results? for|No products for/ })).toBeVisible();
    await expectAccessible(page, `${c.site} search with Makerhub results`);

    await section.getByRole('link', { name: c.title }).click();
    await expect(page).toHaveURL(/\/makerhub\/articles\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  });
}

test('jrau: words only a project holds show the Makerhub section and never claim nothing was found', async ({ page }) => {
  await page.goto(siteUrl('jrau', '/search?q=basil'));
  const status = page.getByRole('status').filter({ hasText: /basil/ });
  await expect(status).toHaveText(/^No products for “basil”, but 1 Makerhub article or project below$/);
  await expect(status).not.toHaveText(/No results/);
  await expect(makerhubSection(page).getByRole('link', { name: 'Plant Moisture Alarm' })).toBeVisible();
  await expectAccessible(page, 'jrau search with Makerhub results only');

  await page.goto(siteUrl('jrau', '/search?q=qwertyuiop'));
  await expect(page.getByRole('status').filter({ hasText: /qwertyuiop/ })).toHaveText('No results for “qwertyuiop”');
  await expect(makerhubSection(page)).toHaveCount(0);
});
