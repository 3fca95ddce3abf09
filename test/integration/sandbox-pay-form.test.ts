import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxServer, card, expectNoCardNumbers, startSandbox } from './sandbox-harness';

let s: SandboxServer;
beforeAll(async () => {
  s = await startSandbox();
});
afterAll(async () => {
  expectNoCardNumbers(s.answered);
  await s.close();
});

let n = 0;
async function payRequest(customerId: string | null = null, amount = 8_800) {
  const reference = `JAU-FORM${++n}-1`;
  const fraudToken = `ftr_payform${n}device`;
  const { paySecret } = await s.sandbox.gateways.payForm.createPayRequest({ reference, amount, currency: 'AUD', customerId, fraudToken });
  return {
    paySecret,
    reference,
    fraudToken,
    pay: (body: unknown) => s.call('POST', `/sandbox/tyro/pay-requests/${paySecret}/pay`, body),
    state: () => s.sandbox.gateways.payForm.paymentState({ reference }),
  };
}
const gateway = () => s.sandbox.gateways.payForm;

describe('the AU pay form provider', () => {
  it('serves the pay form, with "Save this card" only when a customer is known', async () => {
    const guest = await payRequest();
    const page = await s.call('GET', `/sandbox/tyro/pay-form?paySecret=${guest.paySecret}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('Name on card');
    expect(page.text).toContain('Pay with online wallet');
    expect(page.text).not.toContain('Save this card');
    const customer = await payRequest('cust-1');
    expect((await s.call('GET', `/sandbox/tyro/pay-form?paySecret=${customer.paySecret}`)).text).toContain('Save this card');
  });

  it('answers SUCCESS with the payId, and the gateway reports the payment with its fraud token', async () => {
    const pr = await payRequest(null, 12_000);
    const res = await pr.pay({ card: card('5555444433331111'), save: true });
    expect(res.body).toEqual({ status: 'SUCCESS', payId: expect.stringMatching(/^pay_/), save: false });
    expect(await pr.state()).toMatchObject({
      state: 'authorised',
      amount: 12_000,
      currency: 'AUD',
      method: 'payForm',
      cardBrand: 'mastercard',
      cardLast4: '1111',
      fraudToken: pr.fraudToken,
    });
    expect((await pr.pay({ card: card('4111111111111111') })).status).toBe(409);
  });

  it('answers FAILED for the declined card, then lets the shopper pay with another', async () => {
    const pr = await payRequest();
    const res = await pr.pay({ card: card('4000000000000002') });
    expect(res.body).toMatchObject({ status: 'FAILED', gatewayCode: 'DECLINED', message: 'Transaction declined' });
    expect(await pr.state()).toEqual({ state: 'refused', reason: 'Transaction declined' });
    expect((await pr.pay({ card: card('6011111111111117') })).body.status).toBe('SUCCESS');
  });

  it('answers CANCELLED when the shopper backs out of the wallet, and SUCCESS when the wallet pays', async () => {
    const pr = await payRequest();
    const cancelled = await s.call('POST', `/sandbox/tyro/pay-requests/${pr.paySecret}/cancel`, {});
    expect(cancelled.body).toMatchObject({ status: 'FAILED', gatewayCode: 'CANCELLED' });
    expect(await pr.state()).toMatchObject({ state: 'cancelled' });
    expect((await pr.pay({ wallet: true })).body).toMatchObject({ status: 'SUCCESS', save: false });
    expect(await pr.state()).toMatchObject({ state: 'authorised', method: 'wallet' });
    expect((await s.call('POST', `/sandbox/tyro/pay-requests/${pr.paySecret}/cancel`, {})).status).toBe(409);
  });

  it('refuses bad fields with a 400 naming the field (the page reports CLIENT_VALIDATION_ERROR)', async () => {
    const pr = await payRequest();
    const res = await pr.pay({ card: card('4111111111111111', { cvc: 'abc' }) });
    expect(res).toMatchObject({ status: 400, body: { statusCode: 400, message: expect.stringContaining('body.card.cvc') } });
    expect((await pr.pay({ card: card('1234') })).body.message).toContain('body.card.number');
    expect((await pr.pay({ wallet: false })).status).toBe(400);
    expect((await s.call('POST', '/sandbox/tyro/pay-requests/sec_nosuchsecret/pay', { wallet: true })).status).toBe(404);
    expect((await s.call('GET', '/sandbox/tyro/pay-form?paySecret=sec_nosuchsecret')).status).toBe(404);
    expect((await s.call('GET', '/sandbox/tyro/pay-form')).status).toBe(400);
    expect(await pr.state()).toEqual({ state: 'none' });
  });

  it('saves a card for the customer who paid, quick-pays with it, and manages the default', async () => {
    const first = await payRequest('cust-save');
    const paid = await first.pay({ card: card('4111111111111111'), save: true });
    expect(paid.body.save).toBe(true);
    expect(await gateway().saveCard({ payId: paid.body.payId, customerId: 'someone-else', save: true })).toBe(false);
    expect(await gateway().saveCard({ payId: paid.body.payId, customerId: 'cust-save', save: true })).toBe(true);
    expect(await gateway().saveCard({ payId: paid.body.payId, customerId: 'cust-save', save: true })).toBe(true);
    const [saved] = await gateway().savedCards('cust-save');
    expect(await gateway().savedCards('cust-save')).toEqual([
      { cardId: expect.stringMatching(/^card_/), brand: 'visa', last4: '1111', expiry: '12/30', isDefault: true },
    ]);

    const second = await payRequest('cust-save');
    const other = await second.pay({ card: card('6011111111111117'), save: true });
    await gateway().saveCard({ payId: other.body.payId, customerId: 'cust-save', save: true });
    const cards = await gateway().savedCards('cust-save');
    expect(cards.map((c) => [c.last4, c.isDefault])).toEqual([
      ['1111', true],
      ['1117', false],
    ]);
    expect(await gateway().setDefaultCard('cust-save', cards[1]?.cardId ?? '')).toBe(true);
    expect((await gateway().savedCards('cust-save')).map((c) => c.isDefault)).toEqual([false, true]);

    const reference = 'JAU-QUICK1-1';
    const quick = {
      reference,
      amount: 3_300,
      currency: 'AUD' as const,
      cardId: saved?.cardId ?? '',
      customerId: 'cust-save',
      fraudToken: 'ftr_quickpaydevice',
    };
    expect(await gateway().quickPay(quick)).toEqual({ status: 'SUCCESS' });
    expect(await gateway().paymentState({ reference })).toMatchObject({
      state: 'authorised',
      amount: 3_300,
      method: 'quickPay',
      cardLast4: '1111',
      fraudToken: 'ftr_quickpaydevice',
    });
    expect(await gateway().quickPay(quick)).toMatchObject({ status: 'FAILED' });
    expect(await gateway().quickPay({ ...quick, reference: 'JAU-QUICK2-1', customerId: 'someone-else' })).toEqual({
      status: 'FAILED',
      message: 'Saved card not found',
    });

    expect(await gateway().deleteCard('cust-save', cards[1]?.cardId ?? '')).toBe(true);
    expect(await gateway().deleteCard('cust-save', cards[1]?.cardId ?? '')).toBe(false);
    expect((await gateway().savedCards('cust-save')).map((c) => [c.last4, c.isDefault])).toEqual([['1111', true]]);
    expect(await gateway().saveCard({ payId: paid.body.payId, customerId: 'cust-save', save: false })).toBe(false);
    expect(await gateway().savedCards('cust-save')).toEqual([]);
  });

  it('refuses quick pay with an expired saved card', async () => {
    const pr = await payRequest('cust-expiry');
    const paid = await pr.pay({ card: card('4111111111111111', { expiry: '12/26' }), save: true });
    await gateway().saveCard({ payId: paid.body.payId, customerId: 'cust-expiry', save: true });
    const [saved] = await gateway().savedCards('cust-expiry');
    s.clock.now = Date.UTC(2027, 0, 1);
    const quick = {
      reference: 'JAU-QUICK3-1',
      amount: 100,
      currency: 'AUD' as const,
      cardId: saved?.cardId ?? '',
      customerId: 'cust-expiry',
      fraudToken: 'ftr_x',
    };
    expect(await gateway().quickPay(quick)).toEqual({ status: 'FAILED', message: 'This card has expired' });
  });
});

describe('the BNPL provider', () => {
  const purchase = async (amount: number) => {
    const reference = `JAU-BNPL${++n}-1`;
    const { url } = await s.sandbox.gateways.bnpl.createPurchase({ reference, amount, currency: 'AUD', returnUrl: 'http://jrau.localhost/checkout' });
    return { reference, url: new URL(url) };
  };

  it.each([
    ['approve', { state: 'authorised', amount: 45_600, currency: 'AUD', method: 'bnpl' }],
    ['decline', { state: 'refused', reason: 'Your Latitude application was declined' }],
  ])('shows the amount on the hosted page and, on %s, returns to /checkout with the three references', async (decision, expected) => {
    const { reference, url } = await purchase(45_600);
    expect(`${url.origin}${url.pathname}`).toBe('http://jrau.localhost/sandbox/latitude/approve');
    const page = await s.call('GET', `${url.pathname}${url.search}`);
    expect(page.text).toContain('$456.00');
    expect(page.headers['cache-control']).toBe('no-store');
    const back = await s.form('/sandbox/latitude/approve', { token: url.searchParams.get('token') ?? '', decision });
    expect(back.status).toBe(303);
    const returned = new URL(back.location ?? '');
    expect(`${returned.origin}${returned.pathname}`).toBe('http://jrau.localhost/checkout');
    const param = (key: string) => returned.searchParams.get(key) ?? '';
    const refs = {
      gatewayReference: param('gatewayReference'),
      merchantReference: param('merchantReference'),
      transactionReference: param('transactionReference'),
    };
    expect(refs.merchantReference).toBe(reference);
    expect(await s.sandbox.gateways.bnpl.purchaseState(refs)).toMatchObject(expected);
    expect(await s.sandbox.gateways.bnpl.purchaseState({ ...refs, transactionReference: 'txn_forged' })).toEqual({ state: 'none' });
    expect((await s.form('/sandbox/latitude/approve', { token: url.searchParams.get('token') ?? '', decision: 'approve' })).status).toBe(409);
  });

  it('answers bad input with a 4xx', async () => {
    expect((await s.call('GET', '/sandbox/latitude/approve?token=tok_nosuchtoken')).status).toBe(404);
    expect((await s.call('GET', '/sandbox/latitude/approve')).status).toBe(400);
    expect((await s.form('/sandbox/latitude/approve', { token: 'tok_nosuchtoken', decision: 'maybe' })).status).toBe(400);
  });
});
