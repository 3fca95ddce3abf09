import type { ListToCartResponse } from '../../../contract/lists';
import { type AddToCartBody, type CartUpdateBody, MAX_LINE_QUANTITY } from '../../../contract/cart';
import { checkStock, ORDER_LIMIT_EXCEEDED_MESSAGE } from '../../../src/domain/delivery';
import { formatMoney } from '../../../src/domain/money';
import { type Db, transact } from '../../db/unit-of-work';
import { Refusal, conflict, invalid, notFound } from '../refusal';
import { releaseReservations, reserveLines } from './reservations';
import {
  activeDiscount,
  addToLine,
  type CartKey,
  type CartRow,
  cartLines,
  ensureCart,
  findCart,
  removeLine,
  setDiscountCode,
  setFrozen,
  setLineQuantity,
  touchCart,
} from './repository';
import { siteProducts } from '../catalog/pricing-catalog';
import { priceCart } from '../catalog/pricing';
import { availableBySku } from '../stores/stock-repository';

export const CART_FROZEN_MESSAGE = 'The cart is frozen for checkout';
export const CART_EMPTY_MESSAGE = 'The cart is empty';
export const DISCOUNT_NOT_VALID_MESSAGE = 'Discount code is not valid';
/** A second code while one is held (docs/decisions.md "One discount code per order"). */
export const oneDiscountCodeMessage = (held: string, asked: string): string =>
  `Only one discount code per order: ${held} is applied. Remove it to use ${asked}.`;

function refuseFrozen(cart: CartRow): void {
  // Spec §4 Cart: lines cannot change under a payment.
  if (cart.frozen === 1) throw conflict(CART_FROZEN_MESSAGE);
}

/** The §8 request messages for a line's new quantity: out of stock, over the order limit, more than is there. */
async function checkQuantities(db: Db, key: CartKey, wanted: ReadonlyMap<string, number>): Promise<void> {
  const skus = [...wanted.keys()];
  const products = await siteProducts(db, key.site, skus);
  const available = await availableBySku(db, key.site, skus);
  for (const [sku, quantity] of wanted) {
    if (quantity > MAX_LINE_QUANTITY) throw invalid(ORDER_LIMIT_EXCEEDED_MESSAGE);
    const check = checkStock({ requested: quantity, available: available.get(sku) ?? 0, orderLimit: products.get(sku)?.orderLimit }, 'request');
    if (!check.ok) throw invalid(check.message);
  }
}

/**
 * POST /bff/cart/add: merges into the line of that sku. The upsert and the checks run in one
 * transaction, so concurrent adds serialise and a refused add leaves the cart as it was.
 */
export async function addToCart(db: Db, key: CartKey, item: AddToCartBody, now: number): Promise<void> {
  const products = await siteProducts(db, key.site, [item.sku]);
  if (!products.has(item.sku)) throw notFound(`Product ${item.sku} not found`);
  await transact(db, async (trx) => {
    const cart = await ensureCart(trx, key, now);
    refuseFrozen(cart);
    const quantity = await addToLine(trx, cart.id, item, now);
    await checkQuantities(trx, key, new Map([[item.sku, quantity]]));
    await touchCart(trx, cart.id, now);
  });
}

/** A list line a cart add left out, and why (POST /bff/lists/{id}/add-to-cart). */
export type SkippedLine = ListToCartResponse['skipped'][number];

/**
 * Adds each line as a cart add would, one after another: a line the site no longer sells or the stock or
 * order limit refuses is left out and named with why; a frozen cart refuses the rest (409, thrown). For a
 * reorder and a list put into the cart.
 */
export async function addEachToCart(
  db: Db,
  key: CartKey,
  lines: ReadonlyArray<{ readonly sku: string; readonly name: string; readonly quantity: number }>,
  itemContainer: string,
  now: number,
): Promise<{ added: Array<{ sku: string; quantity: number }>; skipped: SkippedLine[] }> {
  const added: Array<{ sku: string; quantity: number }> = [];
  const skipped: SkippedLine[] = [];
  for (const line of lines) {
    try {
      await addToCart(db, key, { sku: line.sku, quantity: line.quantity, itemContainer }, now);
      added.push({ sku: line.sku, quantity: line.quantity });
    } catch (error) {
      if (!(error instanceof Refusal) || error.kind === 'conflict') throw error;
      skipped.push({ sku: line.sku, name: line.name, reason: error.kind === 'notFound' ? 'No longer sold here' : error.message });
    }
  }
  return { added, skipped };
}

