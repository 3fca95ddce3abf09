import type { Db } from '../db/database';

/** Task brief: at most 5 failed sign-ins per account and per client address in 15 minutes. */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export const accountKey = (email: string): string => `account:${email.trim().toLowerCase()}`;
export const addressKey = (address: string): string => `address:${address}`;

/** True when any of the keys has used up its failures in the current window. */
export async function isLimited(db: Db, keys: readonly string[], now: number): Promise<boolean> {
  const rows = await db.selectFrom('sign_in_attempts').selectAll().where('key', 'in', keys).execute();
  return rows.some((row) => row.window_start + SIGN_IN_WINDOW_MS > now && row.failures >= SIGN_IN_MAX_FAILURES);
}

/** Counts a failure against each key; a window that has passed starts afresh (fixed window). */
export async function recordFailure(db: Db, keys: readonly string[], now: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const key of keys) {
      const row = await tx.selectFrom('sign_in_attempts').selectAll().where('key', '=', key).executeTakeFirst();
      if (!row || row.window_start + SIGN_IN_WINDOW_MS <= now) {
        await tx
          .insertInto('sign_in_attempts')
          .values({ key, window_start: now, failures: 1 })
          .onConflict((oc) => oc.column('key').doUpdateSet({ window_start: now, failures: 1 }))
          .execute();
      } else {
        await tx.updateTable('sign_in_attempts').set({ failures: row.failures + 1 }).where('key', '=', key).execute();
      }
    }
  });
}

/** A successful sign-in clears the account's count (not the address's: one address may try many accounts). */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('key', '=', key).execute();
}
