import type { CurrencyCode } from '../../../kernel/site';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { CustomerPaymentMethodTable, GiftCardTable } from '../../db/schema';

// The statements of the shopper's tenders: coupons, account credit, gift cards (and those kept on an account),
// and the nicknames of saved cards.

export type GiftCardRow = GiftCardTable;

/** The customer's unused coupons in the currency, smallest first. */
export async function unusedCoupons(db: Db, customerId: string, currency: CurrencyCode): Promise<Array<{ id: string; amount_cents: number }>> {
  return db
    .selectFrom('coupons')
    .select(['id', 'amount_cents'])
    .where('customer_id', '=', customerId)
    .where('currency', '=', currency)
    .where('used_order_number', 'is', null)
    .orderBy('amount_cents')
    .orderBy('id')
    .execute();
}

/** Marks the coupon used by the order unless it is used already; false when it was. */
export async function markCouponUsed(db: Db, couponId: string, orderNumber: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('coupons')
    .set({ used_order_number: orderNumber, used_at: now })
    .where('id', '=', couponId)
    .where('used_order_number', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The customer's credit balance and its currency, if they have any. */
export async function creditOf(db: Db, customerId: string): Promise<{ balance_cents: number; currency: string } | undefined> {
  return db.selectFrom('customer_credit').select(['balance_cents', 'currency']).where('customer_id', '=', customerId).executeTakeFirst();
}

/** Takes the cents from the customer's credit; false when the balance is short of them. */
export async function takeCredit(db: Db, customerId: string, cents: number): Promise<boolean> {
  const result = await db
    .updateTable('customer_credit')
    .set((eb) => ({ balance_cents: eb('balance_cents', '-', cents) }))
    .where('customer_id', '=', customerId)
    .where('balance_cents', '>=', cents)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function giftCardByNumberHash(db: Db, numberHash: string): Promise<GiftCardRow | undefined> {
  return db.selectFrom('gift_cards').selectAll().where('number_hash', '=', numberHash).executeTakeFirst();
}

/** Takes the cents from the card's balance; false when the balance is short of them. */
export async function takeGiftCardBalance(db: Db, giftCardId: string, cents: number): Promise<boolean> {
  const result = await db
    .updateTable('gift_cards')
    .set((eb) => ({ balance_cents: eb('balance_cents', '-', cents) }))
    .where('id', '=', giftCardId)
    .where('balance_cents', '>=', cents)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordGiftCardDebit(db: Db, giftCardId: string, orderNumber: string, cents: number): Promise<void> {
  await db.insertInto('gift_card_debits').values({ gift_card_id: giftCardId, order_number: orderNumber, amount_cents: cents }).execute();
}

/** The cards kept on the customer's account, in the order they were added, with each card's balance as it stands. */
export async function accountGiftCards(
  db: Db,
  customerId: string,
): Promise<Array<{ id: string; last4: string; legacy: number; balance_cents: number; currency: GiftCardRow['currency'] }>> {
  return db
    .selectFrom('customer_gift_cards as link')
    .innerJoin('gift_cards as card', 'card.id', 'link.gift_card_id')
    .select(['link.id', 'card.last4', 'card.legacy', 'card.balance_cents', 'card.currency'])
    .where('link.customer_id', '=', customerId)
    .orderBy('link.created_at')
    .orderBy(sql`link.rowid`)
    .execute();
}

/** True when the card is kept on the customer's account already. */
export async function isAccountGiftCard(db: Db, customerId: string, giftCardId: string): Promise<boolean> {
  const row = await db
    .selectFrom('customer_gift_cards')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('gift_card_id', '=', giftCardId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Keeps the card on the customer's account under the link id (a link already there stays as it is). */
export async function keepAccountGiftCard(
  db: Db,
  link: { readonly id: string; readonly customerId: string; readonly giftCardId: string },
  now: number,
): Promise<void> {
  await db
    .insertInto('customer_gift_cards')
    .values({ id: link.id, customer_id: link.customerId, gift_card_id: link.giftCardId, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Drops the customer's link; false when they had none of that id. The card and its balance stay. */
export async function dropAccountGiftCard(db: Db, customerId: string, linkId: string): Promise<boolean> {
  const removed = await db.deleteFrom('customer_gift_cards').where('id', '=', linkId).where('customer_id', '=', customerId).executeTakeFirst();
  return Number(removed.numDeletedRows) === 1;
}

/** The card behind one of the customer's account links. */
export async function accountGiftCard(db: Db, customerId: string, linkId: string): Promise<GiftCardRow | undefined> {
  return db
    .selectFrom('customer_gift_cards as link')
    .innerJoin('gift_cards as card', 'card.id', 'link.gift_card_id')
    .selectAll('card')
    .where('link.id', '=', linkId)
    .where('link.customer_id', '=', customerId)
    .executeTakeFirst();
}

export type PaymentMethodRow = CustomerPaymentMethodTable;

/** The nicknames the shop keeps for the customer's saved cards. */
export async function paymentMethodNicknames(db: Db, customerId: string): Promise<PaymentMethodRow[]> {
  return db.selectFrom('customer_payment_methods').selectAll().where('customer_id', '=', customerId).execute();
}

/** Forgets the nickname of the customer's card of that provider. */
export async function forgetNickname(db: Db, customerId: string, provider: PaymentMethodRow['provider'], refId: string): Promise<void> {
  await db
    .deleteFrom('customer_payment_methods')
    .where('customer_id', '=', customerId)
    .where('provider', '=', provider)
    .where('ref_id', '=', refId)
    .execute();
}

/** Forgets the nickname of the customer's card under refId, of whichever provider. */
export async function forgetNicknames(db: Db, customerId: string, refId: string): Promise<void> {
  await db.deleteFrom('customer_payment_methods').where('customer_id', '=', customerId).where('ref_id', '=', refId).execute();
}

/** Names the customer's card of that provider, over any name it had. */
export async function keepNickname(
  db: Db,
  customerId: string,
  provider: PaymentMethodRow['provider'],
  refId: string,
  nickname: string,
): Promise<void> {
  await db
    .insertInto('customer_payment_methods')
    .values({ customer_id: customerId, provider, ref_id: refId, nickname })
    .onConflict((oc) => oc.columns(['customer_id', 'provider', 'ref_id']).doUpdateSet({ nickname }))
    .execute();
}
