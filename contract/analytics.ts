import { z } from 'zod/mini';
import { asTyped } from './as-typed';

/**
 * Spec §9 Analytics: the shop's own collector, one of the analytics sinks (ANALYTICS_SINKS=beacon). The page
 * sends the shop's events in batches (a fetch with keepalive, a beacon as the page hides) to
 * POST bff/analytics/events; an operator lists them with GET bff/ops/analytics/events.
 */

/** The sinks a start may name in ANALYTICS_SINKS; the page reads them from <meta name="storefront:analytics">. */
export const ANALYTICS_SINK_NAMES = ['ga4', 'beacon'] as const;
export type AnalyticsSink = (typeof ANALYTICS_SINK_NAMES)[number];

/** Events per POST: a page's unsent batch, never a backlog. */
export const ANALYTICS_MAX_EVENTS = 50;
/** One POST's body, in bytes: a larger one is refused (413) before it is read. */
export const ANALYTICS_BODY_LIMIT = 64 * 1024;
/** Characters of one event's `data` as JSON: what one event may make the table keep. */
export const ANALYTICS_DATA_LIMIT = 8 * 1024;
/** The most events one operator listing returns, the newest. */
export const ANALYTICS_LIST_LIMIT = 500;

/** Spec §6: every event carries the user status. */
export const ANALYTICS_USER_STATUSES = ['Anonymous', 'Logged in'] as const;

/** The client's id of one event: the same on every try, so a batch sent twice (a beacon, then the next page) is kept once. */
const EventId = asTyped(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,80}$/, 'must be 8 to 80 letters, digits, dashes or underscores')), 'id');

/**
 * The shop's name of what happened (pageViewed, cartLinesAdded, orderPlaced …). A pattern, not a list: a server
 * older than the page keeps the events of a type it does not know yet rather than refuse the batch.
 */
const EventType = z.string().check(z.regex(/^[a-z][A-Za-z0-9]{1,47}$/, 'must be a camelCase event name of 2 to 48 letters or digits'));

/** What the event says, as the shop words it (prices in cents); kept as JSON, so only its size is bounded. */
const EventData = z
  .record(z.string(), z.unknown())
  .check(z.refine((data) => JSON.stringify(data).length <= ANALYTICS_DATA_LIMIT, `must be at most ${ANALYTICS_DATA_LIMIT} characters as JSON`));

export const AnalyticsCollectedEvent = z.object({
  id: EventId,
  type: EventType,
  userStatus: z.enum(ANALYTICS_USER_STATUSES),
  /** When it happened in the browser (epoch ms). */
  at: z.int().check(z.minimum(0), z.maximum(8_640_000_000_000_000)),
  data: EventData,
});
export type AnalyticsCollectedEvent = z.infer<typeof AnalyticsCollectedEvent>;

/** POST bff/analytics/events. No session: a visitor's first page is counted before it has one. */
export const AnalyticsEventsBody = z.object({
  events: z.array(AnalyticsCollectedEvent).check(z.minLength(1), z.maxLength(ANALYTICS_MAX_EVENTS)),
});
export type AnalyticsEventsBody = z.infer<typeof AnalyticsEventsBody>;

/** How many of the batch were new: events already kept (sent before) are acknowledged but not counted twice. */
export const AnalyticsEventsRecorded = z.object({ recorded: z.int().check(z.nonnegative()) });
export type AnalyticsEventsRecorded = z.infer<typeof AnalyticsEventsRecorded>;

/** GET bff/ops/analytics/events?type=&limit=: the request's site's newest events, of one type when given. */
export const AnalyticsEventsQuery = z.object({
  type: z.optional(EventType),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(ANALYTICS_LIST_LIMIT)), 100),
});
export type AnalyticsEventsQuery = z.infer<typeof AnalyticsEventsQuery>;

export const KeptAnalyticsEvent = z.object({
  ...AnalyticsCollectedEvent.shape,
  /** When the shop's server took it (epoch ms). */
  receivedAt: z.int(),
});
export type KeptAnalyticsEvent = z.infer<typeof KeptAnalyticsEvent>;

/** In the order received, the oldest of them first. */
export const AnalyticsEventsList = z.object({ events: z.array(KeptAnalyticsEvent) });
export type AnalyticsEventsList = z.infer<typeof AnalyticsEventsList>;
