import { InsightsEventsBody, InsightsSummaryQuery } from '../../contract/insights';
import { searchIndexName } from '../../src/domain/site';
import { insightsSummary, recordInsightEvents, wrongIndex } from '../services/search/insights';
import type { Area } from './areas';
import { badRequest, parse } from './errors';

/**
 * Spec §6, §9 Search insights: the client reports views, clicks and conversions on search results here,
 * in batches; the summary serves merchandising. No bearer: the events carry their own user token.
 */
export const insightsArea: Area = (context) => async (app) => {
  const { db } = context.database;

  app.post('/insights/events', async (request) => {
    const { events } = parse(InsightsEventsBody, request.body, 'body');
    const refusal = wrongIndex(request.site, events);
    // A batch is taken whole or not at all, so one bad event refuses it before anything is written.
    if (refusal) throw badRequest(`body.events.${refusal.at}.index: must be ${refusal.expected} on this site`);
    return { recorded: await recordInsightEvents(db, request.site, events, context.now()) };
  });

  app.get('/insights/summary', async (request) => {
    const query = parse(InsightsSummaryQuery, request.query, 'query');
    const expected = searchIndexName(request.site.code);
    // Each site reads its own index only.
    if (query.index !== undefined && query.index !== expected) throw badRequest(`query.index: must be ${expected} on this site`);
    return insightsSummary(db, expected, query.limit);
  });
};
