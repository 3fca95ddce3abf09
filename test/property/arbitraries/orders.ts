import fc from 'fast-check';
import { FULFILMENTS, ORDER_ORIGIN_TYPES, ORDER_STATUSES, type OrderCommand, type OrderState, nextStatuses } from '../../../src/domain/orders';
import { CHECKOUT_TOAST_IDS } from '../../../src/domain/payments';
import { messageArb } from './payments';

export const orderNumberArb = fc.stringMatching(/^[0-9]{8,10}$/);
export const orderStatusArb = fc.constantFrom(...ORDER_STATUSES);
export const fulfilmentArb = fc.constantFrom(...FULFILMENTS);
export const originArb = fc.constantFrom(...ORDER_ORIGIN_TYPES);
export const isoArb = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }).map((ms) => new Date(ms).toISOString());

/** A provider reference: the order reference, optionally followed by ':' and anything (colons included). */
export const orderReferenceArb = fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/);

export const orderCommandArb: fc.Arbitrary<OrderCommand> = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('placeOrder' as const),
      orderNumber: fc.oneof(orderNumberArb, fc.constant('')),
      fulfilment: fulfilmentArb,
      origin: originArb,
      at: isoArb,
    }),
  },
  { weight: 6, arbitrary: fc.record({ type: fc.constant('changeStatus' as const), to: orderStatusArb, at: isoArb }) },
);

/** The server showing one of two orders as it stands, so observations repeat, change status and switch orders. */
export const observeOrderArb: fc.Arbitrary<OrderCommand> = fc.record({
  type: fc.constant('observeOrder' as const),
  orderNumber: fc.constantFrom('10000001', '10000002'),
  fulfilment: fulfilmentArb,
  origin: originArb,
  status: orderStatusArb,
  at: isoArb,
});

/** An HTTP status an order lookup can answer with, weighted towards the interesting ones. */
export const lookupStatusArb = fc.oneof(fc.constantFrom(200, 201, 400, 401, 403, 404, 423, 500, 502, 503), fc.integer({ min: 100, max: 599 }));

/** Failure messages other than "Transaction declined", near misses included: only the exact message rebuilds. */
export const notDeclinedMessageArb = fc
  .oneof(messageArb, fc.constantFrom('transaction declined', 'Transaction declined.', ' Transaction declined', 'Declined'))
  .filter((message) => message !== 'Transaction declined');

/** Any §8 checkout toast a failing payment path may raise. */
export const toastIdArb = fc.constantFrom(...Object.values(CHECKOUT_TOAST_IDS));

/** Random commands mixed with numbers; a number picks one of the allowed next statuses, so walks reach deep states. */
export const orderStepsArb = fc.array(fc.oneof(orderCommandArb, fc.nat()), { maxLength: 30 });

export function orderCommandOf(state: OrderState, step: OrderCommand | number): OrderCommand {
  if (typeof step !== 'number') return step;
  if (!state.order) {
    return { type: 'placeOrder', orderNumber: String(10_000_000 + step), fulfilment: 'homeDelivery', origin: 'online', at: '' };
  }
  const options = nextStatuses(state.order.status, state.order.fulfilment);
  return { type: 'changeStatus', to: options[step % Math.max(options.length, 1)] ?? 'processing', at: String(step) };
}
