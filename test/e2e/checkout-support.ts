import { expect, type Locator, type Page } from '@playwright/test';
import { countryOf } from './checkout-totals';
import { type SiteCode, siteUrl } from './support';

export * from './checkout-pay';
export * from './checkout-totals';

/**
 * What a shopper does on the way through checkout (spec §2 Checkout steps), shared by the checkout-*.e2e.ts
 * files: fill a cart from a product page, give contact details, choose delivery, pay, and read the totals
 * the checkout showed and the confirmation page shows.
 */

/** The seeded checkout customers and gift cards (test/e2e/README.md). */
export const CUSTOMERS = {
  AU: { email: 'checkout.au@example.com', password: 'Checkout-Test-1' },
  NZ: { email: 'checkout.nz@example.com', password: 'Checkout-Test-1' },
} as const;
export const GIFT_CARDS = {
  au500: { number: '6280 0000 0000 0001', pin: '1234' },
  au20: { number: '6280 0000 0000 0002', pin: '1234' },
  legacy: { number: '6280 0000 0000 0003' },
  nz500: { number: '6280 0000 0000 0004', pin: '1234' },
} as const;

const CONTACT = {
  AU: {
    email: 'ada.lovelace@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '0400 000 000',
    street: '1 George Street',
    city: 'Sydney',
    state: 'NSW',
    postcode: '2000',
  },
  NZ: {
    email: 'kate.sheppard@example.com',
    firstName: 'Kate',
    lastName: 'Sheppard',
    phone: '021 000 000',
    street: '1 Queen Street',
    city: 'Auckland',
    postcode: '1010',
  },
} as const;

export interface ProductPick {
  readonly sku: string;
  readonly slug: string;
  readonly title: string;
  readonly price: number;
}

const picked = new Set<string>();

/** On the site's origin, for the page's own fetch: the health answer is the cheapest page there. */
export async function onSite(page: Page, site: SiteCode): Promise<void> {
  if (!page.url().startsWith(siteUrl(site, '/'))) await page.goto(siteUrl(site, '/api/health'));
}

/**
 * A product of the site found as the client finds them (GET /bff/products/search): in stock, with exactly
 * the wanted tags (none, or `bulky`), priced within the range; a different one each call where it can.
 */
export async function findProduct(page: Page, site: SiteCode, options: { bulky?: boolean; min?: number; max?: number } = {}): Promise<ProductPick> {
  await onSite(page, site);
  const queries = options.bulky ? ['drill', 'press', 'tool'] : ['cable', 'led', 'light', 'kit', 'sensor'];
  const min = options.min ?? 1000;
  const max = options.max ?? 9000;
  for (const q of queries) {
    const products = await page.evaluate(async (query) => {
      const res = await fetch(`/api/bff/products/search?q=${encodeURIComponent(query)}&pageSize=48`);
      if (!res.ok) return [];
      const body = (await res.json()) as {
        products: Array<{
          sku: string;
          slug: string;
          title: string;
          finalPrice: { centAmount: number };
          inStock: boolean;
          item_status_tags: string[];
        }>;
      };
      return body.products;
    }, q);
    const fits = products.filter(
      (p) =>
        p.inStock &&
        p.finalPrice.centAmount >= min &&
        p.finalPrice.centAmount <= max &&
        (options.bulky ? p.item_status_tags.length === 1 && p.item_status_tags[0] === 'bulky' : p.item_status_tags.length === 0),
    );
    const fresh = fits.find((p) => !picked.has(`${site}:${p.slug}`)) ?? fits[0];
    if (fresh) {
      picked.add(`${site}:${fresh.slug}`);
      return { sku: fresh.sku, slug: fresh.slug, title: fresh.title, price: fresh.finalPrice.centAmount };
    }
  }
  throw new Error(`No ${options.bulky ? 'bulky' : 'plain'} product in stock on ${site} between ${min} and ${max} cents`);
}

/** The shopper adds the product from its page; the cart drawer opens (spec §2 Cart drawer). */
export async function addToCart(page: Page, site: SiteCode, product: ProductPick, quantity = 1): Promise<Locator> {
  await page.goto(siteUrl(site, `/p/${product.slug}`));
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  const cart = page.getByRole('dialog', { name: /Your cart/ });
  await expect(cart).toBeVisible();
  for (let n = 1; n < quantity; n++) {
    await cart.getByRole('button', { name: 'Increase quantity' }).first().click();
    await expect(page.getByRole('dialog', { name: new RegExp(`Your cart \\(${n + 1} items\\)`) })).toBeVisible();
  }
  return cart;
}

/** From the cart drawer's Checkout button to step 1. */
export async function goToCheckout(page: Page, cart: Locator): Promise<void> {
  await cart.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(stepHeading(page)).toContainText('Contact details');
}

export const stepHeading = (page: Page) => page.locator('#checkout-step-heading');

