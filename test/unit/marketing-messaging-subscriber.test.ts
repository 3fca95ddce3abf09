import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGING_READY_MAX_POLLS } from '../../src/application/subscribers';
import type { Timer } from '../../src/application/ports/timer';
import { TOKENS } from '../../src/application/tokens';
import { resolve } from '../../src/composition/container';
import { createTestContainer } from '../support/test-container';
import type { Cart } from '../../src/domain/cart';
import { shopperEdits } from '../support/cart-facts';

/** The Timer port over the runtime's timers, which vitest's fake timers then move. */
const runtimeTimer: Timer = {
  after(ms, fn) {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
  whenIdle(fn) {
    const id = setTimeout(fn, 0);
    return () => clearTimeout(id);
  },
};

const cartWith = (quantities: Record<string, number>): Cart => {
  const lineItems = Object.entries(quantities).map(([sku, quantity]) => ({
    id: sku,
    variant: { sku },
    name: `Name ${sku}`,
    productId: sku,
    quantity,
    totalQuantity: quantity,
    price: { value: { centAmount: 1250 * quantity, currencyCode: 'NZD' as const } },
  }));
  return { lineItems, totalPrice: { centAmount: 0, currencyCode: 'NZD' }, isDiscountCode: false };
};

const NOW = Date.UTC(2026, 0, 1);

function setup() {
  const { container, fakes } = createTestContainer({ timer: runtimeTimer, now: NOW });
  const recorder = resolve(container, TOKENS.Recorder);
  recorder.record([{ type: 'cart/loaded', data: { cart: cartWith({ AB1234: 1 }) } }]);
  const view = resolve(container, TOKENS.CartView);
  /** The shopper edits the cart to hold these quantities. */
  const edit = (quantities: Record<string, number>) => recorder.record(shopperEdits(view.getSnapshot().cart, cartWith(quantities)));
  return { recorder, edit, messaging: fakes.marketingMessaging, subscriber: resolve(container, TOKENS.MarketingMessagingSubscriber) };
}

describe('the marketing-messaging subscriber', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands add-to-cart and remove-from-cart over once the service is ready, polling every 250 ms', async () => {
    const { edit, messaging } = setup();
    messaging.setReady(false);
    edit({ AB1234: 3, CD5678: 1 });
    edit({ CD5678: 1 });

    await vi.advanceTimersByTimeAsync(1_000);
    expect(messaging.attempts).toBe(0);
    messaging.setReady(true);
    await vi.advanceTimersByTimeAsync(249);
    expect(messaging.attempts).toBe(0);
    await vi.advanceTimersByTimeAsync(1);

    // Each event has its own id, kept on every try, and the time it happened.
    expect(new Set(messaging.received.map((event) => event.id)).size).toBe(3);
    expect(messaging.received.every((event) => event.at === NOW)).toBe(true);
    expect(messaging.received.map(({ id: _id, at: _at, ...event }) => event)).toEqual([
      { name: 'add-to-cart', sku: 'AB1234', productName: 'Name AB1234', quantity: 2, price: 12.5, currency: 'NZD' },
      { name: 'add-to-cart', sku: 'CD5678', productName: 'Name CD5678', quantity: 1, price: 12.5, currency: 'NZD' },
      { name: 'remove-from-cart', sku: 'AB1234', productName: 'Name AB1234', quantity: 3, price: 12.5, currency: 'NZD' },
    ]);
  });

  it('tries a refused flush up to 5 times, 1 s apart, then gives the batch up', async () => {
    const { edit, messaging, subscriber } = setup();
    messaging.refuseNext(4);
    edit({ AB1234: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(messaging.attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(messaging.attempts).toBe(3);
    await vi.advanceTimersByTimeAsync(1_001);
    expect(messaging.attempts).toBe(5);
    expect(messaging.received.map((e) => e.name)).toEqual(['add-to-cart']);

    messaging.refuseNext(9);
    edit({ AB1234: 1 });
    await vi.advanceTimersByTimeAsync(10_000);
    await subscriber.idle();
    expect(messaging.attempts).toBe(10);
    expect(messaging.received.map((e) => e.name)).toEqual(['add-to-cart']);
  });

  it('stops polling a service that never loads and tries again on the next cart change', async () => {
    const { edit, messaging } = setup();
    messaging.setReady(false);
    edit({ AB1234: 2 });
    await vi.advanceTimersByTimeAsync(MESSAGING_READY_MAX_POLLS * 250 + 1_000);
    expect(vi.getTimerCount()).toBe(0);
    messaging.setReady(true);
    edit({ AB1234: 3 });
    await vi.advanceTimersByTimeAsync(0);
    expect(messaging.received.map((e) => [e.name, e.quantity])).toEqual([
      ['add-to-cart', 1],
      ['add-to-cart', 1],
    ]);
  });
});
