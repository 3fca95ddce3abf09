import { statusMessage } from '../../../kernel/http-status';

/** Spec §9 Retries: order lookup, up to 5 retries. */
export const ORDER_LOOKUP_RETRIES = 5;

/** Spec §8 Order lookup: the order is still being written ("Locked"); ask again. */
export const ORDER_LOCKED_STATUS = 423;
const ORDER_LOCKED_MESSAGE = 'Locked';

export interface OrderLookupResponse {
  readonly status: number;
  readonly body?: unknown;
}

export type OrderLookupError =
  /** Spec §8: a body statusCode of 403 stops the retries. */
  | { readonly type: 'orders/lookupRefused'; readonly status: number; readonly message: string }
  | { readonly type: 'orders/lookupFailed'; readonly status: number; readonly message: string }
  | { readonly type: 'orders/lookupRetriesExhausted'; readonly status: number; readonly message: string };

export type OrderLookupDecision =
  | { readonly type: 'done'; readonly orderNumber: string }
  | { readonly type: 'retry'; readonly nextAttempt: number }
  | { readonly type: 'stop'; readonly error: OrderLookupError };

/**
 * Spec §4 Order completion step 2. `attempt` counts the retries already made (0 for the first request),
 * so at most ORDER_LOOKUP_RETRIES further requests follow the first.
 */
export function orderLookupDecision(response: OrderLookupResponse, attempt: number): OrderLookupDecision {
  const body = asRecord(response.body);
  const message = errorMessage(response.status, body);
  if (body.statusCode === 403) return stop('orders/lookupRefused', response.status, message);
  const ok = response.status >= 200 && response.status < 300;
  if (ok && typeof body.orderNumber === 'string' && body.orderNumber !== '') {
    return { type: 'done', orderNumber: body.orderNumber };
  }
  if (response.status === ORDER_LOCKED_STATUS) {
    return attempt < ORDER_LOOKUP_RETRIES
      ? { type: 'retry', nextAttempt: attempt + 1 }
      : stop('orders/lookupRetriesExhausted', response.status, message);
  }
  return stop('orders/lookupFailed', response.status, message);
}

const stop = (type: OrderLookupError['type'], status: number, message: string): OrderLookupDecision => ({
  type: 'stop',
  error: { type, status, message },
});

const asRecord = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

/** Spec §7 General rules: the message is read from body.message; else the status's own message (§8, and "Locked" for 423). */
function errorMessage(status: number, body: Record<string, unknown>): string {
  if (typeof body.message === 'string' && body.message !== '') return body.message;
  return status === ORDER_LOCKED_STATUS ? ORDER_LOCKED_MESSAGE : statusMessage(status);
}
