import type { Db } from '../../db/database';
import { conflict } from '../refusal';

export interface HeldCoupon {
  readonly id: string;
  readonly amount: number;
}

export const COUPON_USED_MESSAGE = 'This coupon has already been used';

/** Spec §1 coupons: the unused coupons a signed-in customer holds in the site's currency, smallest first; none for guests. */
export async function heldCoupons(db: Db, customerId: string | null, currency: 'AUD' | 'NZD'): Promise<HeldCoupon[]> {
  if (!customerId) return [];
  const rows = await db
    .selectFrom('coupons')
    .select(['id', 'amount_cents'])
    .where('customer_id', '=', customerId)
    .where('currency', '=', currency)
    .where('used_order_number', 'is', null)
    .orderBy('amount_cents')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, amount: row.amount_cents }));
}

/** Marks the coupon used by the order, once; a coupon used meanwhile undoes the order's transaction. */
export async function useCoupon(db: Db, couponId: string, orderNumber: string, now: number): Promise<void> {
  const result = await db
    .updateTable('coupons')
    .set({ used_order_number: orderNumber, used_at: now })
    .where('id', '=', couponId)
    .where('used_order_number', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict(COUPON_USED_MESSAGE);
}
