import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteCode } from '../../src/domain/site';
import {
  CONTACT,
  type CheckoutWorld,
  codeOf,
  countryOf,
  details,
  freshProduct,
  lookup,
  newCustomer,
  ordersOf,
  pay,
  payByCard,
  referenceOf,
  shopperAt,
  startCheckoutWorld,
  stockOf,
} from './checkout-support';
import { sql } from 'kysely';
import { numberOf, rows } from './harness';

/**
 * A guest who signs in part-way through checkout, up to the payment step where their cart is frozen and holds
 * stock: one cart comes out of it (the guest's lines in the customer's), and nothing stays held for the guest.
 */
let world: CheckoutWorld;
beforeAll(async () => {
  world = await startCheckoutWorld();
});
afterAll(() => world.server.close());

const db = () => world.server.database.db;
const signIn = (site: SiteCode, token: string, who: { email: string; password: string }) =>
  world.server.request('POST', '/api/bff/auth/signin', { site, token, body: { email: who.email, password: who.password } });
const cartOf = async (site: SiteCode, token: string) => (await world.server.request('GET', '/api/bff/cart/details', { site, token })).body;
/** sku → quantity, sorted by sku: lines added at the same instant (the world's clock stands still) have no order. */
const linesOf = (cart: any) => cart.lineItems.map((l: any) => [l.variant.sku, l.quantity]).sort((a: any, b: any) => (a[0] < b[0] ? -1 : 1));
const line = (sku: string, quantity: number) => ({ variant: { sku }, quantity });
const attemptState = async (reference: string) =>
  (await db().selectFrom('payment_attempts').select('state').where('reference', '=', reference).executeTakeFirstOrThrow()).state;
const guestCarts = (token: string) =>
  rows<{ id: string; frozen: number }>(
    world.server,
    sql`SELECT c.id, c.frozen FROM carts c JOIN access_tokens t ON c.owner = 'anonymous:' || t.anonymous_id WHERE t.token = ${token}`,
  );
const giftCardBalance = (last4: string) => db().selectFrom('gift_cards').select('balance_cents as b').where('last4', '=', last4).executeTakeFirst();
const heldFor = async (sku: string) =>
  (await numberOf(world.server, sql`SELECT COALESCE(SUM(quantity), 0) AS n FROM cart_reservations WHERE sku = ${sku}`))!;

describe.each(['jrau', 'jrnz'] as const)('signing in at the payment step on %s', (site) => {
  const STD = `deliveryCode=${codeOf(site, 'STD')}`;

  it('keeps one cart with the guest’s lines, gives the held stock back at once, and carries the contact details', async () => {
    const customer = await newCustomer(world, site);
    const saved = await freshProduct(world.server, site, { units: 10 });
    await world.server.request('POST', '/api/bff/cart/add', { site, token: customer.token, body: { sku: saved.sku, quantity: 1 } });

    // The guest holds every unit there is of their item: only a release makes the units sellable again.
    const servo = await freshProduct(world.server, site, { units: 2 });
    const guest = await shopperAt(world, site, [{ sku: servo.sku, quantity: 2 }]);
    const payment = await pay(world, site, guest, STD);
    expect(payment.status, payment.text).toBe(200);
    expect(await stockOf(world.server, servo.sku)).toEqual({ quantity: 2, reserved: 2 });
    const [held] = (await guestCarts(guest)) as Array<{ id: string; frozen: number }>;
    expect(held?.frozen).toBe(1);

    const signedIn = await signIn(site, guest, customer);
    expect(signedIn.status, signedIn.text).toBe(200);
    const token = signedIn.body.accessToken as string;

    expect(await stockOf(world.server, servo.sku)).toEqual({ quantity: 2, reserved: 0 });
    expect(await heldFor(servo.sku)).toBe(0);
    expect(await attemptState(referenceOf(payment.body))).toBe('superseded');
    expect(linesOf(await cartOf(site, token))).toEqual(linesOf({ lineItems: [line(saved.sku, 1), line(servo.sku, 2)] }));
    const checkout = await details(world, site, token);
    expect(checkout.status).toBe(200);
    expect(checkout.body).toMatchObject({
      frozen: false,
      contactDetails: { ...CONTACT[countryOf(site)], address: expect.objectContaining(CONTACT[countryOf(site)].address) },
    });
    // The guest's session ended with the sign-in; the cart it held is gone rather than left frozen.
    expect((await world.server.request('GET', '/api/bff/cart/details', { site, token: guest })).status).toBe(401);
    expect(await db().selectFrom('carts').select('id').where('id', '=', held!.id).execute()).toEqual([]);

    // The merged cart pays as one: the units the guest held are held again for the customer.
    const again = await pay(world, site, token, STD);
    expect(again.status, again.text).toBe(200);
    expect(await stockOf(world.server, servo.sku)).toEqual({ quantity: 2, reserved: 2 });
  });

  it('refunds a payment the guest had already made under the attempt the sign-in ended', async () => {
    const customer = await newCustomer(world, site);
    const product = await freshProduct(world.server, site, { units: 5 });
    const guest = await shopperAt(world, site, [{ sku: product.sku, quantity: 1 }]);
    const payment = await pay(world, site, guest, STD);
    const reference = referenceOf(payment.body);
    const token = (await signIn(site, guest, customer)).body.accessToken as string;

    world.gateways.authorise(reference);
    let answer = await lookup(world, site, token, reference);
    for (let tries = 0; answer.status === 423 && tries < 20; tries += 1) answer = await lookup(world, site, token, reference);
    expect(answer.status).toBe(409);
    expect(world.gateways.refunded.get(reference)).toBe(payment.body.amount);
    // The line is still in the customer's cart, to pay for again.
    expect(linesOf(await cartOf(site, token))).toEqual([[product.sku, 1]]);
  });
});

