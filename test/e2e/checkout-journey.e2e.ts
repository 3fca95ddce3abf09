import { CARDS, checkoutTotals, expectConfirmation, fillContact, payByCard, startCheckout, stepHeading } from './checkout-support';
import { expect, test, type SiteCode, dataLayer, eventNames, expectAccessible } from './support';

/**
 * One checkout walked step by step: every step and the confirmation pass an axe scan, and the data layer
 * holds the checkout events of spec §4 with the purchase record of spec §3 (value, tax, shipping, coupon,
 * insurance, payment method, line items).
 */

const CASES: ReadonlyArray<{ site: SiteCode; currency: string; code: string }> = [
  { site: 'jrau', currency: 'AUD', code: 'MAKER10' },
  { site: 'jrnz', currency: 'NZD', code: 'MAKER10' },
  // The rtm brand has its own theme: its colours get their own scan.
  { site: 'rtau', currency: 'AUD', code: 'MAKER10' },
];

const amount = (cents: number | undefined) => (cents ?? 0) / 100;

for (const { site, currency, code } of CASES) {
  test(`${site}: each checkout step is accessible and the checkout events reach the data layer`, async ({ page }) => {
    const product = await startCheckout(page, site, { quantity: 2 });
    await expectAccessible(page, `${site} checkout contact`);

    await fillContact(page, site);
    await expectAccessible(page, `${site} checkout delivery`);
    // Spec §4: a delivery type change records the selected checkout option.
    await page.getByRole('radio', { name: /^Warehouse delivery/ }).check();
    await expect(page.getByRole('radio', { name: /^Warehouse delivery/ })).toBeEnabled();
    await page.getByRole('radio', { name: /^Home delivery/ }).check();
    await expect(page.getByRole('radio', { name: /^Home delivery/ })).toBeEnabled();
    await page.getByRole('radio', { name: /^Standard delivery/ }).check();
    await page.getByRole('checkbox', { name: /Add delivery insurance/ }).check();
    await expect(page.locator('.checkout__summary')).toContainText('Insurance');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(stepHeading(page)).toContainText('Payment');
    await page.getByRole('textbox', { name: 'Discount code' }).fill(code);
    await page.getByRole('button', { name: 'Apply code' }).click();
    await expect(page.getByText(`Code ${code} applied`)).toBeVisible();
    await expect(page.frameLocator('.drop-in iframe').getByLabel('Card number')).toBeVisible();
    await expectAccessible(page, `${site} checkout payment`);

    const shown = await checkoutTotals(page);
    await payByCard(page, CARDS.visa);
    const orderNumber = await expectConfirmation(page, site, shown);
    await expectAccessible(page, `${site} order confirmation`);

    const names = await eventNames(page);
    const order = ['begin_checkout', 'select_checkout_option', 'add_shipping_info', 'add_payment_info', 'purchase'];
    for (const name of order) expect(names, `${site} pushed ${name}`).toContain(name);
    const at = order.map((name) => names.indexOf(name));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(names.filter((n) => n === 'purchase')).toHaveLength(1);

    const layer = await dataLayer(page);
    const options = layer.filter((e) => e.event === 'select_checkout_option');
    expect(options.length).toBeGreaterThanOrEqual(2);
    const ecommerceOf = (name: string) => layer.find((e) => e.event === name)?.ecommerce as Record<string, unknown>;
    expect(ecommerceOf('add_shipping_info')).toMatchObject({ currency, shipping_tier: 'Standard delivery' });
    expect(ecommerceOf('add_payment_info')).toMatchObject({ currency, payment_type: 'card', value: amount(shown.total) });
    const purchase = layer.find((e) => e.event === 'purchase')?.ecommerce as Record<string, unknown>;
    expect(purchase).toMatchObject({
      transaction_id: orderNumber,
      currency,
      value: amount(shown.total),
      tax: amount(shown.tax),
      shipping: amount(shown.shipping),
      insurance: amount(shown.insurance),
      coupon: code,
      payment_type: 'card',
    });
    expect(purchase.items).toEqual([expect.objectContaining({ item_id: product.sku, quantity: 2 })]);
    // GA4: every ecommerce push is preceded by the named reset, clear_ecommerce (spec §9).
    layer.forEach((entry, i) => {
      if (entry.ecommerce && typeof entry.ecommerce === 'object')
        expect(layer[i - 1], `before ${String(entry.event)}`).toEqual({ event: 'clear_ecommerce', ecommerce: null });
    });
  });
}
