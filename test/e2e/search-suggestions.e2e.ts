import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, eventNames, type SiteCode, siteUrl, test } from './support';

/**
 * The header search box suggests as the shopper types: products (picture and price), categories with
 * counts, Makerhub items, and the recent searches when the box is empty. It is a WAI-ARIA 1.2 combobox with
 * a listbox popup, used here with the mouse and with the keyboard alone, on every site and on a phone.
 */

const box = (page: Page) => page.getByRole('combobox', { name: 'Search products' });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });
const group = (page: Page, name: string) => listbox(page).getByRole('group', { name });
const productOptions = (page: Page) => group(page, 'Products').getByRole('option');

/** Types as a shopper does, a key at a time, and waits for the panel to show the suggestions for the whole text. */
async function typeQuery(page: Page, text: string): Promise<void> {
  await box(page).click();
  await box(page).fill('');
  await box(page).pressSequentially(text, { delay: 60 });
  await expect(listbox(page)).toHaveAttribute('data-query', text.toLowerCase());
  await expect(listbox(page)).not.toHaveAttribute('aria-busy', 'true');
}

/** The title a product option shows (its first line), as the product page's heading shows it. */
const titleOf = async (page: Page, index: number) => (await productOptions(page).nth(index).locator('.suggest__title').textContent())?.trim() ?? '';

test('jrau: a product picked with the mouse opens its product page, and is reported as a suggestion picked', async ({ page }) => {
  await page.goto(siteUrl('jrau', '/'));
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await typeQuery(page, 'multim');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(box(page)).toHaveAttribute('aria-controls', (await listbox(page).getAttribute('id')) ?? '');
  await expect(productOptions(page).first()).toContainText(/\$\d+\.\d\d/);
  await expect(productOptions(page).first().locator('img')).toHaveJSProperty('complete', true);
  await expect(group(page, 'Categories').getByRole('option').first()).toContainText(/\d+/);
  await expect(page.getByRole('status').filter({ hasText: /suggestions?$/ })).toHaveText(/^\d+ suggestions?$/);

  const title = await titleOf(page, 0);
  await productOptions(page).first().click();
  await expect(page).toHaveURL(/\/p\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(listbox(page)).toBeHidden();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  expect(await eventNames(page)).toContain('select_item');
});

test('jrau: keyboard only — ArrowDown twice and Enter open the second product; Escape closes, a second Escape clears', async ({ page }) => {
  await page.goto(siteUrl('jrau', '/'));
  await typeQuery(page, 'solder');
  await box(page).press('ArrowDown');
  await box(page).press('ArrowDown');
  const second = productOptions(page).nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
  await expect(box(page)).toBeFocused();
  const title = await titleOf(page, 1);
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/p\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // ArrowUp from none wraps to the last option, ArrowDown from the last wraps to the first.
  await typeQuery(page, 'resis');
  const options = listbox(page).getByRole('option');
  await box(page).press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await box(page).press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');

  await box(page).press('Escape');
  await expect(listbox(page)).toBeHidden();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(box(page)).not.toHaveAttribute('aria-activedescendant');
  await expect(box(page)).toHaveValue('resis');
  await box(page).press('Escape');
  await expect(box(page)).toHaveValue('');

  // Enter with no option active searches for the text; Tab closes the panel.
  await typeQuery(page, 'jumper');
  await box(page).press('Tab');
  await expect(listbox(page)).toBeHidden();
  await box(page).focus();
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=jumper$/);
});

