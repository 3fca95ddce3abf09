import { greatest } from '../../db/portable';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Site } from '../../../src/domain/site';
import type { Db } from '../../db/database';
import type { CartLineTable, CartTable } from '../../db/schema';
import type { DiscountRule } from '../catalog/pricing';
import { siteLocations } from '../stores/stock-repository';

/** Whose cart: one per site and owner (customer:{id} or anonymous:{id}), as table carts' UNIQUE (site, owner) says. */
export interface CartKey {
  readonly site: Site;
  readonly owner: string;
}

export type CartRow = CartTable;
export type CartLineRow = CartLineTable;

export async function findCart(db: Db, key: CartKey): Promise<CartRow | undefined> {
  return db.selectFrom('carts').selectAll().where('site', '=', key.site.code).where('owner', '=', key.owner).executeTakeFirst();
}

/** The owner's cart, created on first use; INSERT … ON CONFLICT keeps two first adds from making two carts. */
export async function ensureCart(db: Db, key: CartKey, now: number): Promise<CartRow> {
  await db
    .insertInto('carts')
    .values({ id: randomUUID(), site: key.site.code, owner: key.owner, frozen: 0, discount_code: null, updated_at: now })
    .onConflict((oc) => oc.columns(['site', 'owner']).doNothing())
    .execute();
  const cart = await findCart(db, key);
  if (!cart) throw new Error('cart vanished after insert');
  return cart;
}

/** Lines in the order the shopper added them. */
export async function cartLines(db: Db, cartId: string): Promise<CartLineRow[]> {
  return db.selectFrom('cart_lines').selectAll().where('cart_id', '=', cartId).orderBy('added_at').orderBy('id').execute();
}

/** Every cart of one owner, on every site, becomes another's (a new owner has none, so UNIQUE (site, owner) holds). */
export async function moveCarts(db: Db, fromOwner: string, toOwner: string, now: number): Promise<void> {
  await db.updateTable('carts').set({ owner: toOwner, updated_at: now }).where('owner', '=', fromOwner).execute();
}

