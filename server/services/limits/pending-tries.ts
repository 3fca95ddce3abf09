import { type Db, transact } from '../../db/unit-of-work';
import { type Counter, lockedCounters, recordFailure } from './rate-limit';

/**
 * A try at a secret (a PIN, a password, a code) is counted before the secret is checked, so that many
 * tries at once cannot all slip past the limit, and given back when it was right. While it is being
 * checked it is pending: enough pending tries push a counter to its maximum and lock it, and a right PIN
 * asked at that moment would be refused for tries that are about to be given back (ten right PINs at once
 * answered 5 × 200 and 5 × 429).
 *
 * So this process remembers its pending tries per counter, and a try refused by a lock while tries of this
 * process are pending on the counters that refused it waits for one of them to settle and asks again. Only
 * a wait is added: the database counter still decides every try, so wrong tries at once are refused as
 * before, and another process over the same database (whose pending tries look like failures from here)
 * never lets more than the limit through either.
 */

interface Pending {
  /** Tries of this process counted on the key and not settled yet. */
  count: number;
  readonly wakers: Set<() => void>;
}

interface Pendings {
  readonly keys: Map<string, Pending>;
  /** How many tries have settled so far, on any key: a refusal read before a settle may be out of date. */
  settled: number;
}

/** A try that is never settled (a check that hangs) holds the others up this long at most; then they are refused. */
export const PENDING_WAIT_MS = 10_000;

const pendingByDb = new WeakMap<Db, Pendings>();

function pendingsOf(db: Db): Pendings {
  let pendings = pendingByDb.get(db);
  if (!pendings) pendingByDb.set(db, (pendings = { keys: new Map(), settled: 0 }));
  return pendings;
}

function pendingOf(db: Db, key: string): Pending {
  const { keys } = pendingsOf(db);
  let pending = keys.get(key);
  if (!pending) keys.set(key, (pending = { count: 0, wakers: new Set() }));
  return pending;
}

/** Keys with nothing pending and nobody waiting are dropped, so the map holds only what is in flight. */
function forget(db: Db, key: string, pending: Pending): void {
  if (pending.count === 0 && pending.wakers.size === 0) pendingsOf(db).keys.delete(key);
}

const anyPending = (db: Db, counters: readonly Counter[]) => counters.some((c) => (pendingsOf(db).keys.get(c.key)?.count ?? 0) > 0);

/** Resolves when a try pending on one of these counters settles, or after `ms`; true when one did. */
function nextSettle(db: Db, counters: readonly Counter[], ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const entries = counters.map((c) => [c.key, pendingOf(db, c.key)] as const);
    const done = (settled: boolean) => {
      clearTimeout(timer);
      for (const [key, pending] of entries) {
        pending.wakers.delete(wake);
        forget(db, key, pending);
      }
      resolve(settled);
    };
    const wake = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    timer.unref();
    for (const [, pending] of entries) pending.wakers.add(wake);
  });
}

function settleAll(db: Db, counters: readonly Counter[]): void {
  pendingsOf(db).settled += 1;
  for (const { key } of counters) {
    const pending = pendingOf(db, key);
    pending.count = Math.max(0, pending.count - 1);
    for (const wake of [...pending.wakers]) wake();
    forget(db, key, pending);
  }
}

/** A counted try: settle it once, whatever the check found. */
export interface HeldTry {
  /** Ends the try: `giveBack` (the refund of a right one) runs first; a wrong one passes nothing and stays counted. */
  settle(giveBack?: () => Promise<void>): Promise<void>;
}

/**
 * Takes a try with `reserve`, run in a transaction: it reads the locks and either counts the try on
 * `counters` or refuses it, writing nothing. `refusedBy` tells which: null when it was counted, else the
 * counters whose lock refused it. A refusal while tries of this process are pending on those counters (or
 * settled since it was read) is asked again once one settles. `held` is given only when the try was counted.
 */
export async function takeTry<R>(
  db: Db,
  counters: readonly Counter[],
  reserve: (tx: Db) => Promise<R>,
  refusedBy: (outcome: R) => readonly Counter[] | null,
): Promise<{ outcome: R; held: HeldTry | null }> {
  const giveUpAt = Date.now() + PENDING_WAIT_MS;
  for (;;) {
    const before = pendingsOf(db).settled;
    let counted = false;
    let outcome: R;
    try {
      outcome = await transact(db, async (tx) => {
        const result = await reserve(tx);
        // Marked pending before the count commits, so a try that reads the count also sees it is pending.
        if (refusedBy(result) === null) {
          for (const { key } of counters) pendingOf(db, key).count += 1;
          counted = true;
        }
        return result;
      });
    } catch (error) {
      if (counted) settleAll(db, counters);
      throw error;
    }
    const locks = refusedBy(outcome);
    if (locks === null) {
      let settled = false;
      const held: HeldTry = {
        async settle(giveBack) {
          if (settled) return;
          settled = true;
          try {
            if (giveBack) await giveBack();
          } finally {
            settleAll(db, counters);
          }
        },
      };
      return { outcome, held };
    }
    const wait = giveUpAt - Date.now();
    if (locks.length === 0 || wait <= 0) return { outcome, held: null };
    // A try settled since the locks were read: they may be gone, so ask again at once.
    if (pendingsOf(db).settled === before) {
      if (!anyPending(db, locks)) return { outcome, held: null };
      if (!(await nextSettle(db, locks, wait))) return { outcome, held: null };
    }
  }
}

/** Counts a try on each counter unless one is locked (as reserveTry does), waiting out this process's pending tries; null when locked. */
export async function takeCountedTry(db: Db, counters: readonly Counter[], now: number): Promise<HeldTry | null> {
  const { held } = await takeTry(
    db,
    counters,
    async (tx) => {
      const locked = await lockedCounters(tx, counters, now);
      if (locked.length === 0) await recordFailure(tx, counters, now);
      return locked;
    },
    (locked) => (locked.length === 0 ? null : locked),
  );
  return held;
}
