import type { Page } from '@playwright/test';
import { CARDS, checkoutTotals, dropIn, expectConfirmation, goToCheckout, payByCard, reachPayment } from './checkout-support';
import { expect, test, type SiteCode, dataLayer, eventNames, expectAccessible, siteUrl } from './support';

interface SiteCase {
  readonly site: SiteCode;
  readonly currencySymbolText: string;
  readonly search: string;
  readonly postcode: { readonly postcode: string; readonly city: string; readonly state?: string };
}

const CASES: SiteCase[] = [
  { site: 'jrau', currencySymbolText: 'AUD', search: 'cable', postcode: { postcode: '2000', city: 'Sydney', state: 'NSW' } },
  { site: 'jrnz', currencySymbolText: 'NZD', search: 'cable', postcode: { postcode: '1010', city: 'Auckland' } },
  { site: 'rtau', currencySymbolText: 'AUD', search: 'light', postcode: { postcode: '3000', city: 'Melbourne', state: 'VIC' } },
];

/**
 * Spec §9: what the data layer receives over the walk below, in order, on every site (a new visitor: the
 * server gives the tracking id with the first cart, just before it is pushed). Product pages record the
 * store availability their store panel checks before the page's own page_load; picking a store reloads the
 * product, which is then seen again.
 */
const walkEvents = (site: SiteCode) => [
  // Home: its three product carousels
  ...['page_load', 'view_item_list', 'view_item_list', 'view_item_list', 'eventIDGenerated', 'cart_contents_push'],
  // rtau's home banner leads to a category, so the walk's first category link is the banner's: a promotion followed.
  ...(site === 'rtau' ? ['select_promotion'] : []),
  // A category: its best sellers and its products
  ...['page_load', 'view_item_list', 'view_item_list'],
  // A search, then a brand chosen
  ...['page_load', 'view_search_results', 'view_search_results'],
  // A product from the results, then a store picked
  ...['select_item', 'check_store_availability', 'page_load', 'view_item', 'check_store_availability', 'page_load', 'view_item'],
  // Added to the cart, then one more
  ...['add_to_cart', 'add_to_cart'],
  // Checkout, paid, confirmed: the order empties the cart
  ...['page_load', 'begin_checkout', 'select_checkout_option', 'add_shipping_info', 'add_payment_info', 'purchase', 'clear_cart', 'page_load'],
];

const dialog = (page: Page, name: RegExp) => page.getByRole('dialog', { name });

