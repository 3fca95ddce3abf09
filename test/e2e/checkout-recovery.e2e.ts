import type { Page } from '@playwright/test';
import {
  CARDS,
  GIFT_CARDS,
  checkoutTotals,
  chooseDelivery,
  expectConfirmation,
  payByCard,
  payByPayForm,
  reachPayment,
  startCheckout,
  stepHeading,
  toast,
} from './checkout-support';
import { expect, test, expectAccessible } from './support';

/** Spec §4 Cart (unfrozen on failure), §8 toasts: a shopper who goes back, reloads or is refused can still pay. */

/** Wherever the failure left the shopper (delivery or payment), on to the payment step again. */
async function backToPayment(page: Page) {
  await expect(stepHeading(page)).toContainText(/Contact|Delivery|Payment/);
  const heading = (await stepHeading(page).textContent()) ?? '';
  if (heading.includes('Contact')) await page.getByRole('button', { name: 'Continue to delivery' }).click();
  if (!heading.includes('Payment')) await chooseDelivery(page);
  await expect(stepHeading(page)).toContainText('Payment');
}

test('jrau: the browser back button on the 3-D Secure page leads back to a checkout that can be paid', async ({ page }) => {
  await startCheckout(page, 'jrau');
  await reachPayment(page, 'jrau');
  const shown = await checkoutTotals(page);
  await payByCard(page, CARDS.challenge);
  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  await backToPayment(page);
  await payByCard(page, CARDS.visa);
  await expectConfirmation(page, 'jrau', shown);
});

test('jrnz: reloading the payment step, the shopper can still pay', async ({ page }) => {
  await startCheckout(page, 'jrnz');
  await reachPayment(page, 'jrnz');
  const shown = await checkoutTotals(page);
  await page.reload();
  await backToPayment(page);
  await payByCard(page, CARDS.visa);
  await expectConfirmation(page, 'jrnz', shown);
});

test('jrau: a declined pay form card toasts tyro-pay-form-error, and the shopper pays again', async ({ page }) => {
  await startCheckout(page, 'jrau');
  await reachPayment(page, 'jrau');
  const shown = await checkoutTotals(page);
  await payByPayForm(page, CARDS.declined);
  await expect(toast(page, 'tyro-pay-form-error')).toBeVisible();
  await expectAccessible(page, 'jrau checkout with an error toast');
  await backToPayment(page);
  await payByPayForm(page, CARDS.visa);
  await expectConfirmation(page, 'jrau', shown);
});

test('jrau: a wrong gift card PIN is refused with gift-card-failed, and the card then pays', async ({ page }) => {
  await startCheckout(page, 'jrau');
  await reachPayment(page, 'jrau');
  const shown = await checkoutTotals(page);
  const section = page.locator('section.tenders', { has: page.getByRole('heading', { name: 'Gift card' }) });
  await section.getByLabel('Gift card number').fill(GIFT_CARDS.au500.number);
  await section.getByLabel('Gift card PIN').fill('9999');
  await section.getByRole('button', { name: 'Apply gift card' }).click();
  await expect(toast(page, 'gift-card-failed')).toBeVisible();
  await expect(section.getByText('Gift card ending')).toHaveCount(0);
  expect(await checkoutTotals(page)).toEqual(shown);
  await payByCard(page, CARDS.visa);
  await expectConfirmation(page, 'jrau', shown);
});
