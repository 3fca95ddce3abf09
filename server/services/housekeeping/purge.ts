import { type Db, transact } from '../../db/unit-of-work';
import { capAnonymousSessions } from '../auth/anonymous-cap';
import { purgeCounters } from '../limits/rate-limit';
import { HANDOVER_GRACE_MS } from '../auth/session-tokens';
import {
  deleteDeadRefreshTokens,
  deleteExpiredAccessTokens,
  deleteExpiredBotChallenges,
  deleteExpiredPasswordResets,
  deleteExpiredSandboxRecords,
  deleteExpiredSessions,
  deleteFinishedOutboxMail,
  deleteOldMail,
  deleteStaleEmptyAnonymousCarts,
} from './repository';

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
  /** The payment sandboxes' records past their lifetime (open sessions a day on, payments long after). */
  readonly sandboxRecords: number;
  /** Anonymous refresh tokens deleted because the table was over its cap (auth/anonymous-cap.ts). */
  readonly anonymousOverCap: number;
}

/**
 * Deletes what can no longer be used, so anonymous sessions (free to start) cannot pile up: expired
 * access tokens; refresh tokens once expired (a spent one is kept until then, since presenting it again
 * is how reuse is detected and its family revoked) or a day after being revoked, except that an anonymous
 * one neither spent nor revoked, whose shopper has a cart with lines or a guest order, is kept for
 * HANDOVER_GRACE_MS past its expiry, so the shopper who comes back with it still gets their cart handed to
 * a new identity; expired password resets,
 * sessions and bot-check challenges; rate-limit counters whose window and lock have passed; stale
 * anonymous carts with no lines, no order and no payment attempt; the dev mailbox's mail after a week; and the
 * payment sandboxes' sessions, payments and refunds past their lifetime.
 * Then the anonymous sessions are brought under their cap (auth/anonymous-cap.ts).
 */
export async function purgeExpired(db: Db, now: number): Promise<Purged> {
  const purged = await transact(db, async (tx) => ({
    accessTokens: await deleteExpiredAccessTokens(tx, now),
    refreshTokens: await deleteDeadRefreshTokens(tx, { now, revokedBy: now - REVOKED_REFRESH_KEEP_MS, graceEndedBy: now - HANDOVER_GRACE_MS }),
    passwordResets: await deleteExpiredPasswordResets(tx, now),
    sessions: await deleteExpiredSessions(tx, now),
    counters: await purgeCounters(tx, now),
    botChallenges: await deleteExpiredBotChallenges(tx, now),
    emptyCarts: await deleteStaleEmptyAnonymousCarts(tx, now - STALE_EMPTY_CART_MS),
    mail: await deleteOldMail(tx, now - MAILBOX_KEEP_MS),
    outbox: await deleteFinishedOutboxMail(tx, now - OUTBOX_KEEP_MS),
    sandboxRecords: await deleteExpiredSandboxRecords(tx, now),
  }));
  // Apart, so the purge's own transaction stays short; the cap is checked on mints too (auth/anonymous-cap.ts).
  return { ...purged, anonymousOverCap: await capAnonymousSessions(db) };
}