describe('the customer’s side of the merge', () => {
  it('thaws the customer’s own frozen cart when the guest’s lines join it, and keeps the customer’s contact details', async () => {
    const customer = await newCustomer(world, 'jrau');
    const mine = await freshProduct(world.server, 'jrau', { units: 4 });
    await shopperAt(world, 'jrau', [{ sku: mine.sku, quantity: 3 }], customer.token);
    const ownContact = { ...CONTACT.AU, email: customer.email, firstName: 'Grace', lastName: 'Hopper' };
    await world.server.request('POST', '/api/bff/checkout/contact-details', { site: 'jrau', token: customer.token, body: ownContact });
    const paying = await pay(world, 'jrau', customer.token, `deliveryCode=${codeOf('jrau', 'STD')}`);
    expect(paying.status, paying.text).toBe(200);
    expect((await stockOf(world.server, mine.sku)).reserved).toBe(3);

    const theirs = await freshProduct(world.server, 'jrau', { units: 4 });
    const guest = await shopperAt(world, 'jrau', [{ sku: theirs.sku, quantity: 1 }]);
    const token = (await signIn('jrau', guest, customer)).body.accessToken as string;

    expect((await stockOf(world.server, mine.sku)).reserved).toBe(0);
    expect(await attemptState(referenceOf(paying.body))).toBe('superseded');
    expect(linesOf(await cartOf('jrau', token))).toEqual(linesOf({ lineItems: [line(mine.sku, 3), line(theirs.sku, 1)] }));
    const checkout = (await details(world, 'jrau', token)).body;
    expect(checkout.frozen).toBe(false);
    expect(checkout.contactDetails).toMatchObject({ email: customer.email, firstName: 'Grace' });
  });

  it('carries the gift card the guest applied at the payment step, and it pays its part of the customer’s order', async () => {
    const customer = await newCustomer(world, 'jrau');
    const product = await freshProduct(world.server, 'jrau', { units: 5 });
    const guest = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 3 }]);
    expect((await pay(world, 'jrau', guest, `deliveryCode=${codeOf('jrau', 'STD')}`)).status).toBe(200);
    const redeemed = await world.server.request('POST', '/api/bff/checkout/giftcard/redeem', {
      site: 'jrau',
      token: guest,
      body: { giftCardId: '6280 0000 0000 0002', pinCode: '1234' },
    });
    expect(redeemed.status, redeemed.text).toBe(200);
    expect(redeemed.body.details.giftCards).toEqual([{ last4: '0002', amount: 2000 }]);

    const signedIn = await signIn('jrau', guest, customer);
    expect(signedIn.status, signedIn.text).toBe(200);
    const token = signedIn.body.accessToken as string;
    const checkout = await details(world, 'jrau', token);
    expect(checkout.body.giftCards).toEqual([{ last4: '0002', amount: 2000 }]);
    expect(checkout.body.cartSummary).toMatchObject({ giftCard: 2000, amountDue: checkout.body.cartSummary.total - 2000 });
    // Nothing was debited by the guest's checkout: the card still holds its whole balance until an order is placed.
    expect(await giftCardBalance('0002')).toEqual({ b: 2000 });
    const placed = await payByCard(world, 'jrau', token, `deliveryCode=${codeOf('jrau', 'STD')}`);
    const order = (await ordersOf(world, 'jrau', token)).find((o) => o.orderNumber === placed.orderNumber);
    expect(order).toMatchObject({ giftCard: 2000, total: placed.amount + 2000 });
    expect(await giftCardBalance('0002')).toEqual({ b: 0 });
  });

  it('a guest with an empty cart changes nothing of the customer’s frozen checkout', async () => {
    const customer = await newCustomer(world, 'jrau');
    const mine = await freshProduct(world.server, 'jrau', { units: 4 });
    await shopperAt(world, 'jrau', [{ sku: mine.sku, quantity: 2 }], customer.token);
    const paying = await pay(world, 'jrau', customer.token, `deliveryCode=${codeOf('jrau', 'STD')}`);
    const guest = await world.server.anonymousToken('jrau');
    expect((await signIn('jrau', guest, customer)).status).toBe(200);
    expect((await stockOf(world.server, mine.sku)).reserved).toBe(2);
    expect(await attemptState(referenceOf(paying.body))).toBe('open');
  });
});
