import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { BOT_CHECK_TOKEN_PATTERN, BOT_CHECK_TTL_MS, type BotCheckChallenge } from '../../../contract/bot-check';
import type { SiteCode } from '../../../src/domain/site';
import { type Db, transact } from '../../db/unit-of-work';
import type { Counter } from './rate-limit';
import { counterFailures, deleteChallenge, deleteChallengesBeyond, deleteExpiredChallenges, findChallenge, insertChallenge } from './repository';

/**
 * Leading zero bits every challenge asks for at least: 2^18 = 262,144 hashes on average. Measured with
 * `npm run bench` (bench/bot-check.bench.ts): the shop's solver in Chromium with the CPU slowed 4×, as a
 * mid-range phone, hashes about 250,000 a second, so a challenge takes 0.7 s in the median and 2.5 s one
 * time in ten (the work is a geometric draw); a script on one core of the same machine pays about 0.2 s
 * a solve (1.4 million hashes a second with the same solver under Node, 0.5 million with Node's own
 * sha256). Retune here when the figures move.
 */
export const BOT_CHECK_DIFFICULTY = 18;
/**
 * The hardest a step-up asks for: two doublings over the base, about 3 seconds on the phone in the
 * median (10 one time in ten), so an owner whose account is under attack waits, never finds it locked.
 */
export const BOT_CHECK_HARDEST = BOT_CHECK_DIFFICULTY + 2;
/**
 * The most challenges kept at once: a flood from many addresses purges the oldest first, so the table
 * stays a few megabytes, and a shopper's challenge outlives 50,000 newer ones (a minute even at 800 a second).
 */
export const BOT_CHECK_MAX_CHALLENGES = 50_000;

/** Whether sha256(salt + nonce) starts with `difficulty` zero bits (at most 32: the contract allows 24). */
export function meetsDifficulty(salt: string, nonce: string, difficulty: number): boolean {
  return (
    Math.clz32(
      createHash('sha256')
        .update(salt + nonce)
        .digest()
        .readUInt32BE(0),
    ) >= difficulty
  );
}

/**
 * Hands out a challenge for this site (issue: invisible bot check), valid for 10 minutes, of the base
 * difficulty or the harder one a 428 asked for. Expired challenges go at the same time, and the oldest
 * beyond the cap: rowids grow with each insert, so those more than `cap` below the newest are the oldest.
 */
export async function issueChallenge(
  db: Db,
  site: SiteCode,
  now: number,
  options: { readonly difficulty?: number; readonly cap?: number } = {},
): Promise<BotCheckChallenge> {
  const difficulty = options.difficulty ?? BOT_CHECK_DIFFICULTY;
  const cap = options.cap ?? BOT_CHECK_MAX_CHALLENGES;
  const challenge = { challengeId: randomUUID(), difficulty, salt: randomBytes(16).toString('hex') };
  await transact(db, async (tx) => {
    await deleteExpiredChallenges(tx, now);
    await insertChallenge(tx, { id: challenge.challengeId, site, salt: challenge.salt, difficulty, expires_at: now + BOT_CHECK_TTL_MS });
    await deleteChallengesBeyond(tx, cap);
  });
  return challenge;
}

/**
 * The difficulty a step-up asks for, from the counters that call for it (sign-in failures on an account,
 * or from an address): none (0) while none of them is locked; from the lock on, the base difficulty, one
 * bit more (twice a script's work) for every further `max` failures, up to the hardest. So guesses keep
 * costing more the longer they go on, while the owner pays a few seconds at most.
 */
export async function stepUpDifficulty(db: Db, counters: readonly Counter[], now: number): Promise<number> {
  if (counters.length === 0) return 0;
  const rows = await counterFailures(
    db,
    counters.map((c) => c.key),
  );
  let difficulty = 0;
  for (const { key, limit } of counters) {
    const row = rows.find((r) => r.key === key);
    if (!row || row.locked_until === null || row.locked_until <= now) continue;
    const steps = Math.floor(Math.max(0, row.failures - limit.max) / limit.max);
    difficulty = Math.max(difficulty, Math.min(BOT_CHECK_HARDEST, BOT_CHECK_DIFFICULTY + steps));
  }
  return difficulty;
}

/**
 * Spends a solved token `challengeId.nonce` within the caller's transaction: true, and the challenge is
 * gone, when it was handed out on this site, is unexpired and unused, asked for at least `minimum` bits
 * (a step-up refuses an easier challenge), and the work is right. A false writes nothing, and the
 * caller's rollback gives the challenge back if its own write fails.
 */
export async function verifyBotCheck(
  tx: Db,
  site: SiteCode,
  token: string | undefined,
  now: number,
  minimum = BOT_CHECK_DIFFICULTY,
): Promise<boolean> {
  const match = token?.match(BOT_CHECK_TOKEN_PATTERN);
  if (!match) return false;
  const [, challengeId = '', nonce = ''] = match;
  const challenge = await findChallenge(tx, challengeId);
  if (!challenge || challenge.site !== site || challenge.expires_at <= now || challenge.difficulty < minimum) return false;
  if (!meetsDifficulty(challenge.salt, nonce, challenge.difficulty)) return false;
  return (await deleteChallenge(tx, challengeId)) === 1;
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
  work: (tx: Db) => Promise<T>,
): Promise<Checked<T>> {
  return transact(db, async (tx): Promise<Checked<T>> => {
    if (!(await verifyBotCheck(tx, site, token, now))) return { passed: false };
    return { passed: true, value: await work(tx) };
  });
}
