import { MAX_LINE_QUANTITY } from '../../../contract/cart';
import type { Site } from '../../../src/domain/site';
import { type Db, transact } from '../../db/unit-of-work';
import { cartLines, copyDiscountCode, deleteCart, ensureCart, findCart, moveLine, setLineQuantity, touchCart } from './repository';
import { addGiftCardIfAbsent, checkoutContact, checkoutGiftCards, checkoutRow, putCheckoutChoices } from '../checkout/repository';
import { thaw } from '../checkout/choices';
import { siteProducts } from '../catalog/pricing-catalog';
import { availableBySku } from '../stores/stock-repository';

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
 * none, and so do the guest's checkout choices (contact details, delivery) when the customer's checkout has
 * no contact details yet, and the gift cards the guest applied (number and PIN proven) in any case. Then the anonymous cart is deleted, so signing in again merges nothing twice.
 *
 * A frozen cart (the guest signed in at the payment step, or the customer is paying elsewhere) is thawed
 * first, as any checkout change thaws it: its stock holds go back at once and its open payment attempt is
 * superseded, so nothing stays held for a cart that no longer exists (a payment already authorised under it
 * is refused and refunded when it asks for its order). The guest's held units count as available again,
 * so their lines come over whole. An ordered cart is no longer the owner's (it is renamed), so it is never
 * found here. Runs in the caller's transaction when given one (sign-in issues the token in the same one),
 * else in its own.
 */
export async function mergeAnonymousCart(db: Db, merge: CartMerge, now: number): Promise<void> {
  if (merge.anonymousOwner === merge.customerOwner) return;
  const run = async (tx: Db): Promise<void> => {
    const anonymous = await findCart(tx, { site: merge.site, owner: merge.anonymousOwner });
    if (!anonymous) return;
    if (anonymous.frozen === 1) await thaw(tx, anonymous.id, now);
    const incoming = await cartLines(tx, anonymous.id);
    if (incoming.length === 0) return;
    const existing = await findCart(tx, { site: merge.site, owner: merge.customerOwner });
    if (existing?.frozen === 1) await thaw(tx, existing.id, now);

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
        if (quantity !== mine.quantity) await setLineQuantity(tx, mine.id, quantity);
      } else {
        const quantity = Math.min(line.quantity, cap);
        // The line moves with its id, container and time added, so the cart keeps the order of adds.
        if (quantity > 0) await moveLine(tx, line.id, target.id, quantity);
      }
    }
    if (target.discount_code === null && anonymous.discount_code !== null) {
      await copyDiscountCode(tx, target.id, anonymous.discount_code);
    }
    await carryCheckout(tx, anonymous.id, target.id, now);
    await carryGiftCards(tx, anonymous.id, target.id);
    await touchCart(tx, target.id, now);
    // Lines not moved go with the cart (ON DELETE CASCADE); an unfrozen cart holds no reservations.
    await deleteCart(tx, anonymous.id);
  };
  await (db.isTransaction ? run(db) : transact(db, run));
}

/**
 * What the guest typed at checkout follows the cart: their contact details, billing address and delivery
 * choices go to the customer's checkout when it has no contact details of its own (the customer's are never
 * overwritten). Coupons and credit are the customer's own, so they stay as they are; nothing is frozen.
 */
async function carryCheckout(tx: Db, fromCartId: string, toCartId: string, now: number): Promise<void> {
  const guest = await checkoutRow(tx, fromCartId);
  if (!guest?.contact_details) return;
  if (await checkoutContact(tx, toCartId)) return;
  const choices = {
    contact_details: guest.contact_details,
    billing_address: guest.billing_address,
    delivery_type: guest.delivery_type,
    shipping_code: guest.shipping_code,
    store_key: guest.store_key,
    purchase_order_number: guest.purchase_order_number,
    insurance: guest.insurance,
    frozen_at: null,
    updated_at: now,
  };
  await putCheckoutChoices(tx, toCartId, choices);
}

/**
 * Gift cards the guest applied (number and PIN proven, nothing debited yet) go to the customer's checkout, so a
 * shopper who signs in at the payment step does not have to find the card again. A card the customer's checkout
 * holds already keeps its amount there; pricing caps every card by what is due.
 */
async function carryGiftCards(tx: Db, fromCartId: string, toCartId: string): Promise<void> {
  const cards = await checkoutGiftCards(tx, fromCartId);
  for (const card of cards) await addGiftCardIfAbsent(tx, toCartId, card.gift_card_id, card.amount_cents);
}
