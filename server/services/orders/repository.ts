import { type Insertable, sql } from 'kysely';
import type { SiteCode } from '../../../src/domain/site';
import type { Db } from '../../db/database';
import type { OrderRow as OrderSelectable, OrderTable, PaymentAttemptTable } from '../../db/schema';

export type OrderRow = OrderSelectable;
export type NewOrder = Insertable<OrderTable>;
export type PaymentAttemptRow = PaymentAttemptTable;

/** Whose orders: placed under the owner key, or (signed in) under the customer id. */
export interface OrderOwner {
  readonly owner: string;
  readonly customerId: string | null;
}

/** Which of one owner's orders on a site: all of them, one number, or one status. */
export interface OrdersFilter {
  readonly site: SiteCode;
  readonly who: OrderOwner;
  readonly orderNumber?: string | undefined;
  readonly status?: string | undefined;
}

/** The site's last order number, counted up by one (the first is `first` + 1) in the caller's transaction. */
export async function countOrderNumber(db: Db, site: SiteCode, first: number): Promise<number> {
  const row = await db
    .insertInto('order_numbers')
    .values({ site, last: first + 1 })
    .onConflict((oc) => oc.column('site').doUpdateSet((eb) => ({ last: eb('order_numbers.last', '+', 1) })))
    .returning('last')
    .executeTakeFirstOrThrow();
  return row.last;
}

export async function findOrder(db: Db, orderNumber: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirst();
}

/** Sets the order's status only while it is still `from`; false when it moved meanwhile. */
export async function setOrderStatus(db: Db, orderNumber: string, from: string, to: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: to })
    .where('order_number', '=', orderNumber)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A step of the order's status history. */
export async function recordOrderStatus(db: Db, orderNumber: string, status: string, note: string | null, at: number): Promise<void> {
  await db.insertInto('order_status_history').values({ order_number: orderNumber, status, note, at }).execute();
}

/** The operator's view of an order's steps, oldest first. */
export async function statusHistory(db: Db, orderNumber: string): Promise<Array<{ status: string; at: number; note: string | null }>> {
  return db.selectFrom('order_status_history').select(['status', 'at', 'note']).where('order_number', '=', orderNumber).orderBy('id').execute();
}

/** The order already placed for a payment reference, if any. */
export async function orderOfPayment(db: Db, reference: string): Promise<{ order_number: string } | undefined> {
  return db.selectFrom('orders').select('order_number').where('payment_reference', '=', reference).executeTakeFirst();
}

