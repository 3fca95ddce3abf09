import type { LoyaltyPoints } from '../../../contract/orders';
import { LOYALTY_RULE_TEXT, pointsEarned, pointsToReverse } from '../../../src/domain/orders/loyalty';
import type { Db } from '../../db/unit-of-work';
import type { OrderRow } from '../orders/repository';
import { addLoyaltyEntry, addLoyaltyEntryOnce, customerLedger, orderLedger } from './repository';

/** Points a customer's order earns when it is placed (once per order: a unique index keeps it so). */
export async function earnPoints(
  db: Db,
  order: Pick<OrderRow, 'order_number' | 'customer_id' | 'site' | 'total_cents' | 'tax_cents'>,
  now: number,
): Promise<void> {
  if (!order.customer_id) return;
  const points = pointsEarned({ total: order.total_cents, tax: order.tax_cents });
  if (points <= 0) return;
  await addLoyaltyEntryOnce(db, {
    customer_id: order.customer_id,
    site: order.site,
    order_number: order.order_number,
    kind: 'earned',
    points,
    description: `Earned with order ${order.order_number}`,
    at: now,
  });
}

async function ledgerOf(db: Db, orderNumber: string) {
  const rows = await orderLedger(db, orderNumber);
  const earned = rows.filter((r) => r.kind === 'earned').reduce((sum, r) => sum + r.points, 0);
  const reversed = rows.filter((r) => r.kind === 'reversed').reduce((sum, r) => sum - r.points, 0);
  return { earned, reversed, owner: rows.find((r) => r.kind === 'earned') };
}

/** Gives back the points of what a return or a cancellation takes away; never more than the order earned. */
export async function reversePoints(
  db: Db,
  order: Pick<OrderRow, 'order_number' | 'subtotal_cents'>,
  input: { readonly returnedValue: number; readonly nothingLeft: boolean; readonly why: string },
  now: number,
): Promise<number> {
  const ledger = await ledgerOf(db, order.order_number);
  if (!ledger.owner) return 0;
  const points = pointsToReverse({
    earned: ledger.earned,
    reversedSoFar: ledger.reversed,
    subtotal: order.subtotal_cents,
    returnedValue: input.returnedValue,
    nothingLeft: input.nothingLeft,
  });
  if (points <= 0) return 0;
  await addLoyaltyEntry(db, {
    customer_id: ledger.owner.customer_id,
    site: ledger.owner.site,
    order_number: order.order_number,
    kind: 'reversed',
    points: -points,
    description: `${input.why} (order ${order.order_number})`,
    at: now,
  });
  return points;
}

export async function pointsOfOrder(db: Db, orderNumber: string): Promise<number> {
  return (await ledgerOf(db, orderNumber)).earned;
}

/** GET /bff/account/loyalty-points: the customer's balance and ledger on this site, newest first. */
export async function loyaltyPoints(db: Db, customerId: string, site: string): Promise<LoyaltyPoints> {
  const rows = await customerLedger(db, customerId, site);
  const balance = rows.reduce((sum, r) => sum + r.points, 0);
  return {
    balance: Math.max(0, balance),
    rule: LOYALTY_RULE_TEXT,
    history: rows.map((r) => ({
      at: new Date(r.at).toISOString(),
      points: r.points,
      kind: r.kind,
      ...(r.order_number ? { orderNumber: r.order_number } : {}),
      description: r.description,
    })),
  };
}
