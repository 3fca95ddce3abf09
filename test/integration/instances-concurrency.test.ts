import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutWorld, freshProduct, lookup, pay, referenceOf, shopperAt, stockOf } from './checkout-support';
import { FakeGateways } from './fake-gateways';
import { type TestServer, type TwoInstances, startTwoInstances } from './harness';
import { testDatabaseKind } from '../support/test-database';

/**
 * Two instances of the shop on one PostgreSQL database, as behind a load balancer (issue 24): shoppers spread over
 * both buy the last unit at once, and one payment's order is asked of both at once. PostgreSQL suite only: two
 * SQLite servers in one test process share one thread, and SQLite's busy wait for the other's write lock blocks the
 * very thread that would release it (SQLite's instances are processes: test/integration/supervisor.test.ts,
 * instances-shared.test.ts).
 */
const MINUTE = 60_000;
const gateways = new FakeGateways();
const clock = { now: Date.parse('2030-04-01T00:00:00.000Z') };
let instances: TwoInstances | undefined;
let a: TestServer;
let b: TestServer;
let worlds: [CheckoutWorld, CheckoutWorld];

beforeAll(async () => {
  if (testDatabaseKind() !== 'postgres') return;
  instances = await startTwoInstances({ gateways, now: () => clock.now });
  ({ a, b } = instances);
  worlds = [
    { server: a, gateways, clock },
    { server: b, gateways, clock },
  ];
});
afterAll(() => instances?.close());

const ordersOfSku = async (sku: string, since: number) =>
  (await a.database.db.selectFrom('orders').select(['order_number', 'lines']).where('created_at', '>=', since).execute()).filter((order) =>
    order.lines.includes(`"${sku}"`),
  );

describe.runIf(testDatabaseKind() === 'postgres')('two instances on one PostgreSQL database', () => {
  it('50 shoppers spread over both, buying the last unit at once, make exactly one order, 20 rounds over', async () => {
    for (let round = 0; round < 20; round += 1) {
      // A new minute each round: fifty new anonymous sessions a round stay under the per-address limit.
      clock.now += MINUTE;
      const since = clock.now;
      const product = await freshProduct(a, 'jrau', { units: 1 });
      const shoppers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => shopperAt(worlds[i % 2]!, 'jrau', [{ sku: product.sku, quantity: 1 }])),
      );
      let lowest = Number.POSITIVE_INFINITY;
      let watching = true;
      const watch = (async () => {
        while (watching) {
          const rows = await b.database.db.selectFrom('stock').select(['quantity', 'reserved']).where('sku', '=', product.sku).execute();
          for (const row of rows) lowest = Math.min(lowest, row.quantity, row.quantity - row.reserved, row.reserved);
        }
      })();
      const outcomes = await Promise.all(
        shoppers.map(async (token, i) => {
          const world = worlds[i % 2]!;
          const payment = await pay(world, 'jrau', token, 'deliveryCode=JAU_STD');
          if (payment.status !== 200) return { ordered: false, status: payment.status, message: payment.body.message };
          const reference = referenceOf(payment.body);
          gateways.authorise(reference);
          // The order is asked of the other instance than the one that took the payment.
          const order = await lookup(worlds[(i + 1) % 2]!, 'jrau', token, reference);
          return { ordered: order.status === 200, status: order.status, message: order.body.message };
        }),
      );
      watching = false;
      await watch;
      expect(
        outcomes.filter((o) => o.ordered),
        `round ${round}`,
      ).toHaveLength(1);
      const refused = outcomes.filter((o) => !o.ordered);
      expect(
        refused.every((o) => o.status === 400 && o.message === 'Sorry, item is out of stock. Please remove the item.'),
        JSON.stringify(refused.filter((o) => o.status !== 400)),
      ).toBe(true);
      expect(await stockOf(a, product.sku)).toEqual({ quantity: 0, reserved: 0 });
      expect(await ordersOfSku(product.sku, since)).toHaveLength(1);
      expect(lowest).toBeGreaterThanOrEqual(0);
    }
  }, 600_000);

  it('one payment’s order asked of both instances at once, 20 times over, is one order', async () => {
    for (let round = 0; round < 20; round += 1) {
      clock.now += MINUTE;
      const product = await freshProduct(a, 'jrau', { units: 2 });
      const token = await shopperAt(worlds[round % 2]!, 'jrau', [{ sku: product.sku, quantity: 1 }]);
      const payment = await pay(worlds[round % 2]!, 'jrau', token, 'deliveryCode=JAU_STD');
      expect(payment.status).toBe(200);
      const reference = referenceOf(payment.body);
      gateways.authorise(reference);
      const answers = await Promise.all([lookup(worlds[0], 'jrau', token, reference), lookup(worlds[1], 'jrau', token, reference)]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      expect(answers[0]!.body.orderNumber).toBe(answers[1]!.body.orderNumber);
      const orders = await a.database.db.selectFrom('orders').select('order_number').where('payment_reference', '=', reference).execute();
      expect(orders).toHaveLength(1);
      expect(await stockOf(b, product.sku)).toEqual({ quantity: 1, reserved: 0 });
    }
  }, 300_000);
});
