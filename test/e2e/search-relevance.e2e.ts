import { expect, siteUrl, test } from './support';

/** The header's search box, submitted with Enter as a shopper does. */
async function searchFor(page: import('@playwright/test').Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill(text);
  await box.press('Enter');
}

test('jrau: "resistor 10k" lists 10 kΩ resistors first', async ({ page }) => {
  await page.goto(siteUrl('jrau', '/'));
  await searchFor(page, 'resistor 10k');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “resistor 10k”');
  const names = page.locator('.search-page__grid .product-tile__title');
  await expect(names.first()).toBeVisible();
  const first = await names.allInnerTexts();
  expect(first.length).toBeGreaterThan(0);
  for (const name of first.slice(0, 4)) expect(name).toMatch(/10\s?kΩ.*resistor/i);
});

test('rtau: a product code typed into the search goes straight to its product', async ({ page }) => {
  await page.goto(siteUrl('rtau', '/'));
  const product = await page.evaluate(
    async () => (await (await fetch('/api/bff/products/search?q=solar%20panel&pageSize=5')).json()).products[2] as { sku: string; title: string },
  );
  await searchFor(page, product.sku.toLowerCase());
  await expect(page).toHaveURL(/\/p\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  // Back goes to where the shopper was, not to a results page that only sent them on.
  await page.goBack();
  await expect(page).toHaveURL(siteUrl('rtau', '/'));
});

test('jrnz: a misspelt search shows the Arduino-compatible boards and says what it searched for', async ({ page }) => {
  await page.goto(siteUrl('jrnz', '/'));
  await searchFor(page, 'arudino');
  await expect(page.getByText('Showing results for “arduino”')).toBeVisible();
  const names = page.locator('.search-page__grid .product-tile__title');
  await expect(names.first()).toBeVisible();
  for (const name of (await names.allInnerTexts()).slice(0, 4)) expect(name).toMatch(/uno-compatible|nano-compatible/i);
});
