import { FRAUD_TOKEN_FIELD } from './providers';
import { type Result, err, ok } from '../shared';

/** Spec §3 Checkout: what a payment session is requested with (and requested again after a decline). */
export interface PaymentSessionRequest {
  readonly deliveryCode?: string;
  readonly storeKey?: string;
  readonly storesPurchaseOrderNumber?: string;
}

/**
 * Spec §7 Checkout: POST /bff/checkout/payment takes deliveryCode or storeKey in the query, plus the fraud
 * token, and storesPurchaseOrderNumber in the body. A delivery code wins: a store key alone means collect.
 */
export function paymentSessionCall(request: PaymentSessionRequest, fraudToken: string) {
  const { deliveryCode, storeKey } = request;
  const where = deliveryCode !== undefined ? { deliveryCode } : storeKey !== undefined ? { storeKey } : {};
  return {
    query: { ...where, [FRAUD_TOKEN_FIELD]: fraudToken },
    body: { storesPurchaseOrderNumber: request.storesPurchaseOrderNumber },
  };
}

/** Spec §3 Checkout details: paymentSession is a JSON string that contains reference and id. */
export interface PaymentSession {
  readonly reference: string;
  readonly id: string;
}

export type PaymentSessionError = { readonly type: 'payments/paymentSessionUnreadable' };

export function parsePaymentSession(json: string): Result<PaymentSession, PaymentSessionError> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return err({ type: 'payments/paymentSessionUnreadable' });
  }
  if (typeof value !== 'object' || value === null) return err({ type: 'payments/paymentSessionUnreadable' });
  const { reference, id } = value as Record<string, unknown>;
  if (typeof reference !== 'string' || typeof id !== 'string') return err({ type: 'payments/paymentSessionUnreadable' });
  return ok({ reference, id });
}

/** Spec §3 Buy-now-pay-later order. */
export interface BnplOrder {
  readonly gatewayReference: string;
  readonly merchantReference: string;
  readonly transactionReference: string;
}

/** Spec §2 Returning to /checkout: the BNPL order is created only when all three references are present. */
export function bnplOrderFromReturn(query: Readonly<Record<string, string | null | undefined>>): BnplOrder | null {
  const { gatewayReference, merchantReference, transactionReference } = query;
  if (!gatewayReference || !merchantReference || !transactionReference) return null;
  return { gatewayReference, merchantReference, transactionReference };
}
