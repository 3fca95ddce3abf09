import { describe, expect, it } from 'vitest';
import { InPageMarketingMessaging, KEPT_MARKETING_EVENTS } from '../../src/adapters/browser';
import type { MarketingMessagingEvent } from '../../src/application/ports/marketing-messaging';

const added = (n: number): MarketingMessagingEvent => ({
  name: 'add-to-cart',
  sku: `SKU-${n}`,
  productName: `Part ${n}`,
  quantity: 1,
  price: 2.5,
  currency: 'AUD',
});

describe("the live shop's marketing messaging while no vendor is chosen", () => {
  it('is ready at once and keeps the cart events in the page, in order', async () => {
    const messaging = new InPageMarketingMessaging();
    expect(messaging.ready()).toBe(true);
    expect(await messaging.flush([added(1), added(2)])).toBe(true);
    expect(await messaging.flush([added(3)])).toBe(true);
    expect(messaging.events().map((event) => event.sku)).toEqual(['SKU-1', 'SKU-2', 'SKU-3']);
  });

  it('keeps only the newest events of a long visit', async () => {
    const messaging = new InPageMarketingMessaging();
    for (let n = 1; n <= KEPT_MARKETING_EVENTS + 5; n += 1) await messaging.flush([added(n)]);
    const kept = messaging.events();
    expect(kept).toHaveLength(KEPT_MARKETING_EVENTS);
    expect(kept[0]?.sku).toBe('SKU-6');
    expect(kept.at(-1)?.sku).toBe(`SKU-${KEPT_MARKETING_EVENTS + 5}`);
  });
});
