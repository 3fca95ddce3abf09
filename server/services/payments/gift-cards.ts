import { createHash } from 'node:crypto';
import type { GiftCardBody } from '../../../contract/checkout';
import type { Site } from '../../../src/domain/site';
import type { Db } from '../../db/unit-of-work';
import { conflict, invalid, tooMany } from '../refusal';
import { giftCardByNumberHash, type GiftCardRow, recordGiftCardDebit, takeGiftCardBalance } from './repository';
import { verifyPassword } from '../auth/passwords';
import { takeCountedTry } from '../limits/pending-tries';
import { type Caller, LIMITS, counter, refund } from '../limits/rate-limit';

export const GIFT_CARD_INVALID_MESSAGE = 'Gift card number or PIN is not valid';
export const GIFT_CARD_OTHER_CURRENCY_MESSAGE = 'This gift card cannot be used on this site';
export const GIFT_CARD_PIN_REQUIRED_MESSAGE = 'body.pinCode: is required for this gift card';
export const GIFT_CARD_TOO_MANY_MESSAGE = 'Too many wrong gift card numbers or PINs, please try again in 30 minutes';
export const GIFT_CARD_CHANGED_MESSAGE = 'A gift card balance changed; please review your payment';

/** Card numbers are never stored: only this hash (and the last four digits). */
export const giftCardHash = (number: string): string => createHash('sha256').update(number).digest('hex');

/**
 * Spec §3 Gift card info, §5: the card by its number, its PIN checked unless it is a legacy card (which has
 * none). Wrong number and wrong PIN get the same answer. Tries count against the card (its number's hash)
 * and the client address, not the session, since sessions are free: 5 wrong tries lock the card for
 * 30 minutes whoever asks, and then its right PIN is refused too, so a PIN cannot be guessed. A right PIN
 * never counts as a failure, also when many are checked at once (server/services/limits/pending-tries.ts).
 */
export async function verifyGiftCard(db: Db, site: Site, caller: Caller, body: GiftCardBody, now: number): Promise<GiftCardRow> {
  const numberHash = giftCardHash(body.giftCardId);
  const card = await giftCardByNumberHash(db, numberHash);
  if (card?.pin_hash && body.pinCode === undefined) throw invalid(GIFT_CARD_PIN_REQUIRED_MESSAGE);
  const counters = [counter(LIMITS.giftCard, numberHash), counter(LIMITS.giftCardAddress, caller.address)];
  const held = await takeCountedTry(db, counters, now);
  if (!held) throw tooMany(GIFT_CARD_TOO_MANY_MESSAGE);
  let right = false;
  try {
    right = Boolean(card && (card.pin_hash === null || (await verifyPassword(body.pinCode ?? '', card.pin_hash))));
  } finally {
    // The try was counted before the PIN was checked; a wrong one stays counted, a right one is given back.
    await held.settle(right ? () => refund(db, counters) : undefined);
  }
  if (!card || !right) throw invalid(GIFT_CARD_INVALID_MESSAGE);
  if (card.currency !== site.currency) throw invalid(GIFT_CARD_OTHER_CURRENCY_MESSAGE);
  return card;
}

/** Takes what the order uses of a card, inside the order's transaction; a card spent meanwhile undoes the order. */
export async function debitGiftCard(db: Db, giftCardId: string, cents: number, orderNumber: string): Promise<void> {
  if (cents <= 0) return;
  if (!(await takeGiftCardBalance(db, giftCardId, cents))) throw conflict(GIFT_CARD_CHANGED_MESSAGE);
  await recordGiftCardDebit(db, giftCardId, orderNumber, cents);
}
