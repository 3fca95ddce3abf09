import { randomUUID } from 'node:crypto';
import type { Site } from '../../../src/domain/site';
import type { Db } from '../../db/database';
import type { CartLineTable, CartTable } from '../../db/schema';
import type { DiscountRule } from '../catalog/pricing';

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

export async function touchCart(db: Db, cartId: string, now: number): Promise<void> {
  await db.updateTable('carts').set({ updated_at: now }).where('id', '=', cartId).execute();
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
