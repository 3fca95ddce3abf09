import { newCustomer, openAccountSection, signInFromHeader, signUpFromHeader } from './account-support';
import { findProduct } from './checkout-support';
import { expect, siteUrl, test } from './support';

/**
 * Spec §6: the server can report that an account is disabled. A customer signed in on two devices
 * deactivates the account on one; on the other, their next action signs them out and tells them why
 * (GET /bff/account/is-disabled asked with the token that stopped working).
 */
test('jrau: a customer signed in on another device is told the account was disabled, not just signed out', async ({ browser }) => {
  test.setTimeout(120_000);
  const who = newCustomer('jrau');
  const laptop = await (await browser.newContext()).newPage();
  const phone = await (await browser.newContext()).newPage();
  await signUpFromHeader(laptop, 'jrau', who);

  const product = await findProduct(phone, 'jrau');
  await phone.goto(siteUrl('jrau', `/p/${product.slug}`));
  await signInFromHeader(phone, who);
  await expect(phone.getByRole('button', { name: `Hello ${who.firstName}` })).toBeVisible();
  if (!phone.url().includes(`/p/${product.slug}`)) await phone.goto(siteUrl('jrau', `/p/${product.slug}`));
  await expect(phone.getByRole('button', { name: `Hello ${who.firstName}` })).toBeVisible();

  await openAccountSection(laptop, 'Profile and password');
  await laptop.getByRole('button', { name: 'Deactivate account' }).click();
  await laptop.getByRole('button', { name: 'Yes, deactivate my account' }).click();
  await expect(laptop.getByRole('alert')).toContainText('This account is disabled');

  await phone.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(phone.getByText("You've been signed out. This account is disabled. Contact us if you would like it back.")).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Sign in or create an account' })).toBeVisible();
  await phone.screenshot({ path: '/work/shots/dead-account-disabled.png' });
});
