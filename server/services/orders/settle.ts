import type { Db } from '../../db/unit-of-work';
import { type PaymentAttemptRow, markRefunded, orderOfPayment, paymentAttempt, refundStateOf, refuseAttempt } from './repository';
import { forbidden, invalid, isRefusal, locked, notFound, providerFailed } from '../refusal';
import type { Identity } from '../auth/identity';
import type { CheckoutDeps } from '../checkout/details';
import { placeOrder } from './place';
import { type PaidThrough, refundRefused, refusalOf } from './refund';
import type { PaymentState } from '../payments/gateways';

export const LOCKED_MESSAGE = 'Locked';
export const DECLINED_MESSAGE = 'Transaction declined';
export const BNPL_DECLINED_MESSAGE = 'Your Latitude application was declined';
export const CANCELLED_MESSAGE = 'Payment cancelled';
export const NOT_PAID_MESSAGE = 'No payment was made for this order';
export const AMOUNT_MISMATCH_MESSAGE = 'The amount paid does not match the order';
export const REFUNDED_MESSAGE = 'This payment was refunded; please pay again';
export const NOT_YOURS_MESSAGE = 'This payment belongs to another shopper';

/** Whose attempt: the owner that made it, the same anonymous session, or the same signed-in customer. */
const isTheirs = (attempt: PaymentAttemptRow, identity: Identity) =>
  attempt.owner === identity.owner ||
  attempt.anonymous_id === identity.anonymousId ||
  (identity.customerId !== null && attempt.customer_id === identity.customerId);

/** The attempt behind a reference, if it is the caller's (spec §4 order completion: another's is forbidden, which stops the retries). */
export async function attemptOf(db: Db, identity: Identity, reference: string): Promise<PaymentAttemptRow> {
  const attempt = await paymentAttempt(db, reference);
  if (!attempt) throw notFound(`Payment ${reference} not found`);
  if (!isTheirs(attempt, identity)) throw forbidden(NOT_YOURS_MESSAGE);
  return attempt;
}

export type Source =
  | { readonly kind: 'card'; readonly redirectResult?: string }
  | { readonly kind: 'bnpl'; readonly gatewayReference: string; readonly transactionReference: string };

/** The payment's state and the provider that answered it (a refund goes back through the same one). */
async function stateOf(deps: CheckoutDeps, attempt: PaymentAttemptRow, source: Source): Promise<PaymentState & { readonly through: PaidThrough }> {
  try {
    if (source.kind === 'bnpl') {
      const state = await deps.gateways.bnpl.purchaseState({
        gatewayReference: source.gatewayReference,
        merchantReference: attempt.reference,
        transactionReference: source.transactionReference,
      });
      return { ...state, through: 'bnpl' };
    }
    const card = await deps.gateways.card.paymentState({ reference: attempt.reference, redirectResult: source.redirectResult });
    // The AU pay form (and quick pay) pays under the same merchant reference.
    if (card.state === 'none' && attempt.currency === 'AUD')
      return { ...(await deps.gateways.payForm.paymentState({ reference: attempt.reference })), through: 'payForm' };
    return { ...card, through: 'card' };
  } catch {
    throw providerFailed('The payment provider is unavailable, please try again');
  }
}

/**
 * Spec §7 Orders, §4 order completion: the order of a payment reference. An order already placed answers
 * at once; otherwise the provider is asked: still settling is locked (the client retries), refused is
 * "Transaction declined" (the client rebuilds the payment step), authorised for the attempt's amount places
 * the order, once however often this is called; when the shop refuses that order, the payment is refunded once
 * and every lookup answers the refusal, saying so.
 */
export async function settle(deps: CheckoutDeps, identity: Identity, reference: string, source: Source): Promise<{ orderNumber: string }> {
  const attempt = await attemptOf(deps.db, identity, reference);
  const placed = await orderOfPayment(deps.db, reference);
  if (placed) return { orderNumber: placed.order_number };
  // A payment refunded because its order was refused answers that refusal again, without asking the provider.
  const refunded = refusalOf(attempt, deps.now());
  if (refunded) throw refunded;
  const state = await stateOf(deps, attempt, source);
  const declined = source.kind === 'bnpl' ? BNPL_DECLINED_MESSAGE : undefined;
  switch (state.state) {
    case 'none':
      throw invalid(declined ?? NOT_PAID_MESSAGE);
    case 'pending':
      throw locked(LOCKED_MESSAGE);
    case 'refused':
    case 'cancelled':
      await refuseAttempt(deps.db, reference);
      throw invalid(declined ?? (state.state === 'refused' ? DECLINED_MESSAGE : CANCELLED_MESSAGE));
    case 'refunded': {
      // Refunded at the provider: no order can be placed for it. A refusal of ours on record (another lookup
      // refunded it since this one read the attempt, or the server stopped after the provider refunded, before
      // saying so) is finished and answered; otherwise a plain refusal. Read again: the attempt above may be older.
      const recorded = await refundStateOf(deps.db, reference);
      if (recorded.refusal !== null) await markRefunded(deps.db, reference);
      await refuseAttempt(deps.db, reference);
      if (recorded.refusal !== null) throw refusalOf({ ...recorded, refund_state: 'refunded' }, deps.now()) ?? invalid(REFUNDED_MESSAGE);
      throw invalid(REFUNDED_MESSAGE);
    }
    case 'authorised': {
      if (state.amount !== attempt.amount_cents || state.currency !== attempt.currency) throw invalid(AMOUNT_MISMATCH_MESSAGE);
      const payment = {
        method: state.method,
        ...(state.cardBrand ? { cardBrand: state.cardBrand } : {}),
        ...(state.cardLast4 ? { cardLast4: state.cardLast4 } : {}),
        pspReference: state.pspReference,
        ...(state.fraudToken ? { fraudToken: state.fraudToken } : {}),
      };
      try {
        return { orderNumber: await placeOrder(deps.db, reference, payment, deps.now()) };
      } catch (error) {
        // The shop refuses the order (already ordered, checkout gone, stock gone): the money goes back (spec §7 Orders).
        if (isRefusal(error, 'invalid', 'conflict')) return refundRefused(deps, reference, state.through, state.amount, error);
        throw error;
      }
    }
  }
}
