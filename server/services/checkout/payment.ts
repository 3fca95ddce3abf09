import type { PaymentResponse } from '../../../contract/checkout';
import { type Db, transact } from '../../db/unit-of-work';
import { invalid, providerFailed } from '../refusal';
import { requireCollectionStore, requireShippingCode } from './choices';
import type { CheckoutDeps } from './details';
import { expireHolds, holdStock } from './holds';
import { priceCheckout } from './pricing';
import { loadCheckout, openCart, saveCheckout, type Shopper } from './store';
import { attemptCount, recordAttempt, setAttemptSession, supersedeOpenAttempts } from './repository';
import { setFrozen } from '../cart/repository';
import { draftOf, type OrderDraft } from '../orders/draft';
import { paymentReference } from '../orders/number';

export const CONTACT_REQUIRED_MESSAGE = 'Contact details are required before payment';
export const PROVIDER_DOWN_MESSAGE = 'The payment provider is unavailable, please try again';

/** The delivery choice and extras a payment call carries (spec §7 POST /bff/checkout/payment). */
export interface PaymentChoice {
  readonly deliveryCode?: string;
  readonly storeKey?: string;
  readonly purchaseOrderNumber?: string;
  readonly fraudToken?: string;
}

export interface PreparedAttempt {
  readonly reference: string;
  readonly cartId: string;
  readonly draft: OrderDraft;
  readonly fraudToken: string | null;
}

/** Records the delivery choice the call names, or checks the one already made. */
async function recordChoice(trx: Db, shopper: Shopper, choice: PaymentChoice, now: number): Promise<void> {
  const open = await openCart(trx, shopper);
  const checkout = await loadCheckout(trx, open.cart.id);
  if (!checkout.contact) throw invalid(CONTACT_REQUIRED_MESSAGE);
  const purchaseOrder = choice.purchaseOrderNumber ? { purchase_order_number: choice.purchaseOrderNumber } : {};
  if (choice.storeKey) {
    await requireCollectionStore(trx, shopper, choice.storeKey);
    await saveCheckout(trx, open.cart.id, { delivery_type: 'clickCollect', store_key: choice.storeKey, ...purchaseOrder }, now);
  } else if (choice.deliveryCode) {
    await requireShippingCode(trx, shopper, open, choice.deliveryCode);
    const deliveryType = checkout.deliveryType === 'clickCollect' ? 'deliveryStore' : checkout.deliveryType;
    await saveCheckout(trx, open.cart.id, { delivery_type: deliveryType, shipping_code: choice.deliveryCode, ...purchaseOrder }, now);
  } else if (checkout.deliveryType === 'clickCollect' ? !checkout.storeKey : !checkout.shippingCode) {
    throw invalid('query.deliveryCode: is required unless storeKey is given');
  } else {
    await saveCheckout(trx, open.cart.id, purchaseOrder, now);
  }
}

/**
 * Starts a payment attempt inside the caller's transaction (issue 5 payment flow): records the delivery
 * choice, prices the checkout, freezes the cart holding exactly its stock (400 with the §8 message when it
 * cannot), supersedes any earlier attempt and records a new one under a fresh merchant reference.
 */
export async function prepareAttempt(trx: Db, shopper: Shopper, choice: PaymentChoice, now: number): Promise<PreparedAttempt> {
  await expireHolds(trx, now);
  await recordChoice(trx, shopper, choice, now);
  const open = await openCart(trx, shopper);
  const checkout = await loadCheckout(trx, open.cart.id);
  const priced = await priceCheckout(trx, shopper.site, open.cart, open.lines, checkout, shopper.identity.customerId);
  if (priced.lines.length === 0) throw invalid('Nothing in the cart is sold on this site');
  if (checkout.deliveryType !== 'clickCollect' && !priced.selectedShipping) {
    const method = priced.shippingMethods.find((m) => m.code === checkout.shippingCode);
    throw invalid(method?.message ?? 'query.deliveryCode: is not available');
  }
  await holdStock(
    trx,
    shopper.site,
    open.cart.id,
    priced.lines.map((line) => line.row),
    checkout.deliveryType,
    checkout.storeKey,
  );
  await setFrozen(trx, open.cart.id, 1, now);
  await saveCheckout(trx, open.cart.id, { frozen_at: now }, now);
  await supersedeOpenAttempts(trx, open.cart.id);
  const earlier = await attemptCount(trx, open.cart.id);
  const reference = paymentReference(shopper.site.code, earlier + 1);
  const draft = draftOf({ ...priced, cart: { ...priced.cart, frozen: 1 } }, checkout.contact!);
  const fraudToken = choice.fraudToken || null;
  await recordAttempt(trx, {
    reference,
    cart_id: open.cart.id,
    site: shopper.site.code,
    owner: shopper.identity.owner,
    customer_id: shopper.identity.customerId,
    anonymous_id: shopper.identity.anonymousId,
    amount_cents: draft.amountDue,
    currency: shopper.site.currency,
    fraud_token: fraudToken,
    session_id: null,
    draft: JSON.stringify(draft),
    state: 'open',
    created_at: now,
  });
  return { reference, cartId: open.cart.id, draft, fraudToken };
}

/** POST /bff/checkout/payment: a new attempt and the card drop-in's session for what is due. */
export async function startPayment(deps: CheckoutDeps, shopper: Shopper, choice: PaymentChoice, returnUrl: string): Promise<PaymentResponse> {
  const now = deps.now();
  const attempt = await transact(deps.db, (trx) => prepareAttempt(trx, shopper, choice, now));
  let session: { id: string; sessionData: string };
  try {
    session = await deps.gateways.card.createSession({
      reference: attempt.reference,
      amount: attempt.draft.amountDue,
      currency: shopper.site.currency,
      returnUrl,
      fraudToken: attempt.fraudToken ?? '',
      country: shopper.site.country,
    });
  } catch {
    throw providerFailed(PROVIDER_DOWN_MESSAGE);
  }
  await setAttemptSession(deps.db, attempt.reference, session.id);
  return {
    paymentSession: JSON.stringify({ reference: attempt.reference, id: session.id }),
    sessionData: session.sessionData,
    amount: attempt.draft.amountDue,
    currency: shopper.site.currency,
  };
}
