import type { Db } from '../../db/unit-of-work';
import { conflict } from '../refusal';
import { creditOf, takeCredit } from './repository';

export const CREDIT_CHANGED_MESSAGE = 'Your account credit changed; please review your payment';

/** Spec §1 account credit: the customer's balance in the site's currency; none in another currency or for a guest. */
export async function creditBalance(db: Db, customerId: string | null, currency: string): Promise<number> {
  if (!customerId) return 0;
  const row = await creditOf(db, customerId);
  return row && row.currency === currency ? row.balance_cents : 0;
}

/** Takes credit when an order is placed; inside the order's transaction, so a short balance undoes the order. */
export async function debitCredit(db: Db, customerId: string, cents: number): Promise<void> {
  if (cents <= 0) return;
  if (!(await takeCredit(db, customerId, cents))) throw conflict(CREDIT_CHANGED_MESSAGE);
}
