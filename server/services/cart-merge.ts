import { MAX_LINE_QUANTITY } from '../../contract/cart';
import type { Site } from '../../src/domain/site';
import type { Db } from '../db/database';
import { cartLines, ensureCart, findCart, touchCart } from './cart-store';
import { siteProducts } from './pricing-catalog';
import { availableBySku } from './stores-stock';

export interface CartMerge {
  readonly site: Site;
  /** anonymous:{anonymousId} of the token the shopper signed in with. */
  readonly anonymousOwner: string;
  /** customer:{customerId} of the customer now signed in. */
  readonly customerOwner: string;
}

/** Cart owner keys, as request-context's Identity.owner spells them. */
export const customerOwner = (customerId: string): string => `customer:${customerId}`;
export const anonymousOwner = (anonymousId: string): string => `anonymous:${anonymousId}`;

/**
 * What a shopper put in the cart before signing in follows them into the customer's cart of the site:
 * a sku already there gets the quantities added, capped by its order limit, the stock the site can sell
 * and MAX_LINE_QUANTITY (never below what the customer's line already had); a line nothing can be sold
 * of is dropped, as an add of it would be refused. The code carries over when the customer's cart has
 * none. Then the anonymous cart is deleted, so signing in again merges nothing twice.
 *
 * A frozen cart on either side is left alone: its lines are under a payment (spec §4 Cart). Runs in the
 * caller's transaction when given one (sign-in issues the token in the same one), else in its own.
 */
export async function mergeAnonymousCart(db: Db, merge: CartMerge, now: number): Promise<void> {
  if (merge.anonymousOwner === merge.customerOwner) return;
  const run = async (tx: Db): Promise<void> => {
    const anonymous = await findCart(tx, { site: merge.site, owner: merge.anonymousOwner });
    if (!anonymous || anonymous.frozen === 1) return;
    const incoming = await cartLines(tx, anonymous.id);
    if (incoming.length === 0) return;
    const existing = await findCart(tx, { site: merge.site, owner: merge.customerOwner });
    if (existing?.frozen === 1) return;

    const target = existing ?? (await ensureCart(tx, { site: merge.site, owner: merge.customerOwner }, now));
    const current = new Map((await cartLines(tx, target.id)).map((line) => [line.sku, line]));
    const skus = incoming.map((line) => line.sku);
    const products = await siteProducts(tx, merge.site, skus);
    const available = await availableBySku(tx, merge.site, skus);
    for (const line of incoming) {
      const product = products.get(line.sku);
      if (!product) continue; // no longer sold on the site: it has no price here
      const cap = Math.min(product.orderLimit ?? MAX_LINE_QUANTITY, available.get(line.sku) ?? 0, MAX_LINE_QUANTITY);
      const mine = current.get(line.sku);
      if (mine) {
        const quantity = Math.max(mine.quantity, Math.min(mine.quantity + line.quantity, cap));
        if (quantity !== mine.quantity) await tx.updateTable('cart_lines').set({ quantity }).where('id', '=', mine.id).execute();
      } else {
        const quantity = Math.min(line.quantity, cap);
        // The line moves with its id, container and time added, so the cart keeps the order of adds.
        if (quantity > 0) await tx.updateTable('cart_lines').set({ cart_id: target.id, quantity }).where('id', '=', line.id).execute();
      }
    }
    if (target.discount_code === null && anonymous.discount_code !== null) {
      await tx.updateTable('carts').set({ discount_code: anonymous.discount_code }).where('id', '=', target.id).execute();
    }
    await touchCart(tx, target.id, now);
    // Lines not moved go with the cart (ON DELETE CASCADE); an unfrozen cart holds no reservations.
    await tx.deleteFrom('carts').where('id', '=', anonymous.id).execute();
  };
  await (db.isTransaction ? run(db) : db.transaction().execute(run));
}
