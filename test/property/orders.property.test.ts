import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type FULFILMENTS,
  ORDER_LOOKUP_RETRIES,
  ORDER_ORIGIN_TYPES,
  ORDER_STATUSES,
  type OrderEvent,
  type OrderLookupDecision,
  type OrderState,
  type OrderStatus,
  SUCCESS_RESULT_CODES,
  TRANSACTION_DECLINED,
  canTransition,
  confirmationPath,
  decide,
  evolve,
  initialOrder,
  isOrderOrigin,
  isOrderStatus,
  isSuccessfulResultCode,
  isTransactionDeclined,
  nextStatuses,
  orderCompletionOutcome,
  orderDecider,
  orderLookupDecision,
  orderLookupPath,
  orderReference,
  transition,
} from '../../src/domain/orders';
import { err, fold } from '../../src/domain/shared';
import { messageArb } from './arbitraries/payments';
import {
  fulfilmentArb,
  isoArb,
  lookupStatusArb,
  notDeclinedMessageArb,
  orderNumberArb,
  orderReferenceArb,
  orderStatusArb,
  originArb,
  observeOrderArb,
  orderCommandOf,
  orderStepsArb,
  toastIdArb,
} from './arbitraries/orders';

const run = (state: OrderState, command: Parameters<typeof decide>[1]): OrderState => {
  const result = decide(state, command);
  return result.ok ? result.value.reduce(evolve, state) : state;
};

/** Runs the lookup loop the way the adapter does: ask, decide, ask again while told to retry. */
function lookUp(responses: readonly { status: number; body?: unknown }[]): { decision: OrderLookupDecision; requests: number } {
  let attempt = 0;
  for (;;) {
    const response = responses[Math.min(attempt, responses.length - 1)]!;
    const decision = orderLookupDecision(response, attempt);
    if (decision.type !== 'retry') return { decision, requests: attempt + 1 };
    expect(decision.nextAttempt).toBe(attempt + 1);
    attempt = decision.nextAttempt;
  }
}

const locked = { status: 423, body: { message: 'Locked' } };

