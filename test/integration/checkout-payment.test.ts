import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentResponse } from '../../contract/checkout';
import {
  type CheckoutWorld,
  codeOf,
  details,
  freshProduct,
  lookup,
  ordersOf,
  pay,
  payByCard,
  referenceOf,
  setStock,
  shopperAt,
  startCheckoutWorld,
  stockOf,
} from './checkout-support';

let world: CheckoutWorld;
beforeAll(async () => {
  world = await startCheckoutWorld();
});
afterAll(() => world.server.close());

const STD = `deliveryCode=${codeOf('jrau', 'STD')}`;

describe('POST /bff/checkout/payment', () => {
  it('freezes the cart holding its stock, and answers a payment session for what is due', async () => {
    const product = await freshProduct(world.server, 'jrau', { units: 10 });
    const token = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 3 }]);
    const res = await pay(world, 'jrau', token, `${STD}&forterToken=device-1`, { storesPurchaseOrderNumber: 'PO-77', amount: 1 });
    expect(res.status).toBe(200);
    expect(PaymentResponse.safeParse(res.body).success).toBe(true);
    const shipping = 3 * product.price >= 9900 ? 0 : 995;
    expect(res.body).toMatchObject({ amount: 3 * product.price + shipping, currency: 'AUD' });
    const session = JSON.parse(res.body.paymentSession);
    expect(session).toEqual({ reference: expect.stringMatching(/^JAU-[A-Z2-9]{8}-1$/), id: expect.any(String) });
    expect(world.gateways.sessions.get(session.reference)).toMatchObject({ amount: res.body.amount, currency: 'AUD', fraudToken: 'device-1' });
    expect(world.gateways.sessions.get(session.reference)?.returnUrl).toMatch(/^http:\/\/jrau\.localhost:\d+\/checkout$/);
    expect(await stockOf(world.server, product.sku)).toEqual({ quantity: 10, reserved: 3 });
    const after = await details(world, 'jrau', token);
    expect(after.body).toMatchObject({ frozen: true, checkoutStep: 3, paymentSession: res.body.paymentSession, storesPurchaseOrderNumber: 'PO-77' });
    // The cart's own update refuses a frozen cart.
    expect((await world.server.request('POST', '/api/bff/cart/add', { site: 'jrau', token, body: { sku: product.sku, quantity: 1 } })).status).toBe(
      409,
    );
  });

  it('asks for contact details and a delivery choice first, and refuses stock it cannot hold', async () => {
    const product = await freshProduct(world.server, 'jrau', { units: 2 });
    const token = await world.server.anonymousToken('jrau');
    await world.server.request('POST', '/api/bff/cart/add', { site: 'jrau', token, body: { sku: product.sku, quantity: 2 } });
    expect((await pay(world, 'jrau', token, STD)).body.message).toBe('Contact details are required before payment');
    const ready = await shopperAt(world, 'jrau', [], token);
    expect((await pay(world, 'jrau', ready, '')).body.message).toBe('query.deliveryCode: is required unless storeKey is given');
    await setStock(world.server, product.sku, 'wh-au-sydney', 1);
    const short = await pay(world, 'jrau', ready, STD);
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Sorry, the required quantity isnt available, please reduce the quantity.');
    expect(await stockOf(world.server, product.sku)).toEqual({ quantity: 1, reserved: 0 });
    expect((await details(world, 'jrau', ready)).body.frozen).toBe(false);
  });

  it('makes a new attempt when asked again, holding the stock once, and the old reference no longer pays into an order twice', async () => {
    const product = await freshProduct(world.server, 'jrau', { units: 5 });
    const token = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 2 }]);
    const first = await pay(world, 'jrau', token, STD);
    const second = await pay(world, 'jrau', token, `deliveryCode=${codeOf('jrau', 'EXP')}`);
    expect(referenceOf(second.body)).toMatch(/-2$/);
    expect(second.body.amount).toBe(2 * product.price + 1495);
    expect(await stockOf(world.server, product.sku)).toEqual({ quantity: 5, reserved: 2 });
    world.gateways.authorise(referenceOf(second.body));
    const order = await lookup(world, 'jrau', token, referenceOf(second.body));
    expect(order.status).toBe(200);
    expect(await stockOf(world.server, product.sku)).toEqual({ quantity: 3, reserved: 0 });
    world.gateways.authorise(referenceOf(first.body));
    const late = await lookup(world, 'jrau', token, referenceOf(first.body));
    expect(late.status).toBe(409);
    expect(await stockOf(world.server, product.sku)).toEqual({ quantity: 3, reserved: 0 });
  });

  it('gives the held stock back when the hold expires after 30 minutes', async () => {
    const product = await freshProduct(world.server, 'jrau', { units: 1 });
    const first = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 1 }]);
    expect((await pay(world, 'jrau', first, STD)).status).toBe(200);
    const second = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 1 }]).catch(() => null);
    // The unit is held: another shopper cannot even add it.
    expect(second).toBeNull();
    world.clock.now += 29 * 60_000;
    const early = await world.server.anonymousToken('jrau');
    expect(
      (await world.server.request('POST', '/api/bff/cart/add', { site: 'jrau', token: early, body: { sku: product.sku, quantity: 1 } })).status,
    ).toBe(400);
    world.clock.now += 2 * 60_000;
    const late = await world.server.anonymousToken('jrau');
    await world.server.request('POST', '/api/bff/checkout/details', { site: 'jrau', token: late });
    await shopperAt(world, 'jrau', [], late).catch(() => undefined);
    // Any checkout call sweeps expired holds before holding stock.
    const other = await freshProduct(world.server, 'jrau');
    const sweeper = await shopperAt(world, 'jrau', [{ sku: other.sku, quantity: 1 }]);
    await pay(world, 'jrau', sweeper, STD);
    expect(await stockOf(world.server, product.sku)).toEqual({ quantity: 1, reserved: 0 });
    expect(
      (await world.server.request('POST', '/api/bff/cart/add', { site: 'jrau', token: late, body: { sku: product.sku, quantity: 1 } })).status,
    ).toBe(200);
  });
});

