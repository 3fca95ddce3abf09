import { describe, expect, it } from 'vitest';
import type { MarketingMessaging, MarketingMessagingEvent } from '../../src/application/ports/marketing-messaging';

/**
 * What every implementation of the MarketingMessaging port does alike: the adapter over the shop's server,
 * and the in-memory service the unit tests stand in for it. An implementation gives a fresh service of its
 * own shopper and a way to read back what the service kept.
 */
export interface MarketingMessagingUnderTest {
  readonly open: () => Promise<{ readonly messaging: MarketingMessaging; readonly kept: () => Promise<readonly MarketingMessagingEvent[]> }>;
  readonly currency: MarketingMessagingEvent['currency'];
}

let serial = 0;
const event = (name: MarketingMessagingEvent['name'], currency: MarketingMessagingEvent['currency'], sku = 'AB1234'): MarketingMessagingEvent => ({
  id: `conformance-${process.pid}-${++serial}`,
  name,
  sku,
  productName: 'Soldering iron',
  quantity: 2,
  price: 24.95,
  currency,
  at: 1_790_000_000_000 + serial,
});
/** What a kept event says, whatever else an implementation keeps with it. */
const said = (e: MarketingMessagingEvent) => ({
  id: e.id,
  name: e.name,
  sku: e.sku,
  productName: e.productName,
  quantity: e.quantity,
  price: e.price,
  currency: e.currency,
  at: e.at,
});

export function marketingMessagingConformance(name: string, subject: () => MarketingMessagingUnderTest): void {
  describe(`${name} behaves as the MarketingMessaging port says`, () => {
    it('takes a batch of add-to-cart and remove-from-cart, and keeps it in order', async () => {
      const { open, currency } = subject();
      const { messaging, kept } = await open();
      await expect.poll(() => messaging.ready()).toBe(true);
      const batch = [event('add-to-cart', currency), event('remove-from-cart', currency, 'CD5678')];
      expect(await messaging.flush(batch)).toBe(true);
      expect((await kept()).map(said)).toEqual(batch);
    });

    it('keeps an event handed over again (a retry after a lost answer) once', async () => {
      const { open, currency } = subject();
      const { messaging, kept } = await open();
      await expect.poll(() => messaging.ready()).toBe(true);
      const first = event('add-to-cart', currency);
      expect(await messaging.flush([first])).toBe(true);
      const second = event('add-to-cart', currency, 'CD5678');
      expect(await messaging.flush([first, second])).toBe(true);
      expect((await kept()).map(said)).toEqual([first, second]);
    });
  });
}
