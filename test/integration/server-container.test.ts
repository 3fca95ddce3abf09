import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childContainer, TOKENS } from '../../server/composition';
import { type CheckoutWorld, freshProduct, lookup, ordersOf, pay, referenceOf, shopperAt } from './checkout-support';
import { FakeGateways } from './fake-gateways';
import { type TestContainer, serveContainer, testServerContainer } from './harness';

/**
 * The server's container (server/composition) decides which payment provider the checkout talks to: a child
 * container binding another gateway makes the same shop pay through it, with no other file changed.
 */
let built: TestContainer;
let world: CheckoutWorld;

beforeAll(async () => {
  built = await testServerContainer({ now: () => Date.parse('2030-03-01T00:00:00.000Z') });
  const child = childContainer(built.container);
  const second = new FakeGateways();
  child.bind(TOKENS.PaymentGateways).toConstantValue(second);
  world = { server: await serveContainer(built, child), gateways: second, clock: { now: Date.parse('2030-03-01T00:00:00.000Z') } };
});

afterAll(async () => {
  await world.server.close();
});

describe('a payment gateway bound in a child container', () => {
  it("takes the checkout's payment, and the order is placed on what it authorised", async () => {
    const product = await freshProduct(world.server, 'jrau');
    const token = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 1 }]);
    const payment = await pay(world, 'jrau', token, 'deliveryCode=JAU_STD');
    expect(payment.status).toBe(200);
    const reference = referenceOf(payment.body);

    // The second gateway was asked for the payment session, for the amount the checkout shows.
    expect(world.gateways.sessions.get(reference)).toMatchObject({ amount: payment.body.amount, currency: 'AUD' });
    // The parent's gateway (the card sandbox, still mounted under /sandbox) never heard of it.
    const sandbox = await built.container.getAsync(TOKENS.Sandbox);
    expect(await sandbox.gateways.card.paymentState({ reference })).toEqual({ state: 'none' });

    world.gateways.authorise(reference, { brand: 'mastercard', last4: '4444' });
    const placed = await lookup(world, 'jrau', token, reference);
    expect(placed.status).toBe(200);
    expect(placed.body.orderNumber).toMatch(/^JAU\d{7}$/);
    const [order] = await ordersOf(world, 'jrau', token);
    expect(order).toMatchObject({ orderNumber: placed.body.orderNumber, paymentMethod: 'card', cardBrand: 'mastercard', cardLast4: '4444' });
    expect(world.gateways.asked.get(reference)).toBeGreaterThan(0);
  });

  it('leaves the parent container on its own gateway, the sandboxes', async () => {
    expect(await built.container.getAsync(TOKENS.PaymentGateways)).toBe((await built.container.getAsync(TOKENS.Sandbox)).gateways);
  });
});
