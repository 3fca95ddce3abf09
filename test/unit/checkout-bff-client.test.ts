import { describe, expect, it } from 'vitest';
import { createBffClient } from '../../src/adapters/bff';
import { MemoryBff } from '../../src/adapters/memory';
import { MEMORY_ANONYMOUS_TOKEN } from '../../src/adapters/memory';
import type { TokenSource } from '../../src/application/ports/token-source';
import { paymentSessionCall } from '../../src/domain/checkout';

interface Sent {
  readonly method: string;
  readonly path: string;
  readonly search: string;
  readonly body: unknown;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server that answers every checkout call with what the in-memory BFF would, so the contract checks both. */
async function setup(answer: (sent: Sent) => Response | Promise<Response>) {
  const memory = new MemoryBff();
  await memory.cart.add({ sku: 'AB1234', quantity: 1, itemContainer: 'product' });
  const details = await memory.checkout.details(1);
  if (!details.ok) throw new Error('no details');
  const sent: Sent[] = [];
  const tokens: TokenSource = { current: () => MEMORY_ANONYMOUS_TOKEN, update: async () => undefined, replaced: () => undefined };
  const fetch = async (input: string, init: RequestInit = {}) => {
    const url = new URL(input);
    const request = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      search: url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    return answer(request);
  };
  return { bff: createBffClient({ host: 'http://shop.test', fetch, tokens }), sent, details: details.value };
}

describe('the checkout and order calls of the BFF client', () => {
  it('send every checkout call to its path and read the checkout details through the contract', async () => {
    let details: unknown = null;
    const { bff, sent, details: memoryDetails } = await setup(() => json(details));
    details = memoryDetails;
    expect((await bff.checkout.details(2)).ok).toBe(true);
    await bff.checkout.changeDeliveryType('clickCollect', 'sydney-cbd');
    await bff.checkout.selectShippingMethod('JAU_EXP');
    await bff.checkout.addInsurance();
    await bff.checkout.removeInsurance();
    await bff.checkout.applyDiscount('MAKER10');
    await bff.checkout.removeDiscount();
    await bff.checkout.applyCoupon(1000);
    await bff.checkout.removeCoupon();
    expect(sent.map((s) => `${s.method} ${s.path}${s.search}`)).toEqual([
      'GET /bff/checkout/details?checkoutStep=2',
      'PATCH /bff/checkout/deliveryType/clickCollect?storeKey=sydney-cbd',
      'PATCH /bff/checkout/shipping-method?deliveryCode=JAU_EXP',
      'PATCH /bff/checkout/insurance',
      'DELETE /bff/checkout/insurance',
      'POST /bff/checkout/discount',
      'DELETE /bff/checkout/discount',
      'POST /bff/checkout/coupon',
      'DELETE /bff/checkout/coupon',
    ]);
    expect(sent[5]?.body).toEqual({ discountCode: 'MAKER10' });
    expect(sent[7]?.body).toEqual({ amount: 1000 });
  });

  it('asks for a payment session with the delivery code or store key, the fraud token and the purchase order number', async () => {
    const { bff, sent } = await setup(() =>
      json({ paymentSession: '{"reference":"JAU-1","id":"s1"}', sessionData: 'd', amount: 5990, currency: 'AUD' }),
    );
    const answer = await bff.checkout.paymentSession(paymentSessionCall({ deliveryCode: 'JAU_STD', storesPurchaseOrderNumber: 'PO-7' }, 'tok'));
    expect(answer).toMatchObject({ ok: true, value: { amount: 5990 } });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/bff/checkout/payment',
      search: '?deliveryCode=JAU_STD&forterToken=tok',
      body: { storesPurchaseOrderNumber: 'PO-7' },
    });
  });

  it('looks an order up by the reference before the first colon, and keeps the 423 and its body for the retries', async () => {
    const { bff, sent } = await setup(() => json({ statusCode: 423, message: 'Locked' }, 423));
    const answer = await bff.orders.lookup('JAU-1:psp', 'rr 1');
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/bff/checkout/order/JAU-1', search: '?redirectResult=rr%201' });
    expect(answer).toMatchObject({ ok: false, error: { status: 423, message: 'Locked', body: { statusCode: 423 } } });
  });

  it('places orders, BNPL orders and reads the gift card, pay form and BNPL answers', async () => {
    const answers: Record<string, unknown> = {
      'POST /bff/checkout/order': { orderNumber: 'JAU100001' },
      'POST /bff/checkout/latitude/order': { orderNumber: 'JAU100002' },
      'POST /bff/checkout/giftcard/balance': { balance: 2000, currency: 'AUD' },
      'POST /bff/checkout/tyro/paysecret': { paySecret: 'ps' },
      'POST /bff/checkout/tyro/quick-pay': { status: 'SUCCESS' },
      'GET /bff/checkout/latitude/session': { url: '/sandbox/latitude/x' },
    };
    const { bff, sent } = await setup((s) => json(answers[`${s.method} ${s.path}`] ?? {}, answers[`${s.method} ${s.path}`] ? 200 : 404));
    expect(await bff.orders.place('{"reference":"JAU-1","id":"s"}')).toEqual({ ok: true, value: { orderNumber: 'JAU100001' } });
    expect(await bff.orders.placeBnpl({ gatewayReference: 'g', merchantReference: 'm', transactionReference: 't' })).toMatchObject({ ok: true });
    expect(await bff.checkout.giftCardBalance({ giftCardId: '6280000000000002', pinCode: '1234' })).toMatchObject({
      ok: true,
      value: { balance: 2000 },
    });
    expect(await bff.checkout.paySecret({ merchantRef: 'JAU-1', forterToken: 't' })).toMatchObject({ ok: true, value: { paySecret: 'ps' } });
    expect(await bff.checkout.quickPay({ cardId: 'c', merchantRef: 'JAU-1', forterToken: 't' })).toMatchObject({
      ok: true,
      value: { status: 'SUCCESS' },
    });
    expect(await bff.checkout.bnplSession()).toMatchObject({ ok: true, value: { url: '/sandbox/latitude/x' } });
    expect(sent[0]?.body).toEqual({ paymentSession: '{"reference":"JAU-1","id":"s"}' });
    expect(sent[1]?.body).toEqual({ gatewayReference: 'g', merchantReference: 'm', transactionReference: 't' });
  });
});
