import { CARDS, checkoutTotals, expectConfirmation, payByCard, reachPayment, startCheckout, stepHeading, toast } from './checkout-support';
import { expect, test } from './support';

/** Spec §1 buy now, pay later by redirect; §2 the return with gatewayReference, merchantReference, transactionReference. */

for (const site of ['jrau', 'jrnz'] as const) {
  test(`${site}: buy now, pay later approved on the provider's page places the order`, async ({ page }) => {
    await startCheckout(page, site);
    await reachPayment(page, site);
    const shown = await checkoutTotals(page);
    await page.getByRole('radio', { name: 'Buy now, pay later' }).check();
    await page.getByRole('button', { name: 'Continue to buy now, pay later' }).click();
    await expect(page.getByRole('heading', { name: 'Latitude interest free' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expectConfirmation(page, site, shown);
    await expect(page.getByText('Paid by Buy now, pay later')).toBeVisible();
  });

  test(`${site}: buy now, pay later declined shows its toast and the cart can still be paid`, async ({ page }) => {
    await startCheckout(page, site);
    await reachPayment(page, site);
    const shown = await checkoutTotals(page);
    await page.getByRole('radio', { name: 'Buy now, pay later' }).check();
    await page.getByRole('button', { name: 'Continue to buy now, pay later' }).click();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(toast(page, 'create-order-latitude-failed')).toContainText('Your Latitude application was declined');
    await expect(page).toHaveURL(/\/checkout$/);
    // The cart was unfrozen and the shopper is back at delivery: a new attempt pays.
    await expect(stepHeading(page)).toContainText(/Delivery|Payment/);
    if ((await stepHeading(page).textContent())?.includes('Delivery')) await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(stepHeading(page)).toContainText('Payment');
    await payByCard(page, CARDS.visa);
    await expectConfirmation(page, site, shown);
  });
}
