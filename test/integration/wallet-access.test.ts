import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { AU_CUSTOMER, NZ_CUSTOMER, registerCard, signInAs } from './wallet-support';

/**
 * Every wallet call is the signed-in customer's own (issue 10 item 4): with another customer's refId or
 * gift-card id it answers 404, as for an unknown id, and changes nothing; a guest gets 401.
 */
describe('wallet calls are scoped to the signed-in customer', () => {
  let server: TestServer;
  let owner: string;
  let other: string;
  let refId: string;
  let giftCardId: string;
  const snapshot = async () => ({
    cards: (await server.request('GET', '/api/bff/account/payment-methods', { token: owner })).body,
    giftCards: (await server.request('GET', '/api/bff/account/gift-cards', { token: owner })).body,
  });

  beforeAll(async () => {
    server = await startTestServer();
    owner = await signInAs(server, 'jrau', AU_CUSTOMER);
    // The second customer signs in on jrau too, so only the owner differs.
    other = await signInAs(server, 'jrau', NZ_CUSTOMER);
    const cards = await registerCard(server, 'jrau', owner, '4111 1111 1111 1111');
    refId = cards.body.paymentMethods[0].refId;
    await registerCard(server, 'jrau', owner, '5555 4444 3333 1111');
    const gift = await server.request('POST', '/api/bff/account/gift-card', {
      token: owner,
      body: { giftCardId: '6280000000000001', pinCode: '1234' },
    });
    giftCardId = gift.body.giftCards[0].id;
  });
  afterAll(async () => server.close());

  const calls = (): Array<[string, string, unknown?]> => [
    ['PUT', `/api/bff/account/payment-method/${refId}`, { nickname: 'Mine now', isDefault: true }],
    ['DELETE', `/api/bff/account/payment-method/${refId}`],
    ['DELETE', `/api/bff/account/tyro-payment-method/${refId}`],
    ['PUT', `/api/bff/account/tyro-payment-method/set-default/${refId}`],
    ['DELETE', `/api/bff/account/gift-card/${giftCardId}`],
    ['POST', '/api/bff/checkout/giftcard/redeem-account', { accountGiftCardId: giftCardId }],
  ];

  it("answers 404 for the other customer's ids and changes nothing", async () => {
    const before = await snapshot();
    for (const [method, path, body] of calls()) {
      const res = await server.request(method, path, { token: other, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await server.request('GET', '/api/bff/account/payment-methods', { token: other })).body.paymentMethods).toEqual([]);
    expect((await server.request('GET', '/api/bff/account/gift-cards', { token: other })).body.giftCards).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 401 to a guest, with an anonymous token or none, and changes nothing', async () => {
    const before = await snapshot();
    const anonymous = await server.anonymousToken('jrau');
    const all: Array<[string, string, unknown?]> = [
      ['GET', '/api/bff/account/payment-methods'],
      ['GET', '/api/bff/account/gift-cards'],
      ['POST', '/api/bff/account/payment-method', { provider: 'tyro', payId: 'pay_abcdefghijkl' }],
      ['POST', '/api/bff/account/payment-method/register', { provider: 'tyro', returnPath: '/account/payment-methods' }],
      ['POST', '/api/bff/account/gift-card', { giftCardId: '6280000000000002', pinCode: '1234' }],
      ...calls(),
    ];
    for (const token of [anonymous, undefined]) {
      for (const [method, path, body] of all) {
        const res = await server.request(method, path, { token, body });
        expect(res.status, `${method} ${path}`).toBe(401);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("cannot keep a card another customer entered on the provider's page", async () => {
    const opened = await server.request('POST', '/api/bff/account/payment-method/register', {
      token: owner,
      body: { provider: 'tyro', returnPath: '/account/payment-methods' },
    });
    const paySecret = new URL(opened.body.url, 'http://x').searchParams.get('paySecret') ?? '';
    const paid = await server.request('POST', `/sandbox/tyro/pay-requests/${paySecret}/pay`, {
      body: { card: { number: '6011 1111 1111 1117', expiry: '12/30', cvc: '123', holderName: 'Jo' }, save: true },
    });
    const stolen = await server.request('POST', '/api/bff/account/payment-method', {
      token: other,
      body: { provider: 'tyro', payId: paid.body.payId },
    });
    expect(stolen.status).toBe(400);
    expect((await server.request('GET', '/api/bff/account/payment-methods', { token: other })).body.paymentMethods).toEqual([]);
  });
});
