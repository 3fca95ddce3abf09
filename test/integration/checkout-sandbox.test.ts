import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResponse } from '../../contract/checkout';
import { CONTACT, freshProduct } from './checkout-support';
import { type TestServer, startTestServer } from './harness';
import { card } from './sandbox-harness';

/** The checkout against the sandbox providers the server runs by default (no fakes): what the browser does, by HTTP. */
let server: TestServer;
const clock = { now: Date.parse('2030-03-01T00:00:00.000Z') };
beforeAll(async () => {
  server = await startTestServer({ now: () => clock.now });
});
afterAll(() => server.close());

async function paymentFor(site: 'jrau' | 'jrnz', quantity = 1) {
  const product = await freshProduct(server, site);
  const token = await server.anonymousToken(site);
  await server.request('POST', '/api/bff/cart/add', { site, token, body: { sku: product.sku, quantity } });
  await server.request('POST', '/api/bff/checkout/contact-details', { site, token, body: CONTACT[site === 'jrnz' ? 'NZ' : 'AU'] });
  const res = await server.request<PaymentResponse>(
    'POST',
    `/api/bff/checkout/payment?deliveryCode=${site === 'jrnz' ? 'JNZ' : 'JAU'}_STD&forterToken=ftr_devicetoken01`,
    { site, token },
  );
  expect(res.status).toBe(200);
  const session = JSON.parse(res.body.paymentSession) as { reference: string; id: string };
  const payInDropIn = (paymentMethod: unknown) =>
    server.request('POST', `/sandbox/adyen/sessions/${session.id}/payments`, { site, body: { sessionData: res.body.sessionData, paymentMethod } });
  return { product, token, session, payment: res.body, payInDropIn };
}

describe('checkout with the sandbox providers', () => {
  it('a card that authorises makes an order that keeps the brand, last four and fraud token, never the number', async () => {
    const { token, session, payInDropIn } = await paymentFor('jrau');
    const paid = await payInDropIn({ type: 'scheme', ...card('5555444433331111') });
    expect(paid.body.resultCode).toBe('Authorised');
    const order = await server.request('GET', `/api/bff/checkout/order/${session.reference}`, { site: 'jrau', token });
    expect(order.status).toBe(200);
    const row = await server.database.db
      .selectFrom('orders')
      .select(['card_brand', 'card_last4', 'fraud_token', 'payment_method'])
      .where('order_number', '=', order.body.orderNumber)
      .executeTakeFirst();
    expect(row).toEqual({ card_brand: 'mastercard', card_last4: '1111', fraud_token: 'ftr_devicetoken01', payment_method: 'card' });
  });

  it('a declined card says "Transaction declined"; a Received one is Locked until it settles', async () => {
    const declined = await paymentFor('jrnz');
    await declined.payInDropIn({ type: 'scheme', ...card('4000000000000002') });
    const refused = await server.request('GET', `/api/bff/checkout/order/${declined.session.reference}`, { site: 'jrnz', token: declined.token });
    expect(refused.body).toEqual({ statusCode: 400, message: 'Transaction declined' });

    const settling = await paymentFor('jrau');
    await settling.payInDropIn({ type: 'scheme', ...card('4035501000000008') });
    const lookup = () => server.request('GET', `/api/bff/checkout/order/${settling.session.reference}`, { site: 'jrau', token: settling.token });
    expect((await lookup()).status).toBe(423);
    clock.now += 2_500;
    expect((await lookup()).body.orderNumber).toMatch(/^JAU/);
  });

  it('the AU pay form pays under the same reference', async () => {
    const { token, session, payment } = await paymentFor('jrau', 2);
    const secret = await server.request('POST', '/api/bff/checkout/tyro/paysecret', {
      site: 'jrau',
      token,
      body: { merchantRef: session.reference, forterToken: 'ftr_devicetoken01' },
    });
    expect(secret.status).toBe(200);
    const paid = await server.request('POST', `/sandbox/tyro/pay-requests/${secret.body.paySecret}/pay`, {
      site: 'jrau',
      body: { card: card('4111111111111111') },
    });
    expect(paid.status).toBe(200);
    const order = await server.request('POST', '/api/bff/checkout/order', { site: 'jrau', token, body: { paymentSession: payment.paymentSession } });
    expect(order.status).toBe(200);
    expect(
      await server.database.db.selectFrom('orders').select('payment_method').where('order_number', '=', order.body.orderNumber).executeTakeFirst(),
    ).toEqual({
      payment_method: 'payForm',
    });
  });
});
