import type { CartSummary } from '../../../contract/checkout';
import {
  ORDERS_PAGE_SIZE,
  type Order,
  type OrderStatus,
  type OrdersQuery,
  type OrdersResponse,
  type ReorderResponse,
  type ReturnBody,
} from '../../../contract/orders';
import { type ReturnRefusal, checkReturn, nothingLeftToReturn, returnable } from '../../../src/domain/orders/returns';
import { type Db, transact } from '../../db/unit-of-work';
import { conflict, invalid, notFound, unauthorised } from '../refusal';
import { pointsOfOrder, reversePoints } from '../account/loyalty';
import { addEachToCart } from '../cart/cart';
import { cartLines, findCart } from '../cart/repository';
import { type CheckoutDeps, cartSummaryOf } from '../checkout/details';
import { priceCheckout } from '../checkout/pricing';
import { loadCheckout, type Shopper } from '../checkout/store';
import { moveOrder } from './status';
import { orderView } from './view';
import { queueMail } from '../mail/outbox';
import { type OrderRow, customerEmail, insertReturn, ordersPage, ownersOrder, returnsOf, statusHistory } from './repository';

/** Whose orders the caller may see on this site: those placed under their owner key, or (signed in) under their customer id. */
const mine = (shopper: Shopper) => ({ owner: shopper.identity.owner, customerId: shopper.identity.customerId });

export async function ownOrder(db: Db, shopper: Shopper, orderNumber: string): Promise<OrderRow> {
  const order = await ownersOrder(db, shopper.site.code, mine(shopper), orderNumber);
  // Another shopper's order is as unknown as a missing one (DESIGN.md Server).
  if (!order) throw notFound(`Order ${orderNumber} not found`);
  return order;
}

/** An operator moves an order to a status; the answer is the order as the account shows it, read in the same transaction. */
export const moveOrderAsOperator = (db: Db, orderNumber: string, status: OrderStatus, now: number): Promise<Order> =>
  transact(db, async (trx) => accountOrderView(trx, await moveOrder(trx, orderNumber, status, now)));

/** An order as the account shows it: its steps, what was returned and may still be, and the points it earned. */
export async function accountOrderView(db: Db, row: OrderRow): Promise<Order> {
  const order = orderView(row);
  const history = await statusHistory(db, row.order_number);
  const { bought, returned } = await returnState(db, order);
  const left = returnable(order.status, bought, returned);
  return {
    ...order,
    lineItems: order.lineItems.map((line) => ({
      ...line,
      returnedQuantity: returned.get(line.sku) ?? 0,
      returnableQuantity: left.get(line.sku) ?? 0,
    })),
    statusHistory: history.map((step) => ({
      status: step.status as Order['status'],
      at: new Date(step.at).toISOString(),
      ...(step.note ? { note: step.note } : {}),
    })),
    loyaltyPoints: await pointsOfOrder(db, row.order_number),
    canReturn: [...left.values()].some((quantity) => quantity > 0),
  };
}

async function returnState(db: Db, order: Order) {
  const bought = new Map<string, number>();
  for (const line of order.lineItems) bought.set(line.sku, (bought.get(line.sku) ?? 0) + line.quantity);
  const returned = new Map<string, number>();
  const rows = await returnsOf(db, order.orderNumber);
  for (const row of rows) {
    let items: Array<{ sku: string; quantity: number }> = [];
    try {
      items = JSON.parse(row.items) as typeof items;
    } catch {
      items = [];
    }
    for (const item of items) returned.set(item.sku, (returned.get(item.sku) ?? 0) + item.quantity);
  }
  return { bought, returned };
}

/**
 * GET /bff/account/orders: newest first, ten a page, by status or by number. The list is a signed-in
 * customer's; a guest may only look up, by its number, an order placed under their own anonymous token
 * (the confirmation page after a guest checkout).
 */
export async function listOrders(db: Db, shopper: Shopper, query: OrdersQuery): Promise<OrdersResponse> {
  if (!shopper.identity.customerId && !query.orderNumber) throw unauthorised();
  const filter = { site: shopper.site.code, who: mine(shopper), orderNumber: query.orderNumber, status: query.status };
  const { total, rows } = await ordersPage(db, filter, ORDERS_PAGE_SIZE, (query.page - 1) * ORDERS_PAGE_SIZE);
  const orders: Order[] = [];
  for (const row of rows) orders.push(await accountOrderView(db, row));
  return { orders, total: Number(total), pageSize: ORDERS_PAGE_SIZE };
}

