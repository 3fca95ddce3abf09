import AxeBuilder from '@axe-core/playwright';
import { type Site as BenchSite, pagesOf, settleAfterLoad, watchConsole } from '../../bench/client.bench';
import { MID_RANGE_PHONE } from '../../bench/interactions';
import { addToCart, dropIn, findProduct, reachPayment, startCheckout } from './checkout-support';
import { expect, siteUrl, test, type SiteCode } from './support';

/** Issue 20, Why 7: the smaller things a new shopper sees, and a console left clean. */

const SITES: readonly SiteCode[] = ['jrau', 'jrnz', 'rtau'];

for (const site of SITES) {
  test(`${site}: a first visit to every page the bench loads writes no error or warning to the console`, async ({ browser }) => {
    // Seven pages, each in a fresh browser and left to settle, two at a time (as two shoppers arriving together).
    test.setTimeout(300_000);
    const pages = await pagesOf(Number(process.env.E2E_PORT), site as BenchSite);
    const visit = async ({ name, path }: { name: string; path: string }) => {
      // A fresh browser each time: no token, no cart, no cache, as a first visit is.
      const context = await browser.newContext(MID_RANGE_PHONE);
      try {
        const page = await context.newPage();
        const messages = watchConsole(page);
        await page.goto(siteUrl(site, path), { waitUntil: 'networkidle' });
        await settleAfterLoad(page);
        return messages.map((m) => `${name} ${path}: ${m}`);
      } finally {
        await context.close();
      }
    };
    const written: string[] = [];
    for (let i = 0; i < pages.length; i += 2) {
      for (const messages of await Promise.all(pages.slice(i, i + 2).map(visit))) written.push(...messages);
    }
    expect(written).toEqual([]);
  });
}

test('jrnz: the card form speaks in the site’s own locale and names the brands as shoppers read them', async ({ page }) => {
  await startCheckout(page, 'jrnz');
  await reachPayment(page, 'jrnz');
  const form = dropIn(page);
  await expect(form.getByText('Test environment · en_NZ')).toBeVisible();
  await expect(form.getByText('Accepted: Mastercard, Visa, Discover')).toBeVisible();
  await form.getByLabel('Card number').fill('5555 4444 3333 1111');
  await expect(form.getByText('(Mastercard)')).toBeVisible();
});

test('jrau: a second discount code is refused naming both, and the shopper can swap it for the first', async ({ page }) => {
  const product = await findProduct(page, 'jrau', { min: 5_500, max: 9_000 });
  const cart = await addToCart(page, 'jrau', product);
  // A second tab whose cart drawer was opened before the code was applied in the first still shows no code.
  const other = await page.context().newPage();
  await other.goto(siteUrl('jrau', `/p/${product.slug}`));
  await other.getByRole('button', { name: /^Cart, / }).click();
  const stale = other.getByRole('dialog', { name: /Your cart/ });
  await expect(stale.getByRole('textbox', { name: 'Discount code' })).toBeVisible();

  // Back in the first tab (it comes to the front, as a tab the shopper switches to), the code is applied.
  await page.bringToFront();
  await cart.getByRole('textbox', { name: 'Discount code' }).fill('MAKER10');
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect(cart.getByText('Code MAKER10 applied')).toBeVisible();

  await other.bringToFront();
  await stale.getByRole('textbox', { name: 'Discount code' }).fill('save5');
  await stale.getByRole('button', { name: 'Apply' }).click();
  await expect(stale.getByRole('alert')).toHaveText('Only one discount code per order: MAKER10 is applied. Remove it to use SAVE5.');
  // The code the cart holds is shown, with the way to change it.
  await expect(stale.getByText('Code MAKER10 applied')).toBeVisible();
  await expect(stale.locator('.cart-totals__discount')).toContainText(String((Math.round(product.price / 10) / 100).toFixed(2)));
  await stale.getByRole('button', { name: 'Use SAVE5 instead' }).click();
  await expect(stale.getByText('Code SAVE5 applied')).toBeVisible();
  await expect(stale.locator('.cart-totals__discount')).toContainText('5.00');
  await expect(stale.getByRole('alert')).toHaveCount(0);
});

test('jrau: the help chat’s messages are a list a screen reader can read', async ({ page }) => {
  await page.goto(siteUrl('jrau', '/'));
  await page.getByRole('button', { name: /^Help chat/ }).click();
  const panel = page.getByRole('dialog', { name: 'Help chat' });
  await panel.getByPlaceholder('Type your question').fill('What are your store hours?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('list', { name: 'Conversation' }).getByRole('listitem').nth(1)).toBeVisible();
  const results = await new AxeBuilder({ page }).include('.chat-panel').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
