import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { CheckoutTable, PaymentAttemptTable } from '../../db/schema';

// The checkout's statements: the shopper's choices (table checkouts), the payment attempts, the gift cards
// applied and the stock holds a payment takes.

export type CheckoutRow = CheckoutTable;
export type PaymentAttemptRow = PaymentAttemptTable;

export async function checkoutRow(db: Db, cartId: string): Promise<CheckoutRow | undefined> {
  return db.selectFrom('checkouts').selectAll().where('cart_id', '=', cartId).executeTakeFirst();
}

/** The contact details saved for the cart's checkout (JSON), if any. */
export async function checkoutContact(db: Db, cartId: string): Promise<string | null> {
  const row = await db.selectFrom('checkouts').select('contact_details').where('cart_id', '=', cartId).executeTakeFirst();
  return row?.contact_details ?? null;
}

export type CheckoutPatch = Partial<Omit<CheckoutTable, 'cart_id' | 'updated_at'>>;

/** Writes some of the choices, creating the row on the first one. */
export async function saveCheckout(db: Db, cartId: string, patch: CheckoutPatch, now: number): Promise<void> {
  await db
    .insertInto('checkouts')
    .values({ cart_id: cartId, delivery_type: 'deliveryStore', insurance: 0, credit_cents: 0, ...patch, updated_at: now })
    .onConflict((oc) => oc.column('cart_id').doUpdateSet({ ...patch, updated_at: now }))
    .execute();
}

export type CheckoutChoices = Pick<
  CheckoutTable,
  | 'contact_details'
  | 'billing_address'
  | 'delivery_type'
  | 'shipping_code'
  | 'store_key'
  | 'purchase_order_number'
  | 'insurance'
  | 'frozen_at'
  | 'updated_at'
>;

/** Puts these choices on the cart's checkout, over any it had; a new checkout starts without credit. */
export async function putCheckoutChoices(db: Db, cartId: string, choices: CheckoutChoices): Promise<void> {
  await db
    .insertInto('checkouts')
    .values({ cart_id: cartId, credit_cents: 0, ...choices })
    .onConflict((oc) => oc.column('cart_id').doUpdateSet(choices))
    .execute();
}

/** The checkout no longer counts as frozen for a payment. */
export async function clearFrozenAt(db: Db, cartId: string): Promise<void> {
  await db.updateTable('checkouts').set({ frozen_at: null }).where('cart_id', '=', cartId).execute();
}

/** Ids of the carts still frozen and not ordered whose hold began (the checkout's freeze, else the cart's last change) at or before `since`. */
export async function cartsHeldSince(db: Db, since: number): Promise<string[]> {
  const rows = await db
    .selectFrom('carts as c')
    .leftJoin('checkouts as k', 'k.cart_id', 'c.id')
    .select('c.id')
    .where('c.frozen', '=', 1)
    .where('c.ordered_at', 'is', null)
    .where(sql<boolean>`COALESCE(k.frozen_at, c.updated_at) <= ${since}`)
    .execute();
  return rows.map((row) => row.id);
}

/** Reserves `units` more of the sku at the location (the caller has read that they are there). */
export async function reserveUnits(db: Db, sku: string, locationKey: string, units: number): Promise<void> {
  await db
    .updateTable('stock')
    .set((eb) => ({ reserved: eb('reserved', '+', units) }))
    .where('sku', '=', sku)
    .where('location_key', '=', locationKey)
    .execute();
}

/** Records a new hold of the cart at the location. */
export async function recordHold(db: Db, cartId: string, sku: string, locationKey: string, units: number): Promise<void> {
  await db.insertInto('cart_reservations').values({ cart_id: cartId, sku, location_key: locationKey, quantity: units }).execute();
}

/** Units the cart holds, per sku. */
export async function heldUnitsBySku(db: Db, cartId: string): Promise<Array<{ sku: string; units: number }>> {
  const rows = await db
    .selectFrom('cart_reservations')
    .select(['sku', sql<number>`SUM(quantity)`.as('units')])
    .where('cart_id', '=', cartId)
    .groupBy('sku')
    .execute();
  return rows.map((row) => ({ sku: row.sku, units: Number(row.units) }));
}

