import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_CARD_TOO_MANY_MESSAGE, giftCardHash } from '../../server/services/payments/gift-cards';
import { hashPassword } from '../../server/services/auth/passwords';
import {
  type CheckoutWorld,
  details,
  freshProduct,
  ordersOf,
  pay,
  payByCard,
  referenceOf,
  shopperAt,
  signIn,
  startCheckoutWorld,
  stockOf,
} from './checkout-support';

let world: CheckoutWorld;
beforeAll(async () => {
  world = await startCheckoutWorld();
});
afterAll(() => world.server.close());

const CARD_500 = '6280 0000 0000 0001';
const CARD_20 = '6280 0000 0000 0002';
const LEGACY = '6280 0000 0000 0003';
const CARD_NZ = '6280 0000 0000 0004';

const balanceOf = async (last4: string) =>
  (await world.server.database.db.selectFrom('gift_cards').select('balance_cents').where('last4', '=', last4).executeTakeFirstOrThrow())
    .balance_cents;
const post = (path: string, site: 'jrau' | 'jrnz', token: string, body?: unknown) =>
  world.server.request('POST', `/api/bff/checkout${path}`, { site, token, ...(body === undefined ? {} : { body }) });

describe('POST /bff/checkout/giftcard/balance', () => {
  it('tells the balance for the right PIN, a legacy card without one, and refuses the rest alike', async () => {
    const token = await world.server.anonymousToken('jrau');
    expect((await post('/giftcard/balance', 'jrau', token, { giftCardId: CARD_500, pinCode: '1234' })).body).toEqual({
      balance: 50_000,
      currency: 'AUD',
    });
    expect((await post('/giftcard/balance', 'jrau', token, { giftCardId: LEGACY, cardType: 'legacy' })).body).toEqual({
      balance: 50_000,
      currency: 'AUD',
    });
    const wrongPin = await post('/giftcard/balance', 'jrau', token, { giftCardId: CARD_500, pinCode: '9999' });
    const unknown = await post('/giftcard/balance', 'jrau', token, { giftCardId: '6280 0000 0000 0099', pinCode: '1234' });
    expect(wrongPin.body).toEqual({ statusCode: 400, message: 'Gift card number or PIN is not valid' });
    expect(unknown.body).toEqual(wrongPin.body);
    expect((await post('/giftcard/balance', 'jrau', token, { giftCardId: CARD_500 })).body.message).toBe(
      'body.pinCode: is required unless cardType is legacy',
    );
    expect((await post('/giftcard/balance', 'jrau', token, { giftCardId: CARD_500, cardType: 'legacy' })).body.message).toBe(
      'body.pinCode: is required for this gift card',
    );
    expect((await post('/giftcard/balance', 'jrau', token, { giftCardId: CARD_NZ, pinCode: '1234' })).body.message).toBe(
      'This gift card cannot be used on this site',
    );
    expect((await post('/giftcard/balance', 'jrau', token, { giftCardId: 'abc', pinCode: '1234' })).body.message).toBe(
      'body.giftCardId: must be 12 to 19 digits',
    );
    // The card number is never stored: only its hash and last four digits.
    const stored = await world.server.database.db.selectFrom('gift_cards').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain('6280000000000001');
  });

  it('locks a card after five wrong PINs, for every session, and says so', async () => {
    // A card of this test's own: the lock lasts 30 minutes, longer than this file's other tests that use the seeded ones.
    const number = '6280 0000 0000 0101';
    await world.server.database.db
      .insertInto('gift_cards')
      .values({
        id: 'locked-card',
        number_hash: giftCardHash(number.replace(/ /g, '')),
        last4: '0101',
        pin_hash: await hashPassword('1234'),
        legacy: 0,
        balance_cents: 1000,
        currency: 'AUD',
      })
      .execute();
    for (let i = 0; i < 5; i += 1) {
      const token = await world.server.anonymousToken('jrau');
      expect((await post('/giftcard/balance', 'jrau', token, { giftCardId: number, pinCode: `000${i}` })).status).toBe(400);
    }
    const locked = await post('/giftcard/redeem', 'jrau', await world.server.anonymousToken('jrau'), { giftCardId: number, pinCode: '1234' });
    expect(locked.body).toEqual({ statusCode: 429, message: GIFT_CARD_TOO_MANY_MESSAGE });
  });
});

