import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutWorld, freshProduct, shopperAt, startCheckoutWorld } from './checkout-support';

/**
 * The route fuzz suite (fuzz.test.ts) meets the checkout with an empty cart, so most calls stop at 404.
 * Here a shopper with a cart and contact details meets generated input, with the checkout's own field names.
 */
const FIELDS = [
  'email',
  'firstName',
  'lastName',
  'phone',
  'address',
  'addressLine1',
  'city',
  'postalCode',
  'state',
  'country',
  'deliveryCode',
  'storeKey',
  'forterToken',
  'storesPurchaseOrderNumber',
  'discountCode',
  'amount',
  'giftCardId',
  'pinCode',
  'cardType',
  'merchantRef',
  'cardId',
  'payId',
  'customerId',
  'save',
  'paymentSession',
  'gatewayReference',
  'merchantReference',
  'transactionReference',
  'orderNumber',
  'items',
  'sku',
  'quantity',
  'reason',
  'lineItemId',
  'checkoutStep',
  'redirectResult',
  'page',
  'status',
];
const weird = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1e309',
    'NaN',
    'null',
    'true',
    'JAU_STD',
    'JNZ_EXP',
    'clickCollect',
    'jc-au-nsw-sydney-cbd',
    'legacy',
    '{"reference":"x","id":"y"}',
    '6280000000000001',
    '1234',
    'a'.repeat(3000),
  ),
  fc.integer().map(String),
);
const value = fc.oneof(
  weird,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.dictionary(fc.constantFrom(...FIELDS), weird, { maxKeys: 3 }), { maxLength: 2 }),
);
const input = fc.record({
  param: weird,
  query: fc.dictionary(fc.constantFrom(...FIELDS), weird, { maxKeys: 4 }),
  body: fc.oneof(fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 }), fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined)),
});

let world: CheckoutWorld;
let token: string;
beforeAll(async () => {
  world = await startCheckoutWorld();
  const product = await freshProduct(world.server, 'jrau');
  token = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 1 }]);
});
afterAll(() => world.server.close());

describe('checkout and order calls, thrown generated input with a cart in place', () => {
  it('never answer 5xx and always answer errors as { statusCode, message }', async () => {
    const routes = world.server.routes.filter((r) => /\/api\/bff\/(checkout|account\/(orders|return)|ops)/.test(r.url) && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(input, async ({ param, query, body }) => {
          const path = route.url.replace(/:[A-Za-z]+/g, encodeURIComponent(param || 'x'));
          const search = new URLSearchParams(query).toString();
          const res = await world.server.request(route.method, search ? `${path}?${search}` : path, {
            site: 'jrau',
            token,
            ...(route.method === 'GET' || route.method === 'DELETE' || body === undefined ? {} : { body }),
          });
          expect(res.status, `${route.method} ${path}?${search} → ${res.text.slice(0, 200)}`).toBeLessThan(500);
          if (res.status >= 400) expect(res.body).toMatchObject({ statusCode: res.status, message: expect.any(String) });
        }),
        { numRuns: 40 },
      );
    }
  }, 120_000);
});
