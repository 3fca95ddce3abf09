import { moveOrder, newCustomer, openAccountSection, pdfText, signInFromHeader, signOutFromHeader, signUpFromHeader } from './account-support';
import { CARDS, checkoutTotals, chooseDelivery, expectConfirmation, payByCard, startCheckout, stepHeading } from './checkout-support';
import { expect, expectAccessible, test, siteUrl } from './support';

/**
 * The signed-in customer, in the browser: sign up, out and in from the header; the session in a second
 * tab; the address book that checkout offers; an order with its invoice, a return and a reorder; the
 * password changed; the account deactivated.
 */
const ADDRESSES: Record<'jrau' | 'jrnz', ReadonlyArray<{ street: string; city: string; postcode: string; state?: string }>> = {
  jrau: [
    { street: '12 Harbour Street', city: 'Sydney', postcode: '2000', state: 'NSW' },
    { street: '3 Bridge Road', city: 'Glebe', postcode: '2037', state: 'NSW' },
  ],
  jrnz: [
    { street: '1 Queen Street', city: 'Auckland', postcode: '1010' },
    { street: '8 Cuba Street', city: 'Wellington', postcode: '6011' },
  ],
};

for (const site of ['jrau', 'jrnz'] as const) {
  test(`${site}: a customer signs up, keeps addresses, buys, prints the invoice, returns a line, reorders, changes the password and deactivates`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const who = newCustomer(site);
    await signUpFromHeader(page, site, who);
    await signOutFromHeader(page);
    await signInFromHeader(page, who);
    await expect(page.getByRole('button', { name: `Hello ${who.firstName}` })).toBeVisible();

    // A second tab of the same browser is signed in too, and follows a sign-out in the first.
    const second = await context.newPage();
    await second.goto(siteUrl(site, '/store-finder'));
    await expect(second.getByRole('button', { name: `Hello ${who.firstName}` })).toBeVisible();
    // Back to the first tab: a page left in the background draws two frames a second, and every action on it
    // would wait for one.
    await page.bringToFront();

    // Two addresses; the second becomes the default delivery address.
    await openAccountSection(page, 'Addresses');
    await expectAccessible(page, `${site} addresses`);
    for (const address of ADDRESSES[site]) {
      await page.getByRole('button', { name: 'Add an address' }).click();
      await page.getByLabel('Street address').fill(address.street);
      await page.getByLabel(site === 'jrnz' ? 'Town or city' : 'Suburb').fill(address.city);
      await page.getByLabel('Postcode').fill(address.postcode);
      if (address.state) await page.getByLabel('State').selectOption(address.state);
      else await expect(page.getByLabel('State')).toHaveCount(0);
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByText('Address added.')).toBeVisible();
    }
    const secondCard = page.getByRole('listitem').filter({ hasText: ADDRESSES[site][1]!.street });
    await secondCard.getByRole('button', { name: 'Set as default delivery' }).click();
    await expect(secondCard.getByText('Default delivery')).toBeVisible();

    // Checkout starts from the default delivery address.
    await startCheckout(page, site, { quantity: 2 });
    const form = page.getByRole('form', { name: 'Contact and delivery address' });
    await expect(form.getByLabel('Street address')).toHaveValue(ADDRESSES[site][1]!.street);
    await expect(form.getByLabel('Email address')).toHaveValue(who.email);
    await form.getByLabel('Phone').fill(site === 'jrnz' ? '021 555 0101' : '0400 555 010');
    await page.getByRole('button', { name: 'Continue to delivery' }).click();
    await expect(stepHeading(page)).toContainText('Delivery');
    await chooseDelivery(page);
    const shown = await checkoutTotals(page);
    await payByCard(page, CARDS.visa);
    const orderNumber = await expectConfirmation(page, site, shown);

    // The order is in My Account with its status.
    await page.getByRole('link', { name: 'View this order in your account' }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`Order ${orderNumber}`) })).toContainText('Order placed');
    await expectAccessible(page, `${site} order detail`);
    await openAccountSection(page, 'Orders');
    await expect(page.getByRole('row').filter({ hasText: orderNumber })).toContainText('Order placed');
    await expectAccessible(page, `${site} orders`);
    await page.getByRole('link', { name: orderNumber }).click();

    // The invoice is a PDF with the order's number and total.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Print invoice' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`invoice-${orderNumber}.pdf`);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const text = pdfText(Buffer.concat(chunks));
    expect(text).toContain(`Order ${orderNumber}`);
    expect(text).toContain(`$${(shown.total / 100).toFixed(2)}`);
    expect(text).toContain(site === 'jrnz' ? 'GST number' : 'ABN');

    // Delivered, then one unit goes back: the status changes and the points of it are given back.
    await openAccountSection(page, 'Loyalty points');
    const earned = Number((await page.getByTestId('loyalty-balance').textContent())?.replace(/\D/g, ''));
    expect(earned).toBeGreaterThan(0);
    await moveOrder(site, orderNumber, ['processing', 'intransit', 'outfordelivery', 'delivered']);
    await page.goto(siteUrl(site, `/account/orders/${orderNumber}`));
    await page.getByRole('button', { name: 'Return items' }).click();
    await expectAccessible(page, `${site} return form`);
    await page.getByLabel(/^Quantity to return/).selectOption('1');
    await page.getByLabel('Reason').selectOption('faulty');
    await page.getByRole('button', { name: 'Advise return' }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`Order ${orderNumber}`) })).toContainText('Return advised');
    await expect(page.getByText('1 returned')).toBeVisible();
    await openAccountSection(page, 'Loyalty points');
    await expect(page.getByRole('row').filter({ hasText: 'Returned items' })).toContainText('-');
    await expect(page.getByTestId('loyalty-balance')).not.toHaveText(`${earned} points`);
    await expectAccessible(page, `${site} loyalty`);

    // Reorder: the lines go back into the cart and the cart drawer opens on them.
    await page.goto(siteUrl(site, `/account/orders/${orderNumber}`));
    await page.getByRole('button', { name: 'Reorder' }).click();
    await expect(page.getByRole('dialog', { name: /cart/i })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Cart, 2 items/ })).toBeVisible();

    // A new password: the old one is refused at sign-in, the new one works.
    await page.keyboard.press('Escape');
    await openAccountSection(page, 'Profile and password');
    await expectAccessible(page, `${site} profile`);
    await page.getByLabel('Current password', { exact: true }).fill(who.password);
    await page.getByLabel('New password', { exact: true }).fill('Another-Pass-2027');
    await page.getByLabel('New password again').fill('Another-Pass-2027');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password is changed.')).toBeVisible();
    await signOutFromHeader(page);
    await expect(second.getByRole('link', { name: 'Sign in or create an account' })).toBeVisible();
    await signInFromHeader(page, who);
    await expect(page.getByRole('alert')).toContainText('The email or password is not right');
    await page.getByLabel('Password').fill('Another-Pass-2027');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('button', { name: `Hello ${who.firstName}` })).toBeVisible();

    // Deactivated: signed out, and sign-in is refused with a clear message.
    await openAccountSection(page, 'Profile and password');
    await page.getByRole('button', { name: 'Deactivate account' }).click();
    await page.getByRole('button', { name: 'Yes, deactivate my account' }).click();
    await expect(page.getByRole('alert')).toContainText('This account is disabled');
    await page.goto(siteUrl(site, '/'));
    await signInFromHeader(page, { email: who.email, password: 'Another-Pass-2027' });
    await expect(page.getByRole('alert')).toContainText('This account is disabled');
  });
}

