import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RawBuilder, sql } from 'kysely';
import { numberOf, rows } from './harness';
import { type CheckoutWorld, freshProduct, lookup, pay, referenceOf, shopperAt, startCheckoutWorld, stockOf } from './checkout-support';

let world: CheckoutWorld;
beforeAll(async () => {
  world = await startCheckoutWorld();
});
afterAll(() => world.server.close());

const count = async (query: RawBuilder<unknown>) => (await numberOf(world.server, query))!;

describe('no overselling, no double orders (issue 5 "Done when")', () => {
  it('20 shoppers checking out at once for the last 5 units make exactly 5 orders and leave the stock at 0', async () => {
    const product = await freshProduct(world.server, 'jrau', { units: 5 });
    // The seeded sales history may hold the product already: only this test's orders count.
    const started = Date.now();
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 1 }])));
    let lowest = Number.POSITIVE_INFINITY;
    let watching = true;
    const watch = (async () => {
      while (watching) {
        const row = (
          await rows<{ q: number; free: number }>(
            world.server,
            sql`SELECT MIN(quantity) AS q, MIN(quantity - reserved) AS free FROM stock WHERE sku = ${product.sku}`,
          )
        )[0]!;
        lowest = Math.min(lowest, Number(row.q), Number(row.free));
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();

    const outcomes = await Promise.all(
      shoppers.map(async (token) => {
        const payment = await pay(world, 'jrau', token, 'deliveryCode=JAU_STD');
        if (payment.status !== 200) return { paid: false, status: payment.status, message: payment.body.message };
        const reference = referenceOf(payment.body);
        world.gateways.authorise(reference);
        const order = await lookup(world, 'jrau', token, reference);
        return { paid: order.status === 200, status: order.status, message: order.body.orderNumber };
      }),
    );
    watching = false;
    await watch;

    expect(outcomes.filter((o) => o.paid)).toHaveLength(5);
    const refused = outcomes.filter((o) => !o.paid);
    expect(refused.every((o) => o.status === 400 && o.message === 'Sorry, item is out of stock. Please remove the item.')).toBe(true);
    expect(await stockOf(world.server, product.sku)).toEqual({ quantity: 0, reserved: 0 });
    expect(await count(sql`SELECT COUNT(*) AS n FROM orders WHERE lines LIKE ${`%"${product.sku}"%`} AND created_at >= ${started}`)).toBe(5);
    expect(lowest).toBeGreaterThanOrEqual(0);
  });

  it('replaying one order request 10 times, concurrently and after, makes one order', async () => {
    const product = await freshProduct(world.server, 'jrau', { units: 3 });
    const token = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 2 }]);
    const payment = await pay(world, 'jrau', token, 'deliveryCode=JAU_STD');
    const reference = referenceOf(payment.body);
    world.gateways.authorise(reference);
    const replays = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? lookup(world, 'jrau', token, reference)
          : world.server.request('POST', '/api/bff/checkout/order', { site: 'jrau', token, body: { paymentSession: payment.body.paymentSession } }),
      ),
    );
    const numbers = new Set(replays.map((r) => r.body.orderNumber));
    expect(replays.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(numbers.size).toBe(1);
    for (let i = 0; i < 10; i += 1) expect((await lookup(world, 'jrau', token, reference)).body.orderNumber).toBe([...numbers][0]);
    expect(await count(sql`SELECT COUNT(*) AS n FROM orders WHERE payment_reference = ${reference}`)).toBe(1);
    expect(await stockOf(world.server, product.sku)).toEqual({ quantity: 1, reserved: 0 });
  });

  it('a double-clicked payment call holds the stock once', async () => {
    const product = await freshProduct(world.server, 'jrau', { units: 4 });
    const token = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 2 }]);
    const both = await Promise.all([pay(world, 'jrau', token, 'deliveryCode=JAU_STD'), pay(world, 'jrau', token, 'deliveryCode=JAU_STD')]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(await stockOf(world.server, product.sku)).toEqual({ quantity: 4, reserved: 2 });
    for (const payment of both) world.gateways.authorise(referenceOf(payment.body));
    const orders = await Promise.all(both.map((payment) => lookup(world, 'jrau', token, referenceOf(payment.body))));
    // One payment makes the order; the other finds the checkout already ordered.
    expect(orders.map((o) => o.status).sort()).toEqual([200, 409]);
    expect(await stockOf(world.server, product.sku)).toEqual({ quantity: 2, reserved: 0 });
  });
});