describe('GET /bff/checkout/order/{reference} and POST /bff/checkout/order', () => {
  it('answers 423 Locked while the payment settles, then the order', async () => {
    const product = await freshProduct(world.server, 'jrau');
    const token = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 1 }]);
    const payment = await pay(world, 'jrau', token, STD);
    const reference = referenceOf(payment.body);
    world.gateways.pending(reference);
    const locked = await lookup(world, 'jrau', token, reference);
    expect(locked.status).toBe(423);
    expect(locked.body).toEqual({ statusCode: 423, message: 'Locked' });
    world.gateways.authorise(reference);
    const placed = await world.server.request('GET', `/api/bff/checkout/order/${reference}?redirectResult=abc`, { site: 'jrau', token });
    expect(placed.status).toBe(200);
    expect(placed.body.orderNumber).toMatch(/^JAU\d{7}$/);
  });

  it('says "Transaction declined" when refused, and a new attempt then pays', async () => {
    const product = await freshProduct(world.server, 'jrau', { units: 4 });
    const token = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 2 }]);
    const declined = await pay(world, 'jrau', token, STD);
    world.gateways.refuse(referenceOf(declined.body));
    const refused = await lookup(world, 'jrau', token, referenceOf(declined.body));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ statusCode: 400, message: 'Transaction declined' });
    expect((await details(world, 'jrau', token)).body.cartSummary.lineItems).toHaveLength(1);
    const placed = await payByCard(world, 'jrau', token, STD);
    expect(placed.orderNumber).toMatch(/^JAU/);
    expect(await stockOf(world.server, product.sku)).toEqual({ quantity: 2, reserved: 0 });
    expect((await details(world, 'jrau', token)).status).toBe(404);
  });

  it("answers 403 for another shopper's reference, 404 for an unknown one, 400 for an unpaid or mismatched one", async () => {
    const product = await freshProduct(world.server, 'jrau');
    const token = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 1 }]);
    const payment = await pay(world, 'jrau', token, STD);
    const reference = referenceOf(payment.body);
    const stranger = await world.server.anonymousToken('jrau');
    const theirs = await lookup(world, 'jrau', stranger, reference);
    expect(theirs.status).toBe(403);
    expect(theirs.body.statusCode).toBe(403);
    expect((await lookup(world, 'jrau', token, 'JAU-NOSUCHREF-1')).status).toBe(404);
    expect((await lookup(world, 'jrau', token, reference)).body.message).toBe('No payment was made for this order');
    world.gateways.authorise(reference, { amount: 1 });
    expect((await lookup(world, 'jrau', token, reference)).body.message).toBe('The amount paid does not match the order');
    world.gateways.authorise(reference);
    const bad = await world.server.request('POST', '/api/bff/checkout/order', { site: 'jrau', token, body: { paymentSession: 'not json' } });
    expect(bad.body.message).toBe('body.paymentSession: must be the JSON of a payment session');
    const placed = await world.server.request('POST', '/api/bff/checkout/order', {
      site: 'jrau',
      token,
      body: { paymentSession: payment.body.paymentSession },
    });
    expect(placed.status).toBe(200);
    const orders = await ordersOf(world, 'jrau', token);
    expect(orders[0]).toMatchObject({ orderNumber: placed.body.orderNumber, paymentMethod: 'card', cardBrand: 'visa', cardLast4: '1111' });
  });
});

