import { describe, expect, it } from 'vitest';
import type { MemoryBffOptions } from '../../src/adapters/memory';
import type { ContactDetails } from '../../src/application/ports/bff';
import { TOKENS } from '../../src/application/tokens';
import { resolve } from '../../src/composition/container';
import { createTestContainer } from '../support/test-container';
import type { SiteCode } from '../../src/domain/site';

const contact = (country: 'AU' | 'NZ' = 'AU', email = 'sam@example.com'): ContactDetails => ({
  email,
  firstName: 'Sam',
  lastName: 'Maker',
  phone: '0400 000 000',
  address:
    country === 'AU'
      ? { addressLine1: '1 George Street', city: 'Sydney', postalCode: '2000', state: 'NSW', country }
      : { addressLine1: '10 Queen Street', city: 'Auckland', postalCode: '1010', country },
});

async function setup(options: { site?: SiteCode; bff?: MemoryBffOptions; skus?: string[] } = {}) {
  const { container, fakes } = createTestContainer({
    ...(options.site ? { site: options.site } : {}),
    ...(options.bff ? { bff: options.bff } : {}),
    path: '/checkout',
  });
  const session = resolve(container, TOKENS.SessionUseCases);
  await session.loadSession();
  const cart = resolve(container, TOKENS.CartUseCases);
  for (const sku of options.skus ?? ['AB1234']) await cart.addToCart({ sku });
  return {
    fakes,
    checkout: resolve(container, TOKENS.CheckoutUseCases),
    view: resolve(container, TOKENS.CheckoutView),
    page: resolve(container, TOKENS.CheckoutPageView),
    cartView: resolve(container, TOKENS.CartView),
    toasts: resolve(container, TOKENS.ToastsView),
    orders: resolve(container, TOKENS.OrderView),
    events: () =>
      fakes.analytics.dataLayer
        .map((e) => e.event)
        .filter((name) => typeof name === 'string' && !['page_load', 'cart_contents_push', 'add_to_cart', 'clear_ecommerce'].includes(name)),
    toastIds: () =>
      resolve(container, TOKENS.ToastsView)
        .getSnapshot()
        .toasts.map((t) => t.id),
  };
}

type Setup = Awaited<ReturnType<typeof setup>>;

/** Contact saved, home delivery by standard shipping, payment session obtained: the payment step. */
async function toPayment(s: Setup, country: 'AU' | 'NZ' = 'AU') {
  expect((await s.checkout.start()).ok).toBe(true);
  expect((await s.checkout.saveContactDetails(contact(country))).ok).toBe(true);
  expect((await s.checkout.selectShippingMethod(country === 'AU' ? 'JAU_STD' : 'JNZ_STD')).ok).toBe(true);
  expect((await s.checkout.continueToPayment('PO-1')).ok).toBe(true);
  await s.checkout.mountCardPayment({} as HTMLElement);
}

describe('opening checkout', () => {
  it('sends the shopper home when the cart is empty (spec §8)', async () => {
    const s = await setup({ skus: [] });
    expect((await s.checkout.start()).ok).toBe(false);
    expect(s.fakes.navigation.visited).toEqual(['/']);
  });

  it('loads the details, starts on contact with a new address and records begin_checkout', async () => {
    const s = await setup();
    const started = await s.checkout.start();
    expect(started.ok && started.value.cartSummary.lineItems).toHaveLength(1);
    expect(s.view.getSnapshot()).toMatchObject({ step: 1, contactView: 'NewAddress' });
    expect(s.events()).toContain('begin_checkout');
  });
});

describe('contact details', () => {
  it('shows the deep email check message on the email field, clears it once valid, and saving moves to step 2', async () => {
    const s = await setup();
    await s.checkout.start();
    expect(await s.checkout.checkEmail('bounce@example.com')).toBe('This email address cannot receive mail');
    expect(s.page.getSnapshot().emailError).toBe('This email address cannot receive mail');
    expect((await s.checkout.saveContactDetails(contact('AU', 'bounce@example.com'))).ok).toBe(false);
    expect(s.view.getSnapshot().step).toBe(1);
    expect((await s.checkout.saveContactDetails(contact())).ok).toBe(true);
    expect(s.page.getSnapshot().emailError).toBeNull();
    expect(s.view.getSnapshot()).toMatchObject({ step: 2, contactDetailsSaved: true });
  });

  it('verifies an address once and answers it again from the addressCache', async () => {
    const s = await setup();
    const [suggestion] = await s.checkout.suggestAddresses('george sydney');
    expect(suggestion?.label).toBe('1 George Street, Sydney NSW 2000');
    expect(await s.checkout.verifyAddress(suggestion!.label)).toMatchObject({ ok: true, value: { postalCode: '2000', state: 'NSW' } });
    expect(await s.checkout.verifyAddress(suggestion!.label)).toMatchObject({ ok: true });
    expect(s.fakes.bff.addressFinderCalls.filter((c) => c.startsWith('verify'))).toHaveLength(1);
    expect(s.fakes.sessionStore.get('addressCache')).toContain('George Street');
  });
});

