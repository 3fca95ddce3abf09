import type { Db } from '../../db/database';
import { conflict } from '../refusal';

export const CREDIT_CHANGED_MESSAGE = 'Your account credit changed; please review your payment';

/** Spec §1 account credit: the customer's balance in the site's currency; none in another currency or for a guest. */
export async function creditBalance(db: Db, customerId: string | null, currency: string): Promise<number> {
  if (!customerId) return 0;
  const row = await db.selectFrom('customer_credit').select(['balance_cents', 'currency']).where('customer_id', '=', customerId).executeTakeFirst();
  return row && row.currency === currency ? row.balance_cents : 0;
}

/** Takes credit when an order is placed; inside the order's transaction, so a short balance undoes the order. */
export async function debitCredit(db: Db, customerId: string, cents: number): Promise<void> {
  if (cents <= 0) return;
  const result = await db
    .updateTable('customer_credit')
    .set((eb) => ({ balance_cents: eb('balance_cents', '-', cents) }))
    .where('customer_id', '=', customerId)
    .where('balance_cents', '>=', cents)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict(CREDIT_CHANGED_MESSAGE);
}