/** Takes held units out of the location's stock (on hand and reserved both); false when the row no longer has them. */
export async function takeHeldUnits(
  db: Db,
  hold: { readonly sku: string; readonly location_key: string; readonly quantity: number },
): Promise<boolean> {
  const taken = await db
    .updateTable('stock')
    .set((eb) => ({ quantity: eb('quantity', '-', hold.quantity), reserved: eb('reserved', '-', hold.quantity) }))
    .where('sku', '=', hold.sku)
    .where('location_key', '=', hold.location_key)
    .where('reserved', '>=', hold.quantity)
    .where('quantity', '>=', hold.quantity)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Every open payment attempt of the cart is superseded. */
export async function supersedeOpenAttempts(db: Db, cartId: string): Promise<void> {
  await db.updateTable('payment_attempts').set({ state: 'superseded' }).where('cart_id', '=', cartId).where('state', '=', 'open').execute();
}

/** How many payment attempts the cart has had, whatever became of them. */
export async function attemptCount(db: Db, cartId: string): Promise<number> {
  const row = await db
    .selectFrom('payment_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('cart_id', '=', cartId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordAttempt(db: Db, attempt: Insertable<PaymentAttemptTable>): Promise<void> {
  await db.insertInto('payment_attempts').values(attempt).execute();
}

export async function setAttemptSession(db: Db, reference: string, sessionId: string): Promise<void> {
  await db.updateTable('payment_attempts').set({ session_id: sessionId }).where('reference', '=', reference).execute();
}

/** The cart's newest open attempt that has a card session. */
export async function openSessionAttempt(db: Db, cartId: string): Promise<{ reference: string; session_id: string | null } | undefined> {
  return db
    .selectFrom('payment_attempts')
    .select(['reference', 'session_id'])
    .where('cart_id', '=', cartId)
    .where('state', '=', 'open')
    .where('session_id', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('reference', 'desc')
    .executeTakeFirst();
}

/** The cart's newest open attempt. */
export async function openAttemptOf(db: Db, cartId: string): Promise<PaymentAttemptRow | undefined> {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('cart_id', '=', cartId)
    .where('state', '=', 'open')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** The gift cards applied to the cart's checkout, in the order applied, with each card's balance. */
export async function appliedGiftCards(
  db: Db,
  cartId: string,
): Promise<Array<{ id: string; last4: string; amount_cents: number; balance_cents: number }>> {
  return db
    .selectFrom('checkout_gift_cards as a')
    .innerJoin('gift_cards as g', 'g.id', 'a.gift_card_id')
    .select(['g.id', 'g.last4', 'a.amount_cents', 'g.balance_cents'])
    .where('a.cart_id', '=', cartId)
    .orderBy(sql`a.rowid`)
    .execute();
}

/** What the checkout applies of one card already (undefined: not applied). */
export async function appliedAmount(db: Db, cartId: string, giftCardId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('checkout_gift_cards')
    .select('amount_cents')
    .where('cart_id', '=', cartId)
    .where('gift_card_id', '=', giftCardId)
    .executeTakeFirst();
  return row?.amount_cents;
}

/** The checkout applies this much of the card (the card is added on first use). */
export async function setAppliedAmount(db: Db, cartId: string, giftCardId: string, cents: number): Promise<void> {
  await db
    .insertInto('checkout_gift_cards')
    .values({ cart_id: cartId, gift_card_id: giftCardId, amount_cents: cents })
    .onConflict((oc) => oc.columns(['cart_id', 'gift_card_id']).doUpdateSet({ amount_cents: cents }))
    .execute();
}

/** The cards applied to the cart's checkout and how much of each. */
export async function checkoutGiftCards(db: Db, cartId: string): Promise<Array<{ gift_card_id: string; amount_cents: number }>> {
  return db.selectFrom('checkout_gift_cards').select(['gift_card_id', 'amount_cents']).where('cart_id', '=', cartId).execute();
}

/** Applies the card to the cart's checkout unless it is applied there already (then its amount stays). */
export async function addGiftCardIfAbsent(db: Db, cartId: string, giftCardId: string, cents: number): Promise<void> {
  await db
    .insertInto('checkout_gift_cards')
    .values({ cart_id: cartId, gift_card_id: giftCardId, amount_cents: cents })
    .onConflict((oc) => oc.columns(['cart_id', 'gift_card_id']).doNothing())
    .execute();
}
