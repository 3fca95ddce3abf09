/** Spec §2 Returning to /checkout from a payment provider: the query parameters read. */
export const CHECKOUT_RETURN_PARAMS = [
  'sessionId',
  'transactionReference',
  'reference',
  'redirectResult',
  'gatewayReference',
  'merchantReference',
] as const;

export type CheckoutReturnQuery = Partial<Record<(typeof CHECKOUT_RETURN_PARAMS)[number], string>>;

/** Reads the return parameters from anything shaped like URLSearchParams; an empty value counts as absent. */
export function readCheckoutReturnQuery(params: { get(name: string): string | null }): CheckoutReturnQuery {
  const query: CheckoutReturnQuery = {};
  for (const name of CHECKOUT_RETURN_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) query[name] = value;
  }
  return query;
}

/** Spec §3 Buy-now-pay-later order: what POST /bff/checkout/{bnpl-provider}/order is created from. */
export interface BnplOrder {
  readonly gatewayReference: string;
  readonly merchantReference: string;
  readonly transactionReference: string;
}

export type ProviderReturnAction =
  | ({ readonly kind: 'createBnplOrder' } & BnplOrder)
  | { readonly kind: 'resumeDropIn'; readonly step: 3; readonly sessionId?: string; readonly redirectResult?: string }
  | { readonly kind: 'none' };

/**
 * Spec §2: all three buy-now-pay-later references create that provider's order; otherwise a drop-in
 * session or transaction reference resumes the card drop-in at the payment step, if drop-in mode applies.
 */
export function providerReturnAction(query: CheckoutReturnQuery, dropInApplies: boolean): ProviderReturnAction {
  const { gatewayReference, merchantReference, transactionReference, sessionId, redirectResult } = query;
  if (gatewayReference && merchantReference && transactionReference) {
    return { kind: 'createBnplOrder', gatewayReference, merchantReference, transactionReference };
  }
  if ((sessionId || transactionReference) && dropInApplies) {
    return { kind: 'resumeDropIn', step: 3, ...(sessionId && { sessionId }), ...(redirectResult && { redirectResult }) };
  }
  return { kind: 'none' };
}
