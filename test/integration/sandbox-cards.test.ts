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
/** A drop-in session as the BFF asks for one, for a fresh merchant reference. */
async function session(amount = 12_345) {
  const reference = `JAU-TEST${++n}-1`;
  const created = await s.sandbox.gateways.card.createSession({
    reference,
    amount,
    currency: 'AUD',
    returnUrl: 'http://jrau.localhost/checkout',
    fraudToken: `ftr_device${n}abcdef`,
    country: 'AU',
  });
  const pay = (paymentMethod: unknown) =>
    s.call('POST', `/sandbox/adyen/sessions/${created.id}/payments`, { sessionData: created.sessionData, paymentMethod });
  return {
    ...created,
    reference,
    pay,
    state: (redirectResult?: string) => s.sandbox.gateways.card.paymentState({ reference, ...(redirectResult && { redirectResult }) }),
  };
}

describe('the card drop-in provider', () => {
  it('serves the drop-in page for a session, framable by the shop only, never cached, with the spec settings', async () => {
    const { id, sessionData } = await session();
    const page = await s.call('GET', `/sandbox/adyen/drop-in?sessionId=${id}&sessionData=${sessionData}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(page.text).toContain('<label for="holderName">Name on card</label>');
    expect(page.text).not.toMatch(/billing|postcode/i);
    expect(page.text).toContain('"locale":"en_AU"');
    expect(page.text).toContain('"environment":"Test"');
    expect(page.text).toContain('"brands":["mastercard","visa","discover"]');
    expect(page.text).toContain('Pay with online wallet');
    expect(page.text).toContain('Test environment · en_AU');
    expect(page.text).toContain('Accepted: Mastercard, Visa, Discover');
  });

  it("speaks to a New Zealand shopper in the site's own locale, naming the brands as shoppers read them", async () => {
    const created = await s.sandbox.gateways.card.createSession({
      reference: `JNZ-TEST${++n}-1`,
      amount: 2_499,
      currency: 'NZD',
      returnUrl: 'http://jrnz.localhost/checkout',
      fraudToken: `ftr_device${n}abcdef`,
      country: 'NZ',
    });
    const page = await s.call('GET', `/sandbox/adyen/drop-in?sessionId=${created.id}&sessionData=${created.sessionData}`);
    expect(page.text).toContain('Test environment · en_NZ');
    expect(page.text).not.toContain('en_AU');
    expect(page.text).toContain('"locale":"en_NZ"');
    expect(page.text).toContain('Accepted: Mastercard, Visa, Discover');
    expect(page.text).not.toMatch(/Accepted: [a-z]/);
  });

  it.each([
    ['4111 1111 1111 1111', 'visa', '1111'],
    ['5555 4444 3333 1111', 'mastercard', '1111'],
    ['6011 1111 1111 1117', 'discover', '1117'],
  ])('authorises %s and keeps only its brand and last four digits with the fraud token', async (number, brand, last4) => {
    const sn = await session(4_999);
    const res = await sn.pay({ type: 'scheme', ...card(number) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ resultCode: 'Authorised', merchantReference: sn.reference });
    const state = await sn.state();
    expect(state).toMatchObject({
      state: 'authorised',
      amount: 4_999,
      currency: 'AUD',
      method: 'card',
      cardBrand: brand,
      cardLast4: last4,
      fraudToken: `ftr_device${n}abcdef`,
    });
    expectNoCardNumbers([], state);
  });

  it('refuses the declined card with "Transaction declined", and a new attempt in the session may follow', async () => {
    const sn = await session();
    const refused = await sn.pay({ type: 'scheme', ...card('4000000000000002') });
    expect(refused.body).toEqual({ resultCode: 'Refused', refusalReason: 'Transaction declined', merchantReference: sn.reference });
    expect(await sn.state()).toEqual({ state: 'refused', reason: 'Transaction declined' });
    expect((await sn.pay({ type: 'scheme', ...card('4111111111111111') })).body.resultCode).toBe('Authorised');
    expect((await sn.pay({ type: 'scheme', ...card('4111111111111111') })).status).toBe(409);
  });

  it('settles a Received payment about 2 s later by its clock', async () => {
    const sn = await session();
    expect((await sn.pay({ type: 'scheme', ...card('4035501000000008') })).body.resultCode).toBe('Received');
    expect(await sn.state()).toEqual({ state: 'pending' });
    s.clock.now += 1_999;
    expect(await sn.state()).toEqual({ state: 'pending' });
    s.clock.now += 1;
    expect(await sn.state()).toMatchObject({ state: 'authorised', cardLast4: '0008' });
  });

  it('pays by online wallet without a card', async () => {
    const sn = await session();
    expect((await sn.pay({ type: 'wallet' })).body.resultCode).toBe('Authorised');
    const state = await sn.state();
    expect(state).toMatchObject({ state: 'authorised', method: 'wallet' });
    expect(state).not.toHaveProperty('cardLast4');
  });

  it('sends the 3-D Secure card through the challenge page and back to /checkout with sessionId and redirectResult', async () => {
    const sn = await session(2_500);
    const res = await sn.pay({ type: 'scheme', ...card('4212345678910006') });
    const url = new URL(res.body.action.url);
    expect(res.body.action.type).toBe('redirect');
    expect(`${url.origin}${url.pathname}`).toBe('http://jrau.localhost/sandbox/adyen/challenge');
    expect(await sn.state()).toEqual({ state: 'pending' });

    const page = await s.call('GET', `${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('$25.00');
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    const challengeId = url.searchParams.get('challengeId') ?? '';
    const back = await s.form('/sandbox/adyen/challenge', { challengeId, decision: 'complete' });
    expect(back.status).toBe(303);
    const returned = new URL(back.location ?? '');
    expect(`${returned.origin}${returned.pathname}`).toBe('http://jrau.localhost/checkout');
    expect(returned.searchParams.get('sessionId')).toBe(sn.id);
    const redirectResult = returned.searchParams.get('redirectResult') ?? '';

    // The challenge is answered once; an unknown redirectResult finishes nothing.
    expect((await s.form('/sandbox/adyen/challenge', { challengeId, decision: 'cancel' })).status).toBe(404);
    expect(await sn.state('rr_notthisoneatall')).toEqual({ state: 'pending' });
    const details = await s.call('POST', `/sandbox/adyen/sessions/${sn.id}/details`, { redirectResult });
    expect(details.body).toEqual({ resultCode: 'Authorised', merchantReference: sn.reference });
    expect(await sn.state(redirectResult)).toMatchObject({ state: 'authorised', amount: 2_500, cardLast4: '0006' });
  });

  it('cancels when the shopper cancels the challenge, and the gateway finishes it from the redirectResult alone', async () => {
    const sn = await session();
    const res = await sn.pay({ type: 'scheme', ...card('4212345678910006') });
    const challengeId = new URL(res.body.action.url).searchParams.get('challengeId') ?? '';
    const back = await s.form('/sandbox/adyen/challenge', { challengeId, decision: 'cancel' });
    const redirectResult = new URL(back.location ?? '').searchParams.get('redirectResult') ?? '';
    expect(await sn.state(redirectResult)).toMatchObject({ state: 'cancelled' });
    const details = await s.call('POST', `/sandbox/adyen/sessions/${sn.id}/details`, { redirectResult });
    expect(details.body.resultCode).toBe('Cancelled');
  });

  it('answers bad input with a 4xx naming the field, and never echoes the card', async () => {
    const sn = await session();
    const bad = async (paymentMethod: unknown, field: string) => {
      const res = await sn.pay(paymentMethod);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, message: expect.stringContaining(field) });
    };
    await bad({ type: 'scheme', ...card('4111111111111112') }, 'number');
    await bad({ type: 'scheme', ...card('4111111111111111', { expiry: '01/20' }) }, 'expiry');
    await bad({ type: 'scheme', ...card('4111111111111111', { expiry: '13/30' }) }, 'expiry');
    await bad({ type: 'scheme', ...card('4111111111111111', { cvc: '12' }) }, 'cvc');
    await bad({ type: 'scheme', ...card('4111111111111111', { holderName: '  ' }) }, 'holderName');
    await bad({ type: 'cash' }, 'type');
    expect(
      (await s.call('POST', `/sandbox/adyen/sessions/${sn.id}/payments`, { sessionData: 'sd_wrongwrongwrong', paymentMethod: { type: 'wallet' } }))
        .status,
    ).toBe(400);
    expect(
      (await s.call('POST', '/sandbox/adyen/sessions/ses_nosuchsession/payments', { sessionData: sn.sessionData, paymentMethod: { type: 'wallet' } }))
        .status,
    ).toBe(404);
    expect((await s.call('GET', '/sandbox/adyen/drop-in?sessionId=<script>')).status).toBe(400);
    expect((await s.call('GET', '/sandbox/adyen/drop-in?sessionId=ses_nosuchsession')).status).toBe(404);
    expect((await s.call('GET', '/sandbox/adyen/challenge?challengeId=chl_nosuchchallenge')).status).toBe(404);
    expect((await s.form('/sandbox/adyen/challenge', { challengeId: 'x', decision: 'complete' })).status).toBe(400);
    expect((await s.call('POST', `/sandbox/adyen/sessions/${sn.id}/details`, { redirectResult: 'rr_unknownunknown' })).status).toBe(400);
    expect(await sn.state()).toEqual({ state: 'none' });
  });
});

describe('the fraud-prevention provider', () => {
  it('hands out a fresh device token per page, never cached', async () => {
    const a = await s.call('GET', '/sandbox/forter/token');
    const b = await s.call('GET', '/sandbox/forter/token');
    expect(a.body.token).toMatch(/^ftr_/);
    expect(a.body.token).not.toBe(b.body.token);
    expect(a.headers['cache-control']).toBe('no-store');
  });
});