describe('delivery', () => {
  it('records select_checkout_option on a delivery type change, and click-and-collect pays with the store key', async () => {
    const s = await setup();
    await s.checkout.start();
    await s.checkout.saveContactDetails(contact());
    expect((await s.checkout.changeDeliveryType('clickCollect', 'melbourne')).ok).toBe(true);
    expect(s.events()).toContain('select_checkout_option');
    expect((await s.checkout.continueToPayment('')).ok).toBe(true);
    expect(s.view.getSnapshot()).toMatchObject({ step: 3, storeKey: 'melbourne', paymentRequest: { storeKey: 'melbourne' } });
  });

  it('refuses a shipping code of the other country, and a payment session freezes the cart and moves to step 3', async () => {
    const s = await setup();
    await s.checkout.start();
    await s.checkout.saveContactDetails(contact());
    expect((await s.checkout.selectShippingMethod('JNZ_STD')).ok).toBe(false);
    await s.checkout.selectShippingMethod('JAU_EXP');
    await s.checkout.continueToPayment('PO-9');
    expect(s.view.getSnapshot()).toMatchObject({ step: 3, deliveryCode: 'JAU_EXP', storesPurchaseOrderNumber: 'PO-9' });
    expect(s.cartView.getSnapshot().frozen).toBe(true);
    expect(s.page.getSnapshot().details?.selectedShippingMethod?.code).toBe('JAU_EXP');
    expect(s.fakes.payments.fraudTokens).toBe(1);
    expect(s.events()).toContain('add_shipping_info');
  });
});

