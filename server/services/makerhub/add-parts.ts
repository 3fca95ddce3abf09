import type { ProductWire } from '../../../contract/products';
import { MAX_LINE_QUANTITY } from '../../../contract/cart';
import { type PartStock, type SkippedPart, planParts, skipMessage } from '../../../src/domain/makerhub';
import { type Db, type OpenedDatabase, transact } from '../../db/unit-of-work';
import type { CatalogContext } from '../catalog/list';
import { partsOf, projectRowById } from '../catalog/projects';
import { type CartKey, cartLines, ensureCart, touchCart } from '../cart/repository';
import { siteProducts } from '../catalog/pricing-catalog';
import { availableBySku } from '../stores/stock-repository';
import { CART_FROZEN_MESSAGE } from '../cart/cart';
import { addPartToCart, productTitles } from './repository';
import { substitutesFor } from './substitutes';

/** Why the call is refused as a whole; the route maps each to its status. */
export type AddPartsRefusal = { readonly type: 'notFound'; readonly message: string } | { readonly type: 'conflict'; readonly message: string };

export interface AddPartsAnswer {
  readonly added: ReadonlyArray<{ sku: string; quantity: number }>;
  readonly skipped: ReadonlyArray<{ sku: string; name: string; reason: string; added: number; wanted: number }>;
  readonly substitutes: ReadonlyArray<{ forSku: string; products: ProductWire[] }>;
}

/** The parts' names as the shopper saw them on the project page; a part the shop no longer knows keeps its sku. */
async function partNames(db: Db, skus: readonly string[]): Promise<Map<string, string>> {
  if (skus.length === 0) return new Map();
  const rows = await productTitles(db, skus);
  return new Map(rows.map((row) => [row.sku, row.title]));
}

/**
 * POST /bff/projects/{id}/add-to-cart: every part of the site's project into the shopper's cart with its
 * quantity, as far as the stock and the order limits allow counting what the cart already holds
 * (src/domain/makerhub planParts). The stock read, the plan and the writes run in one transaction, so a
 * concurrent add or freeze cannot slip between them; a frozen cart refuses and changes nothing. Parts not
 * added in full are named with the reason, and each gets a few in-stock substitutes of its category.
 */
export async function addProjectParts(
  db: Db,
  context: CatalogContext & { database: OpenedDatabase },
  key: CartKey,
  projectId: string,
  now: number,
): Promise<{ ok: true; value: AddPartsAnswer } | { ok: false; refusal: AddPartsRefusal }> {
  const row = projectRowById(context.database, projectId);
  if (!row || row.site !== key.site.code || row.kind !== 'project')
    return { ok: false, refusal: { type: 'notFound', message: `Project ${projectId} not found` } };
  const parts = partsOf(row.parts);
  const names = await partNames(
    db,
    parts.map((p) => p.sku),
  );
  const named = parts.map((part) => ({ ...part, name: names.get(part.sku) ?? part.sku }));

  const planned = await transact(db, async (trx) => {
    const cart = await ensureCart(trx, key, now);
    if (cart.frozen === 1) return null;
    const skus = named.map((p) => p.sku);
    const [products, available, lines] = await Promise.all([
      siteProducts(trx, key.site, skus),
      availableBySku(trx, key.site, skus),
      cartLines(trx, cart.id),
    ]);
    const inCart = new Map(lines.map((line) => [line.sku, line.quantity]));
    const stock: Record<string, PartStock> = {};
    for (const [sku, product] of products)
      stock[sku] = { available: available.get(sku) ?? 0, inCart: inCart.get(sku) ?? 0, orderLimit: product.orderLimit };
    const plan = planParts(named, stock, MAX_LINE_QUANTITY);
    for (const line of plan.add) {
      await addPartToCart(trx, cart.id, line.sku, line.quantity, now);
    }
    if (plan.add.length > 0) await touchCart(trx, cart.id, now);
    return plan;
  });
  if (!planned) return { ok: false, refusal: { type: 'conflict', message: CART_FROZEN_MESSAGE } };

  const skipped = planned.skipped.map((part: SkippedPart) => ({
    sku: part.sku,
    name: part.name,
    reason: skipMessage(part),
    added: part.added,
    wanted: part.wanted,
  }));
  const substitutes = await substitutesFor(
    db,
    context,
    key.site,
    skipped.map((s) => s.sku),
    new Set(named.map((p) => p.sku)),
  );
  return { ok: true, value: { added: planned.add, skipped, substitutes } };
}