test('jrau: a category and a Makerhub item open their pages; a press outside closes the panel', async ({ page }) => {
  await page.goto(siteUrl('jrau', '/'));
  await typeQuery(page, 'multim');
  await page.mouse.click(1250, 700);
  await expect(listbox(page)).toBeHidden();
  await box(page).click();
  await expect(listbox(page)).toBeVisible();
  const category = group(page, 'Categories').getByRole('option').first();
  const name = (await category.locator('.suggest__title').textContent())?.trim() ?? '';
  await category.click();
  await expect(page).toHaveURL(/\/c\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  await typeQuery(page, 'soldering');
  const item = group(page, 'From the Makerhub').getByRole('option').first();
  const itemTitle = (await item.locator('.suggest__title').textContent())?.trim() ?? '';
  await item.click();
  await expect(page).toHaveURL(/\/makerhub\/[a-z]+\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(itemTitle);
});

test('jrau: the last searches show when the empty box is focused, open their search, and can be cleared', async ({ page }) => {
  await page.goto(siteUrl('jrau', '/'));
  for (const q of ['servo', 'esp32']) {
    await box(page).fill(q);
    await box(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${q}$`));
  }
  await page.goto(siteUrl('jrau', '/'));
  await box(page).focus();
  const recent = group(page, 'Recent searches');
  await expect(recent.getByRole('option')).toHaveText(['esp32', 'servo', 'Clear recent searches']);
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  await recent.getByRole('option', { name: 'servo' }).click();
  await expect(page).toHaveURL(/\/search\?q=servo$/);
  await expect(box(page)).toHaveValue('servo');

  await box(page).fill('');
  await expect(group(page, 'Recent searches').getByRole('option')).toHaveText(['servo', 'esp32', 'Clear recent searches']);
  await group(page, 'Recent searches').getByRole('option', { name: 'Clear recent searches' }).click();
  await expect(listbox(page)).toBeHidden();
  await page.reload();
  await box(page).focus();
  await expect(page.getByRole('group', { name: 'Recent searches' })).toHaveCount(0);
});

test('jrau: words nothing matches say so, to the eye and to a screen reader', async ({ page }) => {
  await page.goto(siteUrl('jrau', '/'));
  await box(page).click();
  await box(page).pressSequentially('qwxzv', { delay: 60 });
  await expect(page.getByText('No suggestions for “qwxzv”.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'No suggestions' })).toHaveText('No suggestions');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
});

const SITES: ReadonlyArray<{ site: SiteCode; query: string; currency: RegExp }> = [
  { site: 'jrau', query: 'solder', currency: /\$\d+\.\d\d/ },
  { site: 'jrnz', query: 'batt', currency: /\$\d+\.\d\d/ },
  { site: 'rtau', query: 'light', currency: /\$\d+\.\d\d/ },
];

for (const { site, query, currency } of SITES) {
  test(`${site}: the open panel passes axe, on a desktop and on a phone where it takes the screen's width`, async ({ page }) => {
    await page.goto(siteUrl(site, '/'));
    await typeQuery(page, query);
    await box(page).press('ArrowDown');
    await expect(productOptions(page).first()).toContainText(currency);
    const results = await new AxeBuilder({ page }).include('.site-header').analyze();
    expect(results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    const panel = page.locator('.suggest-panel');
    await expect(panel).toBeVisible();
    const bounds = await panel.boundingBox();
    const boxBounds = await box(page).boundingBox();
    expect(bounds?.x).toBe(0);
    expect(Math.round(bounds?.width ?? 0)).toBe(390);
    expect(bounds!.y).toBeGreaterThan(boxBounds!.y + boxBounds!.height - 1);
    const phone = await new AxeBuilder({ page }).include('.site-header').analyze();
    expect(phone.violations.map((v) => v.id)).toEqual([]);
  });
}

test('jrnz: prices are in the site currency, as the product page shows them', async ({ page }) => {
  await page.goto(siteUrl('jrnz', '/'));
  await typeQuery(page, 'batt');
  const price = (await productOptions(page).first().locator('.suggest__price').textContent())?.match(/\$[\d,]+\.\d\d/)?.[0];
  await productOptions(page).first().click();
  await expect(page).toHaveURL(/\/p\/[^/]+$/);
  await expect(page.locator('main')).toContainText(price ?? 'no price');
  await expect(page.getByText('Prices in NZD include GST.')).toBeVisible();
});

// The typo-tolerant search engine comes from another branch: today "arudino" matches nothing (and the seed
// sells no Arduino-named product for "ardu" either), so this waits for it.
test('jrau: a typo ("arudino") still suggests Arduino-compatible boards, and picking one opens its page', async ({ page }) => {
  await page.goto(siteUrl('jrau', '/'));
  await typeQuery(page, 'arudino');
  await expect(productOptions(page).first()).toBeVisible();
  const title = await titleOf(page, 0);
  expect(title).toMatch(/uno-compatible|nano-compatible/i);
  await productOptions(page).first().click();
  await expect(page).toHaveURL(/\/p\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});
