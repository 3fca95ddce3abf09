import { describe, it } from 'vitest';
import { COMPARE_LIMIT, compareDecider } from '../../src/domain/compare';
import { orderDecider } from '../../src/domain/orders';
import { given } from '../support/decider-spec';

/** The deciders' rules as examples: given these facts, when the shopper or the server says this, then these facts. */

const added = (sku: string) => ({ type: 'compare/productAdded', data: { sku } }) as const;

describe('compare (spec §5)', () => {
  it('a product already selected is taken off when toggled', () => {
    given(compareDecider, [added('AB1234'), added('CD5678')])
      .when({ type: 'toggleProduct', sku: 'AB1234' })
      .then([{ type: 'compare/productRemoved', data: { sku: 'AB1234' } }]);
  });

  it('a fifth product is refused while four are selected', () => {
    given(compareDecider, ['A1', 'B2', 'C3', 'D4'].map(added))
      .when({ type: 'toggleProduct', sku: 'E5' })
      .thenRefused({ type: 'compare/limitReached', limit: COMPARE_LIMIT });
  });

  it('an empty SKU is refused, and clearing an empty list records nothing', () => {
    given(compareDecider).when({ type: 'toggleProduct', sku: '' }).thenRefused({ type: 'compare/emptySku' });
    given(compareDecider).when({ type: 'clearList' }).then([]);
  });
});

describe('orders (spec §4 Order statuses)', () => {
  const placed = {
    type: 'orders/orderPlaced',
    data: { orderNumber: 'JA0001234', fulfilment: 'homeDelivery', origin: 'online', at: '2026-11-27T01:00:00Z', purchase: null },
  } as const;

  it('an order is placed once: a second place of the same tab is refused', () => {
    given(orderDecider)
      .when({ type: 'placeOrder', orderNumber: ' JA0001234 ', fulfilment: 'homeDelivery', origin: 'online', at: '2026-11-27T01:00:00Z' })
      .then([placed]);
    given(orderDecider, [placed])
      .when({ type: 'placeOrder', orderNumber: 'JA0009999', fulfilment: 'homeDelivery', origin: 'online', at: '2026-11-27T02:00:00Z' })
      .thenRefused({ type: 'orders/alreadyPlaced', orderNumber: 'JA0001234' });
  });

  it('a home delivery cannot be ready to collect', () => {
    given(orderDecider, [placed])
      .when({ type: 'changeStatus', to: 'readytocollect', at: '2026-11-27T03:00:00Z' })
      .thenRefused({ type: 'orders/transitionForbidden', from: 'order-placed', to: 'readytocollect', fulfilment: 'homeDelivery' });
  });

  it('a status the server shows is recorded as seen, even one that skipped steps; the same status again records nothing', () => {
    const seen = {
      type: 'observeOrder',
      orderNumber: 'JA0001234',
      fulfilment: 'homeDelivery',
      origin: 'online',
      status: 'delivered',
      at: '2026-11-28T09:00:00Z',
    } as const;
    given(orderDecider, [placed])
      .when(seen)
      .then([{ type: 'orders/statusChanged', data: { from: 'order-placed', to: 'delivered', at: '2026-11-28T09:00:00Z' } }]);
    given(orderDecider, [placed, { type: 'orders/statusChanged', data: { from: 'order-placed', to: 'delivered', at: '2026-11-28T09:00:00Z' } }])
      .when(seen)
      .then([]);
  });
});
