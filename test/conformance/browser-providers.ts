import type { Page } from '@playwright/test';
import type { MemoryPaymentProviders } from '../../src/adapters/memory/memory-payment-providers';
import type { CardPaymentResult } from '../../src/application/ports/payment-providers';
import { expect } from '../e2e/support';
import type { PaymentProvidersFactory, TestCard } from './payment-providers';

/**
 * The shop's browser payment providers as the payment providers kit (./payment-providers.ts) drives them: each
 * names its module (./providers/*.ts) and plays the shopper with the provider's own UI.
 */

/** Types the card into the drop-in's frame, by the labels the sandbox's card form gives its fields. */
async function typeIntoDropIn(page: Page, card: TestCard): Promise<void> {
  const frame = page.frameLocator('#slot iframe');
  await frame.getByLabel('Card number').fill(card.number);
  await frame.getByLabel('Expiry date (MM/YY)').fill(card.expiry);
  await frame.getByLabel('Security code').fill(card.cvc);
  await frame.getByLabel('Name on card').fill(card.holderName);
}

/** Back at the shop: the provider's pages all live under /sandbox. */
const backAtShop = (page: Page) => page.waitForURL((url) => !url.pathname.startsWith('/sandbox/'), { timeout: 20_000 });

/** The 3-D Secure step (server/sandbox/adyen-pages.ts): the shopper completes it. */
async function completeChallenge(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete' }).click();
}

/** The card drop-in in its frame, over the drop-in sandbox (adyen). */
export const dropInProviders: PaymentProvidersFactory = {
  module: 'test/conformance/providers/drop-in.ts',
  style: 'cardForm',
  enterCard: typeIntoDropIn,
  // The drop-in sends the shopper away for the 3-D Secure step alone.
  async onProviderPage(page) {
    await completeChallenge(page);
    await backAtShop(page);
  },
};

/**
 * The hand-off to the provider's hosted payment page, over the hosted page sandbox (windcave): nothing to type in
 * the shop's page; the shopper pays on the provider's page (server/sandbox/windcave-pages.ts).
 */
export const hostedPageProviders: PaymentProvidersFactory = {
  module: 'test/conformance/providers/hosted-page.ts',
  style: 'hostedPage',
  cardGateway: 'windcave',
  async onProviderPage(page, card) {
    await expect(page.getByRole('heading', { name: 'Secure payment' })).toBeVisible();
    await page.getByLabel('Card number').fill(card.number);
    await page.getByLabel('Expiry date (MM/YY)').fill(card.expiry);
    await page.getByLabel('Security code').fill(card.cvc);
    await page.getByLabel('Name on card').fill(card.holderName);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    if (card.outcome === 'incomplete') {
      // The page keeps the shopper and says nothing was paid.
      await expect(page.getByRole('alert')).toContainText('the payment was not made');
      return;
    }
    if (card.outcome === 'challenge') {
      await expect(page.getByRole('heading', { name: '3-D Secure' })).toBeVisible();
      await page.getByRole('button', { name: 'Approve' }).click();
    }
    await backAtShop(page);
  },
};

/**
 * The in-memory double of the unit tests (src/adapters/memory/memory-payment-providers.ts). It shows nothing, valid
 * at once, and answers what is queued (Authorised for its own reference once the queue is empty); its shopper queues
 * what the card would have made the provider answer. Nothing stands behind it, so the rules on what a provider
 * charged (a good card, a declined card, 3-D Secure) and on the card number it never holds do not apply to it; the
 * kit runs the ones on mounting, an incomplete card and unmount.
 */
export const memoryProviders: PaymentProvidersFactory = {
  module: 'test/conformance/providers/memory.ts',
  style: 'double',
  async enterCard(page, card) {
    if (card.outcome !== 'incomplete') return;
    const invalid: CardPaymentResult = { kind: 'invalid' };
    await page.evaluate((answer) => {
      const kit = (window as unknown as { __kit: { providers: MemoryPaymentProviders } }).__kit;
      kit.providers.dropInAnswers.push(answer);
    }, invalid);
  },
};
