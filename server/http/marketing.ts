import { MARKETING_BODY_LIMIT, MarketingEventsBody, MarketingEventsQuery } from '../../contract/marketing';
import { identityOfToken } from '../services/auth/identity';
import { LIMITS, counter, countCall } from '../services/limits/rate-limit';
import { listMarketingEvents, recordMarketingEvents } from '../services/marketing/events';
import type { Area } from './areas';
import { parse, tooManyRequests, unauthorized } from './errors';
import { requireOperator } from './operator';
import { bearerToken } from './request-context';

export const MARKETING_MESSAGES = {
  noSession: 'A session is needed to send marketing events: give the access token in the Authorization header or as body.accessToken',
  tooMany: 'Too many marketing event batches from this address: wait a minute',
} as const;

/**
 * Spec §9 Analytics and Retries: the marketing-messaging service's cart events, sent by the page in batches
 * (a beacon as it hides), kept for the shopper the access token names; and the operator's listing of one
 * shopper's events, which exists only with OPS_TOKEN set.
 */
export const marketingArea: Area = (context) => async (app) => {
  const { db } = context.database;

  app.post('/marketing/events', { bodyLimit: MARKETING_BODY_LIMIT }, async (request, reply) => {
    const body = parse(MarketingEventsBody, request.body, 'body');
    // Anyone may call it, like the client log: each address has a budget of calls, counted in the database.
    if (!(await countCall(db, counter(LIMITS.marketingEvents, request.ip), context.now()))) throw tooManyRequests(MARKETING_MESSAGES.tooMany);
    const token = bearerToken(request) ?? body.accessToken;
    const identity = token ? await identityOfToken(db, token, context.now()) : null;
    if (!identity) throw unauthorized(MARKETING_MESSAGES.noSession);
    const recorded = await recordMarketingEvents(db, request.site.code, identity, body.events, context.now());
    return reply.status(200).send({ recorded });
  });

  app.get('/ops/marketing/events', async (request) => {
    requireOperator(request);
    const query = parse(MarketingEventsQuery, request.query, 'query');
    return listMarketingEvents(db, query.customerId !== undefined ? { customerId: query.customerId } : { anonymousId: query.anonymousId ?? '' });
  });
};
