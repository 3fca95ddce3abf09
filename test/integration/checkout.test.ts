import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutDetails } from '../../contract/checkout';
import { type CheckoutWorld, CONTACT, codeOf, details, freshProduct, setStock, shopperAt, signIn, startCheckoutWorld } from './checkout-support';

let world: CheckoutWorld;
beforeAll(async () => {
  world = await startCheckoutWorld();
});
afterAll(() => world.server.close());

const request = (method: string, path: string, site: 'jrau' | 'jrnz' | 'rtau', token: string, body?: unknown) =>
  world.server.request(method, `/api/bff/checkout${path}`, { site, token, ...(body === undefined ? {} : { body }) });

describe('GET /bff/checkout/details', () => {
  it('answers 401 without a bearer and 404 "Your cart is empty" for an empty cart', async () => {
    expect((await world.server.request('GET', '/api/bff/checkout/details')).status).toBe(401);
    const token = await world.server.anonymousToken('jrau');
    const empty = await details(world, 'jrau', token);
    expect(empty.status).toBe(404);
    expect(empty.body).toEqual({ statusCode: 404, message: 'Your cart is empty' });
  });

  it('describes a fresh checkout at step 1 with the country, the currency and the server totals', async () => {
    const product = await freshProduct(world.server, 'jrnz');
    const token = await world.server.anonymousToken('jrnz');
    await world.server.request('POST', '/api/bff/cart/add', { site: 'jrnz', token, body: { sku: product.sku, quantity: 3 } });
    const res = await details(world, 'jrnz', token);
    expect(res.status).toBe(200);
    expect(CheckoutDetails.safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({
      checkoutStep: 1,
      country: 'NZ',
      currency: 'NZD',
      contactDetails: null,
      frozen: false,
      credit: null,
      coupons: [],
    });
    expect(res.body.cartSummary).toMatchObject({ subtotal: 3 * product.price, total: 3 * product.price, amountDue: 3 * product.price, shipping: 0 });
    // NZ GST is 15 % of a GST-inclusive price: 3/23 of it.
    expect(res.body.cartSummary.tax).toBe(Math.round((3 * product.price * 15) / 115));
    expect(res.body.paymentOptions).toEqual({ dropIn: true, payForm: false, bnpl: true, giftCard: true, credit: false });
    expect(res.body.shippingMethods.map((m) => m.code)).toEqual(['JNZ_STD', 'JNZ_EXP', 'JNZ_SMD', 'JNZ_NTD']);
    expect(res.body.shippingMethods.every((m) => !m.available && m.message === 'Enter a delivery address first')).toBe(true);
    expect((await request('GET', '/details?checkoutStep=9', 'jrnz', token)).body.message).toMatch(/^query\.checkoutStep: /);
  });
});

describe('POST /bff/checkout/contact-details and /address/billing', () => {
  it('saves the contact details, answers step 2, and prices the shipping methods for the address', async () => {
    const product = await freshProduct(world.server, 'jrau');
    const token = await world.server.anonymousToken('jrau');
    await world.server.request('POST', '/api/bff/cart/add', { site: 'jrau', token, body: { sku: product.sku, quantity: 1 } });
    const res = await request('POST', '/contact-details', 'jrau', token, { ...CONTACT.AU, email: ' ADA@Example.com ' });
    expect(res.status).toBe(200);
    expect(res.body.checkoutStep).toBe(2);
    expect(res.body.contactDetails).toMatchObject({ email: 'ada@example.com', address: { postalCode: '2000', state: 'NSW' } });
    const methods = Object.fromEntries(res.body.shippingMethods.map((m: { code: string }) => [m.code, m]));
    expect(methods.JAU_STD).toMatchObject({ available: true, price: product.price >= 9900 ? 0 : 995 });
    expect(methods.JAU_EXP).toMatchObject({ available: true, price: 1495 });
    expect(methods.JAU_NTD).toMatchObject({ available: false });

    const billing = await request('POST', '/address/billing', 'jrau', token, {
      addressLine1: '9 Queen St',
      city: 'Melbourne',
      postalCode: '3000',
      state: 'VIC',
      country: 'AU',
    });
    expect(billing.status).toBe(200);
    expect(billing.body.billingAddress).toMatchObject({ city: 'Melbourne', state: 'VIC' });
  });

  it('refuses bad contact details with a 400 naming the field, and changes nothing', async () => {
    const product = await freshProduct(world.server, 'jrau');
    const token = await world.server.anonymousToken('jrau');
    await world.server.request('POST', '/api/bff/cart/add', { site: 'jrau', token, body: { sku: product.sku, quantity: 1 } });
    const cases: Array<[unknown, RegExp]> = [
      [{ ...CONTACT.AU, email: 'not-an-email' }, /^body\.email: /],
      [{ ...CONTACT.AU, address: { ...CONTACT.AU.address, state: undefined } }, /^body\.address\.state: must be an Australian state code/],
      [{ ...CONTACT.AU, address: { ...CONTACT.AU.address, postalCode: '20000' } }, /^body\.address\.postalCode: must be 4 digits/],
      [{ ...CONTACT.AU, address: { ...CONTACT.AU.address, postalCode: '0001' } }, /^body\.address\.postalCode: 0001 is not a known AU postcode/],
      [CONTACT.NZ, /^body\.address\.country: must be AU on this site/],
      [{ ...CONTACT.AU, firstName: '   ' }, /^body\.firstName: /],
    ];
    for (const [body, message] of cases) {
      const res = await request('POST', '/contact-details', 'jrau', token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await details(world, 'jrau', token)).body.contactDetails).toBeNull();
  });
});

describe('delivery type and shipping method', () => {
  it("chooses a shipping method of the country and adds its price to the total; refuses another country's code", async () => {
    const product = await freshProduct(world.server, 'jrau');
    const token = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 1 }]);
    const express = await request('PATCH', `/shipping-method?deliveryCode=${codeOf('jrau', 'EXP')}`, 'jrau', token);
    expect(express.status).toBe(200);
    expect(express.body.selectedShippingMethod).toEqual({ code: 'JAU_EXP', name: 'Express delivery', price: 1495 });
    expect(express.body.cartSummary).toMatchObject({ shipping: 1495, total: product.price + 1495 });
    const nz = await request('PATCH', '/shipping-method?deliveryCode=JNZ_STD', 'jrau', token);
    expect(nz.status).toBe(400);
    expect(nz.body.message).toBe('query.deliveryCode: JNZ_STD is not a shipping method of AU');
    const bulky = await request('PATCH', '/shipping-method?deliveryCode=JAU_NTD', 'jrau', token);
    expect(bulky.status).toBe(400);
    expect(bulky.body.message).toBe('Only for orders with bulky items');
    expect((await request('PATCH', '/shipping-method?deliveryCode=nope', 'jrau', token)).body.message).toMatch(/^query\.deliveryCode: /);
  });

  it('switches to click-and-collect at a store (from the query, else the storeKey header), which ships nothing', async () => {
    const product = await freshProduct(world.server, 'jrau');
    const token = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 1 }]);
    await request('PATCH', `/shipping-method?deliveryCode=JAU_STD`, 'jrau', token);
    const byQuery = await request('PATCH', '/deliveryType/clickCollect?storeKey=jc-au-nsw-sydney-cbd', 'jrau', token);
    expect(byQuery.status).toBe(200);
    expect(byQuery.body).toMatchObject({
      deliveryType: 'clickCollect',
      selectedShippingMethod: null,
      store: { storeKey: 'jc-au-nsw-sydney-cbd', name: 'Sydney CBD' },
    });
    expect(byQuery.body.cartSummary.shipping).toBe(0);
    // The line says whether the store can cover it (spec §8 CNC codes): this product is only in the warehouse.
    expect(byQuery.body.cartSummary.lineItems[0].collection).toMatchObject({ storeKey: 'jc-au-nsw-sydney-cbd', code: 'CNC_NO_STOCK' });
    const byHeader = await world.server.request('PATCH', '/api/bff/checkout/deliveryType/clickCollect', {
      site: 'jrau',
      token,
      headers: { storeKey: 'jc-au-nsw-parramatta' },
    });
    expect(byHeader.body.store.storeKey).toBe('jc-au-nsw-parramatta');
    expect((await request('PATCH', '/deliveryType/clickCollect?storeKey=jc-au-nsw-chatswood', 'jrau', token)).body.message).toMatch(
      /does not offer click and collect/,
    );
    expect((await request('PATCH', '/deliveryType/clickCollect?storeKey=rtm-nowhere', 'jrau', token)).status).toBe(404);
    expect((await request('PATCH', '/deliveryType/clickCollect', 'jrau', token)).body.message).toBe(
      'query.storeKey: is required for click and collect',
    );
    expect((await request('PATCH', '/deliveryType/teleport', 'jrau', token)).body.message).toMatch(/^params\.type: /);
    const home = await request('PATCH', '/deliveryType/deliveryWarehouse', 'jrau', token);
    expect(home.body.deliveryType).toBe('deliveryWarehouse');
    expect(home.body.shippingMethods.find((m: { code: string }) => m.code === 'JAU_SMD').available).toBe(false);
  });

  it('offers only bulky freight when a line is bulky, never free', async () => {
    const bulky = await freshProduct(world.server, 'jrau', { tags: '["bulky"]' });
    const plain = await freshProduct(world.server, 'jrau');
    const token = await shopperAt(world, 'jrau', [
      { sku: bulky.sku, quantity: 1 },
      { sku: plain.sku, quantity: 1 },
    ]);
    const res = await request('PATCH', '/shipping-method?deliveryCode=JAU_NTD', 'jrau', token);
    expect(res.status).toBe(200);
    const available = res.body.shippingMethods.filter((m: { available: boolean }) => m.available).map((m: { code: string }) => m.code);
    expect(available).toEqual(['JAU_NTD']);
    expect(res.body.selectedShippingMethod).toMatchObject({ code: 'JAU_NTD', price: 4995 });
    expect((await request('PATCH', '/shipping-method?deliveryCode=JAU_STD', 'jrau', token)).body.message).toBe(
      'Bulky items travel by bulky freight only',
    );
  });
});

