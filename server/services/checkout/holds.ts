import { checkStock } from '../../../src/domain/delivery';
import type { Site } from '../../../src/domain/site';
import { type Db, transact } from '../../db/unit-of-work';
import { conflict, invalid } from '../refusal';
import { releaseReservations, reserveLines } from '../cart/reservations';
import { type CartLineRow, cartReservations, dropFreeze, forgetReservations, stockAt, warehouseKeys } from '../cart/repository';
import { clearFrozenAt, cartsHeldSince, heldUnitsBySku, recordHold, reserveUnits, takeHeldUnits } from './repository';
import type { DeliveryType } from '../../../contract/checkout';

/** Issue 5: the stock a payment holds is given back 30 minutes after the cart froze, unless an order took it. */
export const HOLD_MS = 30 * 60 * 1000;
export const STOCK_GONE_MESSAGE = 'Sorry, the stock held for your order has gone; please review your cart';

/**
 * Unfreezes every cart whose hold has expired and gives its stock back. A cart frozen without the payment
 * call (PATCH /bff/cart/freeze) counts from its last change. Runs inside the caller's transaction, before
 * a new hold is taken, so expired holds never keep stock from a paying shopper.
 */
/** Lets every lapsed hold go, in a transaction of its own (before checkout details are read). */
export const expireLapsedHolds = (db: Db, now: number): Promise<void> => transact(db, (trx) => expireHolds(trx, now));

export async function expireHolds(db: Db, now: number): Promise<void> {
  const expired = await cartsHeldSince(db, now - HOLD_MS);
  for (const id of expired) {
    await releaseReservations(db, id);
    await dropFreeze(db, id);
    await clearFrozenAt(db, id);
  }
}

/** Holds units at exactly these locations, in this order; a line they cannot cover throws its §8 message. */
async function reserveAt(
  db: Db,
  cartId: string,
  lines: readonly CartLineRow[],
  locations: readonly string[],
  clickAndCollect: boolean,
): Promise<void> {
  for (const line of lines) {
    const rows = await stockAt(db, line.sku, locations);
    const ordered = locations.flatMap((key) => rows.filter((row) => row.location_key === key));
    const available = ordered.reduce((sum, row) => sum + row.quantity - row.reserved, 0);
    const check = checkStock({ requested: line.quantity, available, clickAndCollect }, 'cartLine');
    // Spec §8: click-and-collect shortfalls are named by their code (CNC_NO_STOCK, CNC_INSUFFICIENT_STOCK).
    if (!check.ok) throw invalid(check.code ?? check.message);
    let remaining = line.quantity;
    for (const row of ordered) {
      const take = Math.min(row.quantity - row.reserved, remaining);
      if (take <= 0) continue;
      await reserveUnits(db, line.sku, row.location_key, take);
      await recordHold(db, cartId, line.sku, row.location_key, take);
      remaining -= take;
      if (remaining === 0) break;
    }
  }
}

/**
 * Freezes the cart for a payment: releases whatever it held and holds its lines afresh where the delivery
 * type takes them from (home delivery: the country's warehouses then the brand's stores; warehouse delivery:
 * the warehouses only; click-and-collect: the chosen store only). Inside the caller's transaction.
 */
export async function holdStock(
  db: Db,
  site: Site,
  cartId: string,
  lines: readonly CartLineRow[],
  deliveryType: DeliveryType,
  storeKey: string | null,
): Promise<void> {
  await releaseReservations(db, cartId);
  if (deliveryType === 'deliveryStore') {
    await reserveLines(db, site, cartId, lines);
  } else if (deliveryType === 'clickCollect') {
    await reserveAt(db, cartId, lines, storeKey ? [storeKey] : [], true);
  } else {
    await reserveAt(db, cartId, lines, await warehouseKeys(db, site.country), false);
  }
}

/** True when the cart's holds are exactly its lines (a payment may take them as they are). */
export async function holdsCover(db: Db, cartId: string, lines: ReadonlyArray<{ sku: string; quantity: number }>): Promise<boolean> {
  const holds = await heldUnitsBySku(db, cartId);
  if (holds.length !== lines.length) return false;
  return lines.every((line) => holds.some((hold) => hold.sku === line.sku && hold.units === line.quantity));
}

/**
 * Takes the held stock for an order: on hand and reserved both go down by each hold, and the holds are
 * forgotten. Inside the order's transaction; a row that no longer has the units undoes the order.
 */
export async function takeHolds(db: Db, cartId: string): Promise<void> {
  const holds = await cartReservations(db, cartId);
  for (const hold of holds) {
    if (!(await takeHeldUnits(db, hold))) throw conflict(STOCK_GONE_MESSAGE);
  }
  await forgetReservations(db, cartId);
}
