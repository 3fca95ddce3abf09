import { issueChallenge } from '../services/bot-check';
import type { Area } from './areas';

/**
 * The invisible bot check's challenge (issue: "a token the server verifies before acting"). Each
 * challenge is fresh and single use, so no cache may keep one.
 */
export const botCheckArea: Area = (context) => async (app) => {
  app.get('/bot-check/challenge', async (request, reply) => {
    const challenge = await issueChallenge(context.database.db, request.site.code, context.now());
    return reply.header('cache-control', 'no-store').send(challenge);
  });
};
