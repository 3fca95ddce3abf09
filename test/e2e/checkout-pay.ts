import { expect, type Page } from '@playwright/test';

/** Paying on the payment step: the sandbox's test cards typed into its frames, and the toasts a failure shows. */

/** The sandbox test cards (docs/decisions.md "Sandbox providers"). */
export const CARDS = {
  visa: '4111 1111 1111 1111',
  mastercard: '5555 4444 3333 1111',
  declined: '4000 0000 0000 0002',
  challenge: '4212 3456 7891 0006',
  received: '4035 5010 0000 0008',
} as const;

export const dropIn = (page: Page) => page.frameLocator('.drop-in iframe');

/** Types a card into the drop-in (any future expiry, any 3-digit code, the holder's name) and places the order. */
export async function payByCard(page: Page, number: string): Promise<void> {
  const frame = dropIn(page);
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await frame.getByLabel('Security code').fill('123');
  await frame.getByLabel('Name on card').fill('Ada Lovelace');
  const place = page.getByRole('button', { name: 'Place order' });
  await expect(place).toBeEnabled();
  await place.click();
}

/** The pay form (AU): a card, optionally saved, and the shop's place-order button. */
export async function payByPayForm(page: Page, number: string, options: { save?: boolean } = {}): Promise<void> {
  await page.getByRole('radio', { name: 'Card (secure pay form)' }).check();
  const frame = page.frameLocator('.pay-form iframe');
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await frame.getByLabel('Security code').fill('123');
  await frame.getByLabel('Name on card').fill('Ada Lovelace');
  if (options.save) await frame.getByLabel('Save this card').check();
  await page.getByRole('button', { name: 'Place order' }).click();
}

/** An error toast by its spec §8 id. */
export const toast = (page: Page, id: string) => page.getByTestId(`toast-${id}`);
