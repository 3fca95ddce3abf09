import type { Transaction } from 'kysely';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { BOT_CHECK_TOKEN_PATTERN, BOT_CHECK_TTL_MS, type BotCheckChallenge } from '../../contract/bot-check';
import type { SiteCode } from '../../src/domain/site';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/**
 * Leading zero hex digits asked for: 16^3 = 4,096 hashes on average, tens of milliseconds for a
 * browser, yet every form post costs a script that work plus a fresh challenge.
 */
export const BOT_CHECK_DIFFICULTY = 3;

/** Whether sha256(salt + nonce), in hex, starts with `difficulty` zeros. */
export function meetsDifficulty(salt: string, nonce: string, difficulty: number): boolean {
  return createHash('sha256').update(salt + nonce).digest('hex').startsWith('0'.repeat(difficulty));
}

/**
 * Hands out a challenge for this site (issue: invisible bot check), valid for 10 minutes. Challenges
 * that expired unused go at the same time, so the table holds only the last 10 minutes' worth.
 */
export async function issueChallenge(db: Db, site: SiteCode, now: number): Promise<BotCheckChallenge> {
  const challenge = { challengeId: randomUUID(), difficulty: BOT_CHECK_DIFFICULTY, salt: randomBytes(16).toString('hex') };
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('bot_challenges').where('expires_at', '<=', now).execute();
    await tx
      .insertInto('bot_challenges')
      .values({ id: challenge.challengeId, site, salt: challenge.salt, difficulty: challenge.difficulty, expires_at: now + BOT_CHECK_TTL_MS })
      .execute();
  });
  return challenge;
}

/**
 * Spends a solved token `challengeId.nonce` within the caller's transaction: true, and the challenge is
 * gone, when it was handed out on this site, is unexpired and unused, and the work is right. A false
 * writes nothing, and the caller's rollback gives the challenge back if its own write fails.
 */
export async function verifyBotCheck(tx: Transaction<Database>, site: SiteCode, token: string | undefined, now: number): Promise<boolean> {
  const match = token?.match(BOT_CHECK_TOKEN_PATTERN);
  if (!match) return false;
  const [, challengeId = '', nonce = ''] = match;
  const challenge = await tx.selectFrom('bot_challenges').selectAll().where('id', '=', challengeId).executeTakeFirst();
  if (!challenge || challenge.site !== site || challenge.expires_at <= now) return false;
  if (!meetsDifficulty(challenge.salt, nonce, challenge.difficulty)) return false;
  const spent = await tx.deleteFrom('bot_challenges').where('id', '=', challengeId).executeTakeFirst();
  return spent.numDeletedRows === 1n;
}

export type Checked<T> = { readonly passed: true; readonly value: T } | { readonly passed: false };

/**
 * Runs a protected write only when the bot check passes, in one transaction with spending the token:
 * a refused check writes nothing, and a failed write leaves the token unspent.
 */
export async function withBotCheck<T>(
  db: Db,
  site: SiteCode,
  token: string | undefined,
  now: number,
  work: (tx: Transaction<Database>) => Promise<T>,
): Promise<Checked<T>> {
  return db.transaction().execute(async (tx): Promise<Checked<T>> => {
    if (!(await verifyBotCheck(tx, site, token, now))) return { passed: false };
    return { passed: true, value: await work(tx) };
  });
}
