import { newCustomer, signUpFromHeader } from './account-support';
import { expect, expectAccessible, type SiteCode, test } from './support';

/** Issue 11 item 2: project bookmarks from the Makerhub to My Account, on both brands. */
for (const site of ['jrau', 'rtau'] as const satisfies readonly SiteCode[]) {
  test(`${site}: a customer bookmarks a project from the Makerhub, sees it under Saved projects, moves it along and removes it`, async ({ page }) => {
    await signUpFromHeader(page, site, newCustomer(site));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Makerhub' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Makerhub' })).toBeVisible();
    await expectAccessible(page, 'Makerhub home');
    await page.getByRole('link', { name: 'All projects' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(page.locator('.cb-project').first()).toBeVisible();
    await expectAccessible(page, 'project listing');

    const tile = page.locator('.cb-project').first();
    const title = (await tile.getByRole('heading', { level: 3 }).innerText()).trim();
    const bookmark = tile.getByRole('button', { name: `Bookmark ${title}` });
    await bookmark.click();
    await expect(tile.getByRole('button', { name: `Bookmarked ${title}` })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: /^Hello/ }).click();
    await page.getByRole('link', { name: 'Saved projects' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Saved projects' })).toBeVisible();
    const saved = page.getByRole('list', { name: 'Saved projects' }).getByRole('listitem');
    await expect(saved).toHaveCount(1);
    await expect(saved.getByRole('link', { name: title })).toBeVisible();
    await expectAccessible(page, 'saved projects');

    await page.getByLabel(`Progress on ${title}`).selectOption('building');
    await expect(page.getByText(`${title}: Building it.`)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(`Progress on ${title}`)).toHaveValue('building');

    await page.getByRole('button', { name: `Remove ${title}` }).click();
    await expect(page.getByText('No saved projects yet.')).toBeVisible();

    // The project's page is one link away, and the community page shows the newest projects and entries.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Makerhub' }).click();
    await page.getByRole('link', { name: 'Community' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Newest competition entries' })).toBeVisible();
    await expect(page.locator('.mh-community__entry').first()).toBeVisible();
    await expectAccessible(page, 'community page');
  });
}
