/** The purge's statements (purge.ts): each deletes what can no longer be used from one table and returns how many rows went. */

import type { Db } from '../../db/database';
import { holdsSomethingFor } from '../auth/token-repository';

const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

export async function deleteExpiredAccessTokens(db: Db, now: number): Promise<number> {
  return deleted(await db.deleteFrom('access_tokens').where('expires_at', '<=', now).executeTakeFirst());
}

/**
 * Deletes refresh tokens revoked at or before `revokedBy`, expired at or before `graceEndedBy`, or expired by
 * `now` unless the token is an anonymous one, neither spent nor revoked, whose shopper holds a cart with lines
 * or a guest order.
 */
export async function deleteDeadRefreshTokens(
  db: Db,
  cutoffs: { readonly now: number; readonly revokedBy: number; readonly graceEndedBy: number },
): Promise<number> {
  const { now, revokedBy, graceEndedBy } = cutoffs;
  return deleted(
    await db
      .deleteFrom('refresh_tokens')
      .where((eb) =>
        eb.or([
          eb('revoked_at', '<=', revokedBy),
          eb('expires_at', '<=', graceEndedBy),
          eb.and([
            eb('expires_at', '<=', now),
            eb.or([
              eb('customer_id', 'is not', null),
              eb('used_at', 'is not', null),
              eb('revoked_at', 'is not', null),
              // An anonymous shopper with no cart lines and no guest order has nothing to come back for: no grace.
              eb.not(holdsSomethingFor('refresh_tokens.anonymous_id')),
            ]),
          ]),
        ]),
      )
      .executeTakeFirst(),
  );
}

export async function deleteExpiredPasswordResets(db: Db, now: number): Promise<number> {
  return deleted(await db.deleteFrom('password_resets').where('expires_at', '<=', now).executeTakeFirst());
}

export async function deleteExpiredSessions(db: Db, now: number): Promise<number> {
  return deleted(await db.deleteFrom('auth_sessions').where('expires_at', '<=', now).executeTakeFirst());
}

export async function deleteExpiredBotChallenges(db: Db, now: number): Promise<number> {
  return deleted(await db.deleteFrom('bot_challenges').where('expires_at', '<=', now).executeTakeFirst());
}

/** Deletes anonymous carts untouched since `untouchedBy` with no lines, no order and no payment attempt. */
export async function deleteStaleEmptyAnonymousCarts(db: Db, untouchedBy: number): Promise<number> {
  return deleted(
    await db
      .deleteFrom('carts')
      .where('owner', 'like', 'anonymous:%')
      .where('updated_at', '<=', untouchedBy)
      .where('ordered_at', 'is', null)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('cart_lines').select('cart_lines.id').whereRef('cart_lines.cart_id', '=', 'carts.id'))))
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('payment_attempts').select('payment_attempts.reference').whereRef('payment_attempts.cart_id', '=', 'carts.id')),
        ),
      )
      .executeTakeFirst(),
  );
}

/** Deletes the dev mailbox's mail sent at or before `sentBy`. */
export async function deleteOldMail(db: Db, sentBy: number): Promise<number> {
  return deleted(await db.deleteFrom('mailbox').where('sent_at', '<=', sentBy).executeTakeFirst());
}

/** Deletes outbox mail no longer pending (sent, given up or dropped) that finished at or before `finishedBy`. */
export async function deleteFinishedOutboxMail(db: Db, finishedBy: number): Promise<number> {
  return deleted(await db.deleteFrom('mail_outbox').where('state', '!=', 'pending').where('finished_at', '<=', finishedBy).executeTakeFirst());
}

/**
 * Deletes the payment sandboxes' records past their lifetime (server/sandbox/records.ts): sessions, pay requests
 * and purchases nobody paid, a day on; payments and refunds long after. Saved cards have none and stay.
 */
export async function deleteExpiredSandboxRecords(db: Db, now: number): Promise<number> {
  return deleted(await db.deleteFrom('sandbox_records').where('expires_at', '<=', now).executeTakeFirst());
}
