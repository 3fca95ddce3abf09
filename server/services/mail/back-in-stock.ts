import { sql } from 'kysely';
import { SITES } from '../../../src/domain/site';
import type { Db } from '../../db/database';
import { queueMail } from './outbox';

/** The sites as rows, so one query can ask each subscription's site for its country and brand. */
const SITE_ROWS = sql.join(Object.values(SITES).map((site) => sql`(${site.code}, ${site.country}, ${site.brand})`));

/**
 * "Notify me" (catalog-subscribe.ts), kept: each subscription whose product a site can sell again (a unit not
 * held, in the country's warehouses or the brand's stores there, as catalog-stock.ts counts) becomes a
 * back-in-stock mail, and the subscription goes in the same transaction, so it is told once. However the
 * stock came back (a hold released, a delivery counted in), the next pass of the sender finds it.
 */
export async function queueBackInStock(db: Db, now: number): Promise<number> {
  const any = await db.selectFrom('stock_subscriptions').select('id').limit(1).executeTakeFirst();
  if (!any) return 0;
  // Read outside a transaction, so the connection is not held while nothing is due; each row is then claimed by its delete.
  const due = await sql<{ id: number; site: string; product_code: string; email: string }>`
      WITH sites(code, country, brand) AS (VALUES ${SITE_ROWS})
      SELECT sub.id, sub.site, sub.product_code, sub.email FROM stock_subscriptions sub
      JOIN sites ON sites.code = sub.site
      WHERE EXISTS (
        SELECT 1 FROM products p JOIN stock st ON st.sku = p.sku
        WHERE p.product_code = sub.product_code AND st.quantity > st.reserved
          AND (st.location_key IN (SELECT warehouse_key FROM warehouses WHERE country = sites.country)
            OR st.location_key IN (SELECT store_key FROM stores WHERE country = sites.country AND brand = sites.brand)))
      ORDER BY sub.id LIMIT 500`.execute(db);
  if (due.rows.length === 0) return 0;
  return db.transaction().execute(async (tx) => {
    let queued = 0;
    for (const sub of due.rows) {
      const gone = await tx.deleteFrom('stock_subscriptions').where('id', '=', sub.id).executeTakeFirst();
      if (Number(gone.numDeletedRows) !== 1) continue;
      await queueMail(
        tx,
        { site: sub.site as keyof typeof SITES, to: sub.email, content: { kind: 'back-in-stock', productCode: sub.product_code } },
        now,
      );
      queued += 1;
    }
    return queued;
  });
}
