import type { GiftCardBalanceResponse, GiftCardBody, RedeemResponse } from '../../../contract/checkout';
import { type Db, transact } from '../../db/unit-of-work';
import { invalid } from '../refusal';
import { thaw } from './choices';
import { type CheckoutDeps, detailsOfCart } from './details';
import { prepareAttempt } from './payment';
import { type PricedCheckout, priceCheckout } from './pricing';
import { loadCheckout, type OpenCart, openCart, saveCheckout, type Shopper } from './store';
import { verifyGiftCard } from '../payments/gift-cards';
import type { GiftCardRow } from '../payments/repository';
import { cartById } from '../cart/repository';
import { appliedAmount, setAppliedAmount } from './repository';
import type { Caller } from '../limits/rate-limit';
import { placeOrderIn } from '../orders/place';

export const NOTHING_DUE_MESSAGE = 'There is nothing left to pay';
export const GIFT_CARD_EMPTY_MESSAGE = 'This gift card has no balance left';
export const SIGN_IN_FOR_CREDIT_MESSAGE = 'Sign in to use your account credit';
export const NO_CREDIT_MESSAGE = 'You have no account credit to use';

/** POST /bff/checkout/giftcard/balance */
export async function giftCardBalance(deps: CheckoutDeps, shopper: Shopper, caller: Caller, body: GiftCardBody): Promise<GiftCardBalanceResponse> {
  const card = await verifyGiftCard(deps.db, shopper.site, caller, body, deps.now());
  return { balance: card.balance_cents, currency: card.currency };
}

/** The checkout as it stands inside the transaction, thawed: a tender changes what is due, so the old payment attempt ends. */
async function pricedNow(trx: Db, shopper: Shopper, now: number): Promise<{ open: OpenCart; priced: PricedCheckout }> {
  const open = await openCart(trx, shopper);
  if (open.cart.frozen === 1) await thaw(trx, open.cart.id, now);
  const fresh = await openCart(trx, shopper);
  const priced = await priceCheckout(trx, shopper.site, fresh.cart, fresh.lines, await loadCheckout(trx, fresh.cart.id), shopper.identity.customerId);
  return { open: fresh, priced };
}

/**
 * Spec §4 account credit and gift card: when the tenders now cover the whole total and the delivery is
 * chosen, the order is placed at once (in the same transaction) and its number answered.
 */
async function placeIfCovered(trx: Db, shopper: Shopper, method: 'giftCard' | 'credit', now: number): Promise<string | null> {
  const { priced } = await pricedNow(trx, shopper, now);
  const ready =
    priced.checkout.contact !== null && (priced.checkout.deliveryType === 'clickCollect' ? priced.store !== null : priced.selectedShipping !== null);
  if (priced.totals.amountDue > 0 || !ready) return null;
  const attempt = await prepareAttempt(trx, shopper, {}, now);
  return placeOrderIn(trx, attempt.reference, { method }, now);
}

async function answer(deps: CheckoutDeps, shopper: Shopper, cartId: string, orderNumber: string | null): Promise<RedeemResponse> {
  const cart = await cartById(deps.db, cartId);
  return { orderNumber, details: await detailsOfCart(deps, shopper, cart) };
}

/** POST /bff/checkout/giftcard/redeem: the card covers what it can of what is due; it is debited only when the order is placed. */
export async function redeemGiftCard(deps: CheckoutDeps, shopper: Shopper, caller: Caller, body: GiftCardBody): Promise<RedeemResponse> {
  return redeemCheckedGiftCard(deps, shopper, await verifyGiftCard(deps.db, shopper.site, caller, body, deps.now()));
}

/** Redeems a card whose number and PIN were checked already (or that is kept on the shopper's account). */
export async function redeemCheckedGiftCard(deps: CheckoutDeps, shopper: Shopper, card: GiftCardRow): Promise<RedeemResponse> {
  const now = deps.now();
  if (card.balance_cents <= 0) throw invalid(GIFT_CARD_EMPTY_MESSAGE);
  const result = await transact(deps.db, async (trx) => {
    const { open, priced } = await pricedNow(trx, shopper, now);
    if (priced.totals.amountDue <= 0) throw invalid(NOTHING_DUE_MESSAGE);
    const already = (await appliedAmount(trx, open.cart.id, card.id)) ?? 0;
    const more = Math.min(card.balance_cents - already, priced.totals.amountDue);
    if (more <= 0) throw invalid(GIFT_CARD_EMPTY_MESSAGE);
    await setAppliedAmount(trx, open.cart.id, card.id, already + more);
    return { cartId: open.cart.id, orderNumber: await placeIfCovered(trx, shopper, 'giftCard', now) };
  });
  return answer(deps, shopper, result.cartId, result.orderNumber);
}

/** POST /bff/checkout/credit: the signed-in customer's credit covers what it can of what is due. */
export async function applyCredit(deps: CheckoutDeps, shopper: Shopper): Promise<RedeemResponse> {
  if (!shopper.identity.customerId) throw invalid(SIGN_IN_FOR_CREDIT_MESSAGE);
  const now = deps.now();
  const result = await transact(deps.db, async (trx) => {
    const { open, priced } = await pricedNow(trx, shopper, now);
    const available = priced.creditAvailable ?? 0;
    if (available <= 0) throw invalid(NO_CREDIT_MESSAGE);
    if (priced.totals.amountDue <= 0) throw invalid(NOTHING_DUE_MESSAGE);
    const wanted = priced.totals.credit + Math.min(available - priced.totals.credit, priced.totals.amountDue);
    await saveCheckout(trx, open.cart.id, { credit_cents: wanted }, now);
    return { cartId: open.cart.id, orderNumber: await placeIfCovered(trx, shopper, 'credit', now) };
  });
  return answer(deps, shopper, result.cartId, result.orderNumber);
}