describe('paying by card', () => {
  it('an authorised drop-in payment clears the cart, refreshes the account and shows the confirmation with a purchase event', async () => {
    const s = await setup();
    await toPayment(s);
    await s.checkout.submitCardPayment();
    const order = s.fakes.bff.orderStore.orders[0]!;
    expect(s.fakes.navigation.path).toBe(`/checkout/${order.orderNumber}`);
    expect(s.cartView.getSnapshot()).toEqual({ cart: null, frozen: false });
    expect(s.orders.getSnapshot().order).toMatchObject({ orderNumber: order.orderNumber, status: 'order-placed' });
    const purchase = s.fakes.analytics.dataLayer.find((e) => e.event === 'purchase') as { ecommerce: Record<string, unknown> };
    expect(purchase.ecommerce).toMatchObject({ transaction_id: order.orderNumber, value: order.total / 100, shipping: 9.95, payment_type: 'card' });
    expect(s.events()).toContain('add_payment_info');
    // The cart the order emptied is reported emptied, after the purchase (spec §9 clear_cart).
    expect(s.events().slice(-2)).toEqual(['purchase', 'clear_cart']);
  });

  it('retries the order lookup while it is locked (423), then confirms', async () => {
    const s = await setup();
    await toPayment(s);
    s.fakes.bff.orderStore.script.push('locked', 'locked');
    const paying = s.checkout.submitCardPayment();
    for (let i = 0; i < 10 && s.fakes.navigation.path === '/checkout'; i++) {
      await new Promise((r) => setTimeout(r, 0));
      s.fakes.timer.advance(5000);
    }
    await paying;
    expect(s.fakes.bff.orderStore.lookups).toBe(3);
    expect(s.fakes.navigation.path).toMatch(/^\/checkout\/JAU\d+$/);
  });

  it('asks for a locked order 1 + 5 times (spec §9), 500 × 2^attempt ms apart, then tells the shopper it failed', async () => {
    const s = await setup();
    await toPayment(s);
    s.fakes.bff.orderStore.script.push(...Array.from({ length: 7 }, () => 'locked' as const));
    const settle = async () => {
      for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
    };
    const paying = s.checkout.submitCardPayment();
    await settle();
    const lookups = () => s.fakes.bff.orderStore.lookups;
    expect(lookups()).toBe(1);
    for (const [retry, delay] of [500, 1000, 2000, 4000, 8000].entries()) {
      s.fakes.timer.advance(delay - 1);
      await settle();
      expect(lookups()).toBe(retry + 1);
      s.fakes.timer.advance(1);
      await settle();
      expect(lookups()).toBe(retry + 2);
    }
    s.fakes.timer.advance(60_000);
    await settle();
    await paying;
    expect(lookups()).toBe(6);
    expect(s.fakes.navigation.path).toBe('/checkout');
    expect(s.toasts.getSnapshot().toasts.map((t) => t.type)).toContain('error');
  });

  it('a declined transaction rebuilds the payment step with a new session asked the same way, and the button comes back', async () => {
    const s = await setup();
    await toPayment(s);
    const first = s.view.getSnapshot().paymentSession;
    s.fakes.payments.dropInAnswers.push({
      kind: 'completed',
      resultCode: 'Refused',
      reference: first!.reference,
      refusalReason: 'Transaction declined',
    });
    await s.checkout.submitCardPayment();
    expect(s.toastIds()).toContain('adyen-checkout-failed');
    expect(s.view.getSnapshot()).toMatchObject({
      step: 3,
      paymentStepId: 1,
      placeOrderVisible: true,
      deliveryCode: 'JAU_STD',
      storesPurchaseOrderNumber: 'PO-1',
    });
    expect(s.view.getSnapshot().paymentSession?.reference).not.toBe(first?.reference);
    expect(s.cartView.getSnapshot().frozen).toBe(true);
    await s.checkout.submitCardPayment();
    expect(s.fakes.navigation.path).toMatch(/^\/checkout\/JAU\d+$/);
  });

  it('a cancelled drop-in shows no toast; another drop-in error unfreezes the cart and toasts adyen-checkout-error', async () => {
    const s = await setup();
    await toPayment(s);
    s.fakes.payments.dropInAnswers.push(
      { kind: 'error', name: 'CANCEL', message: '' },
      { kind: 'error', name: 'NETWORK_ERROR', message: 'The card service is unreachable' },
    );
    await s.checkout.submitCardPayment();
    expect(s.toastIds()).toEqual([]);
    expect(s.view.getSnapshot()).toMatchObject({ step: 3, placeOrderVisible: true });
    await s.checkout.submitCardPayment();
    expect(s.toastIds()).toEqual(['adyen-checkout-error']);
    expect(s.cartView.getSnapshot().frozen).toBe(false);
    expect(s.view.getSnapshot()).toMatchObject({ step: 2, placeOrderVisible: true });
  });

  it('a 3-D Secure return resumes the payment step, remounts the drop-in and submits the redirectResult', async () => {
    const s = await setup();
    await toPayment(s);
    const reference = s.view.getSnapshot().paymentSession!.reference;
    // The page is loaded anew on return: the checkout starts again from the server's details.
    await s.checkout.start({ sessionId: 'session-1', redirectResult: 'rr-1' });
    expect(s.view.getSnapshot()).toMatchObject({ step: 3, paymentSession: { reference } });
    await s.checkout.mountCardPayment({} as HTMLElement);
    expect(s.fakes.payments.redirectResults).toEqual(['rr-1']);
    expect(s.fakes.navigation.path).toMatch(/^\/checkout\/JAU\d+$/);
  });
});

