import type { OrderStatus } from '../../../contract/orders';
import { type Fulfilment, transition } from '../../../src/domain/orders/status';
import type { SiteCode } from '../../../src/domain/site';
import type { Db } from '../../db/unit-of-work';
import { type OrderRow, findOrder, recordOrderStatus, setOrderStatus } from './repository';
import { conflict, notFound } from '../refusal';
import { reversePoints } from '../account/loyalty';
import { queueMail } from '../mail/outbox';

/**
 * Moves an order along the transitions of src/domain/orders/status.ts (open points: order status
 * transitions), and records the step in order_status_history. Inside the caller's transaction when given one.
 */
export async function moveOrder(db: Db, orderNumber: string, to: OrderStatus, now: number, note: string | null = null): Promise<OrderRow> {
  const order = await findOrder(db, orderNumber);
  if (!order) throw notFound(`Order ${orderNumber} not found`);
  const moved = transition(order.status as OrderStatus, to, order.fulfilment as Fulfilment);
  if (!moved.ok) throw conflict(`Order ${orderNumber} cannot go from ${order.status} to ${to}`);
  // The status read above is re-checked by the update, so two moves at once cannot both apply.
  if (!(await setOrderStatus(db, orderNumber, order.status, to))) throw conflict(`Order ${orderNumber} changed meanwhile; try again`);
  await recordOrderStatus(db, orderNumber, to, note, now);
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

export { statusHistory } from './repository';
