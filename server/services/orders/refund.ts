import type { Db } from '../../db/database';
import type { PaymentAttemptTable } from '../../db/schema';
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
export function refusalOf(attempt: Pick<PaymentAttemptTable, 'refund_state' | 'refusal' | 'refund_claimed_at'>, now: number): Refusal | undefined {
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
  const claimed = await deps.db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select('order_number').where('payment_reference', '=', reference).executeTakeFirst();
    if (order) return false;
    const now = deps.now();
    const taken = await trx
      .updateTable('payment_attempts')
      .set({ refund_state: 'refunding', refusal: JSON.stringify(refusal), refund_claimed_at: now })
      .where('reference', '=', reference)
      .where((eb) =>
        eb.or([eb('refund_state', 'is', null), eb.and([eb('refund_state', '=', 'refunding'), eb('refund_claimed_at', '<', now - REFUND_CLAIM_MS)])]),
      )
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1;
  });
  if (!claimed) {
    const attempt = await deps.db
      .selectFrom('payment_attempts')
      .select(['refund_state', 'refusal', 'refund_claimed_at'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    throw refusalOf(attempt, deps.now()) ?? refused;
  }
  let refunded: boolean;
  try {
    refunded = (await deps.gateways[through].refund({ reference, amount, reason: refused.message })).refunded;
  } catch {
    refunded = false;
  }
  if (!refunded) {
    await deps.db
      .updateTable('payment_attempts')
      .set({ refund_state: null, refusal: null, refund_claimed_at: null })
      .where('reference', '=', reference)
      .execute();
    throw providerFailed(REFUND_FAILED_MESSAGE);
  }
  // The attempt ends: it can no longer be paid again (a new payment starts a new attempt).
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('payment_attempts').set({ refund_state: 'refunded' }).where('reference', '=', reference).execute();
    await trx
      .updateTable('payment_attempts')
      .set({ state: 'refused' })
      .where('reference', '=', reference)
      .where('state', 'in', ['open', 'superseded'])
      .execute();
  });
  throw new Refusal(refusal.kind, refusal.message);
}