describe('insurance, discount codes, coupons and cart updates', () => {
  it('adds and removes insurance, and prices it on the server', async () => {
    const product = await freshProduct(world.server, 'rtau');
    const token = await shopperAt(world, 'rtau', [{ sku: product.sku, quantity: 2 }]);
    const on = await request('PATCH', '/insurance', 'rtau', token);
    const price = Math.max(295, Math.round((2 * product.price * 15) / 1000));
    expect(on.body.insurance).toEqual({ selected: true, price });
    expect(on.body.cartSummary).toMatchObject({ insurance: price, total: 2 * product.price + price });
    const off = await request('DELETE', '/insurance', 'rtau', token);
    expect(off.body.insurance.selected).toBe(false);
    expect(off.body.cartSummary).toMatchObject({ insurance: 0, total: 2 * product.price });
  });

  it('applies a discount code and refuses a bad one with its message', async () => {
    const product = await freshProduct(world.server, 'jrau');
    const token = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 1 }]);
    const bad = await request('POST', '/discount', 'jrau', token, { discountCode: 'NOPE' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Discount code is not valid');
    const good = await request('POST', '/discount', 'jrau', token, { discountCode: 'maker10' });
    expect(good.status).toBe(200);
    expect(good.body.cartSummary).toMatchObject({ discount: Math.round(product.price / 10), isDiscountCode: true, discountCode: 'MAKER10' });
    const removed = await request('DELETE', '/discount', 'jrau', token);
    expect(removed.body.cartSummary).toMatchObject({ discount: 0, isDiscountCode: false });
  });

  it('lets a signed-in customer apply a coupon they hold, and nobody else', async () => {
    const product = await freshProduct(world.server, 'jrau');
    const guest = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 1 }]);
    expect((await request('POST', '/coupon', 'jrau', guest, { amount: 1000 })).body.message).toBe('body.amount: you hold no coupon of 1000 cents');
    const customer = await signIn(world, 'jrau', 'checkout.au@example.com');
    await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 1 }], customer);
    const before = await details(world, 'jrau', customer);
    expect(before.body.coupons).toEqual([1000, 2500]);
    expect(before.body.credit).toEqual({ available: 100_000, applied: 0 });
    expect((await request('POST', '/coupon', 'jrau', customer, { amount: 500 })).status).toBe(400);
    const applied = await request('POST', '/coupon', 'jrau', customer, { amount: 1000 });
    expect(applied.body.appliedCoupon).toBe(1000);
    expect(applied.body.cartSummary).toMatchObject({ coupon: Math.min(1000, product.price), total: product.price - Math.min(1000, product.price) });
    const removed = await request('DELETE', '/coupon', 'jrau', customer);
    expect(removed.body).toMatchObject({ appliedCoupon: null, cartSummary: { coupon: 0 } });
  });

  it('updates the cart from checkout and answers only the summary; a price sent by the client changes nothing', async () => {
    const product = await freshProduct(world.server, 'jrau');
    const token = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 1 }]);
    const line = (await details(world, 'jrau', token)).body.cartSummary.lineItems[0]!;
    const res = await request('PATCH', '/update-cart', 'jrau', token, [{ lineItemId: line.id, quantity: 3, sku: product.sku, price: 1 }]);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['cartSummary']);
    expect(res.body.cartSummary).toMatchObject({ subtotal: 3 * product.price, total: 3 * product.price });
    await setStock(world.server, product.sku, 'wh-au-sydney', 2);
    const short = await request('PATCH', '/update-cart', 'jrau', token, [{ lineItemId: line.id, quantity: 5, sku: product.sku }]);
    expect(short.status).toBe(400);
    const emptied = await request('PATCH', '/update-cart', 'jrau', token, [{ lineItemId: line.id, quantity: 0, sku: product.sku }]);
    expect(emptied.body.cartSummary).toMatchObject({ lineItems: [], total: 0 });
  });
});
