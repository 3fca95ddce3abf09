import type { SiteCode } from '../../../src/domain/site';
import { type Db, transact } from '../../db/unit-of-work';
import { queueMail } from './outbox';
import { deleteStockSubscription, hasStockSubscriptions, subscriptionsBackInStock } from './repository';

/**
 * "Notify me" (catalog-subscribe.ts), kept: each subscription whose product a site can sell again (a unit not
 * held, in the country's warehouses or the brand's stores there, as catalog-stock.ts counts) becomes a
 * back-in-stock mail, and the subscription goes in the same transaction, so it is told once. However the
 * stock came back (a hold released, a delivery counted in), the next pass of the sender finds it.
 */
export async function queueBackInStock(db: Db, now: number): Promise<number> {
  if (!(await hasStockSubscriptions(db))) return 0;
  // Read outside a transaction, so the connection is not held while nothing is due; each row is then claimed by its delete.
  const due = await subscriptionsBackInStock(db);
  if (due.length === 0) return 0;
  return transact(db, async (tx) => {
    let queued = 0;
    for (const sub of due) {
      if ((await deleteStockSubscription(tx, sub.id)) !== 1) continue;
      await queueMail(tx, { site: sub.site as SiteCode, to: sub.email, content: { kind: 'back-in-stock', productCode: sub.product_code } }, now);
      queued += 1;
    }
    return queued;
  });
}
