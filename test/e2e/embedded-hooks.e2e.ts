import type { Page } from '@playwright/test';
import { expect, test, expectAccessible, siteUrl } from './support';

interface Listed {
  readonly sku: string;
  readonly slug: string;
  readonly productCode: string;
  readonly title: string;
}

/**
 * The first product of the jrau catalog that is (or is not) in stock online, from the BFF as the page
 * would ask (from inside the page: Node does not resolve *.localhost, Chromium does).
 */
async function firstProduct(page: Page, inStock: boolean): Promise<Listed> {
  if (!page.url().startsWith(siteUrl('jrau', '/'))) await page.goto(siteUrl('jrau', '/'));
  const answer = await page.evaluate(async (query) => {
    const response = await fetch(`/api/bff/products/list?${query}`);
    return { status: response.status, body: (await response.json()) as { products?: Listed[] } };
  }, `inStock=${inStock}&pageSize=1`);
  expect(answer.status).toBe(200);
  const product = answer.body.products?.[0];
  if (!product) throw new Error(`no product with inStock=${inStock} on jrau`);
  return product;
}

/** Waits until the shell has installed the hooks embedded content calls. */
const hooksReady = (page: Page) => page.waitForFunction(() => typeof window.storefront?.addToCart === 'function');

test.describe('jrau: hooks for embedded content, page info and back in stock', () => {
  test('window.storefront.addToCart adds the product and opens the cart drawer', async ({ page }) => {
    const product = await firstProduct(page, true);
    await page.goto(siteUrl('jrau', '/'));
    await hooksReady(page);
    const added = await page.evaluate((sku) => window.storefront?.addToCart(sku, 2), product.sku);
    expect(added).toBe(true);
    const cart = page.getByRole('dialog', { name: /Your cart/ });
    await expect(cart).toBeVisible();
    await expect(cart.getByText(product.title).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  });

  test('window.storefront.addToCompare puts the product on the list and lands on /compare', async ({ page }) => {
    const product = await firstProduct(page, true);
    await page.goto(siteUrl('jrau', '/'));
    await hooksReady(page);
    expect(await page.evaluate((sku) => window.storefront?.addToCompare(sku), product.sku)).toBe(true);
    await expect(page).toHaveURL(/\/compare\?products=/);
    expect(new URL(page.url()).searchParams.get('products')?.split('|')).toContain(product.sku);
    // Adding again keeps it on the list rather than toggling it off.
    expect(await page.evaluate((sku) => window.storefront?.addToCompare(sku), product.sku)).toBe(true);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('compare-list') ?? '[]'))).toEqual([product.sku]);
  });

  test('the hooks take an object or arguments, and a call that cannot work says why in the console', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(siteUrl('jrau', '/'));
    await hooksReady(page);
    const skus = await page.evaluate(async () => {
      const response = await fetch('/api/bff/products/list?inStock=true&pageSize=5');
      return ((await response.json()) as { products: Array<{ sku: string }> }).products.map((p) => p.sku);
    });
    expect(skus).toHaveLength(5);
    const said = async (call: () => Promise<unknown>, message: RegExp) => {
      const before = errors.length;
      expect(await call()).toBe(false);
      await expect.poll(() => errors.slice(before).join('\n')).toMatch(message);
    };

    expect(await page.evaluate((sku) => window.storefront?.addToCart({ sku, quantity: 2 }), skus[0]!)).toBe(true);
    await expect(page.getByRole('dialog', { name: 'Your cart (2 items)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await said(
      () => page.evaluate(() => (window.storefront?.addToCart as (...args: unknown[]) => Promise<boolean>)()),
      /addToCart: no sku given .*addToCart\("AB1234", 2\)/,
    );
    await said(
      () => page.evaluate((sku) => window.storefront?.addToCart(sku, 0), skus[0]!),
      /addToCart: the quantity must be a whole number from 1 to 999, not 0/,
    );
    await said(() => page.evaluate(() => window.storefront?.addToCart('NO-SUCH-SKU')), /addToCart: there is no product "NO-SUCH-SKU" on this site/);
    await said(
      () => page.evaluate(() => window.storefront?.addToCompare({ sku: 'NO-SUCH-SKU' })),
      /addToCompare: there is no product "NO-SUCH-SKU" on this site/,
    );

    for (const sku of skus.slice(0, 4)) expect(await page.evaluate((s) => window.storefront?.addToCompare({ sku: s }), sku)).toBe(true);
    await expect(page).toHaveURL(/\/compare\?products=/);
    await said(() => page.evaluate((sku) => window.storefront?.addToCompare(sku), skus[4]!), /addToCompare: the compare list is full \(4 products\)/);
    expect(new URL(page.url()).searchParams.get('products')?.split('|').sort()).toEqual(skus.slice(0, 4).sort());
  });

  test('an out-of-stock product page shows page info, the header banner and a working notify form', async ({ page }) => {
    const product = await firstProduct(page, false);
    await page.goto(siteUrl('jrau', `/p/${encodeURIComponent(product.slug)}`));
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await hooksReady(page);

    // Spec §3 Page info, as embedded content reads it, and the tag manager id in the head.
    await expect.poll(() => page.evaluate(() => window.storefront?.pageInfo.head.product?.sku)).toBe(product.sku);
    const info = await page.evaluate(() => window.storefront?.pageInfo);
    expect(info).toMatchObject({
      siteCode: 'jrau',
      brand: 'jc',
      countryCode: 'AU',
      isRecaptchaDomain: true,
      contactUsLink: '/contact-us',
      faqLink: '/makerhub/articles',
    });
    expect(info?.head.pageType).toBe('Physical Product');
    expect(typeof info?.head.product?.offer.price).toBe('number');
    await expect(page.locator('meta[name="storefront:gtag-id"]')).toHaveAttribute('content', info?.gtagId ?? '');

    // The header banner from the marketing service, dismissible.
    const banner = page.getByRole('complementary', { name: 'Announcement' });
    await expect(banner).toBeVisible();

    const form = page.getByRole('region', { name: 'Notify me when back in stock' });
    await expect(form).toBeVisible();
    await expectAccessible(page, 'jrau out-of-stock product');
    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await form.getByLabel('Email address').fill('restock@example.com');
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(form.getByRole('status')).toHaveText(/We will email you when it is back in stock/);

    await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(banner).toBeHidden();

    // A page that sets no head of its own does not pass for the product page.
    await page.getByRole('combobox', { name: 'Search products' }).fill('cable');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=cable/);
    expect(await page.evaluate(() => window.storefront?.pageInfo.head)).toEqual({ pageType: 'other' });
  });
});
