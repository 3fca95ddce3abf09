import { CARDS, checkoutTotals, expectConfirmation, payByPayForm, reachPayment, signIn, startCheckout, stepHeading, toast } from './checkout-support';
import { expect, test } from './support';

/** Spec §4 Second card provider's pay form and §7 quick pay: AU sites only. */

// jrau pays by pay form after a cancelled wallet and when saving a card, below.
for (const site of ['rtau'] as const) {
  test(`${site}: the pay form takes a card and places the order`, async ({ page }) => {
    await startCheckout(page, site);
    await reachPayment(page, site);
    const shown = await checkoutTotals(page);
    await payByPayForm(page, CARDS.visa);
    await expectConfirmation(page, site, shown);
    await expect(page.getByText('Paid by Card (pay form)')).toBeVisible();
  });
}

test('jrau: cancelling the pay form wallet shows no toast and the cart can still be paid', async ({ page }) => {
  await startCheckout(page, 'jrau');
  await reachPayment(page, 'jrau');
  const shown = await checkoutTotals(page);
  await page.getByRole('radio', { name: 'Card (secure pay form)' }).check();
  const form = page.frameLocator('.pay-form iframe');
  await form.getByRole('button', { name: 'Pay with online wallet' }).click();
  await form.getByRole('button', { name: 'Cancel' }).click();
  // Spec §4: the CANCELLED gateway code shows no toast; the place-order button comes back.
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  await expect(page.locator('.toasts [data-testid^="toast-"]')).toHaveCount(0);
  await expect(stepHeading(page)).toContainText('Payment');
  await payByPayForm(page, CARDS.mastercard);
  await expectConfirmation(page, 'jrau', shown);
});

test("jrau: the pay form's online wallet pays without a card", async ({ page }) => {
  await startCheckout(page, 'jrau');
  await reachPayment(page, 'jrau');
  const shown = await checkoutTotals(page);
  await page.getByRole('radio', { name: 'Card (secure pay form)' }).check();
  const form = page.frameLocator('.pay-form iframe');
  await form.getByRole('button', { name: 'Pay with online wallet' }).click();
  await form.getByRole('button', { name: /^Pay \$/ }).click();
  await expectConfirmation(page, 'jrau', shown);
  await expect(page.getByText('Paid by Online wallet')).toBeVisible();
});

test('jrnz: there is no pay form in New Zealand', async ({ page }) => {
  await startCheckout(page, 'jrnz');
  await reachPayment(page, 'jrnz');
  await expect(page.getByRole('radio', { name: 'Card or online wallet' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Buy now, pay later' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Card (secure pay form)' })).toHaveCount(0);
  await expect(page.locator('.pay-form')).toHaveCount(0);
});

test('jrau: a signed-in customer saves a card on the pay form, then quick pays the next order with it', async ({ page }) => {
  await signIn(page, 'jrau');
  await startCheckout(page, 'jrau');
  await reachPayment(page, 'jrau');
  const first = await checkoutTotals(page);
  await payByPayForm(page, CARDS.visa, { save: true });
  await expectConfirmation(page, 'jrau', first);

  await startCheckout(page, 'jrau');
  await reachPayment(page, 'jrau');
  const second = await checkoutTotals(page);
  const quickPay = page.getByRole('button', { name: /^Quick pay with Visa ending 1111/ });
  await expect(quickPay).toBeVisible();
  await quickPay.click();
  await expectConfirmation(page, 'jrau', second);
  await expect(page.getByText('Paid by Saved card')).toBeVisible();
  await expect(toast(page, 'tyro-pay-form-error')).toHaveCount(0);
});
