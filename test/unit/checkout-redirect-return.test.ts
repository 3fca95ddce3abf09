import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../src/application/tokens';
import { resolve } from '../../src/composition/container';
import { createTestContainer } from '../support/test-container';
import { walkToPayment } from '../support/checkout-walk';

/** A shopper at the payment step of jrau, with one line in the cart and a drop-in mounted. */
async function atPayment() {
  const { container, fakes } = createTestContainer({ path: '/checkout' });
  const checkout = await walkToPayment(container, 'PO-1');
  return {
    fakes,
    checkout,
    view: resolve(container, TOKENS.CheckoutView),
    page: resolve(container, TOKENS.CheckoutPageView),
    toastIds: () =>
      resolve(container, TOKENS.ToastsView)
        .getSnapshot()
        .toasts.map((t) => t.id),
  };
}

describe('back from the 3-D Secure page (spec §2 return parameters)', () => {
  it('a challenge the shopper cancelled leaves a drop-in that can take a card: a new session, asked the same way', async () => {
    const s = await atPayment();
    const first = s.view.getSnapshot().paymentSession!;
    // The page loads anew on return; the drop-in knows the session by its id alone and submits the redirectResult.
    await s.checkout.start({ sessionId: first.id, redirectResult: 'rr-cancelled' });
    s.fakes.payments.dropInAnswers.push({ kind: 'completed', resultCode: 'Cancelled', reference: first.reference });
    await s.checkout.mountCardPayment({} as HTMLElement);
    expect(s.fakes.payments.redirectResults).toEqual(['rr-cancelled']);
    expect(s.toastIds()).toEqual([]);
    const now = s.view.getSnapshot();
    expect(now).toMatchObject({ step: 3, placeOrderVisible: true, deliveryCode: 'JAU_STD', storesPurchaseOrderNumber: 'PO-1' });
    expect(now.paymentSession?.reference).not.toBe(first.reference);
    // The page remounts the drop-in for the new session, with the sessionData a payment needs.
    await s.checkout.mountCardPayment({} as HTMLElement);
    expect(s.fakes.payments.mounts.at(-1)).toEqual({
      kind: 'dropIn',
      id: now.paymentSession?.id,
      sessionData: s.page.getSnapshot().payment?.sessionData,
    });
    await s.checkout.submitCardPayment();
    expect(s.fakes.navigation.path).toMatch(/^\/checkout\/JAU\d+$/);
  });

  it('a challenge that ends declined rebuilds the payment step once, with one new session', async () => {
    const s = await atPayment();
    const first = s.view.getSnapshot().paymentSession!;
    await s.checkout.start({ sessionId: first.id, redirectResult: 'rr-declined' });
    s.fakes.payments.dropInAnswers.push({
      kind: 'completed',
      resultCode: 'Refused',
      reference: first.reference,
      refusalReason: 'Transaction declined',
    });
    await s.checkout.mountCardPayment({} as HTMLElement);
    expect(s.toastIds()).toEqual(['adyen-checkout-failed']);
    expect(s.view.getSnapshot()).toMatchObject({ step: 3, paymentStepId: 1, placeOrderVisible: true });
    expect(s.view.getSnapshot().paymentSession?.reference).not.toBe(first.reference);
  });
});
