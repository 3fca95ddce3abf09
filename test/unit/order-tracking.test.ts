import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/application/ports/bff';
import { TOKENS } from '../../src/application/tokens';
import { orderTracking } from '../../src/application/use-cases/order-tracking';
import { resolve } from '../../src/composition/container';
import { createTestContainer } from '../support/test-container';

const order = (status: string, at: string, orderNumber = 'JAU1000001'): Order =>
  ({
    orderNumber,
    status,
    createdAt: '2026-11-20T01:00:00.000Z',
    origin: 'online',
    deliveryType: 'homeDelivery',
    statusHistory: [{ status, at }],
  }) as unknown as Order;

describe("an order's status as the shopper sees it", () => {
  it('records the order opened, then a status change each time the server shows a new one, and nothing for the same one', () => {
    const { container } = createTestContainer();
    const log = resolve(container, TOKENS.EventLog);
    const view = resolve(container, TOKENS.OrderView);
    const tracking = orderTracking({ view, recorder: resolve(container, TOKENS.Recorder) });

    tracking.follow(order('order-placed', '2026-11-20T01:00:00.000Z'));
    tracking.follow(order('order-placed', '2026-11-20T01:00:00.000Z'));
    tracking.follow(order('intransit', '2026-11-22T03:00:00.000Z'));
    tracking.follow(order('not-a-status', '2026-11-23T03:00:00.000Z'));

    const facts = log
      .all()
      .map(({ event }) => event)
      .filter((event) => event.type.startsWith('orders/'));
    expect(facts).toEqual([
      {
        type: 'orders/orderOpened',
        data: { orderNumber: 'JAU1000001', fulfilment: 'homeDelivery', origin: 'online', status: 'order-placed', at: '2026-11-20T01:00:00.000Z' },
      },
      { type: 'orders/statusChanged', data: { from: 'order-placed', to: 'intransit', at: '2026-11-22T03:00:00.000Z' } },
    ]);
    expect(view.getSnapshot().order).toMatchObject({ orderNumber: 'JAU1000001', status: 'intransit' });
  });
});
