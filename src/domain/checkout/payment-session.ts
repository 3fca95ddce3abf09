import { FRAUD_TOKEN_FIELD } from '../payments';
import { type Result, err, ok } from '../shared';
import type { ShippingMethodCode } from '../site';
import { type DeliveryType, usesShippingMethod } from './delivery-type';

/** Spec §3 Checkout details / §7 POST /bff/checkout/payment: paymentSession is a JSON string with reference and id. */
export interface PaymentSession {
  readonly reference: string;
  readonly id: string;
}

export type PaymentSessionError = { readonly type: 'checkout/malformedPaymentSession'; readonly raw: string };

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export function parsePaymentSession(raw: string): Result<PaymentSession, PaymentSessionError> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return err({ type: 'checkout/malformedPaymentSession', raw });
  }
  if (typeof parsed !== 'object' || parsed === null) return err({ type: 'checkout/malformedPaymentSession', raw });
  const { reference, id } = parsed as { reference?: unknown; id?: unknown };
  if (!nonEmptyString(reference) || !nonEmptyString(id)) return err({ type: 'checkout/malformedPaymentSession', raw });
  return ok({ reference, id });
}

/**
 * Spec §3 Checkout / §7 POST /bff/checkout/payment: what a payment session is asked with (and asked with
 * again after a decline): a shipping method's code for delivery, or a store for click-and-collect.
 */
export type PaymentSessionRequest =
  | { readonly deliveryCode: ShippingMethodCode; readonly storesPurchaseOrderNumber: string }
  | { readonly storeKey: string; readonly storesPurchaseOrderNumber: string };

export interface PaymentSessionCall {
  readonly query: ({ readonly deliveryCode: ShippingMethodCode } | { readonly storeKey: string }) &
    Readonly<Record<typeof FRAUD_TOKEN_FIELD, string>>;
  readonly body: { readonly storesPurchaseOrderNumber: string };
}

/**
 * Spec §7 POST /bff/checkout/payment: deliveryCode or storeKey in the query, plus the fraud-provider token,
 * and storesPurchaseOrderNumber in the body.
 */
export function paymentSessionCall(request: PaymentSessionRequest, fraudToken: string): PaymentSessionCall {
  const where = 'deliveryCode' in request ? { deliveryCode: request.deliveryCode } : { storeKey: request.storeKey };
  return {
    query: { ...where, [FRAUD_TOKEN_FIELD]: fraudToken },
    body: { storesPurchaseOrderNumber: request.storesPurchaseOrderNumber },
  };
}

export interface DeliverySelection {
  readonly deliveryType: DeliveryType | null;
  readonly deliveryCode: ShippingMethodCode | null;
  readonly storeKey: string | null;
  readonly storesPurchaseOrderNumber: string;
}

export type DeliverySelectionError =
  | { readonly type: 'checkout/deliveryTypeMissing' }
  | { readonly type: 'checkout/deliveryCodeMissing' }
  | { readonly type: 'checkout/storeKeyMissing' };

/** A payment session can be asked for only once delivery is complete: a shipping method, or a store for click-and-collect. */
export function paymentSessionRequest(selection: DeliverySelection): Result<PaymentSessionRequest, DeliverySelectionError> {
  const { deliveryType, deliveryCode, storeKey, storesPurchaseOrderNumber } = selection;
  if (deliveryType === null) return err({ type: 'checkout/deliveryTypeMissing' });
  if (usesShippingMethod(deliveryType)) {
    return deliveryCode === null ? err({ type: 'checkout/deliveryCodeMissing' }) : ok({ deliveryCode, storesPurchaseOrderNumber });
  }
  return storeKey === null ? err({ type: 'checkout/storeKeyMissing' }) : ok({ storeKey, storesPurchaseOrderNumber });
}
