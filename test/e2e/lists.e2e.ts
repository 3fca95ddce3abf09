import type { Page } from '@playwright/test';
import { newCustomer, signUpFromSignInPage } from './account-support';
import { eventNames, expect, expectAccessible, type SiteCode, siteUrl, test } from './support';

/** Issue 11 item 1: shopping lists, from a guest's first "Add to list" to the list in the cart, on both brands. */

const CATEGORY: Record<'jrau' | 'rtau', string> = { jrau: '/c/microcontrollers-and-boards', rtau: '/c/power-and-batteries' };

/** The first in-stock product tile's title on the category page. */
async function inStockTitles(page: Page, count: number): Promise<string[]> {
  const tiles = page.locator('.product-tile').filter({ hasText: 'In stock' });
  await expect(tiles.first()).toBeVisible();
  const titles: string[] = [];
  for (let i = 0; i < count; i++) titles.push((await tiles.nth(i).locator('.product-tile__title').innerText()).trim());
  return titles;
}

for (const site of ['jrau', 'rtau'] as const satisfies readonly SiteCode[]) {
  test(`${site}: a guest's "Add to list" signs them in and back, then the list is renamed, duplicated, trimmed and added to the cart`, async ({
    page,
  }) => {
    await page.goto(siteUrl(site, CATEGORY[site]));
    const [first, second] = await inStockTitles(page, 2);

    // A guest on a product page is sent to sign in, and comes back to the drawer for that product.
    await page.getByRole('link', { name: first! }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: first! })).toBeVisible();
    const productPath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: `Add to list ${first}` }).click();
    await signUpFromSignInPage(page, newCustomer(site));
    const drawer = page.getByRole('dialog', { name: 'Save to a list' });
    await expect(drawer).toBeVisible();
    await expect(page).toHaveURL(siteUrl(site, productPath));
    await expect(drawer.getByText('You have no lists yet.')).toBeVisible();
    await drawer.getByLabel('New list name').fill('Garage bench');
    await drawer.getByRole('button', { name: 'Create list' }).click();
    await expect(drawer.getByRole('checkbox', { name: /Garage bench/ })).toBeChecked();
    await expectAccessible(page, 'customer lists drawer');
    expect(await eventNames(page)).toEqual(expect.arrayContaining(['create_list', 'add_to_list']));

    // A product tile's "Add to list" puts a second product on the same list.
    await drawer.getByRole('button', { name: 'Close' }).click();
    await page.goto(siteUrl(site, CATEGORY[site]));
    await page
      .locator('.product-tile')
      .filter({ hasText: second! })
      .first()
      .getByRole('button', { name: `Add to list ${second}` })
      .click();
    const garage = drawer.getByRole('checkbox', { name: /Garage bench/ });
    await expect(garage).toBeEnabled();
    await garage.click();
    await expect(garage).toBeChecked();
    await expect(drawer.getByText('Shopping list · 2 products')).toBeVisible();
    expect(await eventNames(page)).toContain('add_to_list');

    // The drawer's link leads to the lists page, and the drawer closes on the route change (spec §2).
    await drawer.getByRole('link', { name: 'See all your lists' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My lists' })).toBeVisible();
    await expect(drawer).toBeHidden();
    // The header's account menu leads there too.
    await page
      .getByRole('link', { name: /Home|Jolt|Rigtech/ })
      .first()
      .click();
    await page.getByRole('button', { name: /^Hello/ }).click();
    await page.getByRole('link', { name: 'My lists' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My lists' })).toBeVisible();
    await expectAccessible(page, 'lists page');
    await page.getByRole('link', { name: 'Garage bench' }).click();

    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByLabel('List name').fill('Bench kit');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bench kit' })).toBeVisible();
    await expectAccessible(page, 'list details page');

    await page.getByRole('button', { name: 'Duplicate' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bench kit (copy)' })).toBeVisible();
    await page.getByRole('link', { name: '← All lists' }).click();
    await expect(page.getByRole('link', { name: 'Bench kit (copy)' })).toBeVisible();
    await page.getByRole('link', { name: 'Bench kit', exact: true }).click();

    const lines = page.getByRole('list', { name: 'Products in Bench kit' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await page.getByLabel(`How many of ${first}`).selectOption('3');
    await expect(page.getByText('Shopping list · 4 items')).toBeVisible();
    await page.getByRole('button', { name: `Remove ${second}` }).click();
    await expect(lines).toHaveCount(1);

    await page.getByRole('button', { name: 'Add all to cart' }).click();
    const cart = page.getByRole('dialog', { name: /Your cart/ });
    await expect(cart).toBeVisible();
    await expect(cart.getByRole('link', { name: first! })).toBeVisible();
    await expect(cart.getByRole('group', { name: `Quantity of ${first}` }).locator('output')).toHaveText('3');
    const pushes = await page.evaluate(() =>
      ((window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer ?? []).filter((p) => p.event === 'add_to_cart'),
    );
    expect(pushes.at(-1)).toMatchObject({ ecommerce: { items: [expect.objectContaining({ item_list_name: 'Bench kit', quantity: 3 })] } });
  });
}
