import type { Page } from '@playwright/test';
import { CARDS, fillContact, chooseDelivery, stepHeading, toast } from './checkout-support';
import { type OwnServer, startOwnServer } from './own-server';
import { expect, test } from './support';

/**
 * The second card gateway, chosen by settings alone: a shop started with CARD_GATEWAY=windcave takes cards on the
 * provider's hosted payment page. The shopper leaves checkout for it, pays there, and comes back with the provider's
 * signed answer; the shop's server checks it with the provider before the order is made. The default server of the
 * other browser tests keeps the drop-in in its frame.
 */
let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({ CARD_GATEWAY: 'windcave' }, 'hosted-page');
});

test.afterAll(async () => {
  await server?.stop();
});

/** A product in the cart from a search, and the shopper on checkout's payment step. */
async function toPayment(page: Page): Promise<void> {
  await page.goto(server!.url('/search?q=cable'));
  await expect(page.locator('html[data-ready]')).toBeAttached();
  await page.locator('main article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/p\//);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  const cart = page.getByRole('dialog', { name: /Your cart/ });
  await cart.getByRole('link', { name: 'Checkout' }).click();
  await expect(stepHeading(page)).toContainText('Contact details');
  await fillContact(page, 'jrau');
  await chooseDelivery(page);
}

/** On the provider's page: the card, and Pay. */
async function payOnHostedPage(page: Page, number: string): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/windcave\/pay\?/);
  await page.getByLabel(/Card number/i).fill(number);
  await page.getByLabel(/Expiry/i).fill('12/39');
  await page.getByLabel(/Security code|CVC/i).fill('123');
  await page.getByLabel(/Name on card/i).fill('Ada Lovelace');
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('a shopper pays on the provider’s hosted page and comes back to the confirmation', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await toPayment(page);
  // Nothing of the card on the shop's page: the slot says where the card will be asked for.
  const slot = page.getByTestId('drop-in');
  await expect(slot).toContainText('secure page');
  await expect(slot.locator('iframe')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('hosted-payment-slot.png'), fullPage: true });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText(/\$\d+\.\d\d/).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('hosted-payment-page.png'), fullPage: true });
  await payOnHostedPage(page, CARDS.visa);
  await expect(page).toHaveURL(/\/checkout\/[A-Z0-9-]+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(/\S/);
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
});

test('a declined card comes back to the payment step with the provider’s reason, and an edited answer makes no order', async ({ page }) => {
  test.setTimeout(90_000);
  await toPayment(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await payOnHostedPage(page, CARDS.declined);
  await expect(page).toHaveURL(/\/checkout\?(?=.*sessionId=)(?=.*redirectResult=)/);
  await expect(toast(page, 'adyen-checkout-failed')).toContainText('Transaction declined');
  await expect(stepHeading(page)).toContainText('Payment');

  // The shopper edits the provider's answer to say Authorised: the server asks the provider and makes no order.
  const returned = new URL(page.url());
  const [payload, signature] = (returned.searchParams.get('redirectResult') ?? '').split('.');
  const claimed = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  const forged = `${Buffer.from(JSON.stringify({ ...claimed, resultCode: 'Authorised', refusalReason: undefined })).toString('base64url')}.${signature}`;
  returned.searchParams.set('redirectResult', forged);
  await page.goto(returned.toString());
  await expect(stepHeading(page)).toContainText('Payment');
  await expect(page).not.toHaveURL(/\/checkout\/[A-Z0-9-]+$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toHaveCount(0);
});
