import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order, OrdersResponse } from '../../contract/orders';
import { type CheckoutWorld, freshProduct, newCustomer, ordersOf, payByCard, shopperAt, signIn, startCheckoutWorld } from './checkout-support';

const OPS = 'ops-secret-for-tests';
let world: CheckoutWorld;
beforeAll(async () => {
  process.env.OPS_TOKEN = OPS;
  world = await startCheckoutWorld();
});
afterAll(async () => {
  delete process.env.OPS_TOKEN;
  await world.server.close();
});

async function placedOrder(site: 'jrau' | 'jrnz' = 'jrau', token?: string, quantity = 2) {
  const product = await freshProduct(world.server, site);
  const shopper = await shopperAt(world, site, [{ sku: product.sku, quantity }], token);
  const { orderNumber } = await payByCard(world, site, shopper, `deliveryCode=${site === 'jrnz' ? 'JNZ' : 'JAU'}_STD`);
  return { token: shopper, orderNumber, product };
}

const move = (orderNumber: string, status: string, token = OPS) =>
  world.server.request('POST', `/api/bff/ops/orders/${orderNumber}/status`, { body: { status }, headers: { 'x-ops-token': token } });

describe('GET /bff/account/orders', () => {
  it("lists the caller's own orders on the site, newest first, and finds one by number", async () => {
    const customer = await newCustomer(world, 'jrau');
    const first = await placedOrder('jrau', customer.token);
    world.clock.now += 1000;
    const second = await placedOrder('jrau', first.token);
    const other = await placedOrder();
    const res = await world.server.request('GET', '/api/bff/account/orders', { site: 'jrau', token: first.token });
    expect(res.status).toBe(200);
    expect(OrdersResponse.safeParse(res.body).success).toBe(true);
    expect(res.body.total).toBe(2);
    expect(res.body.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([second.orderNumber, first.orderNumber]);
    const one = await world.server.request('GET', `/api/bff/account/orders?orderNumber=${first.orderNumber}`, { site: 'jrau', token: first.token });
    expect(one.body.orders).toHaveLength(1);
    const notMine = await world.server.request('GET', `/api/bff/account/orders?orderNumber=${other.orderNumber}`, {
      site: 'jrau',
      token: first.token,
    });
    expect(notMine.body).toEqual({ orders: [], total: 0, pageSize: 10 });
    expect((await world.server.request('GET', '/api/bff/account/orders', { site: 'jrnz', token: first.token })).body.total).toBe(0);
    expect((await world.server.request('GET', '/api/bff/account/orders?page=x', { site: 'jrau', token: first.token })).body.message).toMatch(
      /^query\.page: /,
    );
    expect((await world.server.request('GET', '/api/bff/account/orders')).status).toBe(401);
    // A guest finds the order of their own checkout by its number (the confirmation page), and lists nothing.
    expect(
      (await world.server.request('GET', `/api/bff/account/orders?orderNumber=${other.orderNumber}`, { site: 'jrau', token: other.token })).body
        .total,
    ).toBe(1);
    expect((await world.server.request('GET', '/api/bff/account/orders', { site: 'jrau', token: other.token })).status).toBe(401);
  });

  it("keeps a signed-in customer's orders with the customer, on any device", async () => {
    const phone = await signIn(world, 'jrnz', 'checkout.nz@example.com');
    const { orderNumber } = await placedOrder('jrnz', phone);
    const laptop = await signIn(world, 'jrnz', 'checkout.nz@example.com');
    const orders = await ordersOf(world, 'jrnz', laptop);
    expect(orders.map((o) => o.orderNumber)).toContain(orderNumber);
    expect(Order.safeParse(orders[0]).success).toBe(true);
  });
});

describe('signing in after a payment attempt', () => {
  it("merges the guest's cart without losing the record of the attempt", async () => {
    const product = await freshProduct(world.server, 'jrnz');
    const guest = await shopperAt(world, 'jrnz', [{ sku: product.sku, quantity: 1 }]);
    const payment = await world.server.request('POST', '/api/bff/checkout/payment?deliveryCode=JNZ_STD', { site: 'jrnz', token: guest });
    const reference = JSON.parse(payment.body.paymentSession).reference;
    world.gateways.refuse(reference);
    expect((await world.server.request('GET', `/api/bff/checkout/order/${reference}`, { site: 'jrnz', token: guest })).status).toBe(400);
    await world.server.request('PATCH', '/api/bff/cart/unFreeze', { site: 'jrnz', token: guest });
    const signedIn = await world.server.request('POST', '/api/bff/auth/signin', {
      site: 'jrnz',
      token: guest,
      body: { email: 'checkout.nz@example.com', password: 'Checkout-Test-1' },
    });
    expect(signedIn.status).toBe(200);
    world.gateways.authorise(reference);
    expect(
      (await world.server.request('GET', `/api/bff/checkout/order/${reference}`, { site: 'jrnz', token: signedIn.body.accessToken })).status,
    ).toBe(409);
  });
});

describe('order statuses', () => {
  it('moves along the defined transitions only, through the operator call', async () => {
    const { orderNumber } = await placedOrder();
    expect((await move(orderNumber, 'delivered')).body.message).toBe(`Order ${orderNumber} cannot go from order-placed to delivered`);
    for (const status of ['processing', 'intransit', 'outfordelivery', 'delivered']) {
      const res = await move(orderNumber, status);
      expect(res.status, status).toBe(200);
      expect(res.body.status).toBe(status);
    }
    expect((await move(orderNumber, 'cancelled')).status).toBe(409);
    const history = await world.server.database.db
      .selectFrom('order_status_history')
      .select('status')
      .where('order_number', '=', orderNumber)
      .orderBy('id')
      .execute();
    expect(history.map((h) => (h as { status: string }).status)).toEqual(['order-placed', 'processing', 'intransit', 'outfordelivery', 'delivered']);
  });

  it('hides the operator call from anyone without the key', async () => {
    const { orderNumber } = await placedOrder();
    expect((await move(orderNumber, 'processing', 'wrong-key-of-same-len')).status).toBe(404);
    expect((await world.server.request('POST', `/api/bff/ops/orders/${orderNumber}/status`, { body: { status: 'processing' } })).status).toBe(404);
    expect((await move(orderNumber, 'shipped')).body.message).toMatch(/^body\.status: /);
    expect((await move('JAU9999999', 'processing')).status).toBe(404);
  });
});

describe('POST /bff/account/return/{orderNumber}', () => {
  it('advises a return of delivered items only, no more than were bought', async () => {
    const { token, orderNumber, product } = await placedOrder('jrau', (await newCustomer(world, 'jrau')).token);
    const ret = (body: unknown, who = token) =>
      world.server.request('POST', `/api/bff/account/return/${orderNumber}`, { site: 'jrau', token: who, body });
    const one = [{ sku: product.sku, quantity: 1, reason: 'faulty' }];
    expect((await ret({ items: one })).body.message).toBe(
      `Order ${orderNumber} cannot be returned while it is order-placed: only delivered orders can`,
    );
    for (const status of ['processing', 'intransit', 'outfordelivery', 'delivered']) await move(orderNumber, status);
    expect((await ret({ items: [{ sku: product.sku, quantity: 3, reason: 'faulty' }] })).body.message).toBe(
      `body.items.0.quantity: only 2 of ${product.sku} can still be returned`,
    );
    expect((await ret({ items: [{ sku: 'XX0000', quantity: 1, reason: 'faulty' }] })).body.message).toBe(
      `body.items.0.sku: XX0000 is not in order ${orderNumber}`,
    );
    expect((await ret({ items: [{ sku: product.sku, quantity: 1 }] })).body.message).toMatch(/^body\.items\.0\.reason: /);
    expect((await ret({ items: [] })).body.message).toMatch(/^body\.items: /);
    expect((await ret({ items: one }, await world.server.anonymousToken('jrau'))).status).toBe(401);
    expect((await ret({ items: one }, (await newCustomer(world, 'jrau')).token)).status).toBe(404);
    const advised = await ret({ items: one });
    expect(advised.status).toBe(200);
    expect(advised.body).toMatchObject({ orderNumber, status: 'Advised', canReturn: true });
    expect(advised.body.lineItems[0]).toMatchObject({ returnedQuantity: 1, returnableQuantity: 1 });
    // The second unit may follow while the return is advised; then nothing is left.
    expect((await ret({ items: [{ sku: product.sku, quantity: 2, reason: 'faulty' }] })).body.message).toBe(
      `body.items.0.quantity: only 1 of ${product.sku} can still be returned`,
    );
    const rest = await ret({ items: [{ sku: product.sku, quantity: 1, reason: 'changed-mind', comment: 'Bought two by mistake' }] });
    expect(rest.body).toMatchObject({ status: 'Advised', canReturn: false });
    expect((await move(orderNumber, 'Returned')).body.status).toBe('Returned');
  });
});

describe('POST /bff/checkout/account/order/reorder', () => {
  it("puts the order's lines back into a fresh cart, for the order's owner only", async () => {
    const { token, orderNumber, product } = await placedOrder('jrau', (await newCustomer(world, 'jrau')).token);
    const res = await world.server.request('POST', '/api/bff/checkout/account/order/reorder', { site: 'jrau', token, body: { orderNumber } });
    expect(res.status).toBe(200);
    expect(res.body.cartSummary.lineItems.map((l: { variant: { sku: string }; quantity: number }) => [l.variant.sku, l.quantity])).toEqual([
      [product.sku, 2],
    ]);
    expect(res.body.cartSummary.subtotal).toBe(2 * product.price);
    expect(res.body.skipped).toEqual([]);
    const stranger = (await newCustomer(world, 'jrau')).token;
    expect(
      (await world.server.request('POST', '/api/bff/checkout/account/order/reorder', { site: 'jrau', token: stranger, body: { orderNumber } }))
        .status,
    ).toBe(404);
    const guest = await world.server.anonymousToken('jrau');
    expect(
      (await world.server.request('POST', '/api/bff/checkout/account/order/reorder', { site: 'jrau', token: guest, body: { orderNumber } })).status,
    ).toBe(401);
  });
});
