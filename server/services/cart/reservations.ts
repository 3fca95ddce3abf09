import { checkStock, REDUCE_QUANTITY_MESSAGE } from '../../../src/domain/delivery';
import type { Site } from '../../../src/domain/site';
import type { Db } from '../../db/unit-of-work';
import { invalid } from '../refusal';
import {
  brandStoreKeys,
  type CartLineRow,
  cartReservations,
  forgetReservations,
  recordReservation,
  reserveAtMost,
  stockAt,
  unreserve,
  warehouseKeys,
} from './repository';

/**
 * The site's stock locations in reservation order: the country's warehouses first (they ship every
 * order), then the brand's stores, each by key so every cart takes stock in the same order.
 */
async function reservationOrder(db: Db, site: Site): Promise<string[]> {
  const warehouses = await warehouseKeys(db, site.country);
  const stores = await brandStoreKeys(db, site);
  return [...warehouses, ...stores];
}

async function stockRows(db: Db, sku: string, order: readonly string[]) {
  const rows = await stockAt(db, sku, order);
  const byKey = new Map(rows.map((row) => [row.location_key, row]));
  return order.flatMap((key) => {
    const row = byKey.get(key);
    return row ? [row] : [];
  });
}

/**
 * Spec §4 Cart: freezing holds the cart's stock while the shopper pays. Each unit held is recorded in
 * cart_reservations against the location it came from, so releaseReservations gives back exactly those.
 * Must run inside the caller's transaction: a line that cannot be covered throws the §8 cart-line
 * message and undoes every hold.
 */
export async function reserveLines(db: Db, site: Site, cartId: string, lines: readonly CartLineRow[]): Promise<void> {
  const order = await reservationOrder(db, site);
  for (const line of lines) {
    const rows = await stockRows(db, line.sku, order);
    const available = rows.reduce((sum, row) => sum + (row.quantity - row.reserved), 0);
    const check = checkStock({ requested: line.quantity, available }, 'cartLine');
    if (!check.ok) throw invalid(check.message);
    let remaining = line.quantity;
    for (const row of rows) {
      const take = Math.min(row.quantity - row.reserved, remaining);
      if (take <= 0) continue;
      // Re-checked on the row itself, so a hold can never pass what is on hand (the CHECK would be a 500).
      if (!(await reserveAtMost(db, line.sku, row.location_key, take))) throw invalid(REDUCE_QUANTITY_MESSAGE);
      await recordReservation(db, cartId, line.sku, row.location_key, take);
      remaining -= take;
      if (remaining === 0) break;
    }
  }
}

/**
 * Gives back exactly what reserveLines recorded for the cart, at the same locations, and forgets it;
 * a second call finds nothing to give. Stock counted down meanwhile (a stocktake) may hold fewer
 * reserved units than recorded: the count stops at 0 rather than going negative.
 */
export async function releaseReservations(db: Db, cartId: string): Promise<void> {
  const holds = await cartReservations(db, cartId);
  for (const hold of holds) await unreserve(db, hold);
  await forgetReservations(db, cartId);
}
