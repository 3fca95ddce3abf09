import { CARDS, checkoutTotals, dropIn, expectConfirmation, payByCard, reachPayment, startCheckout, stepHeading, toast } from './checkout-support';
import { CARD_BRAND_NAMES } from '../../kernel/payments';
import { expect, test, type SiteCode } from './support';

/** Spec §4 Order completion through the card drop-in: authorised, 3-D Secure, declined then paid, settling. */

const PAIRS: ReadonlyArray<{ site: SiteCode; card: keyof typeof CARDS & keyof typeof CARD_BRAND_NAMES }> = [
  { site: 'jrau', card: 'visa' },
  { site: 'jrnz', card: 'mastercard' },
];
// rtau pays by card in checkout-journey.e2e.ts and by pay form in checkout-pay-form.e2e.ts.

for (const { site, card } of PAIRS) {
  test(`${site}: a ${card} card that authorises places the order`, async ({ page }) => {
    await startCheckout(page, site);
    await reachPayment(page, site);
    const shown = await checkoutTotals(page);
    await payByCard(page, CARDS[card]);
    await expectConfirmation(page, site, shown);
    // The card as the shopper reads it on the card: "Visa ending 1111".
    await expect(page.getByText(new RegExp(`Paid by Card \\(${CARD_BRAND_NAMES[card]} ending \\d{4}\\)`))).toBeVisible();
  });
}

test("jrnz: the drop-in's online wallet pays without a card", async ({ page }) => {
  await startCheckout(page, 'jrnz');
  await reachPayment(page, 'jrnz');
  const shown = await checkoutTotals(page);
  await dropIn(page).getByRole('button', { name: 'Pay with online wallet' }).click();
  await dropIn(page)
    .getByRole('button', { name: /^Pay NZ\$/ })
    .click();
  await expectConfirmation(page, 'jrnz', shown);
  await expect(page.getByText('Paid by Online wallet')).toBeVisible();
});

for (const site of ['jrau', 'jrnz'] as const) {
  test(`${site}: a card through the 3-D Secure challenge comes back to /checkout and places the order`, async ({ page }) => {
    await startCheckout(page, site);
    await reachPayment(page, site);
    const shown = await checkoutTotals(page);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await payByCard(page, CARDS.challenge);
    await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Complete' }).click();
    await expectConfirmation(page, site, shown);
    // Spec §2: the provider returned the shopper to /checkout with sessionId and redirectResult.
    expect(visited.some((url) => /\/checkout\?(?=.*sessionId=)(?=.*redirectResult=)/.test(url))).toBe(true);
  });

  test(`${site}: a declined card rebuilds the payment step, and a good card then pays`, async ({ page }) => {
    await startCheckout(page, site);
    await reachPayment(page, site, { method: 'Express delivery' });
    const shown = await checkoutTotals(page);
    const firstFrame = await page.locator('.drop-in iframe').getAttribute('src');
    await payByCard(page, CARDS.declined);
    await expect(toast(page, 'adyen-checkout-failed')).toContainText('Transaction declined');
    // Spec §4 Order completion 5: a new drop-in for a new session, on the same delivery.
    await expect(stepHeading(page)).toContainText('Payment');
    await expect.poll(() => page.locator('.drop-in iframe').getAttribute('src')).not.toBe(firstFrame);
    await expect(dropIn(page).getByLabel('Card number')).toBeEmpty();
    expect(await checkoutTotals(page)).toEqual(shown);
    await payByCard(page, CARDS.visa);
    await expectConfirmation(page, site, shown);
  });

  test(`${site}: a "Received" card settles and the order lookup waits for it`, async ({ page }) => {
    await startCheckout(page, site);
    await reachPayment(page, site);
    const shown = await checkoutTotals(page);
    const lookups: number[] = [];
    page.on('response', (res) => {
      if (/\/api\/bff\/checkout\/order\//.test(res.url())) lookups.push(res.status());
    });
    await payByCard(page, CARDS.received);
    await expectConfirmation(page, site, shown);
    expect(lookups[0]).toBe(423);
    expect(lookups.at(-1)).toBe(200);
  });
}