describe('POST /bff/checkout/giftcard/redeem', () => {
  it('applies what a small card holds, and the card pays the rest of the order with it', async () => {
    const product = await freshProduct(world.server, 'jrau');
    const token = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 3 }]);
    const redeemed = await post('/giftcard/redeem', 'jrau', token, { giftCardId: CARD_20, pinCode: '1234' });
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.orderNumber).toBeNull();
    expect(redeemed.body.details.giftCards).toEqual([{ last4: '0002', amount: 2000 }]);
    expect(redeemed.body.details.cartSummary).toMatchObject({ giftCard: 2000, amountDue: 3 * product.price - 2000 });
    expect(await balanceOf('0002')).toBe(2000); // debited only when the order is placed
    const placed = await payByCard(world, 'jrau', token, 'deliveryCode=JAU_EXP');
    expect(placed.amount).toBe(3 * product.price + 1495 - 2000);
    const [order] = await ordersOf(world, 'jrau', token);
    expect(order).toMatchObject({ giftCard: 2000, total: 3 * product.price + 1495, paymentMethod: 'card' });
    expect(await balanceOf('0002')).toBe(0);
  });

  it('places the order itself when a card covers it, and a legacy card needs no PIN', async () => {
    for (const card of [
      { giftCardId: CARD_500, pinCode: '1234' },
      { giftCardId: LEGACY, cardType: 'legacy' },
    ]) {
      const product = await freshProduct(world.server, 'jrau', { units: 4 });
      const token = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 2 }]);
      await world.server.request('PATCH', '/api/bff/checkout/shipping-method?deliveryCode=JAU_STD', { site: 'jrau', token });
      const last4 = card.giftCardId.slice(-4);
      const before = await balanceOf(last4);
      const total = (await details(world, 'jrau', token)).body.cartSummary.total;
      const res = await post('/giftcard/redeem', 'jrau', token, card);
      expect(res.status).toBe(200);
      expect(res.body.orderNumber).toMatch(/^JAU/);
      expect(res.body.details.orderNumber).toBe(res.body.orderNumber);
      const [order] = await ordersOf(world, 'jrau', token);
      expect(order).toMatchObject({ orderNumber: res.body.orderNumber, paymentMethod: 'giftCard', giftCard: total, total });
      expect(await balanceOf(last4)).toBe(before - total);
      expect(await stockOf(world.server, product.sku)).toEqual({ quantity: 2, reserved: 0 });
    }
  });
});

describe('POST /bff/checkout/credit and coupons', () => {
  it('is for signed-in customers only', async () => {
    const product = await freshProduct(world.server, 'jrau');
    const token = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 1 }]);
    expect((await post('/credit', 'jrau', token)).body.message).toBe('Sign in to use your account credit');
  });

  it("covers an order from the customer's credit and places it", async () => {
    const customer = await signIn(world, 'jrau', 'checkout.au@example.com');
    const product = await freshProduct(world.server, 'jrau');
    await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 1 }], customer);
    await world.server.request('PATCH', '/api/bff/checkout/shipping-method?deliveryCode=JAU_STD', { site: 'jrau', token: customer });
    const total = (await details(world, 'jrau', customer)).body.cartSummary.total;
    const res = await post('/credit', 'jrau', customer);
    expect(res.status).toBe(200);
    expect(res.body.orderNumber).toMatch(/^JAU/);
    const [order] = await ordersOf(world, 'jrau', customer);
    expect(order).toMatchObject({ paymentMethod: 'credit', credit: total });
    const credit = await world.server.database.db
      .selectFrom('customer_credit')
      .select('balance_cents as b')
      .where('customer_id', '=', 'test-customer-au')
      .executeTakeFirstOrThrow();
    expect(credit.b).toBe(100_000 - total);
  });

  it('takes a coupon and a discount code off a card order, and the coupon is used up', async () => {
    const customer = await signIn(world, 'jrau', 'checkout.au@example.com');
    const product = await freshProduct(world.server, 'jrau');
    await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 4 }], customer);
    await post('/coupon', 'jrau', customer, { amount: 2500 });
    const discounted = await post('/discount', 'jrau', customer, { discountCode: 'MAKER10' });
    const discount = Math.round((4 * product.price) / 10);
    expect(discounted.body.cartSummary).toMatchObject({ discount, coupon: 2500 });
    const payment = await pay(world, 'jrau', customer, 'deliveryCode=JAU_EXP');
    expect(payment.body.amount).toBe(4 * product.price - discount - 2500 + 1495);
    world.gateways.authorise(referenceOf(payment.body));
    await world.server.request('GET', `/api/bff/checkout/order/${referenceOf(payment.body)}`, { site: 'jrau', token: customer });
    const [order] = await ordersOf(world, 'jrau', customer);
    expect(order).toMatchObject({ discount, discountCode: 'MAKER10', coupon: 2500, total: payment.body.amount });
    // A fresh cart follows, and the customer holds only the $10 coupon now.
    const next = await freshProduct(world.server, 'jrau');
    await shopperAt(world, 'jrau', [{ sku: next.sku, quantity: 1 }], customer);
    const after = await details(world, 'jrau', customer);
    expect(after.body.coupons).toEqual([1000]);
    expect(after.body.cartSummary.lineItems.map((l) => l.variant.sku)).toEqual([next.sku]);
  });
});
