import { type AnalyticsEvent, carriesEcommerce } from './analytics-event';

export type DataLayerPush = Readonly<Record<string, unknown>>;

/**
 * The GA4 reset pushed before every ecommerce event, named as spec §9 lists it (clear_ecommerce) so a tag
 * manager trigger can see it; `ecommerce: null` is what empties GA4's merged ecommerce object.
 */
export const CLEAR_ECOMMERCE_PUSH: DataLayerPush = { event: 'clear_ecommerce', ecommerce: null };

// `event` and `ecommerce` are owned by the shaping below; a param of the same name must not override them.
const RESERVED_KEYS: readonly string[] = ['event', 'ecommerce'];

/**
 * The dataLayer pushes for one analytics event. GA4 merges successive `ecommerce` objects in the dataLayer,
 * so an ecommerce event is preceded by `{ event: 'clear_ecommerce', ecommerce: null }`, or the previous event's items would leak into it.
 */
export function dataLayerPushes(event: AnalyticsEvent): DataLayerPush[] {
  const params = Object.fromEntries(Object.entries(event.params ?? {}).filter(([key]) => !RESERVED_KEYS.includes(key)));
  if (!carriesEcommerce(event)) return [{ ...params, event: event.name }];
  return [CLEAR_ECOMMERCE_PUSH, { ...params, event: event.name, ecommerce: event.ecommerce }];
}

/** The pushes for a flushed batch, in the batch's order. */
export const dataLayerBatch = (events: readonly AnalyticsEvent[]): DataLayerPush[] => events.flatMap(dataLayerPushes);
