import { expect, type SiteCode, siteUrl, test } from './support';

/**
 * Spec §4 Delivery postcode, §8 postcode-success: the drawer on every site. NZ has no state (spec §5):
 * its drawer asks none and its calls carry none.
 */
const CASES: ReadonlyArray<{ site: SiteCode; postcode: string; city: string; state?: string }> = [
  { site: 'jrau', postcode: '2000', city: 'Sydney', state: 'NSW' },
  { site: 'jrnz', postcode: '6011', city: 'Wellington' },
  { site: 'rtau', postcode: '3000', city: 'Melbourne', state: 'VIC' },
];

for (const c of CASES) {
  test(`${c.site}: setting a delivery postcode confirms it, closes the drawer and sends it with every call`, async ({ page }) => {
    await page.goto(siteUrl(c.site, '/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: /Deliver to/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Your delivery postcode' });
    await expect(drawer).toBeVisible();
    await drawer.getByLabel('Postcode').fill(c.postcode);
    await drawer.getByLabel(c.state ? 'Suburb' : 'City').fill(c.city);
    if (c.state) await drawer.getByLabel('State').selectOption(c.state);
    else await expect(drawer.getByLabel('State')).toHaveCount(0);

    // The soft reload that follows asks the BFF again, now with the delivery place in the headers.
    const carried = page.waitForRequest((request) => request.url().includes('/api/bff/') && request.headers()['delivery-postcode'] === c.postcode);
    await drawer.getByRole('button', { name: 'Save postcode' }).click();

    const toast = page.getByTestId('toast-postcode-success');
    await expect(toast).toHaveText(new RegExp(`You've selected ${c.postcode} as your postcode`));
    await expect(page.getByTestId('toast-postcode-error')).toHaveCount(0);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: /Deliver to/ })).toContainText(c.postcode);

    const headers = (await carried).headers();
    expect(headers['delivery-city']).toBe(c.city);
    expect(headers['delivery-state']).toBe(c.state);

    // A confirmation closes itself (spec §2: a toast may auto-close).
    await expect(toast).toBeHidden({ timeout: 15_000 });
  });
}
