import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT, freshProduct } from './checkout-support';
import { type TestServer, startTestServer } from './harness';
import { card } from './sandbox-harness';

/**
 * Issue: every account, order, address, payment method and gift card call is scoped to the signed-in
 * customer. Bea's ids in Al's hands answer 404, exactly as ids that do not exist, and nothing of Bea's
 * is read or changed; a guest is refused every one of them (test/integration/spec-calls.test.ts).
 */
let server: TestServer;
const OPS = 'ops-secret-for-access-tests';
beforeAll(async () => {
  process.env.OPS_TOKEN = OPS;
  server = await startTestServer();
});
afterAll(async () => {
  delete process.env.OPS_TOKEN;
  await server.close();
});

async function customer(name: string) {
  const email = `${name}.${process.pid}@example.com`;
  const res = await server.request('POST', '/api/bff/account/customer', {
    body: { email, password: 'Maker-Pass-2026', firstName: name, lastName: 'Maker' },
  });
  return res.body.accessToken as string;
}
const call = (token: string, method: string, path: string, body?: unknown) =>
  server.request(method, `/api/bff${path}`, { token, ...(body === undefined ? {} : { body }) });

/** Everything Bea has: an address, a delivered order, a saved card and a gift card on the account. */
async function beasThings(bea: string) {
  const address = (
    await call(bea, 'POST', '/account/address', {
      firstName: 'Bea',
      lastName: 'Maker',
      addressLine1: '1 Bea Street',
      city: 'Sydney',
      postalCode: '2000',
      state: 'NSW',
      country: 'AU',
    })
  ).body.customerAddresses[0].id;
  const product = await freshProduct(server, 'jrau');
  await call(bea, 'POST', '/cart/add', { sku: product.sku, quantity: 2 });
  await call(bea, 'POST', '/checkout/contact-details', CONTACT.AU);
  const payment = await call(bea, 'POST', '/checkout/payment?deliveryCode=JAU_STD&forterToken=ftr_devicetoken01', {});
  const reference = JSON.parse(payment.body.paymentSession).reference;
  const secret = await call(bea, 'POST', '/checkout/tyro/paysecret', { merchantRef: reference, forterToken: 'ftr_devicetoken01' });
  const paid = await server.request('POST', `/sandbox/tyro/pay-requests/${secret.body.paySecret}/pay`, {
    body: { card: card('5555444433331111'), save: true },
  });
  const orderNumber = (await call(bea, 'POST', '/checkout/order', { paymentSession: payment.body.paymentSession })).body.orderNumber as string;
  for (const status of ['processing', 'intransit', 'outfordelivery', 'delivered']) {
    await server.request('POST', `/api/bff/ops/orders/${orderNumber}/status`, { body: { status }, headers: { 'x-ops-token': OPS } });
  }
  const cardId = (await call(bea, 'POST', '/account/payment-method', { provider: 'tyro', payId: paid.body.payId })).body.paymentMethods[0]
    .refId as string;
  const giftCard = (await call(bea, 'POST', '/account/gift-card', { giftCardId: '6280000000000001', pinCode: '1234' })).body.giftCards[0]
    .id as string;
  return { address, orderNumber, sku: product.sku, cardId, giftCard };
}

const everythingOf = async (bea: string) => ({
  details: (await call(bea, 'GET', '/account/details')).body,
  orders: (await call(bea, 'GET', '/account/orders')).body,
  cards: (await call(bea, 'GET', '/account/payment-methods')).body,
  giftCards: (await call(bea, 'GET', '/account/gift-cards')).body,
  points: (await call(bea, 'GET', '/account/loyalty-points')).body,
});

describe("one customer with another's ids", () => {
  it('is answered 404 by every call, as for ids that do not exist, and nothing of the other is read or changed', async () => {
    const bea = await customer('bea');
    const al = await customer('al');
    const ids = await beasThings(bea);
    const before = await everythingOf(bea);
    const attempts: Array<[string, string, unknown?]> = [
      [
        'PUT',
        '/account/address',
        { id: ids.address, firstName: 'Al', lastName: 'X', addressLine1: '9 Al Road', city: 'Perth', postalCode: '6000', state: 'WA', country: 'AU' },
      ],
      ['DELETE', `/account/address/${ids.address}`],
      ['GET', `/account/orders?orderNumber=${ids.orderNumber}`],
      ['POST', `/account/return/${ids.orderNumber}`, { items: [{ sku: ids.sku, quantity: 1, reason: 'faulty' }] }],
      ['POST', '/checkout/account/order/reorder', { orderNumber: ids.orderNumber }],
      ['POST', '/account/print-invoice', { orderNumber: ids.orderNumber }],
      ['PUT', `/account/payment-method/${ids.cardId}`, { refId: ids.cardId, isDefault: true }],
      ['DELETE', `/account/payment-method/${ids.cardId}`],
      ['DELETE', `/account/tyro-payment-method/${ids.cardId}`],
      ['PUT', `/account/tyro-payment-method/set-default/${ids.cardId}`],
      ['DELETE', `/account/gift-card/${ids.giftCard}`],
      ['POST', '/checkout/giftcard/redeem-account', { accountGiftCardId: ids.giftCard }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(al, method, path, body);
      if (path.startsWith('/account/orders?')) expect(res.body, path).toEqual({ orders: [], total: 0, pageSize: 10 });
      else expect(res.status, `${method} ${path} → ${res.text.slice(0, 100)}`).toBe(404);
    }
    // Al's own account shows none of Bea's things either.
    const als = await everythingOf(al);
    expect([als.details.customerAddresses, als.orders.orders, als.cards.paymentMethods, als.giftCards.giftCards, als.points.history]).toEqual([
      [],
      [],
      [],
      [],
      [],
    ]);
    expect(await everythingOf(bea)).toEqual(before);
  });
});