const refusalMessage = (refusal: ReturnRefusal, orderNumber: string): string => {
  if (refusal.type === 'notReturnable') return `Order ${orderNumber} cannot be returned while it is ${refusal.status}: only delivered orders can`;
  if (refusal.type === 'notInOrder') return `body.items.${refusal.index}.sku: ${refusal.sku} is not in order ${orderNumber}`;
  return `body.items.${refusal.index}.quantity: only ${refusal.left} of ${refusal.sku} can still be returned`;
};

/**
 * POST /bff/account/return/{orderNumber}: lines of a delivered order, never more than bought less already
 * returned; the order moves to Advised (a later return of the rest keeps it there) and the points of the
 * returned lines go back. The return label is mailed to the customer (queued in the same transaction).
 */
export async function adviseReturn(db: Db, shopper: Shopper, orderNumber: string, body: ReturnBody, now: number): Promise<Order> {
  if (!shopper.identity.customerId) throw unauthorised();
  return transact(db, async (trx) => {
    const row = await ownOrder(trx, shopper, orderNumber);
    const order = orderView(row);
    const { bought, returned } = await returnState(trx, order);
    const refusal = checkReturn(order.status, bought, returned, body.items);
    if (refusal)
      throw refusal.type === 'notReturnable' ? conflict(refusalMessage(refusal, orderNumber)) : invalid(refusalMessage(refusal, orderNumber));
    const moved = order.status === 'Advised' ? row : await moveOrder(trx, orderNumber, 'Advised', now, 'return advised by the customer');
    const returnId = await insertReturn(trx, orderNumber, JSON.stringify(body.items), now);
    const email = await customerEmail(trx, shopper.identity.customerId!);
    await queueMail(
      trx,
      {
        site: shopper.site.code,
        to: email,
        content: { kind: 'return-label', orderNumber, returnId },
        dedupeKey: `return-label:${returnId}`,
      },
      now,
    );
    const unit = new Map(order.lineItems.map((line) => [line.sku, line.unitPrice]));
    const value = body.items.reduce((sum, item) => sum + (unit.get(item.sku) ?? 0) * item.quantity, 0);
    for (const item of body.items) returned.set(item.sku, (returned.get(item.sku) ?? 0) + item.quantity);
    await reversePoints(trx, row, { returnedValue: value, nothingLeft: nothingLeftToReturn(bought, returned), why: 'Returned items' }, now);
    return accountOrderView(trx, moved);
  });
}

const EMPTY_SUMMARY = { subtotal: 0, discount: 0, coupon: 0, shipping: 0, insurance: 0, giftCard: 0, credit: 0, total: 0, tax: 0, amountDue: 0 };

/** The shopper's cart as a checkout summary; an empty one when there is no cart or no line. */
export async function shopperSummary(deps: CheckoutDeps, shopper: Shopper): Promise<CartSummary> {
  const cart = await findCart(deps.db, { site: shopper.site, owner: shopper.identity.owner });
  const lines = cart ? await cartLines(deps.db, cart.id) : [];
  if (!cart || lines.length === 0)
    return { lineItems: [], ...EMPTY_SUMMARY, discountCode: cart?.discount_code ?? null, isDiscountCode: Boolean(cart?.discount_code) };
  const priced = await priceCheckout(deps.db, shopper.site, cart, lines, await loadCheckout(deps.db, cart.id), shopper.identity.customerId);
  return cartSummaryOf(deps, priced);
}

/**
 * POST /bff/checkout/account/order/reorder: the order's lines go back into the cart as far as the site
 * still sells them and the stock allows; a line that cannot be added is left out, a frozen cart refuses.
 */
export async function reorder(deps: CheckoutDeps, shopper: Shopper, orderNumber: string): Promise<ReorderResponse> {
  if (!shopper.identity.customerId) throw unauthorised();
  const order = await ownOrder(deps.db, shopper, orderNumber);
  const key = { site: shopper.site, owner: shopper.identity.owner };
  const { skipped } = await addEachToCart(deps.db, key, orderView(order).lineItems, 'reorder', deps.now());
  return { cartSummary: await shopperSummary(deps, shopper), skipped };
}
