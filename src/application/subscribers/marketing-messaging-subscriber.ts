import type { MarketingMessagingEventName } from '../../domain/analytics';
import { toAmount } from '../../domain/money';
import type { Clock } from '../ports/clock';
import type { EventBus } from '../ports/event-bus';
import type { Ids } from '../ports/ids';
import type { MarketingMessaging, MarketingMessagingEvent } from '../ports/marketing-messaging';
import type { Timer } from '../ports/timer';
import type { LineChange } from './cart-changes';
import { cartChangesOf } from './cart-changes';

/** Spec §9 Retries: the marketing-messaging data flush, up to 5 attempts 1 s apart. */
export const MESSAGING_FLUSH_ATTEMPTS = 5;
export const MESSAGING_FLUSH_INTERVAL_MS = 1_000;
/** Spec §9 Retries: the banner/messaging service's readiness is polled every 250 ms. */
export const MESSAGING_READY_POLL_MS = 250;
/**
 * The spec sets no end to the polling; a service an ad blocker stopped would be polled forever, so we stop
 * after 10 s and keep the events for the next cart change to try again.
 */
export const MESSAGING_READY_MAX_POLLS = 40;

export interface MarketingMessagingSubscriberDeps {
  readonly bus: EventBus;
  readonly messaging: MarketingMessaging;
  readonly timer: Timer;
  readonly clock: Clock;
  readonly ids: Ids;
}

const messagingEvent = (
  name: MarketingMessagingEventName,
  change: LineChange,
  currency: MarketingMessagingEvent['currency'],
  stamp: Pick<MarketingMessagingEvent, 'id' | 'at'>,
): MarketingMessagingEvent => ({
  ...stamp,
  name,
  sku: change.line.variant.sku,
  productName: change.line.name,
  quantity: change.quantity,
  price: toAmount(change.unitCents),
  currency,
});

export interface MarketingMessagingSubscriber {
  readonly stop: () => void;
  /** Settles when the events waiting now have been handed over or given up on (tests, page unload). */
  readonly idle: () => Promise<void>;
}

/** Spec §9 Analytics: the messaging service receives add-to-cart and remove-from-cart from the cart's changes. */
export function startMarketingMessagingSubscriber({
  bus,
  messaging,
  timer,
  clock,
  ids,
}: MarketingMessagingSubscriberDeps): MarketingMessagingSubscriber {
  const delay = (ms: number) => new Promise<void>((resume) => timer.after(ms, resume));
  let pending: MarketingMessagingEvent[] = [];
  let running: Promise<void> | null = null;

  const waitUntilReady = async (): Promise<boolean> => {
    for (let poll = 0; !messaging.ready(); poll += 1) {
      if (poll >= MESSAGING_READY_MAX_POLLS) return false;
      await delay(MESSAGING_READY_POLL_MS);
    }
    return true;
  };

  const tryFlush = async (batch: readonly MarketingMessagingEvent[]): Promise<boolean> => {
    for (let attempt = 1; attempt <= MESSAGING_FLUSH_ATTEMPTS; attempt += 1) {
      if (await messaging.flush(batch).catch(() => false)) return true;
      if (attempt < MESSAGING_FLUSH_ATTEMPTS) await delay(MESSAGING_FLUSH_INTERVAL_MS);
    }
    return false;
  };

  /** 'notReady' leaves the events waiting for the next cart change, rather than polling without end. */
  const drain = async (): Promise<'drained' | 'notReady'> => {
    while (pending.length > 0) {
      if (!(await waitUntilReady())) return 'notReady';
      const batch = pending;
      pending = [];
      // After five refusals the batch is dropped: marketing data must not pile up behind a broken service.
      await tryFlush(batch);
    }
    return 'drained';
  };

  const start = (): Promise<void> => {
    running ??= drain().then((outcome) => {
      running = null;
      // An event that arrived as the last batch went out would otherwise wait for the next change.
      if (outcome === 'drained' && pending.length > 0) return start();
      return undefined;
    });
    return running;
  };

  const stop = bus.subscribe((event) => {
    const changes = cartChangesOf(event);
    if (!changes) return;
    const stamp = () => ({ id: ids.next('mm'), at: clock.now() });
    const added = changes.added.map((change) => messagingEvent('add-to-cart', change, changes.currency, stamp()));
    const removed = changes.removed.map((change) => messagingEvent('remove-from-cart', change, changes.currency, stamp()));
    if (added.length + removed.length === 0) return;
    pending.push(...added, ...removed);
    void start();
  });

  return { stop, idle: () => running ?? Promise.resolve() };
}