describe('delivery modes end to end', () => {
  it('express delivery: the order keeps the method and its price', async () => {
    const product = await freshProduct(world.server, 'jrnz');
    const token = await shopperAt(world, 'jrnz', [{ sku: product.sku, quantity: 1 }]);
    const placed = await payByCard(world, 'jrnz', token, `deliveryCode=JNZ_EXP`);
    const [order] = await ordersOf(world, 'jrnz', token);
    expect(order).toMatchObject({
      orderNumber: placed.orderNumber,
      site: 'jrnz',
      shipping: 1495,
      total: product.price + 1495,
      shippingMethod: { code: 'JNZ_EXP' },
    });
    expect(placed.orderNumber).toMatch(/^JNZ/);
    expect(order!.tax).toBe(Math.round(((product.price + 1495) * 15) / 115));
  });

  it('bulky freight: the only method, priced for the zone', async () => {
    const product = await freshProduct(world.server, 'jrau', { tags: '["bulky"]' });
    const token = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 1 }]);
    expect((await pay(world, 'jrau', token, STD)).body.message).toBe('Bulky items travel by bulky freight only');
    const placed = await payByCard(world, 'jrau', token, 'deliveryCode=JAU_NTD');
    const [order] = await ordersOf(world, 'jrau', token);
    expect(order).toMatchObject({
      orderNumber: placed.orderNumber,
      shipping: 4995,
      shippingMethod: { code: 'JAU_NTD', name: 'Bulky goods freight' },
    });
  });

  it("click-and-collect: holds and takes the store's own stock, or names CNC_NO_STOCK / CNC_INSUFFICIENT_STOCK", async () => {
    const store = 'jc-au-nsw-sydney-cbd';
    const product = await freshProduct(world.server, 'jrau', { units: 0 });
    await setStock(world.server, product.sku, 'wh-au-sydney', 50);
    const token = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 2 }]);
    expect((await pay(world, 'jrau', token, `storeKey=${store}`)).body.message).toBe('CNC_NO_STOCK');
    await world.server.database.db
      .insertInto('stock')
      .values({ sku: product.sku, location_key: store, quantity: 1, reserved: 0 })
      .onConflict((oc) => oc.columns(['sku', 'location_key']).doUpdateSet({ quantity: 1 }))
      .execute();
    expect((await pay(world, 'jrau', token, `storeKey=${store}`)).body.message).toBe('CNC_INSUFFICIENT_STOCK');
    await world.server.database.db
      .updateTable('stock')
      .set({ quantity: 3 })
      .where('sku', '=', product.sku)
      .where('location_key', '=', store)
      .execute();
    const placed = await payByCard(world, 'jrau', token, `storeKey=${store}`);
    const [order] = await ordersOf(world, 'jrau', token);
    expect(order).toMatchObject({
      orderNumber: placed.orderNumber,
      deliveryType: 'clickCollect',
      shipping: 0,
      shippingMethod: null,
      store: { storeKey: store },
    });
    const left = await world.server.database.db
      .selectFrom('stock')
      .select(['location_key', 'quantity', 'reserved'])
      .where('sku', '=', product.sku)
      .where('quantity', '>', 0)
      .orderBy('location_key')
      .execute();
    expect(left).toEqual([
      { location_key: store, quantity: 1, reserved: 0 },
      { location_key: 'wh-au-sydney', quantity: 50, reserved: 0 },
    ]);
  });

  it("warehouse delivery takes the warehouse's stock only", async () => {
    const product = await freshProduct(world.server, 'jrau', { units: 0, store: 'jc-au-nsw-sydney-cbd' });
    await setStock(world.server, product.sku, 'jc-au-nsw-sydney-cbd', 5);
    const token = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 1 }]);
    await world.server.request('PATCH', '/api/bff/checkout/deliveryType/deliveryWarehouse', { site: 'jrau', token });
    expect((await pay(world, 'jrau', token, STD)).body.message).toBe('Sorry, item is out of stock. Please remove the item.');
  });
});
