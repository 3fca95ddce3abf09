import { addToCart, findProduct } from './checkout-support';
import type { Locator } from '@playwright/test';
import { expect, siteUrl, test } from './support';

/**
 * Spec §1 delivery by location, §3 Geolocation, §4 and §7 cart lookup: "Use my location" sets the nearest
 * delivery postcode of the site's country, the position is kept in the `geo` cookie and goes with the cart
 * lookup; a refused position leaves a message and the manual postcode path.
 */
/** Waits for the drawer's slide-in to end, so a screenshot shows it whole. */
const settled = (drawer: Locator) => drawer.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));

const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };
const WELLINGTON = { latitude: -41.2865, longitude: 174.7762 };

test.describe('with the position shared', () => {
  test.use({ geolocation: SYDNEY, permissions: ['geolocation'] });

  test('jrau and jrnz: a shared position sets the nearest postcode, prices the cart there and is kept in the geo cookie', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const product = await findProduct(page, 'jrau');
    const cart = await addToCart(page, 'jrau', product);
    const estimate = cart.getByRole('region', { name: 'Delivery' });
    await expect(estimate.getByText('Add your postcode to see delivery options and costs.')).toBeVisible();
    await page.screenshot({ path: '/work/shots/geo-jrau-cart-before.png' });

    const priced = page.waitForRequest(
      (request) => request.url().includes('/api/bff/cart/details') && request.headers()['delivery-postcode'] === '2000',
    );
    await estimate.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByTestId('toast-postcode-success')).toHaveText(/You've selected 2000 as your postcode/);
    // The cart asks again at the new postcode, sending where the shopper is (spec §7 cart details query).
    const url = new URL((await priced).url());
    expect(Number(url.searchParams.get('latitude'))).toBeCloseTo(SYDNEY.latitude, 4);
    expect(Number(url.searchParams.get('longitude'))).toBeCloseTo(SYDNEY.longitude, 4);
    const delivered = cart.getByRole('region', { name: /Delivery to 2000/ });
    await expect(delivered.getByRole('list', { name: 'Delivery options for your cart' })).toContainText('Standard delivery');
    await expect(page.getByRole('button', { name: /Deliver to/ })).toContainText('2000');
    await page.screenshot({ path: '/work/shots/geo-jrau-cart-estimate.png' });

    const geo = (await context.cookies()).find((cookie) => cookie.name === 'geo');
    expect(geo?.value).toBe(`${SYDNEY.latitude},${SYDNEY.longitude}`);

    // A later visit reads the cookie back: the cart lookup carries the position from the start.
    const again = page.waitForRequest((request) => request.url().includes('/api/bff/cart/details') && request.url().includes('latitude='));
    await page.reload();
    expect(new URL((await again).url()).searchParams.get('latitude')).toBe(String(SYDNEY.latitude));

    // The NZ site gives a postcode of its own country, from the postcode drawer.
    await context.setGeolocation(WELLINGTON);
    await page.goto(siteUrl('jrnz', '/'));
    await page.getByRole('button', { name: /Deliver to/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Your delivery postcode' });
    await expect(drawer.getByRole('button', { name: 'Use my location' })).toBeVisible();
    await settled(drawer);
    await page.screenshot({ path: '/work/shots/geo-jrnz-drawer.png' });
    await drawer.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByTestId('toast-postcode-success')).toHaveText(/You've selected 6011 as your postcode/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: /Deliver to/ })).toContainText('6011');
  });
});

test.describe('with the position refused', () => {
  test.use({ permissions: [] });

  test('jrau and jrnz: a refused position says so in the drawer and the postcode can still be typed', async ({ page, context }) => {
    for (const site of ['jrnz', 'jrau'] as const) {
      await page.goto(siteUrl(site, '/'));
      await page.getByRole('button', { name: /Deliver to/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Your delivery postcode' });
      await expect(drawer.getByRole('button', { name: 'Use my location' })).toBeVisible();
      await settled(drawer);
      if (site === 'jrau') await page.screenshot({ path: '/work/shots/geo-jrau-drawer.png' });
      await drawer.getByRole('button', { name: 'Use my location' }).click();
      await expect(drawer.getByRole('status')).toHaveText('Location access is blocked. Allow it in your browser, or enter your postcode instead.');
      await page.screenshot({ path: `/work/shots/geo-${site}-denied.png` });
      expect((await context.cookies()).find((cookie) => cookie.name === 'geo')).toBeUndefined();
      if (site === 'jrnz') await page.keyboard.press('Escape');
    }
    const drawer = page.getByRole('dialog', { name: 'Your delivery postcode' });
    await drawer.getByLabel('Postcode').fill('3000');
    await drawer.getByLabel('Suburb').fill('Melbourne');
    await drawer.getByLabel('State').selectOption('VIC');
    await drawer.getByRole('button', { name: 'Save postcode' }).click();
    await expect(page.getByTestId('toast-postcode-success')).toHaveText(/You've selected 3000 as your postcode/);
  });
});