describe('orders', () => {
  describe('payment result and reference', () => {
    it('only Authorised and Received count as success', () => {
      expect(SUCCESS_RESULT_CODES).toEqual(['Authorised', 'Received']);
      fc.assert(
        fc.property(fc.oneof(fc.string(), fc.constantFrom('Authorised', 'Received', 'authorised', 'Refused', 'Pending')), (code) => {
          expect(isSuccessfulResultCode(code)).toBe(code === 'Authorised' || code === 'Received');
        }),
      );
      expect(isSuccessfulResultCode(undefined)).toBe(false);
    });

    it('an order reference is the provider reference up to its first colon', () => {
      fc.assert(
        fc.property(orderReferenceArb, fc.string(), (reference, rest) => {
          expect(orderReference(`${reference}:${rest}`)).toBe(reference);
          expect(orderReference(reference)).toBe(reference);
          expect(orderLookupPath(`${reference}:${rest}`)).toBe(`/bff/checkout/order/${reference}`);
        }),
      );
      expect(orderLookupPath('ABC:1', 'x y')).toBe('/bff/checkout/order/ABC?redirectResult=x%20y');
      expect(confirmationPath('10001234')).toBe('/checkout/10001234');
    });
  });

  describe('order lookup', () => {
    it('retries while locked, up to 5 retries, and finds the order if it appears in time', () => {
      fc.assert(
        fc.property(fc.nat({ max: 9 }), orderNumberArb, (lockedCount, orderNumber) => {
          const responses = [...Array(lockedCount).fill(locked), { status: 200, body: { orderNumber } }];
          const { decision, requests } = lookUp(responses);
          expect(requests).toBeLessThanOrEqual(ORDER_LOOKUP_RETRIES + 1);
          if (lockedCount <= ORDER_LOOKUP_RETRIES) {
            expect(decision).toEqual({ type: 'done', orderNumber });
            expect(requests).toBe(lockedCount + 1);
          } else {
            const error = { type: 'orders/lookupRetriesExhausted', status: 423, message: 'Locked' };
            expect(decision).toEqual({ type: 'stop', error });
            expect(requests).toBe(ORDER_LOOKUP_RETRIES + 1);
          }
        }),
      );
      expect(ORDER_LOOKUP_RETRIES).toBe(5);
    });

    it('a body statusCode of 403 stops at once, with the error, whatever the HTTP status or attempt', () => {
      const messageOrNot = fc.option(messageArb, { nil: undefined });
      fc.assert(
        fc.property(lookupStatusArb, fc.nat({ max: 5 }), messageOrNot, orderNumberArb, (status, attempt, message, n) => {
          const decision = orderLookupDecision({ status, body: { statusCode: 403, message, orderNumber: n } }, attempt);
          const error = { type: 'orders/lookupRefused', status, message: message ?? expect.any(String) };
          expect(decision).toEqual({ type: 'stop', error });
        }),
      );
    });

    it('any other failure stops without retrying and carries the server message or the status text', () => {
      fc.assert(
        fc.property(lookupStatusArb, fc.nat({ max: 5 }), fc.option(messageArb, { nil: undefined }), (status, attempt, message) => {
          fc.pre(status !== 423);
          const decision = orderLookupDecision({ status, body: message === undefined ? undefined : { message } }, attempt);
          expect(decision.type).toBe('stop');
          if (decision.type === 'stop') {
            expect(decision.error.type).toBe('orders/lookupFailed');
            if (message !== undefined) expect(decision.error.message).toBe(message);
          }
        }),
      );
      const failed = (status: number) => {
        const d = orderLookupDecision({ status }, 0);
        return d.type === 'stop' ? d.error.message : '';
      };
      expect([400, 401, 403, 404, 500, 502, 503, 418, 200].map(failed).join('|')).toBe(
        'Bad Request|Unauthorized|Forbidden|Not Found|Internal Server Error|Bad Gateway|Service Unavailable|Unknown Error|Unknown Error',
      );
      const error = { type: 'orders/lookupRetriesExhausted', status: 423, message: 'Locked' };
      expect(orderLookupDecision({ status: 423 }, ORDER_LOOKUP_RETRIES)).toEqual({ type: 'stop', error });
    });
  });

  describe('order completion', () => {
    it('a confirmed order clears the cart, refreshes the account and goes to /checkout/{orderNumber}', () => {
      fc.assert(
        fc.property(orderNumberArb, (orderNumber) => {
          expect(orderCompletionOutcome({ type: 'orderConfirmed', orderNumber })).toEqual({
            clearCart: true,
            refreshAccount: true,
            unfreezeCart: false,
            navigate: `/checkout/${orderNumber}`,
          });
        }),
      );
    });

    it('a failed order unfreezes the cart, shows the server message and goes back to /checkout', () => {
      fc.assert(
        fc.property(notDeclinedMessageArb, toastIdArb, (message, toastId) => {
          const outcome = orderCompletionOutcome({ type: 'orderFailed', message, toastId });
          const toast = { id: toastId, message };
          expect(outcome).toEqual({ clearCart: false, refreshAccount: false, unfreezeCart: true, toast, navigate: '/checkout' });
          expect(isTransactionDeclined(message)).toBe(false);
        }),
      );
    });

    it('"Transaction declined" shows the toast and asks for the payment step to be rebuilt, staying put with the cart frozen', () => {
      expect(TRANSACTION_DECLINED).toBe('Transaction declined');
      fc.assert(
        fc.property(toastIdArb, (toastId) => {
          expect(orderCompletionOutcome({ type: 'orderFailed', message: 'Transaction declined', toastId })).toEqual({
            toast: { id: toastId, message: 'Transaction declined' },
            rebuildPaymentStep: true,
            unfreezeCart: false,
            clearCart: false,
            refreshAccount: false,
          });
        }),
      );
      expect([TRANSACTION_DECLINED, undefined].map(isTransactionDeclined)).toEqual([true, false]);
    });
  });

  describe('order statuses', () => {
    it('are spelt as the spec spells them, with the three origin types', () => {
      const spelt = 'order-placed processing intransit outfordelivery delivered Returned Advised readytocollect cancelled';
      expect(ORDER_STATUSES.join(' ')).toBe(spelt);
      expect(ORDER_ORIGIN_TYPES).toEqual(['hybrisMigration', 'store', 'online']);
      expect(isOrderStatus('Returned') && !isOrderStatus('returned')).toBe(true);
      expect(isOrderOrigin('store') && !isOrderOrigin('web')).toBe(true);
    });

    const homePath: OrderStatus[] = ['order-placed', 'processing', 'intransit', 'outfordelivery', 'delivered'];
    const collectPath: OrderStatus[] = ['order-placed', 'processing', 'readytocollect', 'delivered'];

    it('follow the home-delivery and click-and-collect paths from order-placed to delivered', () => {
      const walk = (fulfilment: (typeof FULFILMENTS)[number], path: OrderStatus[]) =>
        path.slice(1).every((to, i) => canTransition(path[i]!, to, fulfilment));
      expect(walk('homeDelivery', [...homePath, 'Advised', 'Returned'])).toBe(true);
      expect(walk('clickAndCollect', [...collectPath, 'Advised', 'Returned'])).toBe(true);
      expect(walk('clickAndCollect', homePath)).toBe(false);
    });

    it('a random walk never leaves its fulfilment path, cancels only before dispatch, and returns only after delivery', () => {
      fc.assert(
        fc.property(fulfilmentArb, fc.array(fc.nat(), { maxLength: 12 }), (fulfilment, picks) => {
          const visited: OrderStatus[] = ['order-placed'];
          for (const pick of picks) {
            const options = nextStatuses(visited.at(-1)!, fulfilment);
            if (options.length === 0) break;
            visited.push(options[pick % options.length]!);
          }
          // Up to delivery, the walk is a prefix of its fulfilment's path: no step skipped, none from the other path.
          const path = fulfilment === 'homeDelivery' ? homePath : collectPath;
          const forward = visited.filter((status) => !['cancelled', 'Advised', 'Returned'].includes(status));
          expect(forward).toEqual(path.slice(0, forward.length));
          const cancelled = visited.indexOf('cancelled');
          if (cancelled > 0) expect(['order-placed', 'processing']).toContain(visited[cancelled - 1]);
          const advised = visited.indexOf('Advised');
          if (advised > 0) expect(visited[advised - 1]).toBe('delivered');
          const returned = visited.indexOf('Returned');
          if (returned > 0) expect(visited[returned - 1]).toBe('Advised');
          expect(new Set(visited).size).toBe(visited.length);
        }),
      );
    });

    it('terminal statuses have no next status; cancelling is refused once dispatched', () => {
      fc.assert(
        fc.property(orderStatusArb, orderStatusArb, fulfilmentArb, (from, to, fulfilment) => {
          // Nothing follows a cancelled order or a received return; an order is cancelled only before dispatch.
          if (from === 'cancelled' || from === 'Returned') expect(nextStatuses(from, fulfilment)).toEqual([]);
          expect(canTransition(from, 'cancelled', fulfilment)).toBe(from === 'order-placed' || from === 'processing');
          const forbidden = { type: 'orders/transitionForbidden', from, to, fulfilment };
          expect(transition(from, to, fulfilment)).toEqual(canTransition(from, to, fulfilment) ? { ok: true, value: to } : err(forbidden));
        }),
      );
    });
  });

  describe('order decider', () => {
    it('accepts exactly the allowed transitions, refusing the rest with a typed error and an unchanged order', () => {
      fc.assert(
        fc.property(orderStepsArb, (steps) => {
          let state = initialOrder();
          for (const step of steps) {
            const command = orderCommandOf(state, step);
            const result = decide(state, command);
            if (command.type === 'changeStatus' && state.order && command.to !== state.order.status) {
              const { status, fulfilment } = state.order;
              expect(result).toEqual(
                canTransition(status, command.to, fulfilment)
                  ? { ok: true, value: [{ type: 'orders/statusChanged', data: { from: status, to: command.to, at: command.at } }] }
                  : { ok: false, error: { type: 'orders/transitionForbidden', from: status, to: command.to, fulfilment } },
              );
            }
            state = result.ok ? result.value.reduce(evolve, state) : state;
          }
        }),
      );
    });

    it('an order is placed once, with a number, before any status change', () => {
      fc.assert(
        fc.property(orderNumberArb, fulfilmentArb, originArb, isoArb, orderStatusArb, (orderNumber, fulfilment, origin, at, to) => {
          const place = { type: 'placeOrder', orderNumber, fulfilment, origin, at } as const;
          expect(decide(initialOrder(), { type: 'changeStatus', to, at })).toEqual(err({ type: 'orders/notPlaced' }));
          expect(decide(initialOrder(), { ...place, orderNumber: ' ' })).toEqual(err({ type: 'orders/emptyOrderNumber' }));
          const placed = run(initialOrder(), place);
          expect(placed.order).toEqual({ orderNumber, fulfilment, origin, status: 'order-placed', updatedAt: at });
          expect(decide(placed, place)).toEqual(err({ type: 'orders/alreadyPlaced', orderNumber }));
          expect(decide(placed, { type: 'changeStatus', to: 'order-placed', at })).toEqual({ ok: true, value: [] });
        }),
      );
    });

    it('an unknown command or event is a programming error, refused loudly', () => {
      expect(() => decide(initialOrder(), { type: 'shipOrder' } as never)).toThrow('Unhandled case');
      expect(() => evolve(initialOrder(), { type: 'orders/orderShipped' } as never)).toThrow('Unhandled case');
      const stray = { type: 'orders/statusChanged', data: { from: 'order-placed', to: 'processing', at: '' } } as const;
      expect(evolve(initialOrder(), stray)).toEqual(initialOrder());
    });

    it('an order the server shows is opened once, then records a status change only when the status differs', () => {
      fc.assert(
        fc.property(fc.array(observeOrderArb, { minLength: 1, maxLength: 20 }), (observations) => {
          let state = initialOrder();
          for (const command of observations) {
            if (command.type !== 'observeOrder') continue;
            const before = state.order;
            const result = decide(state, command);
            if (!result.ok) throw new Error('an observation is never refused');
            if (before?.orderNumber !== command.orderNumber) {
              expect(result.value.map((e) => e.type)).toEqual(['orders/orderOpened']);
            } else if (before.status === command.status) {
              expect(result.value).toEqual([]);
            } else {
              expect(result.value).toEqual([{ type: 'orders/statusChanged', data: { from: before.status, to: command.status, at: command.at } }]);
            }
            state = result.value.reduce(evolve, state);
            expect(state.order).toMatchObject({ orderNumber: command.orderNumber, status: command.status });
          }
        }),
      );
    });

    it('folding its events rebuilds the same state', () => {
      fc.assert(
        fc.property(orderStepsArb, (steps) => {
          const events: OrderEvent[] = [];
          let state = initialOrder();
          for (const step of steps) {
            const result = decide(state, orderCommandOf(state, step));
            if (!result.ok) continue;
            events.push(...result.value);
            state = result.value.reduce(evolve, state);
          }
          expect(fold(orderDecider, events)).toEqual(state);
        }),
      );
    });
  });
});
