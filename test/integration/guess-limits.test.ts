import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_CARD_TOO_MANY_MESSAGE, giftCardHash } from '../../server/services/payments/gift-cards';
import { COUPON_TOO_MANY_MESSAGE, DISCOUNT_TOO_MANY_MESSAGE } from '../../server/services/limits/guess-limits';
import { hashPassword } from '../../server/services/auth/passwords';
import { freshProduct } from './checkout-support';
import { type TestServer, startTestServer } from './harness';
import { limitsWorld } from './limits-support';

/**
 * Gift card PINs, discount codes and coupons as an attacker meets them: new anonymous sessions are free, so
 * each guess comes with a fresh token, and from many addresses.
 */
const MINUTE = 60_000;
let clock = Date.parse('2030-06-01T00:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, trustProxy: 1 });
});
afterAll(async () => {
  await server?.close();
});

const { newAddress, from, tokenFrom } = limitsWorld(() => server);

let cards = 0;
/** A gift card of the test's own, with PIN 1234, so one test's lock cannot touch another's. */
async function giftCard(): Promise<string> {
  cards += 1;
  const number = `6280 0000 0009 ${String(cards).padStart(4, '0')}`;
  await server.database.db
    .insertInto('gift_cards')
    .values({
      id: `test-card-${cards}`,
      number_hash: giftCardHash(number.replace(/ /g, '')),
      last4: number.slice(-4),
      pin_hash: await hashPassword('1234'),
      legacy: 0,
      balance_cents: 5000,
      currency: 'AUD',
    })
    .execute();
  return number;
}

describe('gift card PINs', () => {
  it('locks a card within 10 guesses across fresh sessions and addresses; then its right PIN is refused too', async () => {
    const number = await giftCard();
    const answers: number[] = [];
    for (let pin = 0; pin < 10; pin += 1) {
      const address = newAddress();
      const { accessToken } = await tokenFrom(address);
      const path = pin % 2 === 0 ? '/api/bff/checkout/giftcard/balance' : '/api/bff/checkout/giftcard/redeem';
      answers.push(
        (
          await server.request(
            'POST',
            path,
            from(address, { token: accessToken, body: { giftCardId: number, pinCode: String(pin).padStart(4, '0') } }),
          )
        ).status,
      );
    }
    expect(answers).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429]);
    const owner = newAddress();
    const right = await server.request(
      'POST',
      '/api/bff/checkout/giftcard/balance',
      from(owner, { token: (await tokenFrom(owner)).accessToken, body: { giftCardId: number, pinCode: '1234' } }),
    );
    expect(right.body).toEqual({ statusCode: 429, message: GIFT_CARD_TOO_MANY_MESSAGE });

    clock += 30 * MINUTE; // the lock ends
    const later = await server.request(
      'POST',
      '/api/bff/checkout/giftcard/balance',
      from(owner, { token: (await tokenFrom(owner)).accessToken, body: { giftCardId: number, pinCode: '1234' } }),
    );
    expect(later.body).toEqual({ balance: 5000, currency: 'AUD' });
  });

  it('lets no more than 5 of many guesses at once be checked', async () => {
    const number = await giftCard();
    const guesses = await Promise.all(
      Array.from({ length: 12 }, async (_, pin) => {
        const address = newAddress();
        const { accessToken } = await tokenFrom(address);
        return (
          await server.request(
            'POST',
            '/api/bff/checkout/giftcard/balance',
            from(address, { token: accessToken, body: { giftCardId: number, pinCode: `9${String(pin).padStart(3, '0')}` } }),
          )
        ).status;
      }),
    );
    expect(guesses.filter((status) => status === 400)).toHaveLength(5);
    expect(guesses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('locks an address out of gift cards after 20 wrong tries on any cards', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i += 1) {
      const { accessToken } = await tokenFrom(address);
      const res = await server.request(
        'POST',
        '/api/bff/checkout/giftcard/balance',
        from(address, { token: accessToken, body: { giftCardId: `6280 0000 0008 ${String(i).padStart(4, '0')}`, pinCode: '1234' } }),
      );
      expect(res.status).toBe(400);
    }
    const number = await giftCard();
    const refused = await server.request(
      'POST',
      '/api/bff/checkout/giftcard/balance',
      from(address, { token: (await tokenFrom(address)).accessToken, body: { giftCardId: number, pinCode: '1234' } }),
    );
    expect(refused.status).toBe(429);
    // The card itself is not locked: its owner elsewhere reads it.
    const elsewhere = newAddress();
    const owner = await server.request(
      'POST',
      '/api/bff/checkout/giftcard/balance',
      from(elsewhere, { token: (await tokenFrom(elsewhere)).accessToken, body: { giftCardId: number, pinCode: '1234' } }),
    );
    expect(owner.status).toBe(200);
  });
});

describe('discount codes and coupons', () => {
  it('answers 429 within 30 wrong codes from one address over fresh sessions, in the cart and at checkout alike', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const { accessToken } = await tokenFrom(address);
      const path = i % 2 === 0 ? '/api/bff/cart/discount' : '/api/bff/checkout/discount';
      if (i % 2 === 1) {
        const product = await freshProduct(server, 'jrau');
        expect(
          (await server.request('POST', '/api/bff/cart/add', from(address, { token: accessToken, body: { sku: product.sku, quantity: 1 } }))).status,
        ).toBe(200);
      }
      statuses.push((await server.request('POST', path, from(address, { token: accessToken, body: { discountCode: `GUESS${i}` } }))).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
    const last = await server.request(
      'POST',
      '/api/bff/cart/discount',
      from(address, { token: (await tokenFrom(address)).accessToken, body: { discountCode: 'MAKER10' } }),
    );
    expect(last.body).toEqual({ statusCode: 429, message: DISCOUNT_TOO_MANY_MESSAGE });
    // Another shopper elsewhere is not held up.
    const other = newAddress();
    expect(
      (
        await server.request(
          'POST',
          '/api/bff/cart/discount',
          from(other, { token: (await tokenFrom(other)).accessToken, body: { discountCode: 'MAKER10' } }),
        )
      ).status,
    ).toBe(200);
  });

  it('stops one shopper after 10 wrong codes, whichever addresses they come from', async () => {
    const { accessToken } = await tokenFrom(newAddress());
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await server.request('POST', '/api/bff/cart/discount', from(newAddress(), { token: accessToken, body: { discountCode: `NOPE${i}` } })))
          .status,
      ).toBe(400);
    }
    expect(
      (await server.request('POST', '/api/bff/cart/discount', from(newAddress(), { token: accessToken, body: { discountCode: 'MAKER10' } }))).status,
    ).toBe(429);
  });

  it('answers 429 to coupons asked for and not held, 20 times from one address', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const { accessToken } = await tokenFrom(address);
      const product = await freshProduct(server, 'jrau');
      await server.request('POST', '/api/bff/cart/add', from(address, { token: accessToken, body: { sku: product.sku, quantity: 1 } }));
      statuses.push(
        (await server.request('POST', '/api/bff/checkout/coupon', from(address, { token: accessToken, body: { amount: 1000 + i } }))).status,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    const res = await server.request(
      'POST',
      '/api/bff/checkout/coupon',
      from(address, { token: (await tokenFrom(address)).accessToken, body: { amount: 1000 } }),
    );
    expect(res.body).toEqual({ statusCode: 429, message: COUPON_TOO_MANY_MESSAGE });
  });
});
