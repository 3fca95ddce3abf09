import { z } from 'zod';

/** Spec §9 Search insights: at most 20 products per event (the service refuses more on any event type). */
export const INSIGHTS_MAX_OBJECTS = 20;
/** Events per POST: a client batches what happened on one page, never a backlog. */
export const INSIGHTS_MAX_EVENTS = 20;
export const INSIGHTS_MAX_FILTERS = 20;

export const InsightsEventType = z.enum(['view', 'click', 'conversion']);

/** Spec §6: "user-{customerId}" for a customer, otherwise "anonymous-{anonymousId}". */
export const InsightsUserToken = z
  .string()
  .regex(/^(user|anonymous)-[A-Za-z0-9._:-]{1,100}$/, "must be 'user-{customerId}' or 'anonymous-{anonymousId}'");

/** The id of a search answer (GET bff/products/search → queryId): 32 hex digits. */
export const InsightsQueryId = z.string().regex(/^[0-9a-fA-F]{32}$/, 'must be 32 hex digits');

const ObjectId = z.string().min(1).max(64).regex(/^[A-Za-z0-9._-]+$/, 'must be letters, digits, dots, underscores or dashes');
const Filter = z.string().trim().min(1).max(200);

/** One search-insights event, as the SearchInsights port describes it (src/application/ports/analytics.ts). */
export const InsightsEvent = z
  .object({
    eventType: InsightsEventType,
    eventName: z.string().trim().min(1).max(64),
    index: z.string().min(1).max(64),
    userToken: InsightsUserToken,
    objectIDs: z.array(ObjectId).min(1).max(INSIGHTS_MAX_OBJECTS).optional(),
    queryID: InsightsQueryId.optional(),
    positions: z.array(z.number().int().min(1).max(10_000)).min(1).max(INSIGHTS_MAX_OBJECTS).optional(),
    filters: z.array(Filter).min(1).max(INSIGHTS_MAX_FILTERS).optional(),
  })
  .superRefine((event, ctx) => {
    // An event is about products or about filters (spec §6): one of the two, never both, never neither.
    if ((event.objectIDs === undefined) === (event.filters === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['objectIDs'], message: 'give either objectIDs or filters' });
    }
    // A position says where each product stood in the results, so there is one per product.
    if (event.positions !== undefined && event.positions.length !== event.objectIDs?.length) {
      ctx.addIssue({ code: 'custom', path: ['positions'], message: 'must give one position per objectID' });
    }
  });
export type InsightsEvent = z.infer<typeof InsightsEvent>;

/** POST bff/insights/events */
export const InsightsEventsBody = z.object({
  events: z.array(InsightsEvent).min(1).max(INSIGHTS_MAX_EVENTS),
});
export type InsightsEventsBody = z.infer<typeof InsightsEventsBody>;

export const InsightsEventsRecorded = z.object({ recorded: z.number().int().nonnegative() });
export type InsightsEventsRecorded = z.infer<typeof InsightsEventsRecorded>;

/** GET bff/insights/summary?index=&limit=: the site's own index when index is left out. */
export const InsightsSummaryQuery = z.object({
  index: z.string().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export const InsightsSummary = z.object({
  index: z.string(),
  /** Events recorded per type. */
  events: z.object({ view: z.number().int(), click: z.number().int(), conversion: z.number().int() }),
  /** The most clicked products, most first; title when the product is in the catalog. */
  topClicked: z.array(z.object({ objectID: z.string(), clicks: z.number().int(), title: z.string().nullable() })),
});
export type InsightsSummary = z.infer<typeof InsightsSummary>;
