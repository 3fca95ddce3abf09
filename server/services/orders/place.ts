import { earnPoints } from '../account/loyalty';
import type { PaymentMethodName } from '../../../contract/orders';
import { SITES, type SiteCode } from '../../../src/domain/site';
import { type Db, transact } from '../../db/unit-of-work';
import { conflict, notFound } from '../refusal';
import type { CartLineRow } from '../cart/repository';
import { holdsCover, holdStock, takeHolds } from '../checkout/holds';
import { useCoupon } from '../payments/coupons';
import { debitCredit } from '../payments/credit';
import { debitGiftCard } from '../payments/gift-cards';
import { parseDraft } from './draft';
import { nextOrderNumber } from './number';
import { queueMail } from '../mail/outbox';
import {
  cartById,
  clearCheckoutGiftCards,
  insertOrder,
  linkCheckoutToOrder,
  markAttemptOrdered,
  orderOfPayment,
  paymentAttempt,
  recordOrderStatus,
  retireCart,
  supersedeOpenAttempts,
} from './repository';

export const ALREADY_ORDERED_MESSAGE = 'An order was already placed from this checkout';
export const CHECKOUT_GONE_MESSAGE = 'This checkout no longer exists; please check out again';

/** How the order was paid: never a card number, only the brand and last four digits the provider reports. */
export interface Payment {
  readonly method: PaymentMethodName;
  readonly cardBrand?: string;
  readonly cardLast4?: string;
  readonly pspReference?: string;
  readonly fraudToken?: string;
}

/**
 * Places the order of a payment attempt, exactly once per reference (issue 5): in one transaction it finds
 * an order already placed for the reference (a replay answers the same number), or takes the held stock
 * (holding it again first if the hold lapsed; on hand and reserved both go down), debits the gift cards,
 * credit and coupon the attempt priced, writes the order and its first status, and retires the cart: it
 * keeps its row (marked ordered, under an owner of its own) so the shopper's next add starts a fresh cart.
 * The confirmation mail is queued in the same transaction (mail/outbox.ts), so an order never goes unconfirmed.
 */
export async function placeOrder(db: Db, reference: string, payment: Payment, now: number): Promise<string> {
  return transact(db, (trx) => placeOrderIn(trx, reference, payment, now));
}

/** placeOrder inside a transaction the caller holds (a gift card or credit that covers the order places it in its own). */
export async function placeOrderIn(trx: Db, reference: string, payment: Payment, now: number): Promise<string> {
  const existing = await orderOfPayment(trx, reference);
  if (existing) return existing.order_number;
  const attempt = await paymentAttempt(trx, reference);
  if (!attempt) throw notFound(`Payment ${reference} not found`);
  const cart = await cartById(trx, attempt.cart_id);
  // A guest's cart is merged away when they sign in (its holds were released before, as it was not frozen).
  if (!cart) throw conflict(CHECKOUT_GONE_MESSAGE);
  if (cart.ordered_at !== null) throw conflict(ALREADY_ORDERED_MESSAGE);
  const draft = parseDraft(attempt.draft);
  const site = SITES[attempt.site as SiteCode];

  // The holds are this payment's when its attempt is still the cart's current one; otherwise (a later attempt
  // held for another delivery type, or the hold lapsed) they are taken again as this payment priced them.
  if (!(cart.frozen === 1 && attempt.state === 'open' && (await holdsCover(trx, cart.id, draft.lines)))) {
    const rows = draft.lines.map((line) => ({ sku: line.sku, quantity: line.quantity }) as CartLineRow);
    await holdStock(trx, site, cart.id, rows, draft.deliveryType, draft.store?.storeKey ?? null);
  }
  await takeHolds(trx, cart.id);

  const orderNumber = await nextOrderNumber(trx, site.code);
  await insertOrder(trx, {
    order_number: orderNumber,
    payment_reference: reference,
    site: site.code,
    owner: attempt.owner,
    customer_id: attempt.customer_id,
    anonymous_id: attempt.anonymous_id,
    status: 'order-placed',
    fulfilment: draft.fulfilment,
    delivery_type: draft.deliveryType,
    shipping_code: draft.shippingMethod?.code ?? null,
    shipping_name: draft.shippingMethod?.name ?? null,
    store: draft.store ? JSON.stringify(draft.store) : null,
    contact: JSON.stringify(draft.contact),
    billing_address: draft.billing ? JSON.stringify(draft.billing) : null,
    lines: JSON.stringify(draft.lines),
    subtotal_cents: draft.subtotal,
    discount_cents: draft.discount,
    discount_code: draft.discountCode,
    coupon_cents: draft.coupon,
    shipping_cents: draft.shipping,
    insurance_cents: draft.insurance,
    gift_card_cents: draft.giftCard,
    credit_cents: draft.credit,
    total_cents: draft.total,
    tax_cents: draft.tax,
    currency: site.currency,
    payment_method: payment.method,
    card_brand: payment.cardBrand ?? null,
    card_last4: payment.cardLast4 ?? null,
    psp_reference: payment.pspReference ?? null,
    fraud_token: payment.fraudToken ?? attempt.fraud_token,
    purchase_order_number: draft.purchaseOrderNumber,
    created_at: now,
  });
  await recordOrderStatus(trx, orderNumber, 'order-placed', null, now);
  await queueMail(
    trx,
    {
      site: site.code,
      to: draft.contact.email,
      content: { kind: 'order-confirmation', orderNumber },
      dedupeKey: `order-confirmation:${orderNumber}`,
    },
    now,
  );
  await earnPoints(
    trx,
    { order_number: orderNumber, customer_id: attempt.customer_id, site: site.code, total_cents: draft.total, tax_cents: draft.tax },
    now,
  );

  for (const card of draft.giftCards) await debitGiftCard(trx, card.id, card.amount, orderNumber);
  if (draft.credit > 0 && attempt.customer_id) await debitCredit(trx, attempt.customer_id, draft.credit);
  if (draft.couponId) await useCoupon(trx, draft.couponId, orderNumber, now);

  await supersedeOpenAttempts(trx, cart.id);
  await markAttemptOrdered(trx, reference);
  await clearCheckoutGiftCards(trx, cart.id);
  await linkCheckoutToOrder(trx, cart.id, orderNumber, now);
  await retireCart(trx, cart.id, now);
  return orderNumber;
}
