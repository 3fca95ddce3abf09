import type { Page } from '@playwright/test';
import {
  CARDS,
  GIFT_CARDS,
  addToCart,
  checkoutTotals,
  expectConfirmation,
  findProduct,
  goToCheckout,
  payByCard,
  reachPayment,
  signIn,
  startCheckout,
} from './checkout-support';
import { expect, test, type SiteCode } from './support';

/** Spec §1, §4 Account credit and gift card, §5 Gift card: gift cards, account credit, coupons and discount codes. */

async function redeemGiftCard(page: Page, card: { number: string; pin?: string }): Promise<void> {
  const section = page.locator('section.tenders', { has: page.getByRole('heading', { name: 'Gift card' }) });
  await section.getByLabel('Gift card number').fill(card.number);
  if (card.pin) await section.getByLabel('Gift card PIN').fill(card.pin);
  else await section.getByLabel('Legacy card (no PIN)').check();
  await section.getByRole('button', { name: 'Check balance' }).click();
  await expect(section.getByText(/^Balance: /)).toBeVisible();
  await section.getByRole('button', { name: 'Apply gift card' }).click();
}

const COVERING: ReadonlyArray<{ site: SiteCode; card: { number: string; pin?: string }; label: string }> = [
  { site: 'jrau', card: GIFT_CARDS.au500, label: 'a gift card' },
  { site: 'jrnz', card: GIFT_CARDS.nz500, label: 'a gift card' },
  { site: 'jrau', card: GIFT_CARDS.legacy, label: 'a legacy gift card without PIN' },
];

for (const { site, card, label } of COVERING) {
  test(`${site}: ${label} that covers the order places it at once`, async ({ page }) => {
    await startCheckout(page, site);
    await reachPayment(page, site);
    const shown = await checkoutTotals(page);
    await redeemGiftCard(page, card);
    await expectConfirmation(page, site, { ...shown, giftCard: shown.total });
    await expect(page.getByText('Paid by Gift card', { exact: true })).toBeVisible();
  });
}

test('jrau: a gift card pays part, and a card pays the rest', async ({ page }) => {
  await startCheckout(page, 'jrau', { min: 3000 });
  await reachPayment(page, 'jrau');
  await redeemGiftCard(page, GIFT_CARDS.au20);
  await expect(page.getByText('Gift card ending 0002: −$20.00')).toBeVisible();
  const shown = await checkoutTotals(page);
  expect(shown.giftCard).toBe(2000);
  expect(shown.amountDue).toBe(shown.total - 2000);
  await payByCard(page, CARDS.visa);
  await expectConfirmation(page, 'jrau', shown);
});

test('jrau: a code applied in the cart drawer and a quantity changed at checkout are in the order', async ({ page }) => {
  const product = await findProduct(page, 'jrau');
  const cart = await addToCart(page, 'jrau', product);
  await cart.getByRole('textbox', { name: 'Discount code' }).fill('MAKER10');
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect(cart.getByText('Discount', { exact: true })).toBeVisible();
  await goToCheckout(page, cart);
  await page.getByRole('button', { name: `One more ${product.title}` }).click();
  await expect(page.locator('.checkout__summary')).toContainText(`2 × ${product.title}`);
  await reachPayment(page, 'jrau');
  const shown = await checkoutTotals(page);
  expect(shown.subtotal).toBe(product.price * 2);
  expect(shown.discount).toBe(Math.round(product.price * 2 * 0.1));
  await payByCard(page, CARDS.visa);
  await expectConfirmation(page, 'jrau', shown);
  await expect(page.getByText('Discount (MAKER10)')).toBeVisible();
});

for (const site of ['jrau', 'jrnz'] as const) {
  test(`${site}: a signed-in customer pays with account credit`, async ({ page }) => {
    await signIn(page, site);
    await startCheckout(page, site);
    await reachPayment(page, site);
    const shown = await checkoutTotals(page);
    await page.getByRole('button', { name: 'Use account credit' }).click();
    await expectConfirmation(page, site, { ...shown, credit: shown.total });
    await expect(page.getByText('Paid by Account credit', { exact: true })).toBeVisible();
  });

  test(`${site}: a signed-in customer takes a coupon off and pays the rest by card`, async ({ page }) => {
    await signIn(page, site);
    await startCheckout(page, site, { min: 2000 });
    await reachPayment(page, site);
    const before = await checkoutTotals(page);
    await page.getByLabel('Coupon').selectOption({ label: '$10.00 off' });
    await expect.poll(async () => (await checkoutTotals(page)).coupon).toBe(1000);
    const shown = await checkoutTotals(page);
    expect(shown.total).toBe(before.total - 1000);
    await payByCard(page, CARDS.visa);
    await expectConfirmation(page, site, shown);
  });
}

/** server/seed/discounts.ts: each site's own code, with the spend it asks for (jrau's MAKER10 is above). */
const CODES: ReadonlyArray<{ site: SiteCode; code: string; spend: number }> = [
  { site: 'jrnz', code: 'KIWI15', spend: 10_000 },
  { site: 'rtau', code: 'ROADTRIP20', spend: 20_000 },
];

for (const { site, code, spend } of CODES) {
  test(`${site}: an expired code is refused with its toast, then ${code} comes off the total`, async ({ page }) => {
    await startCheckout(page, site, { min: 2000, spend });
    await reachPayment(page, site);
    const before = await checkoutTotals(page);
    await page.getByRole('textbox', { name: 'Discount code' }).fill('EXPIRED20');
    await page.getByRole('button', { name: 'Apply code' }).click();
    await expect(page.getByTestId('toast-discount-code-failed')).toBeVisible();
    expect(await checkoutTotals(page)).toEqual(before);
    await page.getByRole('textbox', { name: 'Discount code' }).fill(code);
    await page.getByRole('button', { name: 'Apply code' }).click();
    await expect(page.getByText(`Code ${code} applied`)).toBeVisible();
    await expect(page.locator('.checkout__summary').getByText(`Discount (${code})`)).toBeVisible();
    const shown = await checkoutTotals(page);
    expect(shown.discount).toBeGreaterThan(0);
    await payByCard(page, CARDS.visa);
    await expectConfirmation(page, site, shown);
  });
}
