import { CARDS, checkoutTotals, dropIn, expectConfirmation, payByCard, reachPayment, startCheckout, stepHeading, totalsIn } from './checkout-support';
import { expect, test, siteUrl } from './support';

/** Spec §2 /checkout/{orderNumber}, §4 Order completion, §8 empty cart: what happens around a placed order. */

test('jrau: the confirmation survives a reload, and checkout with the emptied cart goes home', async ({ page }) => {
  await startCheckout(page, 'jrau');
  await reachPayment(page, 'jrau');
  const shown = await checkoutTotals(page);
  await payByCard(page, CARDS.visa);
  const orderNumber = await expectConfirmation(page, 'jrau', shown);
  const confirmed = await totalsIn(page.locator('.order-confirmation .order-summary__totals'));
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  expect(await totalsIn(page.locator('.order-confirmation .order-summary__totals'))).toEqual(confirmed);
  await page.goto(siteUrl('jrau', '/checkout'));
  await expect(page).toHaveURL(siteUrl('jrau', '/'));
});

test('jrnz: a double-clicked place order makes one order', async ({ page }) => {
  await startCheckout(page, 'jrnz');
  await reachPayment(page, 'jrnz');
  const shown = await checkoutTotals(page);
  const orders = new Set<string>();
  page.on('response', async (res) => {
    if (/\/api\/bff\/checkout\/order/.test(res.url()) && res.status() === 200)
      orders.add(((await res.json()) as { orderNumber: string }).orderNumber);
  });
  const frame = dropIn(page);
  await frame.getByLabel('Card number').fill(CARDS.visa);
  await frame.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await frame.getByLabel('Security code').fill('123');
  await frame.getByLabel('Name on card').fill('Kate Sheppard');
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  const orderNumber = await expectConfirmation(page, 'jrnz', shown);
  expect([...orders]).toEqual([orderNumber]);
});

test('jrau: cancelling the 3-D Secure challenge brings the shopper back to pay again', async ({ page }) => {
  await startCheckout(page, 'jrau');
  await reachPayment(page, 'jrau');
  const shown = await checkoutTotals(page);
  const first = await page.locator('.drop-in iframe').getAttribute('src');
  await payByCard(page, CARDS.challenge);
  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  // Spec §4: a cancelled payment shows no toast; the shopper stays on payment with a drop-in that takes a card.
  await expect(page).toHaveURL(/\/checkout\?(?=.*sessionId=)(?=.*redirectResult=)/);
  await expect.poll(() => page.locator('.drop-in iframe').getAttribute('src')).toMatch(/sessionData=/);
  expect(await page.locator('.drop-in iframe').getAttribute('src')).not.toBe(first);
  await expect(stepHeading(page)).toContainText('Payment');
  await expect(page.locator('.toasts [data-testid^="toast-"]')).toHaveCount(0);
  expect(await checkoutTotals(page)).toEqual(shown);
  await payByCard(page, CARDS.visa);
  await expectConfirmation(page, 'jrau', shown);
});
