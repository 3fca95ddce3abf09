import type { Db } from '../../db/unit-of-work';
import { Refusal, tooMany } from '../refusal';
import { DISCOUNT_NOT_VALID_MESSAGE } from '../cart/cart';
import { takeCountedTry } from './pending-tries';
import { type Counter, LIMITS, counter, refund } from './rate-limit';

export const DISCOUNT_TOO_MANY_MESSAGE = 'Too many wrong discount codes, please try again in 15 minutes';
export const COUPON_TOO_MANY_MESSAGE = 'Too many wrong coupon requests, please try again in 15 minutes';

/**
 * Runs a check of something that can be guessed (a code, a coupon) once a try is taken from each
 * counter: refused as too many, with `tooManyMessage`, when one is locked. A wrong guess (as `wrong` tells) stays counted; a
 * right one, or a refusal for another reason, gives the try back. Tries still being checked never lock
 * out a right one asked beside them: it waits for them (server/services/limits/pending-tries.ts).
 */
export async function guessed<T>(
  db: Db,
  counters: readonly Counter[],
  now: number,
  tooManyMessage: string,
  wrong: (error: Refusal) => boolean,
  run: () => Promise<T>,
): Promise<T> {
  const held = await takeCountedTry(db, counters, now);
  if (!held) throw tooMany(tooManyMessage);
  let guessedWrong = false;
  try {
    return await run();
  } catch (error) {
    guessedWrong = error instanceof Refusal && wrong(error);
    throw error;
  } finally {
    await held.settle(guessedWrong ? undefined : () => refund(db, counters));
  }
}

/**
 * Discount codes, in the cart and at checkout: wrong codes count per client address and per shopper
 * (customer or anonymous owner). The address is the real limit, since a new anonymous shopper is free.
 */
export function discountGuess<T>(db: Db, owner: string, address: string, now: number, run: () => Promise<T>): Promise<T> {
  const counters = [counter(LIMITS.discountAddress, address), counter(LIMITS.discountShopper, owner)];
  return guessed(db, counters, now, DISCOUNT_TOO_MANY_MESSAGE, (error) => error.message === DISCOUNT_NOT_VALID_MESSAGE, run);
}

/** Coupons at checkout: asking for a coupon the shopper does not hold counts like a wrong code. */
export function couponGuess<T>(db: Db, owner: string, address: string, now: number, run: () => Promise<T>): Promise<T> {
  const counters = [counter(LIMITS.couponAddress, address), counter(LIMITS.couponShopper, owner)];
  return guessed(db, counters, now, COUPON_TOO_MANY_MESSAGE, (error) => error.kind === 'invalid', run);
}
