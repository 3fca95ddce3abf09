import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutWorld, details, freshProduct, ordersOf, pay, referenceOf, shopperAt, signIn, startCheckoutWorld } from './checkout-support';

let world: CheckoutWorld;
beforeAll(async () => {
  world = await startCheckoutWorld();
});
afterAll(() => world.server.close());

const post = (path: string, site: 'jrau' | 'jrnz' | 'rtau', token: string, body?: unknown) =>
  world.server.request('POST', `/api/bff/checkout${path}`, { site, token, ...(body === undefined ? {} : { body }) });

async function attemptOn(site: 'jrau' | 'jrnz' | 'rtau', token?: string) {
  const product = await freshProduct(world.server, site);
  const shopper = await shopperAt(world, site, [{ sku: product.sku, quantity: 1 }], token);
  const payment = await pay(world, site, shopper, `deliveryCode=${site === 'jrnz' ? 'JNZ' : 'JAU'}_STD`);
  return { token: shopper, payment: payment.body, reference: referenceOf(payment.body) };
}

describe('the AU pay form provider (tyro)', () => {
  it('hands out a pay secret for the attempt, and the order follows its SUCCESS', async () => {
    const { token, payment, reference } = await attemptOn('rtau');
    const secret = await post('/tyro/paysecret', 'rtau', token, { merchantRef: reference, forterToken: 'device-9' });
    expect(secret.status).toBe(200);
    expect(secret.body).toEqual({ paySecret: `secret-${reference}` });
    expect(world.gateways.payRequests.get(reference)).toMatchObject({ amount: payment.amount, currency: 'AUD', fraudToken: 'device-9' });
    world.gateways.authorise(reference, { method: 'payForm', brand: 'mastercard', last4: '1111' });
    const placed = await post('/order', 'rtau', token, { paymentSession: payment.paymentSession });
    expect(placed.body.orderNumber).toMatch(/^RTM/);
    const [order] = await ordersOf(world, 'rtau', token);
    expect(order).toMatchObject({ paymentMethod: 'payForm', cardBrand: 'mastercard', cardLast4: '1111' });
  });

  it('charges a saved card with quick pay for a signed-in customer; saved cards show in the details', async () => {
    const customer = await signIn(world, 'jrau', 'checkout.au@example.com');
    world.gateways.giveSavedCard('test-customer-au', { cardId: 'card-1', brand: 'visa', last4: '1111', expiry: '12/30', isDefault: true });
    const { token, payment, reference } = await attemptOn('jrau', customer);
    expect((await details(world, 'jrau', token)).body.savedCards).toEqual([
      { cardId: 'card-1', brand: 'visa', last4: '1111', expiry: '12/30', isDefault: true },
    ]);
    expect((await post('/tyro/quick-pay', 'jrau', token, { cardId: 'card-9', merchantRef: reference, forterToken: 'd' })).body).toEqual({
      status: 'FAILED',
      message: 'Unknown card',
    });
    expect((await post('/tyro/quick-pay', 'jrau', token, { cardId: 'card-1', merchantRef: reference, forterToken: 'd' })).body).toEqual({
      status: 'SUCCESS',
    });
    const placed = await post('/order', 'jrau', token, { paymentSession: payment.paymentSession });
    expect(placed.status).toBe(200);
    expect((await ordersOf(world, 'jrau', token))[0]).toMatchObject({ paymentMethod: 'quickPay', total: payment.amount });
  });

  it('saves a card only for the caller, and guests cannot quick pay', async () => {
    const customer = await signIn(world, 'jrau', 'checkout.au@example.com');
    expect((await post('/tyro/save-card', 'jrau', customer, { payId: 'pay-1', customerId: 'test-customer-au', save: true })).body).toEqual({
      saved: true,
    });
    expect((await post('/tyro/save-card', 'jrau', customer, { payId: 'pay-1', customerId: 'someone-else', save: true })).status).toBe(403);
    const { token, reference } = await attemptOn('jrau');
    expect((await post('/tyro/quick-pay', 'jrau', token, { cardId: 'card-1', merchantRef: reference, forterToken: 'd' })).status).toBe(403);
    const stranger = await world.server.anonymousToken('jrau');
    expect((await post('/tyro/paysecret', 'jrau', stranger, { merchantRef: reference, forterToken: 'd' })).status).toBe(403);
  });

  it('does not exist on the NZ site', async () => {
    const { token, reference } = await attemptOn('jrnz');
    for (const path of ['/tyro/paysecret', '/tyro/quick-pay', '/tyro/save-card']) {
      const res = await post(path, 'jrnz', token, { merchantRef: reference, forterToken: 'd', cardId: 'c', payId: 'p', customerId: 'x', save: true });
      expect(res.status, path).toBe(404);
    }
    expect((await details(world, 'jrnz', token)).body.paymentOptions.payForm).toBe(false);
  });
});

describe('the BNPL provider (latitude)', () => {
  it('sends the shopper to the approval page and places the order when approved', async () => {
    const { token, payment, reference } = await attemptOn('jrnz');
    const session = await world.server.request('GET', '/api/bff/checkout/latitude/session', { site: 'jrnz', token });
    expect(session.status).toBe(200);
    expect(session.body.url).toContain(encodeURIComponent(reference));
    expect(world.gateways.purchases.get(reference)).toMatchObject({ amount: payment.amount, currency: 'NZD' });
    world.gateways.authorise(reference, { method: 'bnpl' });
    const body = { gatewayReference: 'gw-1', merchantReference: reference, transactionReference: 'tx-1' };
    const placed = await post('/latitude/order', 'jrnz', token, body);
    expect(placed.body.orderNumber).toMatch(/^JNZ/);
    expect((await post('/latitude/order', 'jrnz', token, body)).body).toEqual(placed.body);
    expect((await ordersOf(world, 'jrnz', token))[0]).toMatchObject({ paymentMethod: 'bnpl' });
  });

  it('answers "Your Latitude application was declined" when declined, and the cart can still be paid', async () => {
    const { token, reference } = await attemptOn('jrau');
    world.gateways.refuse(reference);
    const res = await post('/latitude/order', 'jrau', token, { gatewayReference: 'gw', merchantReference: reference, transactionReference: 'tx' });
    expect(res.body).toEqual({ statusCode: 400, message: 'Your Latitude application was declined' });
    expect((await world.server.request('PATCH', '/api/bff/cart/unFreeze', { site: 'jrau', token })).status).toBe(200);
    expect((await pay(world, 'jrau', token, 'deliveryCode=JAU_STD')).status).toBe(200);
  });

  it('needs a payment attempt first', async () => {
    const product = await freshProduct(world.server, 'jrau');
    const token = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 1 }]);
    expect((await world.server.request('GET', '/api/bff/checkout/latitude/session', { site: 'jrau', token })).body.message).toBe(
      'Start the payment first',
    );
  });
});