/** A product in the cart (enough of it to spend `spend` cents) and the shopper on /checkout step 1. */
export async function startCheckout(
  page: Page,
  site: SiteCode,
  options: { bulky?: boolean; min?: number; max?: number; quantity?: number; spend?: number; product?: ProductPick } = {},
): Promise<ProductPick> {
  const product = options.product ?? (await findProduct(page, site, options));
  const quantity = Math.max(options.quantity ?? 1, Math.ceil((options.spend ?? 0) / product.price));
  await goToCheckout(page, await addToCart(page, site, product, quantity));
  return product;
}

/** Step 1: contact details and delivery address (NewAddress), or the saved ones (Default). */
export async function fillContact(page: Page, site: SiteCode): Promise<void> {
  const c = CONTACT[countryOf(site)];
  const form = page.getByRole('form', { name: 'Contact and delivery address' });
  if (await form.isVisible()) {
    await form.getByLabel('Email address').fill(c.email);
    await form.getByLabel('First name').fill(c.firstName);
    await form.getByLabel('Last name').fill(c.lastName);
    await form.getByLabel('Phone').fill(c.phone);
    await form.getByLabel('Street address').fill(c.street);
    await form.getByLabel(countryOf(site) === 'NZ' ? 'City' : 'Suburb', { exact: true }).fill(c.city);
    if ('state' in c) await form.getByLabel('State').selectOption(c.state);
    await form.getByLabel('Postcode').fill(c.postcode);
  }
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  await expect(stepHeading(page)).toContainText('Delivery');
}

export interface DeliveryChoice {
  readonly type?: 'Home delivery' | 'Click and Collect' | 'Warehouse delivery';
  readonly method?: 'Standard delivery' | 'Express delivery' | 'Same day delivery' | RegExp;
  readonly insurance?: boolean;
  readonly purchaseOrder?: string;
  /** The store to collect from when Click and Collect asks for one. */
  readonly store?: { readonly name: string; readonly postcode: string };
}

/** Step 2: delivery type, shipping method or store, insurance; then on to payment. */
export async function chooseDelivery(page: Page, choice: DeliveryChoice = {}): Promise<void> {
  const type = page.getByRole('radio', { name: new RegExp(`^${choice.type ?? 'Home delivery'}`) });
  if (!(await type.isChecked())) {
    await type.check();
    await expect(type).toBeChecked();
  }
  if (choice.type === 'Click and Collect') {
    // With no store known yet the picker shows first (spec §2 step 2); the preferred store is taken otherwise.
    const chosen = page.locator('.store-choice > [role=status]');
    await expect(chosen).toBeVisible();
    if ((await chosen.textContent()) === 'Choose a store below.') {
      const picker = page.locator('.store-choice');
      await picker.getByLabel('Postcode or suburb').fill(choice.store?.postcode ?? '2000');
      await picker.getByRole('button', { name: 'Search', exact: true }).click();
      const store = picker.getByRole('button', { name: choice.store ? `Make ${choice.store.name} my store` : /^Make .* my store$/ }).first();
      const places = picker.getByRole('list', { name: 'Matching places' }).getByRole('button');
      await expect(store.or(places.first())).toBeVisible();
      if (!(await store.isVisible())) await places.first().click();
      await store.click();
    }
    await expect(chosen).not.toHaveText('Choose a store below.');
    await expect(page.locator('.checkout__summary')).toContainText('Click and Collect');
  } else {
    const method = page.getByRole('radio', { name: choice.method ?? /^Standard delivery/ });
    await expect(method).toBeEnabled();
    await method.check();
    await expect(method).toBeChecked();
    await expect(method).toBeEnabled();
  }
  if (choice.insurance) {
    const insurance = page.getByRole('checkbox', { name: /Add delivery insurance/ });
    await insurance.check();
    await expect(page.locator('.order-summary__totals')).toContainText('Insurance');
  }
  if (choice.purchaseOrder) await page.getByLabel('Stores purchase order number (optional)').fill(choice.purchaseOrder);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(stepHeading(page)).toContainText('Payment');
}

/** Steps 1 and 2 in one go. */
export async function reachPayment(page: Page, site: SiteCode, choice: DeliveryChoice = {}): Promise<void> {
  await fillContact(page, site);
  await chooseDelivery(page, choice);
}

/** Signs in on the shop's sign-in page ({auth base}/signin: email, then password) and comes back to the home page. */
export async function signIn(
  page: Page,
  site: SiteCode,
  who: { readonly email: string; readonly password: string } = CUSTOMERS[countryOf(site)],
): Promise<void> {
  await page.goto(siteUrl(site, '/api/auth/signin?callbackUrl=%2F'));
  await page.getByRole('main').getByLabel('Email address').fill(who.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(siteUrl(site, '/'));
  await expect(page.getByRole('button', { name: /^Hello/ })).toBeVisible();
}
