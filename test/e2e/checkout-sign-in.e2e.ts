import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { newCustomer, signOutFromHeader, signUpFromHeader } from './account-support';
import { addToCart, countryOf, findProduct, goToCheckout, reachPayment, stepHeading } from './checkout-support';
import { expect, type SiteCode, siteUrl, test } from './support';

/**
 * Signing in part-way through checkout keeps one cart (issue 20): a guest at the payment step, whose cart is
 * frozen and holds stock, signs in from the header and comes back to checkout with their item in the
 * customer's saved cart, the header and drawer showing it at once, and nothing held for the guest's cart.
 * A signed-in customer without a saved address finds their email, name and phone already in the form.
 */

const GUEST_EMAIL = { AU: 'ada.lovelace@example.com', NZ: 'kate.sheppard@example.com' } as const;

/** Units the shop holds for carts being paid for, read from the server's database as the stock check reads them. */
function heldUnits(sku: string): number {
  const db = new Database(join(process.env.E2E_DATA_DIR!, 'storefront.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT COALESCE(SUM(quantity), 0) AS n FROM cart_reservations WHERE sku = ?').get(sku) as { n: number }).n;
  } finally {
    db.close();
  }
}

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart/ });

for (const site of ['jrau', 'jrnz'] as const satisfies readonly SiteCode[]) {
  test(`${site}: a guest who signs in at the payment step keeps their item in the customer's cart, and its stock is let go`, async ({ page }) => {
    test.setTimeout(120_000);
    // A returning customer with a saved cart.
    const customer = newCustomer(site);
    await signUpFromHeader(page, site, customer);
    const saved = await findProduct(page, site);
    await addToCart(page, site, saved);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: /Your cart/ })).toBeHidden();
    await signOutFromHeader(page);

    // As a guest: another item, through contact details and delivery to the card form.
    const guestItem = await findProduct(page, site);
    await goToCheckout(page, await addToCart(page, site, guestItem));
    await reachPayment(page, site);
    await expect.poll(() => heldUnits(guestItem.sku)).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Sign in or create an account' }).click();
    await page.getByRole('main').getByLabel('Email address').fill(customer.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    // Back at checkout, signed in, with one cart holding both, shown in the header without a reload.
    await expect(page).toHaveURL(siteUrl(site, '/checkout'));
    await expect(page.getByRole('button', { name: `Hello ${customer.firstName}` })).toBeVisible();
    await expect(stepHeading(page)).toBeVisible();
    const summary = page.locator('.checkout__summary');
    await expect(summary).toContainText(guestItem.title);
    await expect(summary).toContainText(saved.title);
    await expect(cartButton(page)).toContainText('2');
    // The guest's hold went with the sign-in, not 30 minutes later.
    expect(heldUnits(guestItem.sku)).toBe(0);

    // What the guest typed at step 1 is there: the contact step shows it, ready to go on.
    await page
      .getByRole('navigation', { name: 'Checkout progress' })
      .getByRole('button', { name: /Contact/ })
      .click();
    await expect(page.getByRole('region', { name: 'Your contact details' })).toContainText(GUEST_EMAIL[countryOf(site)]);

    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: /Your cart \(2 items\)/ });
    await expect(drawer).toContainText(guestItem.title);
    await expect(drawer).toContainText(saved.title);
    await expect(drawer).not.toContainText('locked while checkout is in progress');
  });

  test(`${site}: a signed-in customer without a saved address finds their email, name and phone in the contact form`, async ({ page }) => {
    const customer = newCustomer(site);
    const phone = site === 'jrnz' ? '021 555 0101' : '0400 555 010';
    await page.goto(siteUrl(site, '/'));
    await page.getByRole('link', { name: 'Sign in or create an account' }).click();
    await page.getByRole('link', { name: 'Create an account', exact: true }).click();
    await page.getByLabel('First name').fill(customer.firstName);
    await page.getByLabel('Last name').fill(customer.lastName);
    await page.getByRole('main').getByLabel('Email address').fill(customer.email);
    await page.getByLabel('Mobile (optional)').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('button', { name: `Hello ${customer.firstName}` })).toBeVisible();

    await goToCheckout(page, await addToCart(page, site, await findProduct(page, site)));
    const form = page.getByRole('form', { name: 'Contact and delivery address' });
    await expect(form.getByLabel('Email address')).toHaveValue(customer.email);
    await expect(form.getByLabel('First name')).toHaveValue(customer.firstName);
    await expect(form.getByLabel('Last name')).toHaveValue(customer.lastName);
    await expect(form.getByLabel('Phone')).toHaveValue(phone);
    // No address on file: the shopper types it.
    await expect(form.getByLabel('Street address')).toHaveValue('');
  });
}