test('rtau: the header signs a customer up under its own brand, and My Account needs a session', async ({ page }) => {
  await page.goto(siteUrl('rtau', '/account/orders'));
  await expect(page).toHaveURL(/\/api\/auth\/signin\?error=SessionRequired&callbackUrl=%2Faccount%2Forders/);
  await expect(page.getByText('Please sign in to continue.')).toBeVisible();
  await expectAccessible(page, 'rtau sign-in');
  const who = newCustomer('rtau');
  await signUpFromHeader(page, 'rtau', who);
  await expect(page.locator('.brand__name')).toHaveText('Rigtech Makers');
  await page.goto(siteUrl('rtau', '/account/orders'));
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
});

test('jrau: a forgotten password is reset through the link in the dev mailbox, once', async ({ page }) => {
  const who = newCustomer('jrau');
  await signUpFromHeader(page, 'jrau', who);
  await signOutFromHeader(page);
  await page.getByRole('link', { name: 'Sign in or create an account' }).click();
  await page.getByRole('main').getByLabel('Email address').fill(who.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expectAccessible(page, 'forgot password');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(`If an account exists for ${who.email}`)).toBeVisible();
  await page.goto(siteUrl('jrau', '/dev/mailbox'));
  const mail = page.getByRole('listitem').filter({ hasText: who.email }).filter({ hasText: 'Reset your password' }).first();
  const link = (await mail.getByRole('link').getAttribute('href')) ?? '';
  await page.goto(link.replace(/^https?:\/\/[^/]+/, siteUrl('jrau', '').replace(/\/$/, '')));
  await expectAccessible(page, 'reset password');
  await page.getByLabel('New password', { exact: true }).fill('Reset-Pass-2028');
  await page.getByLabel('New password again').fill('Reset-Pass-2028');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password is changed')).toBeVisible();
  await page.reload();
  await page.getByLabel('New password', { exact: true }).fill('Reset-Pass-2029');
  await page.getByLabel('New password again').fill('Reset-Pass-2029');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toContainText('The reset link is invalid or has expired');
  await page.goto(siteUrl('jrau', '/'));
  await signInFromHeader(page, { email: who.email, password: 'Reset-Pass-2028' });
  await expect(page.getByRole('button', { name: `Hello ${who.firstName}` })).toBeVisible();
});

test('jrnz: the account pages pass the accessibility check on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const who = newCustomer('jrnz');
  await signUpFromHeader(page, 'jrnz', who);
  for (const section of ['Overview', 'Preferences and emails', 'Payment methods', 'Gift cards']) {
    await page.goto(siteUrl('jrnz', '/account'));
    await page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: section, exact: true }).click();
    await expect(page.locator('.account__content h2').first()).toBeVisible();
    await expectAccessible(page, `jrnz ${section}`);
  }
  await page.goto(siteUrl('jrnz', '/sign-up'));
  await expectAccessible(page, 'jrnz sign-up');
});
