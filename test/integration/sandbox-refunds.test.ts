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

const reason = 'An order was already placed from this checkout';

describe('refunds in the payment sandboxes (spec §7 Orders: a payment the shop will not order is given back)', () => {
  it('the card drop-in refunds an authorised payment once, and then reports it refunded', async () => {
    const reference = 'JAU-REFUND1-1';
    const gateway = s.sandbox.gateways.card;
    expect(await gateway.refund({ reference, amount: 5_000, reason })).toEqual({ refunded: false });
    const created = await gateway.createSession({
      reference,
      amount: 5_000,
      currency: 'AUD',
      returnUrl: 'http://jrau.localhost/checkout',
      fraudToken: 'ftr_refund1device',
      country: 'AU',
    });
    const paid = await s.call('POST', `/sandbox/adyen/sessions/${created.id}/payments`, {
      sessionData: created.sessionData,
      paymentMethod: { type: 'wallet' },
    });
    expect(paid.body.resultCode).toBe('Authorised');
    expect(await gateway.refund({ reference, amount: 5_000, reason })).toEqual({ refunded: true });
    expect(await gateway.refund({ reference, amount: 5_000, reason })).toEqual({ refunded: true });
    expect(await gateway.paymentState({ reference })).toEqual({ state: 'refunded', reason: 'Refunded' });
  });

  it('the AU pay form refunds a paid request, idempotently; a declined one has nothing to refund', async () => {
    const gateway = s.sandbox.gateways.payForm;
    const paid = await gateway.createPayRequest({
      reference: 'JAU-REFUND2-1',
      amount: 7_700,
      currency: 'AUD',
      customerId: null,
      fraudToken: 'ftr_refund2device',
    });
    expect((await s.call('POST', `/sandbox/tyro/pay-requests/${paid.paySecret}/pay`, { card: card('4111111111111111') })).body.status).toBe(
      'SUCCESS',
    );
    const declined = await gateway.createPayRequest({
      reference: 'JAU-REFUND3-1',
      amount: 7_700,
      currency: 'AUD',
      customerId: null,
      fraudToken: 'ftr_refund3device',
    });
    expect((await s.call('POST', `/sandbox/tyro/pay-requests/${declined.paySecret}/pay`, { card: card('4000000000000002') })).body.status).toBe(
      'FAILED',
    );

    for (let i = 0; i < 2; i += 1) expect(await gateway.refund({ reference: 'JAU-REFUND2-1', amount: 7_700, reason })).toEqual({ refunded: true });
    expect(await gateway.paymentState({ reference: 'JAU-REFUND2-1' })).toEqual({ state: 'refunded', reason: 'Refunded' });
    expect(await gateway.refund({ reference: 'JAU-REFUND3-1', amount: 7_700, reason })).toEqual({ refunded: false });
    expect((await gateway.paymentState({ reference: 'JAU-REFUND3-1' })).state).toBe('refused');
  });

  it('the BNPL provider refunds an approved purchase by its merchant reference, once', async () => {
    const gateway = s.sandbox.gateways.bnpl;
    const reference = 'JAU-REFUND4-1';
    const { url } = await gateway.createPurchase({
      reference,
      amount: 30_000,
      currency: 'AUD',
      returnUrl: 'http://jrau.localhost/checkout/latitude',
    });
    const token = new URL(url).searchParams.get('token');
    expect(await gateway.refund({ reference, amount: 30_000, reason })).toEqual({ refunded: false });
    const decided = await s.call('POST', '/sandbox/latitude/approve', { token, decision: 'approve' });
    const back = new URL(decided.headers.location as string);
    const query = {
      gatewayReference: back.searchParams.get('gatewayReference') ?? '',
      merchantReference: reference,
      transactionReference: back.searchParams.get('transactionReference') ?? '',
    };
    expect((await gateway.purchaseState(query)).state).toBe('authorised');
    for (let i = 0; i < 2; i += 1) expect(await gateway.refund({ reference, amount: 30_000, reason })).toEqual({ refunded: true });
    expect(await gateway.purchaseState(query)).toEqual({ state: 'refunded', reason: 'Refunded' });
  });
});