for (const c of CASES) {
  test(`${c.site}: a shopper browses, searches, checks delivery, picks a store, fills a cart and compares`, async ({ page }) => {
    test.setTimeout(120_000);
    const visited: string[] = [];
    const scan = async (label: string) => {
      visited.push(label);
      await expectAccessible(page, `${c.site} ${label}`);
    };

    // Home
    await page.goto(siteUrl(c.site, '/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(`Prices in ${c.currencySymbolText} include GST.`)).toBeVisible();
    await scan('home');

    // Category, from the home page's category links
    const categoryLink = page.locator('main a[href^="/c/"]').first();
    const categoryPath = await categoryLink.getAttribute('href');
    await categoryLink.click();
    await expect(page).toHaveURL(new RegExp(`${categoryPath}$`));
    await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toBeVisible();
    await expect(page.locator('main article').first()).toBeVisible();
    await scan('category');

    // Search with a facet
    await page.getByRole('combobox', { name: 'Search products' }).fill(c.search);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${c.search}`));
    await expect(page.getByRole('status').filter({ hasText: /\d+ results? for/ })).toBeVisible();
    const brand = page.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first();
    await brand.check();
    await expect(page).toHaveURL(/brand=/);
    await expect(page.getByRole('status').filter({ hasText: /\d+ results? for/ })).toBeVisible();
    await scan('search');

    // Product
    const firstTitle = page.locator('main article').first().getByRole('link').first();
    await firstTitle.click();
    await expect(page).toHaveURL(/\/p\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scan('product');

    // Delivery check by postcode
    const delivery = page.locator('section', { has: page.getByRole('heading', { name: 'Delivery' }) });
    await delivery.getByLabel('Postcode').fill(c.postcode.postcode);
    await delivery.getByLabel(/Suburb|City/).fill(c.postcode.city);
    if (c.postcode.state) await delivery.getByLabel('State').selectOption(c.postcode.state);
    await delivery.getByRole('button', { name: 'Check delivery' }).click();
    await expect(delivery.getByText(/Standard|Express|Bulky|Sorry|unable to deliver|Out of stock|Unavailable/).first()).toBeVisible();

    // Preferred store, from the product's store availability
    await page
      .getByRole('button', { name: /Choose a store|Change store/ })
      .first()
      .click();
    const storeDrawer = dialog(page, /store/i);
    await expect(storeDrawer).toBeVisible();
    await storeDrawer.getByLabel('Postcode or suburb').fill(c.postcode.postcode);
    await storeDrawer.getByRole('button', { name: 'Search' }).click();
    // A postcode shared by several places asks which one; pick the town's own.
    const place = storeDrawer.getByRole('button', { name: new RegExp(`^${c.postcode.city} [A-Z]*\\s*${c.postcode.postcode}$`) });
    await expect(storeDrawer.getByRole('button', { name: new RegExp(`^${c.postcode.city} |^Make .* my store$`) }).first()).toBeVisible();
    if ((await place.count()) > 0) await place.first().click();
    const makeMine = storeDrawer.getByRole('button', { name: /^Make .* my store$/ }).first();
    await expect(makeMine).toBeVisible();
    await makeMine.click();
    await expect(page.getByText(/You've selected .* as your store/)).toBeVisible();
    await expect(storeDrawer).toBeHidden();
    await scan('product with store');

    // Add to cart: the cart drawer opens
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    const cart = dialog(page, /Your cart/);
    await expect(cart).toBeVisible();
    const quantity = cart.getByLabel(/Quantity of/).first();
    await expect(quantity).toHaveText(/1|/);
    await cart.getByRole('button', { name: 'Increase quantity' }).first().click();
    await expect(dialog(page, /Your cart \(2 items\)/)).toBeVisible();
    await scan('cart drawer');

    // Discount code: applied, then removed
    await cart.getByLabel('Discount code').fill('MAKER10');
    await cart.getByRole('button', { name: 'Apply' }).click();
    await expect(cart.getByText('Discount', { exact: true })).toBeVisible();
    await cart.getByRole('button', { name: /Remove code/ }).click();
    await expect(cart.getByText('Discount', { exact: true })).toBeHidden();

    // Checkout and pay, still in the same page load
    await goToCheckout(page, cart);
    await reachPayment(page, c.site);
    await expect(dropIn(page).getByLabel('Card number')).toBeVisible();
    const shown = await checkoutTotals(page);
    await payByCard(page, CARDS.visa);
    await expectConfirmation(page, c.site, shown);

    // Everything so far happened in one page load: the data layer holds the whole walk, in order.
    const walk = await eventNames(page);
    // The banners' view_promotion comes from an observer, when a banner is seen: its place among the page's
    // other events is the browser's, so it is counted per page view rather than placed in the list.
    const ordered = walk.filter((name) => name !== 'clear_ecommerce' && name !== 'view_promotion');
    expect(ordered, `${c.site}: the events of the whole walk, in order`).toEqual(walkEvents(c.site));
    const promotionsPerPage = walk.reduce<number[]>(
      (pages, name) => (name === 'page_load' ? [...pages, 0] : name === 'view_promotion' ? [...pages.slice(0, -1), (pages.at(-1) ?? 0) + 1] : pages),
      [],
    );
    // Home and category show one banner each, seen once; the other pages show none.
    expect(promotionsPerPage, `${c.site}: view_promotion per page view`).toEqual([1, 1, 0, 0, 0, 0, 0]);
    for (const expected of [
      'page_load',
      'view_item_list',
      'view_search_results',
      'select_item',
      'view_item',
      'check_store_availability',
      'add_to_cart',
    ]) {
      expect(walk, `${c.site} pushed ${expected}`).toContain(expected);
    }
    expect(walk.indexOf('page_load')).toBeLessThan(walk.indexOf('view_item'));
    // GA4: every ecommerce push is preceded by the named reset, clear_ecommerce (spec §9).
    const layer = await dataLayer(page);
    layer.forEach((entry, i) => {
      if (entry.ecommerce && typeof entry.ecommerce === 'object')
        expect(layer[i - 1], `before ${String(entry.event)}`).toEqual({ event: 'clear_ecommerce', ecommerce: null });
    });

    // Compare 4 products; a fifth is refused
    await page.goto(siteUrl(c.site, `/search?q=${c.search}`));
    const compareButtons = page.locator('main article').getByRole('button', { name: 'Compare' });
    await expect(compareButtons.nth(4)).toBeVisible();
    for (let i = 0; i < 4; i++) await compareButtons.nth(i).click();
    await compareButtons.nth(4).click();
    await expect(page.getByText(/You can compare up to 4 products/)).toBeVisible();
    await page.getByRole('link', { name: /Compare \(4\)/ }).click();
    await expect(page).toHaveURL(/\/compare\?products=[^|]+\|[^|]+\|[^|]+\|[^|]+$/);
    await expect(page.locator('main').getByRole('button', { name: /^Remove/ })).toHaveCount(4);
    await scan('compare');

    // The data layer saw the walk, in the spec's names.
    const names = await eventNames(page);
    for (const expected of ['page_load', 'view_search_results', 'add_to_product_comparison']) expect(names).toContain(expected);
    expect(names.filter((n) => n === 'add_to_product_comparison')).toHaveLength(4);
    expect(visited.length).toBeGreaterThanOrEqual(7);
  });
}
