import { z } from 'zod/mini';
import { asTyped } from './as-typed';

/** The one answer to a missing, malformed, used, expired or unworked bot-check token (issue: invisible bot check). */
export const BOT_CHECK_FAILED = 'Bot check failed';
/** A challenge must be solved and used within 10 minutes of being handed out. */
export const BOT_CHECK_TTL_MS = 10 * 60 * 1000;
/**
 * The most leading zero bits a challenge can ask for: the client refuses anything harder. 2^24 hashes
 * are minutes of a phone's time; the server asks for far less (server/services/limits/bot-check.ts).
 */
export const BOT_CHECK_MAX_DIFFICULTY = 24;

/**
 * GET /bff/bot-check/challenge: find a nonce so that sha256(salt + nonce), read as bits, starts with
 * `difficulty` zero bits (each bit more doubles the work: 2^difficulty hashes on average).
 */
export const BotCheckChallenge = z.object({
  challengeId: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)),
  difficulty: z.int().check(z.minimum(1), z.maximum(BOT_CHECK_MAX_DIFFICULTY)),
  salt: z.string().check(z.regex(/^[0-9a-f]{8,64}$/)),
});
export type BotCheckChallenge = z.infer<typeof BotCheckChallenge>;

/**
 * GET /bff/bot-check/challenge?difficulty=N: a harder challenge, when a 428 answer asked for one
 * (`botCheckDifficulty`, contract/auth.ts). The server takes values from its base difficulty up to its
 * hardest and answers 400 outside them; without it the challenge has the base difficulty.
 */
export const BotCheckChallengeQuery = z.object({
  difficulty: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,2}$/, 'must be a whole number of bits')),
      z.transform((text) => Number(text)),
    ),
  ),
});

/** With status 429: the address asked for too many challenges (server/http/bot-check.ts). */
export const BOT_CHECK_TOO_MANY = 'Too many bot checks from this address, try again in a minute';

/** The solved token a form sends: `challengeId.nonce`, the nonce in decimal. */
export const BOT_CHECK_TOKEN_PATTERN = /^([A-Za-z0-9-]{8,64})\.(\d{1,16})$/;

/**
 * The token field of a protected form. Anything that is not a plausible token reads as no token, so
 * every failure of the check answers the same "Bot check failed" instead of naming the field.
 */
export const BotCheckTokenField = asTyped(z.catch(z.optional(z.string().check(z.maxLength(200))), undefined), 'secret');
