import { z } from 'zod/mini';
import { asTyped } from './as-typed';
import { CurrencyCode, Sku } from './common';

/**
 * Spec §9 Analytics: the cart events of the marketing-messaging service, kept by the shop's server
 * (POST bff/marketing/events) and listed to an operator (GET bff/ops/marketing/events).
 */
export const MARKETING_EVENT_NAMES = ['add-to-cart', 'remove-from-cart'] as const;
/** Events per POST: a page's unsent batch, never a backlog (the client keeps at most this many). */
export const MARKETING_MAX_EVENTS = 50;
/** A full batch of long product names is under 20 kB; a larger body is not the shop's client. */
export const MARKETING_BODY_LIMIT = 32 * 1024;
/** The most events one operator listing returns, the newest. */
export const MARKETING_LIST_LIMIT = 500;

/** The client's id of one event: the same on every try, so a batch sent twice (a beacon, then the next page) is kept once. */
const EventId = asTyped(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,80}$/, 'must be 8 to 80 letters, digits, dashes or underscores')), 'id');

export const MarketingEvent = z.object({
  id: EventId,
  name: z.enum(MARKETING_EVENT_NAMES),
  sku: Sku,
  productName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  /** How many were added or removed. */
  quantity: z.int().check(z.minimum(1), z.maximum(9_999)),
  /** The unit price as a decimal amount, as the analytics items carry it (at most 2 decimals). */
  price: z.number().check(
    z.nonnegative(),
    z.maximum(1_000_000),
    z.refine((price) => Math.abs(Math.round(price * 100) - price * 100) < 1e-6, 'must have at most 2 decimals'),
  ),
  currency: CurrencyCode,
  /** When it happened in the browser (epoch ms). */
  at: z.int().check(z.minimum(0), z.maximum(8_640_000_000_000_000)),
});
export type MarketingEvent = z.infer<typeof MarketingEvent>;

/**
 * POST bff/marketing/events. A beacon sent as the page is hidden cannot carry an Authorization header, so the
 * shopper's access token may travel in the body; a fetch may send it either way.
 */
export const MarketingEventsBody = z.object({
  accessToken: z.optional(asTyped(z.string().check(z.minLength(10), z.maxLength(200)), 'secret')),
  events: z.array(MarketingEvent).check(z.minLength(1), z.maxLength(MARKETING_MAX_EVENTS)),
});
export type MarketingEventsBody = z.infer<typeof MarketingEventsBody>;

/** How many of the batch were new: events already kept (sent before) are acknowledged but not counted twice. */
export const MarketingEventsRecorded = z.object({ recorded: z.int().check(z.nonnegative()) });
export type MarketingEventsRecorded = z.infer<typeof MarketingEventsRecorded>;

/** GET bff/ops/marketing/events: one customer's or one anonymous shopper's events. */
export const MarketingEventsQuery = z
  .object({
    customerId: z.optional(asTyped(z.string().check(z.minLength(1), z.maxLength(100)), 'id')),
    anonymousId: z.optional(asTyped(z.string().check(z.minLength(1), z.maxLength(100)), 'id')),
  })
  .check(
    z.refine((query) => (query.customerId === undefined) !== (query.anonymousId === undefined), {
      message: 'give either customerId or anonymousId',
      path: ['customerId'],
    }),
  );
export type MarketingEventsQuery = z.infer<typeof MarketingEventsQuery>;

export const KeptMarketingEvent = z.object({
  ...MarketingEvent.shape,
  site: z.string(),
  customerId: z.nullable(z.string()),
  anonymousId: z.string(),
  receivedAt: z.int(),
});
export type KeptMarketingEvent = z.infer<typeof KeptMarketingEvent>;

export const MarketingEventsList = z.object({ events: z.array(KeptMarketingEvent) });
export type MarketingEventsList = z.infer<typeof MarketingEventsList>;
