import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { AccountGiftCard, AccountGiftCardsResponse, AddAccountGiftCardBody } from '../../../contract/wallet';
import { WALLET_MESSAGES } from '../../../contract/wallet';
import type { Site } from '../../../src/domain/site';
import type { Db } from '../../db/database';
import type { GiftCardTable } from '../../db/schema';
import { Refusal, conflict, invalid, notFound } from '../refusal';
import { GIFT_CARD_OTHER_CURRENCY_MESSAGE, verifyGiftCard } from './gift-cards';
import type { Caller } from '../limits/rate-limit';

/** The refusal of a card in the other country's currency, naming both. */
export const otherCurrencyMessage = (site: Site): string =>
  `This gift card is in ${site.currency === 'AUD' ? 'NZD' : 'AUD'} and cannot be kept on this site, which takes ${site.currency}`;

/**
 * Gift cards kept on a customer's account (spec §7 Account, §3 Gift card info, §5 Gift card rule). Adding
 * checks number and PIN exactly as the checkout does (the same guess limits per card and per address,
 * verifyGiftCard), then keeps only a link to the card: the number and PIN are never stored. The list shows
 * each card's balance as it stands; removing drops the link and leaves the card and its balance alone.
 */
export async function listAccountGiftCards(db: Db, customerId: string): Promise<AccountGiftCardsResponse> {
  const rows = await db
    .selectFrom('customer_gift_cards as link')
    .innerJoin('gift_cards as card', 'card.id', 'link.gift_card_id')
    .select(['link.id', 'card.last4', 'card.legacy', 'card.balance_cents', 'card.currency'])
    .where('link.customer_id', '=', customerId)
    .orderBy('link.created_at')
    .orderBy(sql`link.rowid`)
    .execute();
  const giftCards = rows.map((row): AccountGiftCard => ({
    id: row.id,
    last4: row.last4,
    cardType: row.legacy ? 'legacy' : 'standard',
    balance: row.balance_cents,
    currency: row.currency,
  }));
  return { giftCards };
}

export async function addAccountGiftCard(
  db: Db,
  site: Site,
  customerId: string,
  caller: Caller,
  body: AddAccountGiftCardBody,
  now: number,
): Promise<AccountGiftCardsResponse> {
  let card: GiftCardTable;
  try {
    card = await verifyGiftCard(db, site, caller, body, now);
  } catch (error) {
    if (error instanceof Refusal && error.message === GIFT_CARD_OTHER_CURRENCY_MESSAGE) throw invalid(otherCurrencyMessage(site));
    throw error;
  }
  const already = await db
    .selectFrom('customer_gift_cards')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('gift_card_id', '=', card.id)
    .executeTakeFirst();
  if (already) throw conflict(WALLET_MESSAGES.giftCardAlready);
  await db
    .insertInto('customer_gift_cards')
    .values({ id: `agc_${randomBytes(12).toString('base64url')}`, customer_id: customerId, gift_card_id: card.id, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return listAccountGiftCards(db, customerId);
}

export async function removeAccountGiftCard(db: Db, customerId: string, id: string): Promise<AccountGiftCardsResponse> {
  const removed = await db.deleteFrom('customer_gift_cards').where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();
  if (Number(removed.numDeletedRows) !== 1) throw notFound(WALLET_MESSAGES.giftCardNotFound);
  return listAccountGiftCards(db, customerId);
}

/** The card behind an account link of this customer, for the checkout; 404 when the link is not theirs, 400 in another currency. */
export async function accountGiftCardToRedeem(db: Db, site: Site, customerId: string, id: string): Promise<GiftCardTable> {
  const card = await db
    .selectFrom('customer_gift_cards as link')
    .innerJoin('gift_cards as card', 'card.id', 'link.gift_card_id')
    .selectAll('card')
    .where('link.id', '=', id)
    .where('link.customer_id', '=', customerId)
    .executeTakeFirst();
  if (!card) throw notFound(WALLET_MESSAGES.giftCardNotFound);
  if (card.currency !== site.currency) throw invalid(otherCurrencyMessage(site));
  return card;
}