/** True when the owner has a cart, not yet ordered, with a line in it, on any site. */
export async function hasCartLines(db: Db, owner: string): Promise<boolean> {
  const row = await db
    .selectFrom('carts')
    .innerJoin('cart_lines', 'cart_lines.cart_id', 'carts.id')
    .select('carts.id')
    .where('carts.owner', '=', owner)
    .where('carts.ordered_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A cart's last change is kept to the minute: what reads it (the purge of carts untouched for days, a hold's start
 * when its checkout has none) needs no finer. Written on every add, it made every add write the carts table and its
 * `updated_at` index, and on PostgreSQL concurrent shoppers' adds then refused each other over shared index pages.
 */
export const CART_TOUCH_GRANULARITY_MS = 60_000;

export async function touchCart(db: Db, cartId: string, now: number): Promise<void> {
  await db
    .updateTable('carts')
    .set({ updated_at: now })
    .where('id', '=', cartId)
    .where('updated_at', '<=', now - CART_TOUCH_GRANULARITY_MS)
    .execute();
}

/** An active code of the site, matched without regard to case (the column is COLLATE NOCASE). */
export async function activeDiscount(db: Db, site: Site, code: string | null): Promise<DiscountRule | null> {
  if (!code) return null;
  const row = await db
    .selectFrom('discount_codes')
    .selectAll()
    .where('site', '=', site.code)
    .where('code', '=', code)
    .where('active', '=', 1)
    .executeTakeFirst();
  return row ? { code: row.code, kind: row.kind, value: row.value, minSpendCents: row.min_spend_cents } : null;
}

/** The line of that sku gets the units added (a first add makes it); answers the line's quantity after. */
export async function addToLine(
  db: Db,
  cartId: string,
  line: { readonly sku: string; readonly quantity: number; readonly itemContainer: string },
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('cart_lines')
    .values({ id: randomUUID(), cart_id: cartId, sku: line.sku, quantity: line.quantity, item_container: line.itemContainer, added_at: now })
    .onConflict((oc) =>
      oc.columns(['cart_id', 'sku']).doUpdateSet((eb) => ({ quantity: eb('cart_lines.quantity', '+', eb.ref('excluded.quantity')) })),
    )
    .returning('quantity')
    .executeTakeFirstOrThrow();
  return row.quantity;
}

export async function setLineQuantity(db: Db, lineId: string, quantity: number): Promise<void> {
  await db.updateTable('cart_lines').set({ quantity }).where('id', '=', lineId).execute();
}

export async function removeLine(db: Db, lineId: string): Promise<void> {
  await db.deleteFrom('cart_lines').where('id', '=', lineId).execute();
}

/** The line goes to another cart with its id, container and time added (so that cart keeps the order of adds). */
export async function moveLine(db: Db, lineId: string, toCartId: string, quantity: number): Promise<void> {
  await db.updateTable('cart_lines').set({ cart_id: toCartId, quantity }).where('id', '=', lineId).execute();
}

/** Deletes the cart; lines still in it go with it (ON DELETE CASCADE). */
export async function deleteCart(db: Db, cartId: string): Promise<void> {
  await db.deleteFrom('carts').where('id', '=', cartId).execute();
}

export async function cartById(db: Db, cartId: string): Promise<CartRow> {
  return db.selectFrom('carts').selectAll().where('id', '=', cartId).executeTakeFirstOrThrow();
}

/** Freezes (1) or unfreezes (0) the cart, as of now. */
export async function setFrozen(db: Db, cartId: string, frozen: 0 | 1, now: number): Promise<void> {
  await db.updateTable('carts').set({ frozen, updated_at: now }).where('id', '=', cartId).execute();
}

/** Unfreezes the cart as of now if it is frozen; an unfrozen cart keeps its time of change. */
export async function unfreezeIfFrozen(db: Db, cartId: string, now: number): Promise<void> {
  await db.updateTable('carts').set({ frozen: 0, updated_at: now }).where('id', '=', cartId).where('frozen', '=', 1).execute();
}

/** Unfreezes the cart without counting it as a change of the cart (its time of change stays). */
export async function dropFreeze(db: Db, cartId: string): Promise<void> {
  await db.updateTable('carts').set({ frozen: 0 }).where('id', '=', cartId).execute();
}

/** The cart's code (null: none), as of now. */
export async function setDiscountCode(db: Db, cartId: string, code: string | null, now: number): Promise<void> {
  await db.updateTable('carts').set({ discount_code: code, updated_at: now }).where('id', '=', cartId).execute();
}

/** Gives the cart a code without counting it as a change of its own (a merge touches the cart once, after). */
export async function copyDiscountCode(db: Db, cartId: string, code: string): Promise<void> {
  await db.updateTable('carts').set({ discount_code: code }).where('id', '=', cartId).execute();
}

/** The country's warehouses, by key. */
export async function warehouseKeys(db: Db, country: string): Promise<string[]> {
  const rows = await db.selectFrom('warehouses').select('warehouse_key as key').where('country', '=', country).orderBy('warehouse_key').execute();
  return rows.map((row) => row.key);
}

/** The brand's stores in the country, by key. */
export async function brandStoreKeys(db: Db, site: Site): Promise<string[]> {
  const rows = await db
    .selectFrom('stores')
    .select('store_key as key')
    .where('brand', '=', site.brand)
    .where('country', '=', site.country)
    .orderBy('store_key')
    .execute();
  return rows.map((row) => row.key);
}

export interface StockRow {
  readonly location_key: string;
  readonly quantity: number;
  readonly reserved: number;
}

/** The sku's stock rows at these locations, in no particular order. */
export async function stockAt(db: Db, sku: string, locations: readonly string[]): Promise<StockRow[]> {
  return db
    .selectFrom('stock')
    .select(['location_key', 'quantity', 'reserved'])
    .where('sku', '=', sku)
    .where('location_key', 'in', [...locations])
    .execute();
}

/**
 * Reserves `units` more of the sku at the location; false when the row does not have them. Re-checked on the row
 * itself, so a hold can never pass what is on hand (the CHECK would be a 500).
 */
export async function reserveAtMost(db: Db, sku: string, locationKey: string, units: number): Promise<boolean> {
  const held = await db
    .updateTable('stock')
    .set((eb) => ({ reserved: eb('reserved', '+', units) }))
    .where('sku', '=', sku)
    .where('location_key', '=', locationKey)
    .where(sql<boolean>`quantity - reserved >= ${units}`)
    .executeTakeFirst();
  return Number(held.numUpdatedRows) === 1;
}

/** Records units the cart holds of the sku at the location, added to what it held there already. */
export async function recordReservation(db: Db, cartId: string, sku: string, locationKey: string, units: number): Promise<void> {
  await db
    .insertInto('cart_reservations')
    .values({ cart_id: cartId, sku, location_key: locationKey, quantity: units })
    .onConflict((oc) =>
      oc
        .columns(['cart_id', 'sku', 'location_key'])
        .doUpdateSet((eb) => ({ quantity: eb('cart_reservations.quantity', '+', eb.ref('excluded.quantity')) })),
    )
    .execute();
}

export interface ReservationRow {
  readonly sku: string;
  readonly location_key: string;
  readonly quantity: number;
}

/** What the cart holds, per sku and location. */
export async function cartReservations(db: Db, cartId: string): Promise<ReservationRow[]> {
  return db.selectFrom('cart_reservations').select(['sku', 'location_key', 'quantity']).where('cart_id', '=', cartId).execute();
}

/** Gives held units back to the location's stock; the count stops at 0 rather than going negative. */
export async function unreserve(db: Db, hold: ReservationRow): Promise<void> {
  await db
    .updateTable('stock')
    .set({ reserved: greatest(db, sql<number>`reserved - ${hold.quantity}`, 0) })
    .where('sku', '=', hold.sku)
    .where('location_key', '=', hold.location_key)
    .execute();
}

/** Forgets every hold recorded for the cart. */
export async function forgetReservations(db: Db, cartId: string): Promise<void> {
  await db.deleteFrom('cart_reservations').where('cart_id', '=', cartId).execute();
}

/** The parent categories of these categories (top-level ones have none). */
export async function parentCategoryIds(db: Db, categoryIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('categories')
    .select('parent_id')
    .where('id', 'in', [...categoryIds])
    .where('parent_id', 'is not', null)
    .execute();
  return rows.map((row) => row.parent_id!);
}

export async function childCategoryIds(db: Db, parentIds: readonly string[]): Promise<string[]> {
  return (
    await db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', 'in', [...parentIds])
      .execute()
  ).map((row) => row.id);
}

/**
 * Skus of the categories that the site prices, in stock at one of its locations, not discontinued and not among
 * `excluded`: the leaf categories' first, then by rank; at most `limit`.
 */
export async function upsellSkus(
  db: Db,
  site: Site,
  ask: { readonly categories: readonly string[]; readonly leaves: readonly string[]; readonly excluded: readonly string[]; readonly limit: number },
): Promise<string[]> {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('product_prices as pp', (join) => join.onRef('pp.sku', '=', 'p.sku').on('pp.site', '=', site.code))
    .select('p.sku')
    .where('p.category_id', 'in', [...ask.categories])
    .where('p.sku', 'not in', [...ask.excluded])
    .where('p.tags', 'not like', '%"discontinued"%')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('stock')
          .select(sql`1`.as('one'))
          .whereRef('stock.sku', '=', 'p.sku')
          .where(sql<boolean>`stock.quantity - stock.reserved > 0`)
          .where(siteLocations(site)),
      ),
    )
    .orderBy(sql`CASE WHEN p.category_id IN (${sql.join([...ask.leaves])}) THEN 0 ELSE 1 END`)
    .orderBy('p.rank')
    .limit(ask.limit)
    .execute();
  return rows.map((row) => row.sku);
}
