import type { Db } from '../db/database';
import { capAnonymousSessions } from './auth/anonymous-cap';
import { holdsSomethingFor } from './auth/token-repository';
import { purgeCounters } from './limits/rate-limit';
import { HANDOVER_GRACE_MS } from './auth/session-tokens';

/** Anonymous carts with no lines, untouched this long, are gone: nobody can come back to an empty cart. */
export const STALE_EMPTY_CART_MS = 30 * 24 * 60 * 60 * 1000;
/** A revoked refresh token is kept a day (for whoever looks into why), then deleted: a missing one is refused alike. */
export const REVOKED_REFRESH_KEEP_MS = 24 * 60 * 60 * 1000;
/** How often server/main.ts runs the purge (and once at start). */
export const PURGE_INTERVAL_MS = 10 * 60 * 1000;
/** The dev mailbox keeps a week of mail (its reset links are dead after an hour anyway). */
export const MAILBOX_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
/** The outbox keeps a mail sent, given up or dropped for 30 days (whoever asks whether it went can look), then forgets it. */
export const OUTBOX_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

export interface Purged {
  readonly accessTokens: number;
  readonly refreshTokens: number;
  readonly passwordResets: number;
  readonly sessions: number;
  readonly counters: number;
  readonly botChallenges: number;
  readonly emptyCarts: number;
  readonly mail: number;
  readonly outbox: number;
  /** Anonymous refresh tokens deleted because the table was over its cap (anonymous-cap.ts). */
  readonly anonymousOverCap: number;
}

const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/**
 * Deletes what can no longer be used, so anonymous sessions (free to start) cannot pile up: expired
 * access tokens; refresh tokens once expired (a spent one is kept until then, since presenting it again
 * is how reuse is detected and its family revoked) or a day after being revoked, except that an anonymous
 * one neither spent nor revoked, whose shopper has a cart with lines or a guest order, is kept for
 * HANDOVER_GRACE_MS past its expiry, so the shopper who comes back with it still gets their cart handed to
 * a new identity; expired password resets,
 * sessions and bot-check challenges; rate-limit counters whose window and lock have passed; stale
 * anonymous carts with no lines, no order and no payment attempt; and the dev mailbox's mail after a week.
 * Then the anonymous sessions are brought under their cap (anonymous-cap.ts).
 */
export async function purgeExpired(db: Db, now: number): Promise<Purged> {
  const purged = await db.transaction().execute(async (tx) => ({
    accessTokens: deleted(await tx.deleteFrom('access_tokens').where('expires_at', '<=', now).executeTakeFirst()),
    refreshTokens: deleted(
      await tx
        .deleteFrom('refresh_tokens')
        .where((eb) =>
          eb.or([
            eb('revoked_at', '<=', now - REVOKED_REFRESH_KEEP_MS),
            eb('expires_at', '<=', now - HANDOVER_GRACE_MS),
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
    ),
    passwordResets: deleted(await tx.deleteFrom('password_resets').where('expires_at', '<=', now).executeTakeFirst()),
    sessions: deleted(await tx.deleteFrom('auth_sessions').where('expires_at', '<=', now).executeTakeFirst()),
    counters: await purgeCounters(tx, now),
    botChallenges: deleted(await tx.deleteFrom('bot_challenges').where('expires_at', '<=', now).executeTakeFirst()),
    emptyCarts: deleted(
      await tx
        .deleteFrom('carts')
        .where('owner', 'like', 'anonymous:%')
        .where('updated_at', '<=', now - STALE_EMPTY_CART_MS)
        .where('ordered_at', 'is', null)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('cart_lines').select('cart_lines.id').whereRef('cart_lines.cart_id', '=', 'carts.id'))))
        .where((eb) =>
          eb.not(
            eb.exists(eb.selectFrom('payment_attempts').select('payment_attempts.reference').whereRef('payment_attempts.cart_id', '=', 'carts.id')),
          ),
        )
        .executeTakeFirst(),
    ),
    mail: deleted(
      await tx
        .deleteFrom('mailbox')
        .where('sent_at', '<=', now - MAILBOX_KEEP_MS)
        .executeTakeFirst(),
    ),
    outbox: deleted(
      await tx
        .deleteFrom('mail_outbox')
        .where('state', '!=', 'pending')
        .where('finished_at', '<=', now - OUTBOX_KEEP_MS)
        .executeTakeFirst(),
    ),
  }));
  // Apart, so the purge's own transaction stays short; the cap is checked on mints too (anonymous-cap.ts).
  return { ...purged, anonymousOverCap: await capAnonymousSessions(db) };
}
