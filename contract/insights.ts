import { z } from 'zod/mini';
import { asTyped } from './as-typed';

/** Spec §9 Search insights: at most 20 products per event (the service refuses more on any event type). */
export const INSIGHTS_MAX_OBJECTS = 20;
/** Events per POST: a client batches what happened on one page, never a backlog. */
export const INSIGHTS_MAX_EVENTS = 20;
export const INSIGHTS_MAX_FILTERS = 20;

export const InsightsEventType = z.enum(['view', 'click', 'conversion']);

/** Spec §6: "user-{customerId}" for a customer, otherwise "anonymous-{anonymousId}". */
export const InsightsUserToken = asTyped(
  z.string().check(z.regex(/^(user|anonymous)-[A-Za-z0-9._:-]{1,100}$/, "must be 'user-{customerId}' or 'anonymous-{anonymousId}'")),
  'id',
);

/** The id of a search answer (GET bff/products/search → queryId): 32 hex digits. */
export const InsightsQueryId = asTyped(z.string().check(z.regex(/^[0-9a-fA-F]{32}$/, 'must be 32 hex digits')), 'id');

const ObjectId = z
  .string()
  .check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9._-]+$/, 'must be letters, digits, dots, underscores or dashes'));
const Filter = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

/** One search-insights event, as the SearchInsights port describes it (src/application/ports/analytics.ts). */
export const InsightsEvent = z
  .object({
    eventType: InsightsEventType,
    eventName: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    index: z.string().check(z.minLength(1), z.maxLength(64)),
    userToken: InsightsUserToken,
    objectIDs: z.optional(z.array(ObjectId).check(z.minLength(1), z.maxLength(INSIGHTS_MAX_OBJECTS))),
    queryID: z.optional(InsightsQueryId),
    positions: z.optional(z.array(z.int().check(z.minimum(1), z.maximum(10_000))).check(z.minLength(1), z.maxLength(INSIGHTS_MAX_OBJECTS))),
    filters: z.optional(z.array(Filter).check(z.minLength(1), z.maxLength(INSIGHTS_MAX_FILTERS))),
  })
  .check(
    z.superRefine((event, ctx) => {
      // An event is about products or about filters (spec §6): one of the two, never both, never neither.
      if ((event.objectIDs === undefined) === (event.filters === undefined)) {
        ctx.addIssue({ code: 'custom', path: ['objectIDs'], message: 'give either objectIDs or filters' });
      }
      // A position says where each product stood in the results, so there is one per product.
      if (event.positions !== undefined && event.positions.length !== event.objectIDs?.length) {
        ctx.addIssue({ code: 'custom', path: ['positions'], message: 'must give one position per objectID' });
      }
    }),
  );
export type InsightsEvent = z.infer<typeof InsightsEvent>;

/** POST bff/insights/events */
export const InsightsEventsBody = z.object({
  events: z.array(InsightsEvent).check(z.minLength(1), z.maxLength(INSIGHTS_MAX_EVENTS)),
});
export type InsightsEventsBody = z.infer<typeof InsightsEventsBody>;

export const InsightsEventsRecorded = z.object({ recorded: z.int().check(z.nonnegative()) });
export type InsightsEventsRecorded = z.infer<typeof InsightsEventsRecorded>;

/** GET bff/insights/summary?index=&limit=: the site's own index when index is left out. */
export const InsightsSummaryQuery = z.object({
  index: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
});

export const InsightsSummary = z.object({
  index: z.string(),
  /** Events recorded per type. */
  events: z.object({ view: z.int(), click: z.int(), conversion: z.int() }),
  /** The most clicked products, most first; title when the product is in the catalog. */
  topClicked: z.array(z.object({ objectID: z.string(), clicks: z.int(), title: z.nullable(z.string()) })),
});
export type InsightsSummary = z.infer<typeof InsightsSummary>;