describe('the AU pay form, quick pay and BNPL', () => {
  it('pay form SUCCESS places the order; CANCELLED shows no toast; another status toasts tyro-pay-form-error', async () => {
    const s = await setup();
    await toPayment(s);
    await s.checkout.mountPayForm({} as HTMLElement);
    s.fakes.payments.payFormAnswers.push(
      { status: 'CANCELLED', gatewayCode: 'CANCELLED' },
      { type: 'CLIENT_VALIDATION_ERROR', message: 'Card number is required' },
    );
    await s.checkout.submitPayForm();
    await s.checkout.submitPayForm();
    expect(s.toastIds()).toEqual([]);
    await s.checkout.submitPayForm();
    expect(s.fakes.bff.orderStore.orders[0]?.paymentMethod).toBe('payForm');
    expect(s.fakes.navigation.path).toMatch(/^\/checkout\/JAU\d+$/);
  });

  it('a failed quick pay toasts and unfreezes the cart', async () => {
    const s = await setup();
    await toPayment(s);
    s.fakes.bff.orderStore.quickPayStatus = 'FAILED';
    await s.checkout.quickPay('card-1');
    expect(s.toastIds()).toEqual(['tyro-pay-form-error']);
    expect(s.cartView.getSnapshot().frozen).toBe(false);
  });

  it('BNPL leaves for the approval page; the return creates the order, or toasts create-order-latitude-failed', async () => {
    const s = await setup();
    await toPayment(s);
    await s.checkout.payWithBnpl();
    expect(s.fakes.navigation.left[0]).toMatch(/^\/sandbox\/latitude\//);
    const merchantReference = s.view.getSnapshot().paymentSession!.reference;
    s.fakes.bff.orderStore.bnplApproved = false;
    await s.checkout.start({ gatewayReference: 'g', merchantReference, transactionReference: 't' });
    expect(s.toastIds()).toEqual(['create-order-latitude-failed']);
    expect(s.fakes.navigation.path).toBe('/checkout');
    s.fakes.bff.orderStore.bnplApproved = true;
    await s.checkout.start({ gatewayReference: 'g', merchantReference, transactionReference: 't' });
    expect(s.fakes.bff.orderStore.orders[0]?.paymentMethod).toBe('bnpl');
  });
});

describe('discounts, gift cards and credit', () => {
  it('a refused discount code clears the flag and toasts discount-code-failed', async () => {
    const s = await setup();
    await s.checkout.start();
    expect((await s.checkout.applyDiscountCode('MAKER10')).ok).toBe(true);
    expect(s.view.getSnapshot().isDiscountCode).toBe(true);
    expect((await s.checkout.applyDiscountCode('NOPE')).ok).toBe(false);
    expect(s.view.getSnapshot().isDiscountCode).toBe(false);
    expect(s.toastIds()).toEqual(['discount-code-failed']);
  });

  it('changes a quantity from checkout, and emptying the cart drops its discount code and sends the shopper home', async () => {
    const s = await setup();
    await s.checkout.start();
    await s.checkout.applyDiscountCode('MAKER10');
    const line = s.page.getSnapshot().details!.cartSummary.lineItems[0]!;
    expect(await s.checkout.updateCart(line.id, 2)).toMatchObject({ ok: true, value: { lineItems: [{ quantity: 2 }] } });
    expect(s.page.getSnapshot().details?.cartSummary.lineItems[0]?.quantity).toBe(2);
    await s.checkout.updateCart(line.id, 0);
    expect(s.view.getSnapshot().isDiscountCode).toBe(false);
    expect(s.fakes.bff.cartStore.summary().discountCode).toBeNull();
    expect(s.fakes.navigation.visited).toEqual(['/']);
  });

  it('a gift card needs its PIN unless legacy, and one that covers the order goes to confirmation', async () => {
    const s = await setup();
    await toPayment(s);
    expect(await s.checkout.redeem({ cardNumber: '6280 0000 0000 0001' })).toEqual({ ok: false, error: { type: 'payments/giftCardPinRequired' } });
    expect(await s.checkout.checkBalance({ cardNumber: '6280000000000002', pinCode: '1234' })).toMatchObject({ ok: true, value: { balance: 2000 } });
    expect((await s.checkout.redeem({ cardNumber: '6280000000000003', cardType: 'legacy' })).ok).toBe(true);
    expect(s.fakes.bff.orderStore.orders[0]?.paymentMethod).toBe('giftCard');
    expect(s.fakes.navigation.path).toMatch(/^\/checkout\/JAU\d+$/);
  });

  it('account credit that covers the order goes to confirmation', async () => {
    const s = await setup({ bff: { customer: { signedIn: true, credit: 100000, coupons: [1000, 2500] } } });
    await toPayment(s);
    const before = s.view.getSnapshot().paymentSession?.reference;
    expect(await s.checkout.applyCoupon(1000)).toMatchObject({ ok: true });
    // The server ends the payment attempt on a change: a new session is asked for what is now due.
    expect(s.view.getSnapshot().paymentSession?.reference).not.toBe(before);
    expect(s.page.getSnapshot().details).toMatchObject({ frozen: true, cartSummary: { coupon: 1000 } });
    expect((await s.checkout.applyCredit()).ok).toBe(true);
    expect(s.fakes.bff.orderStore.orders[0]).toMatchObject({ paymentMethod: 'credit', coupon: 1000 });
  });
});
