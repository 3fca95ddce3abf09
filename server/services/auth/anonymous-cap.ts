import { type Db, transact } from '../../db/unit-of-work';
import { countAnonymousRefreshTokens, deleteAnonymousTokens, leastRecentlyActiveAnonymous } from './token-repository';

/**
 * Anonymous sessions are free (one GET), and each keeps a refresh token row for 30 days, so the table that
 * holds them is capped as a whole, whatever the per-address limits let through from many addresses. The
 * cap counts anonymous refresh token rows (a session's current token and the spent ones its rotation keeps
 * for reuse detection): 300,000 rows take about 94 MB with their indexes (313 bytes a row, measured) and
 * hold several weeks of a busy shop's new visitors. Past it, the least recently active anonymous sessions
 * go first, towards 90% of the cap: first those that hold nothing (no cart with lines, no guest order),
 * which lose nothing by it (their next refresh gets a fresh identity, and the client says nothing since no
 * cart was left behind); then, only when those have run out and the table is still over the cap, the
 * oldest that hold a cart. A customer's token is never touched.
 *
 * Counting the table takes 0.1 to 0.4 s at that size, so it is not done on every mint: after each count,
 * the next comes once this process has issued a tenth of the room left under the cap in anonymous tokens
 * (mints and rotations), and at least `checkEvery` of them; and at every scheduled purge. Several processes
 * each keep their own count of what they issued, so together they may overshoot by a little more.
 */
export interface AnonymousSessionCap {
  readonly max: number;
  readonly checkEvery: number;
}

export const ANONYMOUS_SESSION_CAP: AnonymousSessionCap = { max: 300_000, checkEvery: 500 };

/**
 * At most this many identities go per check, so a check holds the database for a fraction of a second:
 * deleting 2,000 took 0.46 s from a 300,000-row table read cold, 1,000 half that. Checks come every 500
 * new rows or more often near the cap, so eviction outruns any rate of minting.
 */
const EVICT_BATCH = 1_000;

let cap: AnonymousSessionCap = ANONYMOUS_SESSION_CAP;
let untilCheck = cap.checkEvery;

/** Sets the cap (tests set a small one); returns the one before. */
export function setAnonymousSessionCap(next: AnonymousSessionCap): AnonymousSessionCap {
  const before = cap;
  cap = next;
  untilCheck = next.checkEvery;
  return before;
}

/** Called after each anonymous token is issued; checks the cap when it is due. */
export async function noteAnonymousToken(db: Db): Promise<void> {
  untilCheck -= 1;
  if (untilCheck > 0) return;
  untilCheck = cap.checkEvery; // while the check runs, others need not start one
  await capAnonymousSessions(db);
}

/**
 * Deletes the tokens of up to `identities` least recently active anonymous identities (token-repository.ts
 * finds them by their unspent refresh token's expiry).
 */
async function evictOldest(db: Db, identities: number, spareHolders: boolean): Promise<{ identities: number; rows: number }> {
  if (identities <= 0) return { identities: 0, rows: 0 };
  const victims = await leastRecentlyActiveAnonymous(db, identities, spareHolders);
  if (victims.length === 0) return { identities: 0, rows: 0 };
  const rows = await deleteAnonymousTokens(db, victims);
  return { identities: victims.length, rows };
}

/** Brings the anonymous refresh tokens towards 90% of the cap when they are over it (one batch); returns the rows deleted. */
export async function capAnonymousSessions(db: Db): Promise<number> {
  const { max, checkEvery } = cap;
  const { left, evicted } = await transact(db, async (tx) => {
    const rows = await countAnonymousRefreshTokens(tx);
    if (rows <= max) return { left: rows, evicted: 0 };
    const wanted = Math.min(rows - Math.floor(max * 0.9), EVICT_BATCH);
    const idle = await evictOldest(tx, wanted, true);
    // Sessions holding a cart go only when the idle ones have run out and the table is still over the cap.
    const stillOver = rows - idle.rows - max;
    const holders =
      idle.identities < wanted && stillOver > 0 ? await evictOldest(tx, Math.min(stillOver, EVICT_BATCH - idle.identities), false) : { rows: 0 };
    return { left: rows - idle.rows - holders.rows, evicted: idle.rows + holders.rows };
  });
  untilCheck = Math.max(checkEvery, Math.floor((max - left) / 10));
  return evicted;
}
