import { BOT_CHECK_TOO_MANY, BotCheckChallengeQuery } from '../../contract/bot-check';
import { BOT_CHECK_DIFFICULTY, BOT_CHECK_HARDEST, issueChallenge } from '../services/limits/bot-check';
import { LIMITS, countCall, counter } from '../services/limits/rate-limit';
import type { Area } from './areas';
import { badRequest, parse, tooManyRequests } from './errors';

/**
 * The invisible bot check's challenge (issue: "a token the server verifies before acting"). Each
 * challenge is fresh and single use, so no cache may keep one. An address gets 30 a minute (a shopper
 * needs one per protected form; a flood is refused before it writes), and `?difficulty=` asks for the
 * harder one a 428 named, never harder than the server's hardest step-up.
 */
export const botCheckArea: Area = (context) => async (app) => {
  app.get('/bot-check/challenge', async (request, reply) => {
    const { difficulty } = parse(BotCheckChallengeQuery, request.query, 'query');
    if (difficulty !== undefined && (difficulty < BOT_CHECK_DIFFICULTY || difficulty > BOT_CHECK_HARDEST)) {
      throw badRequest(`query.difficulty: must be from ${BOT_CHECK_DIFFICULTY} to ${BOT_CHECK_HARDEST}`);
    }
    const now = context.now();
    if (!(await countCall(context.database.db, counter(LIMITS.botChallenge, request.ip), now))) throw tooManyRequests(BOT_CHECK_TOO_MANY);
    const challenge = await issueChallenge(context.database.db, request.site.code, now, { ...(difficulty !== undefined && { difficulty }) });
    return reply.header('cache-control', 'no-store').send(challenge);
  });
};
