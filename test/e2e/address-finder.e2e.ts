import { expect, test } from './support';
import { startCheckout, stepHeading } from './checkout-support';

/** Checkout step 1's address finder (spec §7 Address finder): a picked suggestion fills the address fields. */
test('jrau: picking "25 Queen St, Melbourne VIC 3000" fills street, suburb, state and postcode', async ({ page }) => {
  await startCheckout(page, 'jrau');
  await expect(stepHeading(page)).toContainText('Contact');
  const form = page.getByRole('form', { name: 'Contact and delivery address' });
  await form.getByLabel('Find your address').fill('25 Queen St');
  const suggestions = form.getByRole('list', { name: 'Address suggestions' });
  await expect(suggestions.getByRole('button').first()).toBeVisible();
  for (const label of await suggestions.getByRole('button').allTextContents()) expect(label.startsWith('25 Queen St, ')).toBe(true);
  await suggestions.getByRole('button', { name: '25 Queen St, Melbourne VIC 3000' }).click();

  await expect(page.getByRole('heading', { name: 'Is this your address?' })).toBeVisible();
  await page.getByRole('button', { name: 'Use this address' }).click();
  await expect(form.getByLabel('Street address')).toHaveValue('25 Queen St');
  await expect(form.getByLabel('Suburb', { exact: true })).toHaveValue('Melbourne');
  await expect(form.getByLabel('State')).toHaveValue('VIC');
  await expect(form.getByLabel('Postcode')).toHaveValue('3000');

  // A typed suburb narrows the suggestions to it.
  await form.getByLabel('Find your address').fill('1 George Street Parramatta');
  await expect(suggestions.getByRole('button').first()).toHaveText(/^1 George Street, Parramatta NSW \d{4}$/);
});
