import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { BotChallengeTable, SignInAttemptTable } from '../../db/schema';

/** One counter's row (rate-limit.ts): its window, its failures in it, and its lock. */
export type CounterRow = SignInAttemptTable;
export type BotChallengeRow = BotChallengeTable;

/** The locks of these counters (a key never counted has no row). */
export async function counterLocks(db: Db, keys: readonly string[]): Promise<Pick<CounterRow, 'key' | 'locked_until'>[]> {
  return db.selectFrom('sign_in_attempts').select(['key', 'locked_until']).where('key', 'in', keys).execute();
}

/** The failures and locks of these counters (a key never counted has no row). */
export async function counterFailures(db: Db, keys: readonly string[]): Promise<Pick<CounterRow, 'key' | 'failures' | 'locked_until'>[]> {
  return db.selectFrom('sign_in_attempts').select(['key', 'failures', 'locked_until']).where('key', 'in', keys).execute();
}

export async function findCounter(db: Db, key: string): Promise<CounterRow | undefined> {
  return db.selectFrom('sign_in_attempts').selectAll().where('key', '=', key).executeTakeFirst();
}

/** Writes the counter's row, whether it had one or not. */
export async function saveCounter(db: Db, row: CounterRow): Promise<void> {
  const { window_start, failures, locked_until, expires_at } = row;
  await db
    .insertInto('sign_in_attempts')
    .values(row)
    .onConflict((oc) => oc.column('key').doUpdateSet({ window_start, failures, locked_until, expires_at }))
    .execute();
}

export async function setCounterFailures(db: Db, key: string, failures: number, lockedUntil: number | null): Promise<void> {
  await db.updateTable('sign_in_attempts').set({ failures, locked_until: lockedUntil }).where('key', '=', key).execute();
}

export async function deleteCounters(db: Db, keys: readonly string[]): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('key', 'in', keys).execute();
}

/** Deletes the counters whose window and lock have both passed (`expires_at`); returns how many went. */
export async function deleteSpentCounters(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom('sign_in_attempts').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredChallenges(db: Db, now: number): Promise<void> {
  await db.deleteFrom('bot_challenges').where('expires_at', '<=', now).execute();
}

export async function insertChallenge(db: Db, row: BotChallengeRow): Promise<void> {
  await db.insertInto('bot_challenges').values(row).execute();
}

/** Keeps the newest `cap` challenges: rowids grow with each insert, so those more than `cap` below the newest are the oldest. */
export async function deleteChallengesBeyond(db: Db, cap: number): Promise<void> {
  await sql`DELETE FROM bot_challenges WHERE rowid <= (SELECT max(rowid) FROM bot_challenges) - ${cap}`.execute(db);
}

export async function findChallenge(db: Db, challengeId: string): Promise<BotChallengeRow | undefined> {
  return db.selectFrom('bot_challenges').selectAll().where('id', '=', challengeId).executeTakeFirst();
}

/** Deletes the challenge; returns how many rows went (0 when another request spent it first). */
export async function deleteChallenge(db: Db, challengeId: string): Promise<number> {
  const spent = await db.deleteFrom('bot_challenges').where('id', '=', challengeId).executeTakeFirst();
  return Number(spent.numDeletedRows);
}
