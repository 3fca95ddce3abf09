import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteCode } from '../../src/domain/site';
import { sql } from 'kysely';
import { migrateToLatest } from '../../server/db/migrations';
import { testDatabaseKind as databaseKind } from '../support/test-database';
import { type CheckoutWorld, freshProduct, lookup, pay, payByCard, referenceOf, shopperAt, startCheckoutWorld, stockOf } from './checkout-support';

let world: CheckoutWorld;
beforeAll(async () => {
  world = await startCheckoutWorld();
});
afterAll(() => world.server.close());

/** The order lookup as the client makes it: 423 means the provider is still busy, so it asks again (spec §4). */
async function settledLookup(site: SiteCode, token: string, reference: string) {
  for (let i = 0; i < 50; i += 1) {
    const res = await lookup(world, site, token, reference);
    if (res.status !== 423) return res;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${reference} stayed locked`);
}

const REFUNDED_ALREADY_ORDERED = 'An order was already placed from this checkout; this payment was refunded';

/** A shopper's cart ordered by one authorised payment, with a second payment for it authorised too. */
async function secondPaymentForOrderedCart(quantity: number) {
  const product = await freshProduct(world.server, 'jrau', { units: 4 });
  const token = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity }]);
  const [first, second] = await Promise.all([pay(world, 'jrau', token, 'deliveryCode=JAU_STD'), pay(world, 'jrau', token, 'deliveryCode=JAU_STD')]);
  const ordered = referenceOf(first!.body);
  const extra = referenceOf(second!.body);
  world.gateways.authorise(ordered);
  world.gateways.authorise(extra);
  expect((await lookup(world, 'jrau', token, ordered)).status).toBe(200);
  return { product, token, extra, amount: second!.body.amount };
}

/** What a server stopped between claiming a refund and recording it leaves behind: a claim made now. */
async function leaveRefundClaim(reference: string): Promise<void> {
  await world.server.database.db
    .updateTable('payment_attempts')
    .set({
      refund_state: 'refunding',
      refusal: JSON.stringify({ kind: 'conflict', message: REFUNDED_ALREADY_ORDERED }),
      refund_claimed_at: world.clock.now,
    })
    .where('reference', '=', reference)
    .execute();
}

describe('an authorised payment the shop will not turn into an order is refunded (spec §7 Orders)', () => {
  it('refunds a second payment for an ordered checkout once, however often and concurrently its lookup is replayed', async () => {
    const { product, token, extra, amount } = await secondPaymentForOrderedCart(2);

    const replays = await Promise.all(Array.from({ length: 5 }, () => settledLookup('jrau', token, extra)));
    expect(replays.map((r) => [r.status, r.body.message])).toEqual(Array(5).fill([409, REFUNDED_ALREADY_ORDERED]));
    expect(world.gateways.refundsAsked.get(extra)).toBe(1);
    expect(world.gateways.refunded.get(extra)).toBe(amount);

    const later = await lookup(world, 'jrau', token, extra);
    expect([later.status, later.body.message]).toEqual([409, REFUNDED_ALREADY_ORDERED]);
    expect(world.gateways.refundsAsked.get(extra)).toBe(1);
    expect(await stockOf(world.server, product.sku)).toEqual({ quantity: 2, reserved: 0 });
  });

  it('takes over a refund left half-done by a stopped server once its claim is a minute old, and still refunds once', async () => {
    const { token, extra, amount } = await secondPaymentForOrderedCart(1);
    // A server stopped between claiming the refund and asking the provider leaves the claim behind.
    await leaveRefundClaim(extra);
    expect((await lookup(world, 'jrau', token, extra)).status).toBe(423);
    expect(world.gateways.refundsAsked.has(extra)).toBe(false);

    world.clock.now += 61_000;
    const taken = await lookup(world, 'jrau', token, extra);
    expect([taken.status, taken.body.message]).toEqual([409, REFUNDED_ALREADY_ORDERED]);
    expect(world.gateways.refundsAsked.get(extra)).toBe(1);
    expect(world.gateways.refunded.get(extra)).toBe(amount);
  });

  it('finishes a refund the provider made before a stopped server could record it, without refunding again', async () => {
    const { token, extra, amount } = await secondPaymentForOrderedCart(1);
    await leaveRefundClaim(extra);
    await world.gateways.card.refund({ reference: extra, amount, reason: 'test' });

    world.clock.now += 61_000;
    const answered = await lookup(world, 'jrau', token, extra);
    expect([answered.status, answered.body.message]).toEqual([409, REFUNDED_ALREADY_ORDERED]);
    expect(world.gateways.refundsAsked.get(extra)).toBe(1);
    expect(
      await world.server.database.db.selectFrom('payment_attempts').select('refund_state').where('reference', '=', extra).executeTakeFirst(),
    ).toEqual({
      refund_state: 'refunded',
    });
  });

  it('never refunds the payment whose order exists: its replays answer the order number', async () => {
    const product = await freshProduct(world.server, 'jrau', { units: 3 });
    const token = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 1 }]);
    const { orderNumber, reference } = await payByCard(world, 'jrau', token, 'deliveryCode=JAU_STD');
    const replays = await Promise.all(Array.from({ length: 5 }, () => lookup(world, 'jrau', token, reference)));
    expect(replays.map((r) => [r.status, r.body.orderNumber])).toEqual(Array(5).fill([200, orderNumber]));
    expect(world.gateways.refundsAsked.has(reference)).toBe(false);
  });

  it('refunds a payment whose held stock lapsed and was sold meanwhile, leaving the stock as it stands', async () => {
    const product = await freshProduct(world.server, 'jrau', { units: 2 });
    const quick = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 2 }]);
    const late = await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 2 }]);
    const payment = await pay(world, 'jrau', late, 'deliveryCode=JAU_STD');
    expect(payment.status).toBe(200);
    const reference = referenceOf(payment.body);
    // The late shopper's hold was taken 31 minutes ago: it has lapsed (issue 5: 30 minutes).
    await sql`UPDATE checkouts SET frozen_at = ${world.clock.now - 31 * 60 * 1000}
      WHERE cart_id = (SELECT cart_id FROM payment_attempts WHERE reference = ${reference})`.execute(world.server.database.db);
    await payByCard(world, 'jrau', quick, 'deliveryCode=JAU_STD');
    const before = await stockOf(world.server, product.sku);
    expect(before).toEqual({ quantity: 0, reserved: 0 });

    world.gateways.authorise(reference);
    const refused = await settledLookup('jrau', late, reference);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/This payment was refunded\.$|; this payment was refunded$/);
    expect(world.gateways.refunded.get(reference)).toBe(payment.body.amount);
    expect(await stockOf(world.server, product.sku)).toEqual(before);

    const again = await lookup(world, 'jrau', late, reference);
    expect([again.status, again.body.message]).toEqual([400, refused.body.message]);
    expect(world.gateways.refundsAsked.get(reference)).toBe(1);
    // No order was placed for it.
    expect(await world.server.database.db.selectFrom('orders').select('order_number').where('payment_reference', '=', reference).execute()).toEqual(
      [],
    );
  });

  it('refunds a guest payment whose checkout was merged away when the guest signed in', async () => {
    const product = await freshProduct(world.server, 'jrnz');
    const guest = await shopperAt(world, 'jrnz', [{ sku: product.sku, quantity: 1 }]);
    const payment = await pay(world, 'jrnz', guest, 'deliveryCode=JNZ_STD');
    const reference = referenceOf(payment.body);
    await world.server.request('PATCH', '/api/bff/cart/unFreeze', { site: 'jrnz', token: guest });
    const signedIn = await world.server.request('POST', '/api/bff/auth/signin', {
      site: 'jrnz',
      token: guest,
      body: { email: 'checkout.nz@example.com', password: 'Checkout-Test-1' },
    });
    expect(signedIn.status).toBe(200);
    world.gateways.authorise(reference);
    const refused = await settledLookup('jrnz', signedIn.body.accessToken, reference);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'This checkout no longer exists; please check out again; this payment was refunded',
    ]);
    expect(world.gateways.refunded.get(reference)).toBe(payment.body.amount);
  });
});

// About the SQLite schema's migration history (016 and the ones after it); PostgreSQL's schema starts past it.
describe.skipIf(databaseKind() === 'postgres')('migration 016 on refunds recorded before it', () => {
  it("keeps answering a refunded payment's refusal that was recorded with its status", async () => {
    const { token, extra } = await secondPaymentForOrderedCart(1);
    expect((await settledLookup('jrau', token, extra)).status).toBe(409);
    await world.server.database.db
      .updateTable('payment_attempts')
      .set({ refusal: JSON.stringify({ statusCode: 409, message: REFUNDED_ALREADY_ORDERED }) })
      .where('reference', '=', extra)
      .execute();
    // Back to before 016: it and every later migration run again (the later ones create only what is missing).
    await sql`DELETE FROM kysely_migration WHERE name >= '016-refusal-kinds'`.execute(world.server.database.db);
    await migrateToLatest(world.server.database.db);

    const later = await lookup(world, 'jrau', token, extra);
    expect([later.status, later.body.message]).toEqual([409, REFUNDED_ALREADY_ORDERED]);
  });
});
