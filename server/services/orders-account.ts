import { sql } from 'kysely';
import type { CartSummary } from '../../contract/checkout';
import { ORDERS_PAGE_SIZE, type Order, type OrdersQuery, type OrdersResponse, type ReturnBody } from '../../contract/orders';
import type { Db } from '../db/database';
import type { OrderTable } from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/errors';
import { addToCart } from './cart';
import { cartLines, findCart } from './cart-store';
import { type CheckoutDeps, cartSummaryOf } from './checkout-details';
import { priceCheckout } from './checkout-pricing';
import { loadCheckout, type Shopper } from './checkout-store';
import { moveOrder } from './orders-status';
import { orderView } from './orders-view';
import { maskCardNumbersIn } from '../../src/domain/payments/card-numbers';

/** The caller's orders on this site: placed under their owner key, or (signed in) under their customer id. */
const mine = (shopper: Shopper) =>
  shopper.identity.customerId
    ? sql<boolean>`(owner = ${shopper.identity.owner} OR customer_id = ${shopper.identity.customerId})`
    : sql<boolean>`owner = ${shopper.identity.owner}`;

export async function ownOrder(db: Db, shopper: Shopper, orderNumber: string): Promise<OrderTable> {
  const order = await db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber).where('site', '=', shopper.site.code).where(mine(shopper)).executeTakeFirst();
  // Another shopper's order is as unknown as a missing one (DESIGN.md Server).
  if (!order) throw notFound(`Order ${orderNumber} not found`);
  return order;
}

/** GET /bff/account/orders: newest first, ten a page, optionally one order number. */
export async function listOrders(db: Db, shopper: Shopper, query: OrdersQuery): Promise<OrdersResponse> {
  let base = db.selectFrom('orders').where('site', '=', shopper.site.code).where(mine(shopper));
  if (query.orderNumber) base = base.where('order_number', '=', query.orderNumber);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('order_number', 'desc')
    .limit(ORDERS_PAGE_SIZE)
    .offset((query.page - 1) * ORDERS_PAGE_SIZE)
    .execute();
  return { orders: rows.map(orderView), total: Number(total) };
}

/** POST /bff/account/return/{orderNumber}: items of the order, no more than were bought; delivered → Advised. */
export async function adviseReturn(db: Db, shopper: Shopper, orderNumber: string, body: ReturnBody, now: number): Promise<Order> {
  return db.transaction().execute(async (trx) => {
    const order = await ownOrder(trx, shopper, orderNumber);
    const bought = new Map<string, number>();
    for (const line of orderView(order).lineItems) bought.set(line.sku, (bought.get(line.sku) ?? 0) + line.quantity);
    const asked = new Map<string, number>();
    for (const [index, item] of body.items.entries()) {
      asked.set(item.sku, (asked.get(item.sku) ?? 0) + item.quantity);
      if (!bought.has(item.sku)) throw badRequest(`body.items.${index}.sku: ${item.sku} is not in order ${orderNumber}`);
      if (asked.get(item.sku)! > bought.get(item.sku)!) throw badRequest(`body.items.${index}.quantity: more than the ${bought.get(item.sku)} bought`);
    }
    const moved = await moveOrder(trx, orderNumber, 'Advised', now, 'return advised by the shopper');
    await trx.insertInto('order_returns').values({ order_number: orderNumber, items: JSON.stringify(maskCardNumbersIn(body.items)), created_at: now }).execute();
    return orderView(moved);
  });
}

const EMPTY_SUMMARY = { subtotal: 0, discount: 0, coupon: 0, shipping: 0, insurance: 0, giftCard: 0, credit: 0, total: 0, tax: 0, amountDue: 0 };

/** The shopper's cart as a checkout summary; an empty one when there is no cart or no line. */
export async function shopperSummary(deps: CheckoutDeps, shopper: Shopper): Promise<CartSummary> {
  const cart = await findCart(deps.db, { site: shopper.site, owner: shopper.identity.owner });
  const lines = cart ? await cartLines(deps.db, cart.id) : [];
  if (!cart || lines.length === 0) return { lineItems: [], ...EMPTY_SUMMARY, discountCode: cart?.discount_code ?? null, isDiscountCode: Boolean(cart?.discount_code) };
  const priced = await priceCheckout(deps.db, shopper.site, cart, lines, await loadCheckout(deps.db, cart.id), shopper.identity.customerId);
  return cartSummaryOf(deps, priced);
}

/**
 * POST /bff/checkout/account/order/reorder: the order's lines go back into the cart as far as the site
 * still sells them and the stock allows; a line that cannot be added is left out, a frozen cart refuses.
 */
export async function reorder(deps: CheckoutDeps, shopper: Shopper, orderNumber: string): Promise<{ cartSummary: CartSummary }> {
  const order = await ownOrder(deps.db, shopper, orderNumber);
  const key = { site: shopper.site, owner: shopper.identity.owner };
  for (const line of orderView(order).lineItems) {
    try {
      await addToCart(deps.db, key, { sku: line.sku, quantity: line.quantity, itemContainer: 'reorder' }, deps.now());
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode === 409) throw error;
    }
  }
  return { cartSummary: await shopperSummary(deps, shopper) };
}
