import { expect, test, type SiteCode, eventNames, expectAccessible, siteUrl } from './support';

const SITES: Array<{ site: SiteCode; brand: string; currency: string }> = [
  { site: 'jrau', brand: 'Jolt Components', currency: 'AUD' },
  { site: 'jrnz', brand: 'Jolt Components', currency: 'NZD' },
  { site: 'rtau', brand: 'Rigtech Makers', currency: 'AUD' },
];

for (const { site, brand, currency } of SITES) {
  test(`${site}: the home page shows the brand, products in ${currency}, and is accessible`, async ({ page }) => {
    await page.goto(siteUrl(site, '/'));
    await expect(page.getByRole('link', { name: `${brand} home` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-brand', site === 'rtau' ? 'rtm' : 'jc');
    await expect(page.getByText(`Prices in ${currency} include GST.`)).toBeVisible();
    await expect.poll(() => eventNames(page)).toContain('page_load');
    await expectAccessible(page, `${site} home`);
  });
}
