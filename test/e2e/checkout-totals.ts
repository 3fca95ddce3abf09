import { expect, type Locator, type Page } from '@playwright/test';
import type { SiteCode } from './support';

export type Country = 'AU' | 'NZ';
export const countryOf = (site: SiteCode): Country => (site === 'jrnz' ? 'NZ' : 'AU');

/** The totals rows in cents; the optional ones show only when they are not zero. */
export interface Totals {
  subtotal: number;
  shipping: number;
  total: number;
  tax: number;
  discount?: number;
  coupon?: number;
  insurance?: number;
  giftCard?: number;
  credit?: number;
  amountDue?: number;
}

const LABELS: ReadonlyArray<[RegExp, keyof Totals]> = [
  [/^Discount/, 'discount'],
  [/^Coupon/, 'coupon'],
  [/^(Shipping|Click and Collect)$/, 'shipping'],
  [/^Insurance/, 'insurance'],
  [/^Subtotal/, 'subtotal'],
  [/^Total/, 'total'],
  [/^(Paid by )?gift card/i, 'giftCard'],
  [/^(Paid by )?account credit/i, 'credit'],
  [/^To pay/, 'amountDue'],
  [/^Includes GST/, 'tax'],
];

/** Money as the page shows it ("$1,234.50", "−$5.00") in cents, sign dropped. */
export const centsOf = (text: string): number => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

/** The totals list (order summary or confirmation) as cents by row. */
export async function totalsIn(list: Locator): Promise<Totals> {
  const rows = await list
    .locator(':scope > div')
    .evaluateAll((divs) => divs.map((d) => [d.querySelector('dt')?.textContent ?? '', d.querySelector('dd')?.textContent ?? '']));
  const totals: Partial<Totals> = {};
  for (const [label = '', value = ''] of rows) {
    const key = LABELS.find(([re]) => re.test(label.trim()))?.[1];
    if (key) totals[key] = centsOf(value);
  }
  return totals as Totals;
}

/** The order summary beside the checkout step. */
export const checkoutTotals = (page: Page) => totalsIn(page.locator('.checkout__summary .order-summary__totals'));

/**
 * What the confirmation must show for the checkout's totals (spec §3 Checkout: total = subtotal − discount −
 * coupon + shipping + insurance; the GST part of the total at the country's rate).
 */
export function expectedOrderTotals(shown: Totals, country: Country): Totals {
  const total = Math.max(0, shown.subtotal - (shown.discount ?? 0) - (shown.coupon ?? 0) + shown.shipping + (shown.insurance ?? 0));
  const rate = country === 'NZ' ? 15 : 10;
  const expected: Totals = { subtotal: shown.subtotal, shipping: shown.shipping, total, tax: Math.round((total * rate) / (100 + rate)) };
  for (const key of ['discount', 'coupon', 'insurance', 'giftCard', 'credit'] as const) if (shown[key]) expected[key] = shown[key];
  return expected;
}

/** Lands on /checkout/{orderNumber} and checks its totals against what the checkout showed before paying. */
export async function expectConfirmation(page: Page, site: SiteCode, shown: Totals, timeout = 20_000): Promise<string> {
  await expect(page).toHaveURL(/\/checkout\/[A-Z0-9-]+$/, { timeout });
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(page.url()).toContain(`/checkout/${orderNumber}`);
  const expected = expectedOrderTotals(shown, countryOf(site));
  expect(shown.total, 'the checkout showed the total the rules give').toBe(expected.total);
  expect(shown.tax, 'the checkout showed the GST part of its total').toBe(expected.tax);
  if (shown.amountDue !== undefined) {
    expect(shown.amountDue, 'the checkout asked for what the gift cards and credit left').toBe(
      Math.max(0, expected.total - (shown.giftCard ?? 0) - (shown.credit ?? 0)),
    );
  }
  const confirmed = await totalsIn(page.locator('.order-confirmation .order-summary__totals'));
  expect(confirmed).toEqual(expected);
  // Spec §4 Order completion 3: the cart is cleared.
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  return orderNumber;
}
