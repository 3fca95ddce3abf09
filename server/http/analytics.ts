import { ANALYTICS_BODY_LIMIT, AnalyticsEventsBody, AnalyticsEventsQuery } from '../../contract/analytics';
import { listAnalyticsEvents, recordAnalyticsEvents } from '../services/analytics/events';
import { LIMITS, counter, countCall } from '../services/limits/rate-limit';
import type { Area } from './areas';
import { parse, tooManyRequests } from './errors';
import { requireOperator } from './operator';

export const ANALYTICS_MESSAGES = {
  tooMany: 'Too many analytics batches from this address: wait a minute',
} as const;

/**
 * Spec §9 Analytics: the shop's own collector (the `beacon` sink of ANALYTICS_SINKS). The page sends its events in
 * batches, by fetch or as a beacon when it hides, as JSON from its own origin, so the BFF's same-origin guard lets
 * them through as it does any of the shop's calls. The operator's listing exists only with OPS_TOKEN set.
 */
export const analyticsArea: Area = (context) => async (app) => {
  const { db } = context.database;

  app.post('/analytics/events', { bodyLimit: ANALYTICS_BODY_LIMIT }, async (request, reply) => {
    const body = parse(AnalyticsEventsBody, request.body, 'body');
    // No session is asked for (a visitor's first page has none): each address has a budget of calls, counted in the database.
    if (!(await countCall(db, counter(LIMITS.analyticsEvents, request.ip), context.now()))) throw tooManyRequests(ANALYTICS_MESSAGES.tooMany);
    const recorded = await recordAnalyticsEvents(db, request.site.code, body.events, context.now());
    return reply.status(200).send({ recorded });
  });

  app.get('/ops/analytics/events', async (request) => {
    requireOperator(request);
    const query = parse(AnalyticsEventsQuery, request.query, 'query');
    return listAnalyticsEvents(db, request.site.code, query);
  });
};
