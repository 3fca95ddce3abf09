import { z } from 'zod/mini';

/** The one answer to a missing, malformed, used, expired or unworked bot-check token (issue: invisible bot check). */
export const BOT_CHECK_FAILED = 'Bot check failed';
/** A challenge must be solved and used within 10 minutes of being handed out. */
export const BOT_CHECK_TTL_MS = 10 * 60 * 1000;
/** The most leading zero hex digits a challenge can ask for: the client refuses anything harder. */
export const BOT_CHECK_MAX_DIFFICULTY = 6;

/** GET /bff/bot-check/challenge: find a nonce so sha256(salt + nonce), in hex, starts with `difficulty` zeros. */
export const BotCheckChallenge = z.object({
  challengeId: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)),
  difficulty: z.int().check(z.minimum(1), z.maximum(BOT_CHECK_MAX_DIFFICULTY)),
  salt: z.string().check(z.regex(/^[0-9a-f]{8,64}$/)),
});
export type BotCheckChallenge = z.infer<typeof BotCheckChallenge>;

/** The solved token a form sends: `challengeId.nonce`, the nonce in decimal. */
export const BOT_CHECK_TOKEN_PATTERN = /^([A-Za-z0-9-]{8,64})\.(\d{1,16})$/;

/**
 * The token field of a protected form. Anything that is not a plausible token reads as no token, so
 * every failure of the check answers the same "Bot check failed" instead of naming the field.
 */
export const BotCheckTokenField = z.catch(z.optional(z.string().check(z.maxLength(200))), undefined);