/** PATCH /bff/cart/update: every change or none; quantity 0 removes the line; the last change of a line wins. */
export async function updateCart(db: Db, key: CartKey, updates: CartUpdateBody, now: number): Promise<void> {
  await transact(db, async (trx) => {
    const cart = await findCart(trx, key);
    const lines = cart ? await cartLines(trx, cart.id) : [];
    const wanted = new Map<string, number>();
    const targets = new Map<string, { sku: string; quantity: number }>();
    for (const [index, update] of updates.entries()) {
      const line = lines.find((l) => l.id === update.lineItemId);
      if (!line) throw notFound(`Line item ${update.lineItemId} not found`);
      if (line.sku !== update.sku) throw invalid(`body.${index}.sku: does not match line item ${update.lineItemId}`);
      targets.set(line.id, { sku: line.sku, quantity: update.quantity });
    }
    refuseFrozen(cart!);
    for (const [id, target] of targets) {
      if (target.quantity === 0) {
        await removeLine(trx, id);
      } else {
        await setLineQuantity(trx, id, target.quantity);
        wanted.set(target.sku, target.quantity);
      }
    }
    await checkQuantities(trx, key, wanted);
    await touchCart(trx, cart!.id, now);
  });
}

/** PATCH /bff/cart/freeze: holds the stock of every line, or none of it; freezing a frozen cart changes nothing. */
export async function freezeCart(db: Db, key: CartKey, now: number): Promise<void> {
  await transact(db, async (trx) => {
    const cart = await findCart(trx, key);
    const lines = cart ? await cartLines(trx, cart.id) : [];
    if (!cart || lines.length === 0) throw invalid(CART_EMPTY_MESSAGE);
    if (cart.frozen === 1) return;
    // A cart that is not frozen holds nothing; clearing any stray record keeps the new one exact.
    await releaseReservations(trx, cart.id);
    await reserveLines(trx, key.site, cart.id, lines);
    await setFrozen(trx, cart.id, 1, now);
  });
}

/**
 * PATCH /bff/cart/unFreeze: gives back exactly the units the freeze held, where it held them; idempotent,
 * and a shopper without a cart is simply answered.
 */
export async function unfreezeCart(db: Db, key: CartKey, now: number): Promise<void> {
  await transact(db, async (trx) => {
    const cart = await findCart(trx, key);
    if (!cart || cart.frozen === 0) return;
    await releaseReservations(trx, cart.id);
    await setFrozen(trx, cart.id, 0, now);
  });
}

/** Applies a code of the site: unknown or inactive is "Discount code is not valid"; under the minimum spend is refused too. */
export async function applyDiscount(db: Db, key: CartKey, code: string, now: number): Promise<void> {
  await transact(db, async (trx) => {
    const rule = await activeDiscount(trx, key.site, code);
    if (!rule) throw invalid(DISCOUNT_NOT_VALID_MESSAGE);
    const cart = await ensureCart(trx, key, now);
    refuseFrozen(cart);
    // Spec §3: a cart holds one discountCode (isDiscountCode, one DELETE without a code). A second code never
    // replaces the first unseen (a tab opened before the first was applied): the shopper removes it first.
    if (cart.discount_code !== null && cart.discount_code !== rule.code) throw conflict(oneDiscountCodeMessage(cart.discount_code, rule.code));
    const lines = await cartLines(trx, cart.id);
    const products = await siteProducts(
      trx,
      key.site,
      lines.map((l) => l.sku),
    );
    const priced = priceCart(
      lines.filter((l) => products.has(l.sku)).map((l) => ({ unitCents: products.get(l.sku)!.finalCents, quantity: l.quantity })),
      null,
      key.site.country,
    );
    if (priced.subtotalCents < rule.minSpendCents) {
      const least = formatMoney({ centAmount: rule.minSpendCents, currencyCode: key.site.currency }, key.site.locale);
      throw invalid(`Spend at least ${least} to use discount code ${rule.code}`);
    }
    await setDiscountCode(trx, cart.id, rule.code, now);
  });
}

/** Removes the code (spec §4: the client does so when the last line goes); removing none changes nothing. */
export async function removeDiscount(db: Db, key: CartKey, now: number): Promise<void> {
  await transact(db, async (trx) => {
    const cart = await findCart(trx, key);
    if (!cart || cart.discount_code === null) return;
    refuseFrozen(cart);
    await setDiscountCode(trx, cart.id, null, now);
  });
}
