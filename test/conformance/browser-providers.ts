import type { Page } from '@playwright/test';
import type { MemoryPaymentProviders } from '../../src/adapters/memory/memory-payment-providers';
import type { CardPaymentResult, PayFormSubmission } from '../../src/application/ports/payment-providers';
import { expect } from '../e2e/support';
import type { PayFormPlay, PaymentProvidersFactory, TestCard } from './payment-providers';

/**
 * The shop's browser payment providers as the payment providers kit (./payment-providers.ts) drives them: each
 * names its module (./providers/*.ts), the method UIs it offers, and plays the shopper with the provider's own UI.
 */

/**
 * Types the card into the provider's frame in the slot, by the labels the sandbox's card form gives its fields: the
 * drop-in's and the pay form's are the same form (server/sandbox/card-form.ts).
 */
async function typeIntoFrame(page: Page, card: TestCard): Promise<void> {
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

/**
 * The AU pay form in its frame, over the pay form sandbox (tyro, server/sandbox/tyro-pages.ts): the card typed as in
 * the drop-in; the shopper cancels in its wallet sheet, which the form tells the shop through onSubmission.
 */
const payFormInFrame: PayFormPlay = {
  style: 'cardForm',
  enterCard: typeIntoFrame,
  async cancel(page) {
    const frame = page.frameLocator('#slot iframe');
    await frame.getByRole('button', { name: 'Pay with online wallet' }).click();
    await frame.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  },
};

/**
 * The shop's providers as checkout meets them on an AU site (createPaymentProviders): the card drop-in in its frame,
 * over the drop-in sandbox (adyen), and the pay form in its frame.
 */
export const dropInProviders: PaymentProvidersFactory = {
  module: 'test/conformance/providers/drop-in.ts',
  cardPayment: {
    style: 'cardForm',
    enterCard: typeIntoFrame,
    // The drop-in sends the shopper away for the 3-D Secure step alone.
    async onProviderPage(page) {
      await completeChallenge(page);
      await backAtShop(page);
    },
  },
  payForm: payFormInFrame,
};

/**
 * The hand-off to the provider's hosted payment page, over the hosted page sandbox (windcave): nothing to type in
 * the shop's page; the shopper pays on the provider's page (server/sandbox/windcave-pages.ts). Its pay form is the
 * drop-in's own (createPaymentProviders mounts the same one whatever the card gateway), held by dropInProviders.
 */
export const hostedPageProviders: PaymentProvidersFactory = {
  module: 'test/conformance/providers/hosted-page.ts',
  cardPayment: {
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
  },
};

/** The double as the kit's harness holds it: its queues and the pay form's onSubmission are the shopper's levers. */
type KitWindow = { __kit: { providers: MemoryPaymentProviders } };

/**
 * The in-memory double of the unit tests (src/adapters/memory/memory-payment-providers.ts). It shows nothing, valid
 * at once, and answers what is queued (Authorised for its own reference, or a pay form's SUCCESS, once the queue is
 * empty); its shopper queues what the card would have made the provider answer, and cancels in the pay form by what
 * the double hands the form's onSubmission. Nothing stands behind it, so the rules on what a provider charged (a
 * good card, a declined card, 3-D Secure) and on the card number it never holds do not apply to it; the kit runs the
 * ones on mounting, an incomplete card, the pay form's cancel and unmount.
 */
export const memoryProviders: PaymentProvidersFactory = {
  module: 'test/conformance/providers/memory.ts',
  cardPayment: {
    style: 'double',
    async enterCard(page, card) {
      if (card.outcome !== 'incomplete') return;
      const invalid: CardPaymentResult = { kind: 'invalid' };
      await page.evaluate((answer) => {
        (window as unknown as KitWindow).__kit.providers.dropInAnswers.push(answer);
      }, invalid);
    },
  },
  payForm: {
    style: 'double',
    async enterCard(page, card) {
      if (card.outcome !== 'incomplete') return;
      // What the sandbox's pay form answers for a card number it cannot take (spec §5 Pay form errors).
      const invalid: PayFormSubmission = { type: 'CLIENT_VALIDATION_ERROR', message: 'Enter a valid card number' };
      await page.evaluate((answer) => {
        (window as unknown as KitWindow).__kit.providers.payFormAnswers.push(answer);
      }, invalid);
    },
    async cancel(page) {
      const cancelled: PayFormSubmission = { status: 'FAILED', gatewayCode: 'CANCELLED' };
      await page.evaluate((submission) => {
        (window as unknown as KitWindow).__kit.providers.payFormWallet?.(submission);
      }, cancelled);
    },
  },
};
