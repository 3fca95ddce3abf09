import { randomBytes } from 'node:crypto';
import type { AccountGiftCard, AccountGiftCardsResponse, AddAccountGiftCardBody } from '../../../contract/wallet';
import { WALLET_MESSAGES } from '../../../contract/wallet';
import type { Site } from '../../../src/domain/site';
import type { Db } from '../../db/unit-of-work';
import { Refusal, conflict, invalid, notFound } from '../refusal';
import { GIFT_CARD_OTHER_CURRENCY_MESSAGE, verifyGiftCard } from './gift-cards';
import { accountGiftCard, accountGiftCards, dropAccountGiftCard, type GiftCardRow, isAccountGiftCard, keepAccountGiftCard } from './repository';
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
  const rows = await accountGiftCards(db, customerId);
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
  let card: GiftCardRow;
  try {
    card = await verifyGiftCard(db, site, caller, body, now);
  } catch (error) {
    if (error instanceof Refusal && error.message === GIFT_CARD_OTHER_CURRENCY_MESSAGE) throw invalid(otherCurrencyMessage(site));
    throw error;
  }
  if (await isAccountGiftCard(db, customerId, card.id)) throw conflict(WALLET_MESSAGES.giftCardAlready);
  await keepAccountGiftCard(db, { id: `agc_${randomBytes(12).toString('base64url')}`, customerId, giftCardId: card.id }, now);
  return listAccountGiftCards(db, customerId);
}

export async function removeAccountGiftCard(db: Db, customerId: string, id: string): Promise<AccountGiftCardsResponse> {
  if (!(await dropAccountGiftCard(db, customerId, id))) throw notFound(WALLET_MESSAGES.giftCardNotFound);
  return listAccountGiftCards(db, customerId);
}

/** The card behind an account link of this customer, for the checkout; 404 when the link is not theirs, 400 in another currency. */
export async function accountGiftCardToRedeem(db: Db, site: Site, customerId: string, id: string): Promise<GiftCardRow> {
  const card = await accountGiftCard(db, customerId, id);
  if (!card) throw notFound(WALLET_MESSAGES.giftCardNotFound);
  if (card.currency !== site.currency) throw invalid(otherCurrencyMessage(site));
  return card;
}
