import type { Page } from '@playwright/test';
import { newCustomer, signUpFromHeader } from './account-support';
import { GIFT_CARDS, reachPayment, startCheckout } from './checkout-support';
import { expect, expectAccessible, type SiteCode, siteUrl, test } from './support';

/** A new customer for each test, signed up from the header. */
async function signInAsNewCustomer(page: Page, site: SiteCode): Promise<void> {
  await signUpFromHeader(page, site, newCustomer(site));
}

/** Issue 10 item 2: saved payment methods and gift cards in My Account, on jrau and jrnz. */

async function openSection(page: Page, site: 'jrau' | 'jrnz', name: 'Payment methods' | 'Gift cards'): Promise<void> {
  await page.goto(siteUrl(site, '/account'));
  await page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

async function addGiftCard(page: Page, card: { number: string; pin?: string }): Promise<void> {
  await page.getByLabel('Gift card number').fill(card.number);
  await page.getByLabel('This card has no PIN (older card)').setChecked(card.pin === undefined);
  if (card.pin !== undefined) await page.getByLabel('PIN', { exact: true }).fill(card.pin);
  await page.getByRole('button', { name: 'Add gift card' }).click();
}

test("jrau: a customer saves a card on the provider's card page, sees it in My Account, makes it default and deletes it", async ({ page }) => {
  await signInAsNewCustomer(page, 'jrau');
  await openSection(page, 'jrau', 'Payment methods');
  await expectAccessible(page, 'payment methods');
  await page.getByRole('button', { name: 'Add a card' }).click();

  // The provider's page in "register a card" mode: nothing is charged.
  await expect(page.getByRole('heading', { name: 'Save a card to your account' })).toBeVisible();
  await page.getByLabel('Card number').fill('6011 1111 1111 1117');
  await page.getByLabel('Expiry date (MM/YY)').fill('11/38');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Jo Maker');
  await page.getByRole('button', { name: 'Save card' }).click();

  await expect(page).toHaveURL(siteUrl('jrau', '/account/payment-methods'));
  await expect(page.getByRole('status').filter({ hasText: 'Your card was saved.' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Saved cards' });
  const discover = cards.getByRole('listitem').filter({ hasText: 'Discover ending 1117' });
  await expect(discover).toContainText('Expires 11/38');

  // A second card, so there is a default to move.
  await page.getByRole('button', { name: 'Add a card' }).click();
  await page.getByLabel('Card number').fill('5555 4444 3333 1111');
  await page.getByLabel('Expiry date (MM/YY)').fill('10/37');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Jo Maker');
  await page.getByRole('button', { name: 'Save card' }).click();
  const master = cards.getByRole('listitem').filter({ hasText: 'Mastercard ending 1111' });
  await expect(master).toBeVisible();
  const other = (await discover.getByText('Default').count()) > 0 ? master : discover;
  await other.getByRole('button', { name: /^Make default/ }).click();
  await expect(other.getByText('Default', { exact: true })).toBeVisible();

  await discover.getByRole('button', { name: /^Delete/ }).click();
  await expect(discover.getByText('Delete Discover ending 1117?')).toBeVisible();
  await expectAccessible(page, 'delete confirmation');
  await discover.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Discover ending 1117 was deleted.' })).toBeVisible();
  await expect(cards.getByText('Discover ending 1117')).toHaveCount(0);

  // Still gone after a reload: the provider no longer holds it.
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'Mastercard ending 1111' })).toBeVisible();
  await expect(page.getByText('Discover ending 1117')).toHaveCount(0);
});

test('jrau: a customer adds gift cards, sees their balances, is told why a card is refused, and removes one', async ({ page }) => {
  await signInAsNewCustomer(page, 'jrau');
  await openSection(page, 'jrau', 'Gift cards');
  await expectAccessible(page, 'gift cards');

  await addGiftCard(page, { number: GIFT_CARDS.au500.number, pin: '' });
  await expect(page.getByRole('alert').filter({ hasText: 'Enter the PIN' })).toBeVisible();
  await addGiftCard(page, { number: GIFT_CARDS.nz500.number, pin: GIFT_CARDS.nz500.pin });
  await expect(page.getByRole('alert').filter({ hasText: 'This gift card is in NZD and cannot be kept on this site' })).toBeVisible();

  await addGiftCard(page, GIFT_CARDS.au500);
  const list = page.getByRole('list', { name: 'Gift cards on your account' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Gift card ending 0001' })).toContainText('Balance: $500.00');
  await addGiftCard(page, GIFT_CARDS.legacy);
  await expect(list.getByRole('listitem').filter({ hasText: 'Gift card ending 0003' })).toContainText('Older card, no PIN');

  await list.getByRole('button', { name: 'Remove gift card ending 0003' }).click();
  await expect(list.getByText('Gift card ending 0003', { exact: true })).toHaveCount(0);
  await expect(list.getByText('Gift card ending 0001', { exact: true })).toBeVisible();
});

test('jrnz: no saved cards to manage, said plainly; a NZD gift card with its balance', async ({ page }) => {
  await signInAsNewCustomer(page, 'jrnz');
  await openSection(page, 'jrnz', 'Payment methods');
  await expect(page.getByText('Saving cards is not available on this site')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a card' })).toHaveCount(0);
  await expectAccessible(page, 'nz payment methods');

  await openSection(page, 'jrnz', 'Gift cards');
  await addGiftCard(page, GIFT_CARDS.nz500);
  await expect(page.getByRole('listitem').filter({ hasText: 'Gift card ending 0004' })).toContainText('$500.00');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'nz gift cards narrow');
});

test("jrau: checkout's gift-card step offers the account's gift card, applied without typing its PIN", async ({ page }) => {
  await signInAsNewCustomer(page, 'jrau');
  await openSection(page, 'jrau', 'Gift cards');
  await addGiftCard(page, GIFT_CARDS.au20);
  await expect(page.getByRole('listitem').filter({ hasText: 'Gift card ending 0002' })).toContainText('$20.00');

  await startCheckout(page, 'jrau', { min: 3000 });
  await reachPayment(page, 'jrau');
  await page.getByRole('button', { name: 'Use gift card ending 0002 ($20.00)' }).click();
  await expect(page.getByText('Gift card ending 0002: −$20.00')).toBeVisible();
  await expectAccessible(page, 'checkout with account gift card');
});
