import type { CurrencyCode } from '../../../kernel/site';
import type { Db } from '../../db/unit-of-work';
import { conflict } from '../refusal';
import { markCouponUsed, unusedCoupons } from './repository';

export interface HeldCoupon {
  readonly id: string;
  readonly amount: number;
}

export const COUPON_USED_MESSAGE = 'This coupon has already been used';

/** Spec §1 coupons: the unused coupons a signed-in customer holds in the site's currency, smallest first; none for guests. */
export async function heldCoupons(db: Db, customerId: string | null, currency: CurrencyCode): Promise<HeldCoupon[]> {
  if (!customerId) return [];
  const rows = await unusedCoupons(db, customerId, currency);
  return rows.map((row) => ({ id: row.id, amount: row.amount_cents }));
}

/** Marks the coupon used by the order, once; a coupon used meanwhile undoes the order's transaction. */
export async function useCoupon(db: Db, couponId: string, orderNumber: string, now: number): Promise<void> {
  if (!(await markCouponUsed(db, couponId, orderNumber, now))) throw conflict(COUPON_USED_MESSAGE);
}
