import { findCollectable } from './checkout-stores';
import { CARDS, checkoutTotals, chooseDelivery, expectConfirmation, fillContact, payByCard, startCheckout } from './checkout-support';
import { expect, test } from './support';

/** Spec §1 Checkout delivery modes, §9 shipping codes: click-and-collect, express with insurance, bulky freight. */

// rtau collects from the rtm brand's own stores.
for (const site of ['jrau', 'jrnz', 'rtau'] as const) {
  test(`${site}: click and collect from a store`, async ({ page }) => {
    const { product, store } = await findCollectable(page, site);
    await startCheckout(page, site, { product });
    await fillContact(page, site);
    await chooseDelivery(page, { type: 'Click and Collect', store });
    const shown = await checkoutTotals(page);
    expect(shown.shipping).toBe(0);
    await payByCard(page, CARDS.visa);
    await expectConfirmation(page, site, shown);
    await expect(page.getByRole('heading', { name: 'Click and Collect' })).toBeVisible();
    await expect(page.getByText(new RegExp(`^Collect from ${store.name}, `))).toBeVisible();
  });
}

for (const site of ['jrau', 'jrnz'] as const) {
  test(`${site}: express delivery with insurance and a purchase order number`, async ({ page }) => {
    await startCheckout(page, site);
    await fillContact(page, site);
    await chooseDelivery(page, { method: /^Express delivery/, insurance: true, purchaseOrder: `PO-${site}-7` });
    const shown = await checkoutTotals(page);
    expect(shown.insurance).toBeGreaterThan(0);
    expect(shown.shipping).toBeGreaterThan(0);
    await payByCard(page, CARDS.visa);
    await expectConfirmation(page, site, shown);
    await expect(page.getByText(/^Express delivery to /)).toBeVisible();
    await expect(page.getByText(`Purchase order number: PO-${site}-7`)).toBeVisible();
  });

  test(`${site}: a bulky product travels by bulky freight only`, async ({ page }) => {
    await startCheckout(page, site, { bulky: true, min: 2000, max: 40_000 });
    await fillContact(page, site);
    for (const name of [/^Standard delivery/, /^Express delivery/, /^Same day delivery/]) {
      await expect(page.getByRole('radio', { name })).toBeDisabled();
    }
    await expect(page.getByText('Unavailable: Bulky items travel by bulky freight only').first()).toBeVisible();
    await chooseDelivery(page, { method: /^Bulky goods freight/ });
    const shown = await checkoutTotals(page);
    expect(shown.shipping).toBeGreaterThan(0);
    await payByCard(page, CARDS.mastercard);
    await expectConfirmation(page, site, shown);
    await expect(page.getByText(/^Bulky goods freight to /)).toBeVisible();
  });
}

test('jrau: warehouse delivery sends standard freight from the warehouse', async ({ page }) => {
  await startCheckout(page, 'jrau');
  await fillContact(page, 'jrau');
  await chooseDelivery(page, { type: 'Warehouse delivery' });
  const shown = await checkoutTotals(page);
  await payByCard(page, CARDS.visa);
  await expectConfirmation(page, 'jrau', shown);
  // The confirmation names warehouse delivery as a delivery (spec §3 delivery type labels).
  await expect(page.getByRole('heading', { name: 'Delivery', exact: true })).toBeVisible();
  await expect(page.getByText(/^Standard delivery to /)).toBeVisible();
});
