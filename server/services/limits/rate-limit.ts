import { type Db, transact } from '../../db/unit-of-work';
import { counterLocks, deleteCounters, deleteSpentCounters, findCounter, saveCounter, setCounterFailures } from './repository';

/**
 * Counters that protect secrets (passwords, gift card PINs, discount codes) and scarce calls, kept in the
 * database so that every server process over it agrees. One row per counter key: a fixed window that
 * starts with its first count; reaching `max` in the window locks the key for `lockMs`, and while it is
 * locked nothing resets it. What a lock means (a 429, or a sign-in that needs the bot check) is the
 * caller's to say. docs/decisions.md "Limits that protect secrets" gives the reasons for each number.
 */
export interface Limit {
  readonly name: string;
  readonly max: number;
  readonly windowMs: number;
  readonly lockMs: number;
}

const MINUTE = 60 * 1000;

export const LIMITS = {
  /** One account tried from one address: the 6th try in 15 minutes is refused, the right password too. */
  signInPair: { name: 'signin-pair', max: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /** One account tried from anywhere: after 5 failures every sign-in to it needs the bot check. */
  signInAccount: { name: 'signin-account', max: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /** One address trying many accounts: after 20 failures its sign-ins need the bot check. */
  signInAddress: { name: 'signin-address', max: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /** One gift card, whoever asks: 5 wrong PINs lock it for 30 minutes. */
  giftCard: { name: 'giftcard-card', max: 5, windowMs: 30 * MINUTE, lockMs: 30 * MINUTE },
  /** One address trying gift cards: 20 wrong numbers or PINs lock it out of gift cards for 30 minutes. */
  giftCardAddress: { name: 'giftcard-address', max: 20, windowMs: 30 * MINUTE, lockMs: 30 * MINUTE },
  discountAddress: { name: 'discount-address', max: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  discountShopper: { name: 'discount-shopper', max: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  couponAddress: { name: 'coupon-address', max: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  couponShopper: { name: 'coupon-shopper', max: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /**
   * POST /bff/account/checkCustomerExists tells whether an account exists: per address, 10 answers in 15
   * minutes, then each needs the bot check (server/services/account/probes.ts), and after 40 a 429 for 15 minutes.
   */
  customerExistsFree: { name: 'exists-address-free', max: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  customerExists: { name: 'exists-address', max: 40, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /** POST /bff/account/customer (sign-up) tells whether an email is taken: the same 10, then the bot check, then 429 after 40. */
  signUpFree: { name: 'signup-address-free', max: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  signUpAddress: { name: 'signup-address', max: 40, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /** GET /bff/bot-check/challenge: 30 challenges per address a minute, then 429 for a minute. */
  botChallenge: { name: 'challenge-address', max: 30, windowMs: MINUTE, lockMs: MINUTE },
  /** GET /bff/auth/accessToken: 120 new anonymous sessions per address a minute. */
  tokenMint: { name: 'mint-address', max: 120, windowMs: MINUTE, lockMs: MINUTE },
  /**
   * POST /bff/auth/refreshToken: 300 rotations per address a minute. A tab rotates once per access token's
   * life; an office behind one address stays far below, while a loop that rotates to fill the token table
   * (each spent token is kept to catch its reuse) is stopped.
   */
  tokenRefresh: { name: 'refresh-address', max: 300, windowMs: MINUTE, lockMs: MINUTE },
  /**
   * POST /_log from one address: 120 calls a minute, then 429 for a minute. A page sends its reports in one
   * call, each once, so a shopper sends a few a visit; the table keeps only the newest rows whatever comes.
   */
  clientLogs: { name: 'log-address', max: 120, windowMs: MINUTE, lockMs: MINUTE },
  /**
   * POST /bff/marketing/events from one address: 120 batches a minute, then 429 for a minute. A page sends a
   * batch per cart change and one as it hides, so a shopper sends a few a minute; an office behind one address stays below.
   */
  marketingEvents: { name: 'marketing-address', max: 120, windowMs: MINUTE, lockMs: MINUTE },
  /**
   * POST /bff/analytics/events from one address: 240 batches a minute, then 429 for a minute. A page sends a batch
   * as its events resolve and one as it hides, so a shopper sends a few a page; an office behind one address stays below.
   */
  analyticsEvents: { name: 'analytics-address', max: 240, windowMs: MINUTE, lockMs: MINUTE },
  /** POST /bff/account/forgot-password from one address, whatever the email: 20 in 15 minutes, then 429 for 15 minutes. */
  resetAddress: { name: 'reset-address', max: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /** Reset mails to one email: 3 an hour, then none for an hour, silently (the answer must not say whether it has an account). */
  resetEmail: { name: 'reset-email', max: 3, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE },
} as const satisfies Record<string, Limit>;

/** Where a guess comes from: the client address (request.ip, which honours X-Forwarded-For only behind TRUST_PROXY). */
export interface Caller {
  readonly address: string;
}

export interface Counter {
  readonly key: string;
  readonly limit: Limit;
}

/** The counter of a limit for one subject: an address, an account's email, a card's hash, a shopper. */
export const counter = (limit: Limit, subject: string): Counter => ({ key: `${limit.name}:${subject}`, limit });

/** Emails are counted as the shopper types them, case and spaces aside. */
export const emailSubject = (email: string): string => email.trim().toLowerCase();

/** The counters among these that are locked now. */
export async function lockedCounters(db: Db, counters: readonly Counter[], now: number): Promise<Counter[]> {
  if (counters.length === 0) return [];
  const rows = await counterLocks(
    db,
    counters.map((c) => c.key),
  );
  const locked = new Set(rows.filter((row) => row.locked_until !== null && row.locked_until > now).map((row) => row.key));
  return counters.filter((c) => locked.has(c.key));
}

export async function isLimited(db: Db, counters: readonly Counter[], now: number): Promise<boolean> {
  return (await lockedCounters(db, counters, now)).length > 0;
}

/**
 * Counts one against each counter; a window that has passed (and is not locked) starts afresh. Run it
 * in the caller's transaction when the check before it must not race: two requests then cannot both
 * pass a check that only one of them should.
 */
export async function recordFailure(db: Db, counters: readonly Counter[], now: number): Promise<void> {
  const run = async (tx: Db) => {
    for (const { key, limit } of counters) {
      const row = await findCounter(tx, key);
      const locked = row?.locked_until != null && row.locked_until > now;
      const fresh = !row || (!locked && row.window_start + limit.windowMs <= now);
      const windowStart = fresh ? now : row.window_start;
      const failures = fresh ? 1 : row.failures + 1;
      const lockedUntil = failures >= limit.max ? Math.max(row?.locked_until ?? 0, now + limit.lockMs) : fresh ? null : (row.locked_until ?? null);
      const expiresAt = Math.max(windowStart + limit.windowMs, lockedUntil ?? 0);
      await saveCounter(tx, { key, window_start: windowStart, failures, locked_until: lockedUntil, expires_at: expiresAt });
    }
  };
  if (db.isTransaction) await run(db);
  else await transact(db, run);
}

/**
 * Takes one try from each counter before the secret is checked, atomically: false (and nothing written)
 * when any of them is locked. So many requests at once cannot all slip past the check before their
 * failures are counted. A try that turns out right is given back with `refund`.
 */
export async function reserveTry(db: Db, counters: readonly Counter[], now: number): Promise<boolean> {
  return transact(db, async (tx) => {
    if (await isLimited(tx, counters, now)) return false;
    await recordFailure(tx, counters, now);
    return true;
  });
}

/** Counts a call that is limited however it ends (minting a token, asking whether an account exists): false when over. */
export async function countCall(db: Db, one: Counter, now: number): Promise<boolean> {
  return reserveTry(db, [one], now);
}

/** Gives back a try that succeeded: it no longer counts, nor does the lock it may have set. */
export async function refund(db: Db, counters: readonly Counter[]): Promise<void> {
  await transact(db, async (tx) => {
    for (const { key, limit } of counters) {
      const row = await findCounter(tx, key);
      if (!row) continue;
      const failures = Math.max(0, row.failures - 1);
      const lockedUntil = failures < limit.max ? null : row.locked_until;
      await setCounterFailures(tx, key, failures, lockedUntil);
    }
  });
}

/** Forgets the counters (a successful sign-in from an address clears what that address did to the account). */
export async function clearFailures(db: Db, counters: readonly Counter[]): Promise<void> {
  if (counters.length === 0) return;
  await deleteCounters(
    db,
    counters.map((c) => c.key),
  );
}

/** Rows whose window and lock have both passed count for nothing; the scheduled purge removes them. */
export async function purgeCounters(db: Db, now: number): Promise<number> {
  return deleteSpentCounters(db, now);
}