export async function paymentAttempt(db: Db, reference: string): Promise<PaymentAttemptRow | undefined> {
  return db.selectFrom('payment_attempts').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** A cart by its id, whoever owns it now (an ordered cart too). */
export async function cartById(db: Db, cartId: string) {
  return db.selectFrom('carts').selectAll().where('id', '=', cartId).executeTakeFirst();
}

export async function insertOrder(db: Db, order: NewOrder): Promise<void> {
  await db.insertInto('orders').values(order).execute();
}

/** Every attempt of the cart still open gives way to the one that was ordered. */
export async function supersedeOpenAttempts(db: Db, cartId: string): Promise<void> {
  await db.updateTable('payment_attempts').set({ state: 'superseded' }).where('cart_id', '=', cartId).where('state', '=', 'open').execute();
}

export async function markAttemptOrdered(db: Db, reference: string): Promise<void> {
  await db.updateTable('payment_attempts').set({ state: 'ordered' }).where('reference', '=', reference).execute();
}

export async function clearCheckoutGiftCards(db: Db, cartId: string): Promise<void> {
  await db.deleteFrom('checkout_gift_cards').where('cart_id', '=', cartId).execute();
}

/** The cart's checkout remembers its order and is no longer frozen. */
export async function linkCheckoutToOrder(db: Db, cartId: string, orderNumber: string, now: number): Promise<void> {
  await db.updateTable('checkouts').set({ order_number: orderNumber, frozen_at: null, updated_at: now }).where('cart_id', '=', cartId).execute();
}

/** The ordered cart keeps its row, marked ordered, under an owner of its own (`ordered:{id}`). */
export async function retireCart(db: Db, cartId: string, now: number): Promise<void> {
  await db
    .updateTable('carts')
    .set({ owner: `ordered:${cartId}`, ordered_at: now, frozen: 0, updated_at: now })
    .where('id', '=', cartId)
    .execute();
}

/**
 * Claims the refund of a payment: taken when nobody has, or when the last claim is older than `staleBefore`;
 * false when another holds it (or it is done).
 */
export async function claimRefund(db: Db, reference: string, refusal: string, now: number, staleBefore: number): Promise<boolean> {
  const taken = await db
    .updateTable('payment_attempts')
    .set({ refund_state: 'refunding', refusal, refund_claimed_at: now })
    .where('reference', '=', reference)
    .where((eb) => eb.or([eb('refund_state', 'is', null), eb.and([eb('refund_state', '=', 'refunding'), eb('refund_claimed_at', '<', staleBefore)])]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Where the attempt's refund stands. */
export async function refundStateOf(db: Db, reference: string): Promise<Pick<PaymentAttemptRow, 'refund_state' | 'refusal' | 'refund_claimed_at'>> {
  return db
    .selectFrom('payment_attempts')
    .select(['refund_state', 'refusal', 'refund_claimed_at'])
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
}

/** Lets go of a refund claim, so the next lookup tries again. */
export async function releaseRefundClaim(db: Db, reference: string): Promise<void> {
  await db
    .updateTable('payment_attempts')
    .set({ refund_state: null, refusal: null, refund_claimed_at: null })
    .where('reference', '=', reference)
    .execute();
}

export async function markRefunded(db: Db, reference: string): Promise<void> {
  await db.updateTable('payment_attempts').set({ refund_state: 'refunded' }).where('reference', '=', reference).execute();
}

/** The attempt ends refused, unless it already ended otherwise (ordered). */
export async function refuseAttempt(db: Db, reference: string): Promise<void> {
  await db
    .updateTable('payment_attempts')
    .set({ state: 'refused' })
    .where('reference', '=', reference)
    .where('state', 'in', ['open', 'superseded'])
    .execute();
}

/** The owner's orders: placed under their owner key, or (signed in) under their customer id. */
const mine = (who: OrderOwner) =>
  who.customerId ? sql<boolean>`(owner = ${who.owner} OR customer_id = ${who.customerId})` : sql<boolean>`owner = ${who.owner}`;

/** One of the owner's orders on the site. */
export async function ownersOrder(db: Db, site: SiteCode, who: OrderOwner, orderNumber: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber).where('site', '=', site).where(mine(who)).executeTakeFirst();
}

/** How many orders the filter finds, and one page of them, newest first. */
export async function ordersPage(db: Db, filter: OrdersFilter, limit: number, offset: number): Promise<{ total: number; rows: OrderRow[] }> {
  let base = db.selectFrom('orders').where('site', '=', filter.site).where(mine(filter.who));
  if (filter.orderNumber) base = base.where('order_number', '=', filter.orderNumber);
  if (filter.status) base = base.where('status', '=', filter.status);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('order_number', 'desc').limit(limit).offset(offset).execute();
  return { total, rows };
}

/** The items of each return advised for the order, as JSON text. */
export async function returnsOf(db: Db, orderNumber: string): Promise<Array<{ items: string }>> {
  return db.selectFrom('order_returns').select('items').where('order_number', '=', orderNumber).execute();
}

/** Records a return; its id names the return label. */
export async function insertReturn(db: Db, orderNumber: string, items: string, now: number): Promise<number> {
  const { id } = await db
    .insertInto('order_returns')
    .values({ order_number: orderNumber, items, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function customerEmail(db: Db, customerId: string): Promise<string> {
  const customer = await db.selectFrom('customers').select('email').where('id', '=', customerId).executeTakeFirstOrThrow();
  return customer.email;
}
