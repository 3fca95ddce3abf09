import { type Db, transact } from '../../db/unit-of-work';
import { type PaymentAttemptRow, claimRefund, markRefunded, orderOfPayment, refundStateOf, refuseAttempt, releaseRefundClaim } from './repository';
import { Refusal, type RefusalKind, locked, providerFailed } from '../refusal';
import type { PaymentGateways } from '../payments/gateways';

export const REFUNDED_SUFFIX = '; this payment was refunded';
export const REFUNDING_MESSAGE = 'Locked';
export const REFUND_FAILED_MESSAGE = 'The payment could not be refunded yet, please try again';
/**
 * A claim this old was left by a server that stopped while asking the provider: the next lookup takes it
 * again. Refunds are idempotent at the provider, so asking twice never gives the money back twice.
 */
export const REFUND_CLAIM_MS = 60_000;

/** Which provider took the payment, so its refund goes back the same way. */
export type PaidThrough = keyof PaymentGateways;

/** What payment_attempts.refusal records: the refusal's kind and the shopper's message. */
interface RecordedRefusal {
  readonly kind: RefusalKind;
  readonly message: string;
}

/**
 * A refunded payment's lookup answers the refusal recorded with the refund; one being refunded is locked (the
 * client retries), unless its claim is stale: then nothing is answered here and the lookup asks the provider again.
 */
export function refusalOf(attempt: Pick<PaymentAttemptRow, 'refund_state' | 'refusal' | 'refund_claimed_at'>, now: number): Refusal | undefined {
  if (attempt.refund_state === null) return undefined;
  if (attempt.refund_state === 'refunding' && (attempt.refund_claimed_at ?? 0) < now - REFUND_CLAIM_MS) return undefined;
  if (attempt.refund_state === 'refunding' || attempt.refusal === null) return locked(REFUNDING_MESSAGE);
  const refusal = JSON.parse(attempt.refusal) as RecordedRefusal;
  return new Refusal(refusal.kind, refusal.message);
}

/** The shopper's message: the reason the order was not placed, and that their money went back. */
export function refundedMessage(message: string): string {
  return message.endsWith('.') ? `${message} This payment was refunded.` : `${message}${REFUNDED_SUFFIX}`;
}

/**
 * Spec §7 Orders (money safety): an authorised payment the shop refused to turn into an order (the cart was
 * already ordered by another payment, merged away at sign-in, or its stock went) is refunded through the
 * provider that took it, once. The claim is taken in a transaction that also proves no order exists for the
 * reference; concurrent and later lookups then answer the recorded refusal (locked while the provider is asked).
 * A provider that fails or refuses the refund releases the claim, so the next lookup tries again.
 */
export async function refundRefused(
  deps: { readonly db: Db; readonly gateways: PaymentGateways; readonly now: () => number },
  reference: string,
  through: PaidThrough,
  amount: number,
  refused: Refusal,
): Promise<never> {
  const refusal: RecordedRefusal = { kind: refused.kind, message: refundedMessage(refused.message) };
  const claimed = await transact(deps.db, async (trx) => {
    const order = await orderOfPayment(trx, reference);
    if (order) return false;
    const now = deps.now();
    return claimRefund(trx, reference, JSON.stringify(refusal), now, now - REFUND_CLAIM_MS);
  });
  if (!claimed) {
    const attempt = await refundStateOf(deps.db, reference);
    throw refusalOf(attempt, deps.now()) ?? refused;
  }
  let refunded: boolean;
  try {
    refunded = (await deps.gateways[through].refund({ reference, amount, reason: refused.message })).refunded;
  } catch {
    refunded = false;
  }
  if (!refunded) {
    await releaseRefundClaim(deps.db, reference);
    throw providerFailed(REFUND_FAILED_MESSAGE);
  }
  // The attempt ends: it can no longer be paid again (a new payment starts a new attempt).
  await transact(deps.db, async (trx) => {
    await markRefunded(trx, reference);
    await refuseAttempt(trx, reference);
  });
  throw new Refusal(refusal.kind, refusal.message);
}
