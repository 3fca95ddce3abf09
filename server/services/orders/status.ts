import type { OrderStatus } from '../../../contract/orders';
import { type Fulfilment, transition } from '../../../src/domain/orders/status';
import type { SiteCode } from '../../../src/domain/site';
import type { Db } from '../../db/database';
import type { OrderRow } from '../../db/schema';
import { conflict, notFound } from '../refusal';
import { reversePoints } from '../account/loyalty';
import { queueMail } from '../mail/outbox';

/**
 * Moves an order along the transitions of src/domain/orders/status.ts (open points: order status
 * transitions), and records the step in order_status_history. Inside the caller's transaction when given one.
 */
export async function moveOrder(db: Db, orderNumber: string, to: OrderStatus, now: number, note: string | null = null): Promise<OrderRow> {
  const order = await db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirst();
  if (!order) throw notFound(`Order ${orderNumber} not found`);
  const moved = transition(order.status as OrderStatus, to, order.fulfilment as Fulfilment);
  if (!moved.ok) throw conflict(`Order ${orderNumber} cannot go from ${order.status} to ${to}`);
  // The status read above is re-checked by the update, so two moves at once cannot both apply.
  const result = await db
    .updateTable('orders')
    .set({ status: to })
    .where('order_number', '=', orderNumber)
    .where('status', '=', order.status)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict(`Order ${orderNumber} changed meanwhile; try again`);
  await db.insertInto('order_status_history').values({ order_number: orderNumber, status: to, note, at: now }).execute();
  // The shopper was told at checkout (and by the help chat) that a mail says when to come in.
  if (to === 'readytocollect') {
    const contact = JSON.parse(order.contact) as { email?: string };
    if (contact.email) {
      await queueMail(
        db,
        {
          site: order.site as SiteCode,
          to: contact.email,
          content: { kind: 'ready-to-collect', orderNumber },
          dedupeKey: `ready-to-collect:${orderNumber}`,
        },
        now,
      );
    }
  }
  // A cancelled order earns nothing: whatever points it still holds go back.
  if (to === 'cancelled') await reversePoints(db, order, { returnedValue: 0, nothingLeft: true, why: 'Order cancelled' }, now);
  return { ...order, status: to };
}

/** The operator's view of an order's steps, oldest first. */
export async function statusHistory(db: Db, orderNumber: string): Promise<Array<{ status: string; at: number; note: string | null }>> {
  return db.selectFrom('order_status_history').select(['status', 'at', 'note']).where('order_number', '=', orderNumber).orderBy('id').execute();
}
